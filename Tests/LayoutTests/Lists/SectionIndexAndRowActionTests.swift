import Foundation
import HeadlessUIKit
import Testing

/// A contact with a stored name, as a contacts list's model is.
final class Contact: NSObject {
  let name: String
  init(_ name: String) { self.name = name }
}

/// `UILocalizedIndexedCollation` and the older swipe actions, as a contacts list writes them.
@Suite struct SectionIndexAndRowActionTests {
  /// The English collation: A to Z and `#`, the same titles in the index.
  @Test func theCollationHasTwentySevenSections() {
    let collation = UILocalizedIndexedCollation.current()
    #expect(collation.sectionTitles.count == 27)
    #expect(collation.sectionTitles.first == "A" && collation.sectionTitles[25] == "Z")
    #expect(collation.sectionTitles.last == "#")
    #expect(collation.sectionIndexTitles == collation.sectionTitles)
    #expect(collation.section(forSectionIndexTitle: 4) == 4)
  }

  /// Items go to their first letter's section, case and accents aside; others to `#`; each section sorts by name.
  @Test func contactsFallIntoTheirLettersSections() {
    let collation = UILocalizedIndexedCollation.current()
    let name = _sel("name")
    // E is the fifth letter (index 4), Z the 26th (25); a digit goes to # (26).
    #expect(collation.section(for: Contact("Émile"), collationStringSelector: name) == 4)
    #expect(collation.section(for: Contact("zoë"), collationStringSelector: name) == 25)
    #expect(collation.section(for: Contact("42 Club"), collationStringSelector: name) == 26)
    let sorted = collation.sortedArray(
      from: [Contact("bob"), Contact("Alice"), Contact("Bea")], collationStringSelector: name)
    #expect(sorted.compactMap { ($0 as? Contact)?.name } == ["Alice", "Bea", "bob"])
  }

  /// The older row actions keep what they are made with, and a delegate may return them.
  @Test func rowActionsAreKept() {
    let delete = UITableViewRowAction(style: .destructive, title: "Delete") { _, _ in }
    delete.backgroundColor = .systemRed
    #expect(delete.style == .default)
    let copy = delete.copy() as? UITableViewRowAction
    #expect(copy?.title == "Delete" && copy?.backgroundColor == .systemRed && copy !== delete)
    final class Delegate: NSObject, UITableViewDelegate {
      func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
        -> [UITableViewRowAction]?
      {
        [UITableViewRowAction(style: .normal, title: "Archive") { _, _ in }]
      }
    }
    let delegate: UITableViewDelegate = Delegate()
    let table = UITableView()
    #expect(
      delegate.tableView(table, editActionsForRowAt: IndexPath(row: 0, section: 0))?.first?.title
        == "Archive")
  }

  /// An element that is not a view keeps what is set on it, and holds its container weakly.
  @Test func accessibilityElementsKeepTheirValues() {
    let chart = UIView()
    let bar = UIAccessibilityElement(accessibilityContainer: chart)
    bar.accessibilityLabel = "March"
    bar.accessibilityValue = "42"
    bar.accessibilityTraits = .button
    bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 0, width: 20, height: 80)
    chart.accessibilityElements = [bar]
    #expect(bar.isAccessibilityElement)
    #expect(bar.accessibilityContainer === chart)
    #expect(
      (chart.accessibilityElements?.first as? UIAccessibilityElement)?.accessibilityValue == "42")
  }

  /// Text fields answer `UITextInputTraits` with what was set on them; a custom key-input view with UIKit's defaults.
  @Test func textInputTraitsAnswerWithWhatWasSet() {
    let field = UITextField()
    field.keyboardType = .emailAddress
    field.isSecureTextEntry = true
    let traits: UITextInputTraits = field
    #expect(traits.keyboardType == .emailAddress && traits.isSecureTextEntry)
    final class PinPad: UIView, UIKeyInput {
      var hasText: Bool { false }
      func insertText(_ text: String) {}
      func deleteBackward() {}
    }
    let pad: UITextInputTraits = PinPad()
    #expect(pad.keyboardType == .default && pad.autocapitalizationType == .sentences)
  }
}
