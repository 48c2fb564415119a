import Foundation
import HeadlessUIKit
import Testing

/// Attributed strings whose neighbouring runs hold different colours, fonts, shadows, paragraph styles or
/// attachments (docs/uikit-defaults.md, "Attribute values and CoreFoundation").
///
/// Linux's Foundation compares neighbouring runs' values whenever a run is added, to join equal ones; before the
/// values carried a header CoreFoundation understands, the first comparison of two different colours stopped the test
/// process. Expected runs follow Foundation's contract: `longestEffectiveRange` spans every neighbouring character
/// whose value is equal (`isEqual(_:)`), so equal values made apart join and different ones stay apart.
@Suite struct AttributeValueComparisonTests {
  private let whole = NSRange(location: 0, length: 11)

  /// The runs of `key` over the whole string, each as its range and value.
  private func runs(_ key: NSAttributedString.Key, in text: NSAttributedString) -> [(NSRange, Any?)]
  {
    var found: [(NSRange, Any?)] = []
    var location = 0
    while location < text.length {
      var range = NSRange(location: 0, length: 0)
      let value = text.attribute(key, at: location, longestEffectiveRange: &range, in: whole)
      found.append((range, value))
      location = range.location + range.length
    }
    return found
  }

  private func hello(_ key: NSAttributedString.Key, _ value: Any) -> NSMutableAttributedString {
    NSMutableAttributedString(string: "Hello World", attributes: [key: value])
  }

  @Test func colouringPartOfColouredTextSplitsItIntoTwoRuns() {
    let text = hello(.foregroundColor, Color.black)
    text.addAttribute(.foregroundColor, value: Color.red, range: NSRange(location: 6, length: 5))
    let found = runs(.foregroundColor, in: text)
    #expect(found.map(\.0) == [NSRange(location: 0, length: 6), NSRange(location: 6, length: 5)])
    #expect(found.map { $0.1 as? Color } == [Color.black, Color.red])
  }

  @Test func equalColoursMadeApartJoinIntoOneRun() {
    let text = NSMutableAttributedString(
      string: "Hello ", attributes: [.foregroundColor: Color(red: 1, green: 0.5, blue: 0, alpha: 1)]
    )
    text.append(
      NSAttributedString(
        string: "World",
        attributes: [.foregroundColor: Color(red: 1, green: 0.5, blue: 0, alpha: 1)]))
    #expect(runs(.foregroundColor, in: text).map(\.0) == [whole])
  }

  @Test func differentFontsShadowsStylesAndAttachmentsStayApart() {
    let shadow = NSShadow()
    shadow.shadowBlurRadius = 3
    let centred = NSMutableParagraphStyle()
    centred.alignment = .center
    let values: [(NSAttributedString.Key, Any, Any)] = [
      (.font, Font.systemFont(ofSize: 17), Font.boldSystemFont(ofSize: 20)),
      (.shadow, NSShadow(), shadow),
      (.paragraphStyle, NSParagraphStyle(), centred),
      (.attachment, NSTextAttachment(), NSTextAttachment()),
    ]
    for (key, first, second) in values {
      let text = hello(key, first)
      text.addAttribute(key, value: second, range: NSRange(location: 6, length: 5))
      let found = runs(key, in: text)
      #expect(
        found.map(\.0) == [NSRange(location: 0, length: 6), NSRange(location: 6, length: 5)],
        "\(key.rawValue)")
      #expect((found.last?.1 as AnyObject?) === (second as AnyObject), "\(key.rawValue)")
    }
  }
}
