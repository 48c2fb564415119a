import Foundation

/// Sorts a list's items into alphabetical sections for a section index (UIKit's `UILocalizedIndexedCollation`), as
/// a contacts list does: the English collation, A to Z and `#` for the rest.
///
/// An item's string is read by the selector's name (`#selector(getter: Contact.name)` becomes the name `name`): a
/// stored property of that name that holds a string, else the item's description. Linux has no Objective-C runtime
/// to call a getter by selector, so a computed property is not found.
open class LocalizedIndexedCollation: NSObject {
  /// The collation of the current locale: the English one here (docs/uikit-lists.md, "Section indexes").
  open class func current() -> Self { Self() }

  public required override init() {}

  /// The sections' titles: A to Z, then `#`.
  open var sectionTitles: [String] { Self.titles }
  /// The titles of the table's index: the same as the sections'.
  open var sectionIndexTitles: [String] { Self.titles }

  private static let titles =
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) } + ["#"]

  /// The section an index title stands for: its own.
  open func section(forSectionIndexTitle indexTitleIndex: Int) -> Int { indexTitleIndex }

  /// The section of `object`: the letter its string starts with, accents and case aside, else the last (`#`).
  open func section(for object: Any, collationStringSelector selector: Selector) -> Int {
    let text = Self.string(of: object, selector)
    let folded = text.folding(
      options: [.caseInsensitive, .diacriticInsensitive], locale: Self.locale)
    guard let first = folded.unicodeScalars.first, ("a"..."z").contains(first) else {
      return Self.titles.count - 1
    }
    return Int(first.value - UnicodeScalar("a").value)
  }

  /// The objects sorted by their strings as the English collation orders them.
  open func sortedArray(from array: [Any], collationStringSelector selector: Selector) -> [Any] {
    let keyed = array.map { (Self.string(of: $0, selector), $0) }
    return keyed.enumerated().sorted { lhs, rhs in
      let order = lhs.element.0.compare(
        rhs.element.0, options: [.caseInsensitive], range: nil, locale: Self.locale)
      return order == .orderedSame ? lhs.offset < rhs.offset : order == .orderedAscending
    }.map(\.element.1)
  }

  private static let locale = Locale(identifier: "en_US")

  /// The string the selector names on `object`: a stored string property of that name, else the description.
  private static func string(of object: Any, _ selector: Selector) -> String {
    if let text = object as? String { return text }
    let name = selector.name.hasSuffix(":") ? String(selector.name.dropLast()) : selector.name
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children where child.label == name {
        if let text = child.value as? String { return text }
        if let text = child.value as? String? { return text ?? "" }
      }
      mirror = current.superclassMirror
    }
    return String(describing: object)
  }
}

public typealias UILocalizedIndexedCollation = LocalizedIndexedCollation
