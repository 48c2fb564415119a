import Foundation
import HeadlessUIKit
import Render
import Testing

/// A label's attributed text drawn with its attributes (docs/rendering.md, "Attributed text").
///
/// Expected values are built from plain labels measured by the same text engine: a run in another font measures as
/// that text alone in that font, side by side; TextKit's line heights multiply or clamp each line's natural height
/// and put the extra above the glyphs; kerning adds its space after every kerned character, the last one included.
@Suite struct AttributedTextTests {
  private let body = Font.systemFont(ofSize: 17)

  private func label(_ text: NSAttributedString) -> Label {
    let label = Label()
    label.numberOfLines = 0
    label.attributedText = text
    return label
  }

  private func plain(_ string: String, _ font: Font) -> Label {
    let label = Label(string)
    label.numberOfLines = 0
    label.font = font
    return label
  }

  @Test func runsInAnotherFontMeasureAsThatTextAloneSideBySide() {
    let large = Font.systemFont(ofSize: 34)
    let mixed = NSMutableAttributedString(string: "x", attributes: [.font: body])
    mixed.append(NSAttributedString(string: "y", attributes: [.font: large]))
    let small = plain("x", body).intrinsicContentSize
    let big = plain("y", large).intrinsicContentSize
    let size = label(mixed).intrinsicContentSize
    // Each run is shaped in its own font, so the widths add; the line is as tall as its tallest font.
    #expect(abs(size.width - (small.width + big.width)) < 0.01)
    #expect(abs(size.height - big.height) < 0.01)
  }

  @Test func kerningAddsItsSpaceAfterEveryCharacter() {
    let kerned = NSAttributedString(string: "ABC", attributes: [.font: body, .kern: 10])
    let width = plain("ABC", body).intrinsicContentSize.width
    // Three characters, ten points after each: 30 points wider.
    #expect(abs(label(kerned).intrinsicContentSize.width - (width + 30)) < 0.01)
  }

