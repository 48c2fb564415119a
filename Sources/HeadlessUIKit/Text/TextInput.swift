import Foundation

// UIKit's text-input protocol types (`UITextInput`): positions and ranges in a field's or a text view's text,
// counted in UTF-16 code units as UIKit counts them. Nothing is typed here, so the types serve code that reads and
// sets selections and replaces text programmatically.

/// A place in a document's text (UIKit's `UITextPosition`).
///
/// An NSObject with a public designated `init()`, as in UIKit, so that a team's own position class calls
/// `super.init()`.
open class TextPosition: NSObject {
  /// UTF-16 code units from the start of the text.
  package private(set) var offset = 0

  /// A position at the start of a text (UIKit's abstract `UITextPosition()`, which subclasses give meaning).
  public override init() {
    super.init()
  }

  package convenience init(offset: Int) {
    self.init()
    self.offset = offset
  }

  /// Equal to another position at the same offset.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? TextPosition)?.offset == offset
  }

  open override var hash: Int { offset }
}

/// A stretch of a document's text (UIKit's `UITextRange`).
///
/// An NSObject with a public designated `init()`, as in UIKit; a team's subclass overrides ``start`` and ``end``.
open class TextRange: NSObject {
  private var bounds = (start: TextPosition(), end: TextPosition())

  /// An empty range at the start of a text (UIKit's abstract `UITextRange()`, whose subclasses override ``start``
  /// and ``end``).
  public override init() {
    super.init()
  }

  package convenience init(start: TextPosition, end: TextPosition) {
    self.init()
    bounds = start.offset <= end.offset ? (start, end) : (end, start)
  }

  open var start: TextPosition { bounds.start }
  open var end: TextPosition { bounds.end }
  open var isEmpty: Bool { start.offset == end.offset }

  /// Equal to another range with equal ends.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? TextRange else { return false }
    return other.start == start && other.end == end
  }

  open override var hash: Int { start.offset &* 31 &+ end.offset }
}

/// The rectangle of part of a selection (UIKit's `UITextSelectionRect`); nothing is laid out for selection here.
open class TextSelectionRect: NSObject {
  open var rect: CGRect { .zero }
  open var writingDirection: WritingDirection { .natural }
  open var containsStart: Bool { false }
  open var containsEnd: Bool { false }
  open var isVertical: Bool { false }
  public override init() { super.init() }
}

/// Directions through laid-out text (UIKit's `UITextLayoutDirection`), with UIKit's raw values.
public enum TextLayoutDirection: Int, Sendable {
  case right = 2, left, up, down
}

/// Directions through stored text (UIKit's `UITextStorageDirection`), with UIKit's raw values.
public enum TextStorageDirection: Int, Sendable {
  case forward, backward
}

/// A writing direction (UIKit's `NSWritingDirection`), with UIKit's raw values.
public enum WritingDirection: Int, Sendable {
  case natural = -1, leftToRight, rightToLeft
}

/// Told before and after text changes (UIKit's `UITextInputDelegate`); nothing is typed here.
public protocol TextInputDelegate: AnyObject {
  func selectionWillChange(_ textInput: AnyObject?)
  func selectionDidChange(_ textInput: AnyObject?)
  func textWillChange(_ textInput: AnyObject?)
  func textDidChange(_ textInput: AnyObject?)
}

/// Finds units of text (UIKit's `UITextInputTokenizer`).
public protocol TextInputTokenizer: AnyObject {}

/// The tokenizer of a field or a text view (UIKit's `UITextInputStringTokenizer`).
open class TextInputStringTokenizer: TextInputTokenizer {
  public init(textInput: AnyObject) {}
}

/// A password's rules for autofill (UIKit's `UITextInputPasswordRules`), kept as their descriptor.
open class TextInputPasswordRules {
  public let passwordRulesDescriptor: String
  public init(descriptor passwordRulesDescriptor: String) {
    self.passwordRulesDescriptor = passwordRulesDescriptor
  }
}

public enum TextSmartQuotesType: Int, Sendable { case `default`, no, yes }
public enum TextSmartDashesType: Int, Sendable { case `default`, no, yes }
public enum TextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }
public enum TextInlinePredictionType: Int, Sendable { case `default`, no, yes }
public enum KeyboardAppearance: Int, Sendable {
  case `default`, dark, light
  public static var alert: KeyboardAppearance { .dark }
}

/// The positional arithmetic of `UITextInput` over a string, shared by fields and text views.
package struct TextDocument {
  package let text: String

  package init(_ text: String?) {
    self.text = text ?? ""
  }

  private var length: Int { text.utf16.count }

  package var beginning: TextPosition { TextPosition(offset: 0) }
  package var end: TextPosition { TextPosition(offset: length) }

  /// A position `offset` code units from `position`, or `nil` outside the text.
  package func position(from position: TextPosition, offset: Int) -> TextPosition? {
    let moved = position.offset + offset
    return (0...length).contains(moved) ? TextPosition(offset: moved) : nil
  }

  /// Left and up move backwards, right and down forwards (one line of text is one row here).
  package func position(from position: TextPosition, in direction: TextLayoutDirection, offset: Int)
    -> TextPosition?
  {
    self.position(from: position, offset: direction == .left || direction == .up ? -offset : offset)
  }

  package func range(from start: TextPosition, to end: TextPosition) -> TextRange? {
    (0...length).contains(start.offset) && (0...length).contains(end.offset)
      ? TextRange(start: start, end: end) : nil
  }

  package func text(in range: TextRange) -> String? {
    let units = Array(text.utf16)
    guard range.end.offset <= units.count else { return nil }
    return String(decoding: units[range.start.offset..<range.end.offset], as: UTF16.self)
  }

  /// The text with `range` replaced, and the caret after the new text.
  package func replacing(_ range: TextRange, with replacement: String) -> (
    text: String, caret: TextRange
  ) {
    let units = Array(text.utf16)
    let end = min(range.end.offset, units.count)
    let start = min(range.start.offset, end)
    let replaced = String(
      decoding: units[..<start] + Array(replacement.utf16) + units[end...], as: UTF16.self)
    let caret = TextPosition(offset: start + replacement.utf16.count)
    return (replaced, TextRange(start: caret, end: caret))
  }

  /// Where typing inserts: the selection, else the end.
  package func insertionRange(selection: TextRange?) -> TextRange {
    selection ?? TextRange(start: end, end: end)
  }

  /// What deleting backwards removes: the selection, or the character before an empty one.
  package func deletionRange(selection: TextRange?) -> TextRange {
    let at = insertionRange(selection: selection)
    return at.isEmpty
      ? TextRange(start: position(from: at.start, offset: -1) ?? at.start, end: at.end) : at
  }

  package func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult {
    position.offset < other.offset
      ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
  }

  package func farthest(in range: TextRange, direction: TextLayoutDirection) -> TextPosition {
    direction == .left || direction == .up ? range.start : range.end
  }

  package func extending(_ position: TextPosition, direction: TextLayoutDirection) -> TextRange {
    direction == .left || direction == .up
      ? TextRange(start: beginning, end: position) : TextRange(start: position, end: end)
  }
}
