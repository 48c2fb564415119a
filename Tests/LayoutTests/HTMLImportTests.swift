import Foundation
import HeadlessUIKit
import Testing

/// `NSAttributedString(data:options:documentAttributes:)` with HTML, as apps show server-made snippets; expected
/// values from the HTML default style sheet over UIKit's 12-point body text.
@MainActor @Suite struct HTMLImportTests {
  func html(_ source: String) throws -> NSAttributedString {
    try NSAttributedString(
      data: Data(source.utf8),
      options: [
        .documentType: NSAttributedString.DocumentType.html,
        .characterEncoding: String.Encoding.utf8.rawValue,
      ], documentAttributes: nil)
  }

  func font(_ text: NSAttributedString, at index: Int) -> Font? {
    var range = NSRange()
    return text.attributes(at: index, effectiveRange: &range)[.font] as? Font
  }

  func attribute(_ key: NSAttributedString.Key, _ text: NSAttributedString, at index: Int) -> Any? {
    var range = NSRange()
    return text.attributes(at: index, effectiveRange: &range)[key]
  }

  /// Paragraphs end their lines, inline tags style their runs, whitespace collapses and references decode.
  @Test func paragraphsAndInlineStyles() throws {
    let text = try html(
      "<p>Hello <b>bold</b> and <i>italic</i></p>\n  <p>Second&nbsp;line\n   &amp; more</p>")
    #expect(text.string == "Hello bold and italic\nSecond\u{A0}line & more\n")
    #expect(font(text, at: 0)?.pointSize == 12)
    #expect(font(text, at: 0)?.fontDescriptor.symbolicTraits.contains(.traitBold) == false)
    #expect(font(text, at: 6)?.fontDescriptor.symbolicTraits.contains(.traitBold) == true)
    #expect(font(text, at: 15)?.fontDescriptor.symbolicTraits.contains(.traitItalic) == true)
    #expect(attribute(.foregroundColor, text, at: 0) as? Color == Color.black)
  }

  /// A link is blue (#0000EE), underlined and carries its URL; a heading is bold at 2 em (24 points); CSS in a
  /// `style` attribute sets colour and size (20 pixels are 15 points); `br` breaks the line; a style element is
  /// left out.
  @Test func linksHeadingsStylesAndBreaks() throws {
    let text = try html(
      "<style>p { color: red }</style><h1>Title</h1><a href=\"https://example.com/a\">site</a><br>"
        + "<span style=\"color: #ff0000; font-size: 20px; text-decoration: underline\">red</span>")
    #expect(text.string == "Title\nsite\nred")
    #expect(font(text, at: 0)?.pointSize == 24)
    #expect(font(text, at: 0)?.fontDescriptor.symbolicTraits.contains(.traitBold) == true)
    #expect(attribute(.link, text, at: 6) as? URL == URL(string: "https://example.com/a"))
    #expect(
      attribute(.foregroundColor, text, at: 6) as? Color
        == Color(red: 0, green: 0, blue: 238.0 / 255, alpha: 1))
    #expect(attribute(.underlineStyle, text, at: 6) as? Int == NSUnderlineStyle.single.rawValue)
    #expect(
      attribute(.foregroundColor, text, at: 11) as? Color
        == Color(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(font(text, at: 11)?.pointSize == 15)
  }

  /// Plain text is taken as it is, with the default attributes given; the document attributes name the type; RTF
  /// is refused with an error; a mutable string reads the same way.
  @Test func plainTextDocumentAttributesAndRefusals() throws {
    var attributes: NSDictionary?
    let plain = try NSAttributedString(
      data: Data("<b>not a tag</b>".utf8),
      options: [
        .documentType: NSAttributedString.DocumentType.plain,
        .defaultAttributes: [NSAttributedString.Key.kern: 2],
      ],
      documentAttributes: &attributes)
    #expect(plain.string == "<b>not a tag</b>")
    #expect(attribute(.kern, plain, at: 0) as? Int == 2)
    #expect(attributes?["DocumentType"] as? String == "NSPlainText")
    #expect(throws: CocoaError.self) {
      try NSAttributedString(
        data: Data("{\\rtf1 x}".utf8),
        options: [.documentType: NSAttributedString.DocumentType.rtf],
        documentAttributes: nil)
    }
    let mutable = try NSMutableAttributedString(
      data: Data("<p>one</p>".utf8), options: [.documentType: NSAttributedString.DocumentType.html],
      documentAttributes: nil)
    #expect(mutable.string == "one\n")
  }
}