  @Test func aLineHeightMultipleMakesEveryLineThatMuchTallerWithTheSpaceAbove() {
    let paragraph = MutableParagraphStyle()
    paragraph.lineHeightMultiple = 2
    let spaced = label(
      NSAttributedString(string: "A\nB", attributes: [.font: body, .paragraphStyle: paragraph]))
    let reference = plain("A\nB", body)
    let line = plain("A", body).intrinsicContentSize.height
    #expect(
      abs(spaced.intrinsicContentSize.height - 2 * reference.intrinsicContentSize.height) < 0.01)
    spaced.frame.size = spaced.intrinsicContentSize
    reference.frame.size = reference.intrinsicContentSize
    // The first line's extra height (one natural line) is above its glyphs.
    let first = try! #require(spaced.firstBaselineOffsetFromTop)
    let plainFirst = try! #require(reference.firstBaselineOffsetFromTop)
    #expect(abs(first - (plainFirst + line)) < 0.01)
  }

  @Test func minimumAndMaximumLineHeightsClampEveryLine() {
    func height(_ configure: (MutableParagraphStyle) -> Void) -> CGFloat {
      let paragraph = MutableParagraphStyle()
      configure(paragraph)
      return label(
        NSAttributedString(string: "A\nB", attributes: [.font: body, .paragraphStyle: paragraph])
      ).intrinsicContentSize.height
    }
    // The body font's natural line is about 20.6 points: 30 raises both lines, 15 lowers them.
    #expect(abs(height { $0.minimumLineHeight = 30 } - 60) < 0.01)
    #expect(abs(height { $0.maximumLineHeight = 15 } - 30) < 0.01)
  }

  @Test func lineSpacingGoesBetweenLines() {
    let paragraph = MutableParagraphStyle()
    paragraph.lineSpacing = 10
    let spaced = label(
      NSAttributedString(string: "A\nB\nC", attributes: [.font: body, .paragraphStyle: paragraph]))
    let reference = plain("A\nB\nC", body).intrinsicContentSize.height
    // Two gaps between three lines.
    #expect(abs(spaced.intrinsicContentSize.height - (reference + 20)) < 0.01)
  }

  @Test func settingTheFontOrTheTextAppliesToTheWholeText() {
    let mixed = NSMutableAttributedString(string: "x", attributes: [.font: body])
    mixed.append(NSAttributedString(string: "y", attributes: [.font: Font.systemFont(ofSize: 34)]))
    let reset = label(mixed)
    reset.font = body
    #expect(reset.intrinsicContentSize == plain("xy", body).intrinsicContentSize)
    #expect(reset.attributedText?.attribute(.font, at: 1, effectiveRange: nil) as? Font == body)

    let coloured = NSMutableAttributedString(string: "a", attributes: [.font: body])
    coloured.append(NSAttributedString(string: "b", attributes: [.foregroundColor: Color.red]))
    let recoloured = label(coloured)
    recoloured.textColor = .blue
    #expect(
      recoloured.attributedText?.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? Color
        == .blue)

    let replaced = label(mixed)
    replaced.text = "xy"
    #expect(replaced.intrinsicContentSize == plain("xy", body).intrinsicContentSize)
  }

  @Test func rangesWithoutAFontOrColourTakeTheLabels() {
    let text = NSMutableAttributedString(
      string: "a", attributes: [.font: body, .foregroundColor: Color.red])
    text.append(NSAttributedString(string: "b"))
    let mixed = label(text)
    #expect(mixed.attributedText?.attribute(.font, at: 1, effectiveRange: nil) as? Font == body)
    #expect(
      mixed.attributedText?.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? Color
        == .red)
    #expect(mixed.intrinsicContentSize == plain("ab", body).intrinsicContentSize)
  }

  /// A scene at scale 1 with the label at its intrinsic size in the top-left corner, and the label.
  private func render(_ text: NSAttributedString, appearance: Appearance = .light) throws -> (
    RGBAImage, Label
  ) {
    let shown = label(text)
    let image = try Scene(
      "attributed", size: CGSize(width: 200, height: 120), scale: 1, appearance: appearance
    ) { root in
      root.backgroundColor = .white
      shown.frame = CGRect(origin: .zero, size: shown.intrinsicContentSize)
      root.addSubview(shown)
    }.image()
    return (image, shown)
  }

  @Test func backgroundColoursFillTheirRunsForTheAppearance() throws {
    let font = Font.systemFont(ofSize: 40)
    let text = NSMutableAttributedString(string: "a", attributes: [.font: font])
    text.append(NSAttributedString(string: "b", attributes: [.backgroundColor: Color.systemBlue]))
    let first = plain("a", font).intrinsicContentSize.width
    for (appearance, blue) in [(Appearance.light, (0x00, 0x7A, 0xFF)), (.dark, (0x0A, 0x84, 0xFF))]
    {
      let (image, shown) = try render(text, appearance: appearance)
      let middle = Int(shown.frame.height / 2)
      // Just inside the second run's rectangle, left of its glyph: the run's background; in the first run, none.
      let inside = image.pixel(x: Int(first.rounded(.up)) + 1, y: 2)
      #expect((Int(inside.r), Int(inside.g), Int(inside.b)) == blue)
      #expect(image.pixel(x: 1, y: middle).b == 255 && image.pixel(x: 1, y: middle).r == 255)
    }
  }

  @Test func foregroundColoursDrawTheirRuns() throws {
    let font = Font.systemFont(ofSize: 80, weight: .bold)
    let text = NSMutableAttributedString(string: "x", attributes: [.font: font])
    text.append(NSAttributedString(string: "I", attributes: [.foregroundColor: Color.red]))
    let (image, shown) = try render(text)
    let stem =
      plain("x", font).intrinsicContentSize.width + plain("I", font).intrinsicContentSize.width / 2
    let baseline = try #require(shown.firstBaselineOffsetFromTop)
    // The middle of the capital I's stem, halfway up: pure red.
    let ink = image.pixel(x: Int(stem), y: Int(baseline - 25))
    #expect(ink.r == 255 && ink.g == 0 && ink.b == 0)
  }

  @Test func underlinesAreDrawnUnderTheirRunsOnly() throws {
    let font = Font.systemFont(ofSize: 40)
    let text = NSMutableAttributedString(string: "a", attributes: [.font: font])
    text.append(
      NSAttributedString(
        string: "b", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue]))
    let (image, shown) = try render(text)
    let baseline = Int(try #require(shown.firstBaselineOffsetFromTop))
    let first = plain("a", font).intrinsicContentSize.width
    let second = plain("b", font).intrinsicContentSize.width
    func inkBelowBaseline(atX x: Int) -> Bool {
      (baseline + 1..<Int(shown.frame.height)).contains { image.pixel(x: x, y: $0).r < 128 }
    }
    // Neither letter descends below the baseline: only the underline can be there.
    #expect(inkBelowBaseline(atX: Int(first + second / 2)))
    #expect(!inkBelowBaseline(atX: Int(first / 2)))
  }

  @Test func buttonsAndTextViewsKeepTheirRuns() {
    let large = Font.systemFont(ofSize: 34)
    let mixed = NSMutableAttributedString(string: "x", attributes: [.font: body])
    mixed.append(NSAttributedString(string: "y", attributes: [.font: large]))
    let expected =
      plain("x", body).intrinsicContentSize.width + plain("y", large).intrinsicContentSize.width

    let button = Button(type: .system)
    button.setAttributedTitle(mixed, for: .normal)
    #expect(
      button.attributedTitle(for: .normal)?.attribute(.font, at: 1, effectiveRange: nil) as? Font
        == large)
    let title = try! #require(button.titleLabel)
    #expect(abs(title.intrinsicContentSize.width - expected) < 0.01)

    let textView = TextView()
    textView.attributedText = mixed
    #expect(textView.attributedText.attribute(.font, at: 1, effectiveRange: nil) as? Font == large)
    #expect(textView.font == body)
  }

  @Test func stringDrawingMeasuresRunsInTheirFonts() {
    let large = Font.systemFont(ofSize: 34)
    let mixed = NSMutableAttributedString(string: "x", attributes: [.font: body])
    mixed.append(NSAttributedString(string: "y", attributes: [.font: large]))
    let expected =
      "x".size(withAttributes: [.font: body]).width + "y".size(withAttributes: [.font: large]).width
    #expect(abs(mixed.size().width - expected) < 0.01)
  }
}
