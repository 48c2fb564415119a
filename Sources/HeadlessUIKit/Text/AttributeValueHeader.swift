/// The first stored word of a class whose instances sit in attributed strings as attribute values.
///
/// Linux's Foundation keeps an attributed string's runs in CoreFoundation, which compares neighbouring runs'
/// attribute values with `CFEqual`. `CFEqual` reads a CoreFoundation type number from the object's first stored word
/// (where a CoreFoundation object keeps its header) and sends `isEqual(_:)` only when that number is not zero; at
/// zero it takes the object for a broken CoreFoundation object and stops the process. A Swift class has no such
/// header, so the number is whatever its first stored property holds: a colour whose first component is 1.0 or 0.0
/// reads as zero, and colouring part of already coloured text stopped the process (docs/uikit-defaults.md,
/// "Attribute values and CoreFoundation").
///
/// A class made an attribute value stores this word first. Its type number, 1023, is the last of CoreFoundation's
/// table and names no registered type, so `CFEqual` sends the object `isEqual(_:)`, as it does for every Swift object
/// whose first word happens to name no type.
struct AttributeValueHeader: Sendable {
  /// Bits 8 to 17 of the word are CoreFoundation's type number; all of them set is type 1023.
  let word: UInt = 0x3FF << 8
}
