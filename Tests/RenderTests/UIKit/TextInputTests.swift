import Foundation
import LayoutRender
import Testing

/// UIKit's text-input protocol on fields and text views: positions count UTF-16 code units, edits go through the
/// selection, and side views take their place beside the text.
@Suite struct TextInputTests {
  @Test func positionsCountUTF16CodeUnits() throws {
    let field = UITextField()
    field.text = "héllo 👋"
    // h é l l o space = 6 units, the emoji 2 more.
    #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 8)
    let start = try #require(field.position(from: field.beginningOfDocument, offset: 1))
    let end = try #require(field.position(from: start, offset: 4))
    let range = try #require(field.textRange(from: start, to: end))
    #expect(field.text(in: range) == "éllo")
    #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
    #expect(field.compare(start, to: end) == .orderedAscending)
  }

  @Test func editsGoThroughTheSelection() throws {
    let view = UITextView()
    view.text = "Hello world"
    let start = try #require(view.position(from: view.beginningOfDocument, offset: 6))
    view.selectedTextRange = view.textRange(from: start, to: view.endOfDocument)
    view.insertText("there")
    #expect(view.text == "Hello there")
    // The caret sits after the inserted text; deleting backwards removes one character before it.
    view.deleteBackward()
    #expect(view.text == "Hello ther")
    #expect(view.hasText)
  }

  @Test func aTextViewsSelectedRangeIsTheSelectionInCodeUnits() {
    let view = UITextView()
    view.text = "Hello world"
    // No selection: a caret at the end, offset 11.
    #expect(view.selectedRange == NSRange(location: 11, length: 0))
    view.selectedRange = NSRange(location: 6, length: 5)
    #expect(view.text(in: view.selectedTextRange!) == "world")
    // A range past the end is clamped to the text.
    view.selectedRange = NSRange(location: 9, length: 10)
    #expect(view.selectedRange == NSRange(location: 9, length: 2))
  }

  @Test func theLeftViewSitsAtTheLeftEdgeAndTheTextStartsAfterIt() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let padding = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 20))
    field.leftView = padding
    // `.never` (the default) keeps it out.
    #expect(padding.superview == nil)
    #expect(field.textRect(forBounds: field.bounds).minX == 0)
    field.leftViewMode = .always
    #expect(padding.superview === field)
    #expect(
      field.leftViewRect(forBounds: field.bounds) == CGRect(x: 0, y: 10, width: 12, height: 20))
    #expect(field.textRect(forBounds: field.bounds).minX == 12)
    field.layoutIfNeeded()
    #expect(padding.frame == CGRect(x: 0, y: 10, width: 12, height: 20))
  }
}
