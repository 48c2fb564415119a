import Foundation
import HeadlessUIKit
import Render
import Testing

/// Labels measured and drawn by Pango.
///
/// Reference metrics come from docs/rendering.md, "Deterministic text recipe" (Debian 12's libraries, private
/// fontconfig, pinned options, "Hello, layout!"): Inter 14 is 113.725 × 22.592 with its baseline at 18.084; DejaVu Sans
/// 14 is 124.910 × 21.729 with its baseline at 17.327. Those sizes are Pango point sizes at its default 96 dpi, that is
/// 14 × 96 / 72 device units; our font sizes are in layout points, as UIKit's are, so the same text is
/// `Font(size: 14 × 4 / 3)` here.
@Suite struct LabelTests {
  @Test func reusedAndEvictedLayoutsDrawTheSamePixels() throws {
    // 2,500 two-line labels need 5,000 layouts (natural width and frame width), more than the engine keeps (4,096):
    // the first render fills and evicts, the second reuses some and remakes others. Both must match.
    func page() -> Scene {
      Scene("page", size: CGSize(width: 500, height: 500), scale: 1) { root in
        for index in 0..<2500 {
          let label = Label("n\(index)\nx")
          label.numberOfLines = 2
          label.font = .systemFont(ofSize: 4)
          label.frame = CGRect(x: index % 50 * 10, y: index / 50 * 10, width: 10, height: 10)
          // Measured at its natural width (one layout), then drawn at its frame's width (another).
          #expect(label.intrinsicContentSize.height > 0)
          root.addSubview(label)
        }
      }
    }
    #expect(try page().image() == page().image())
  }

  /// A label that fits the width it gets is not shaped again at that width: its natural measurement stands in.
  ///
  /// The result must be what Pango gives at that width.
  @Test func aLabelThatFitsItsWidthKeepsItsNaturalMeasurement() throws {
    let label = Label("Hello, layout!\nSecond line")
    label.numberOfLines = 0
    let natural = label.intrinsicContentSize
    let width = natural.width + 40
    let direct = try TextEngine.withEngine { $0.measure(label.textStyle, width: width) }
    #expect(label.intrinsicContentSize(forWidth: width) == direct.size)
    #expect(direct.size == natural)
  }

  /// The same with a line limit and several paragraphs (Pango limits lines per paragraph): whatever Pango makes of
  /// the text at that width, the label's measurement must be it.
  @Test func aLimitedLabelThatFitsMatchesPangoAtItsWidth() throws {
    let label = Label("one\ntwo\nthree")
    label.numberOfLines = 2
    _ = label.intrinsicContentSize
    let direct = try TextEngine.withEngine { $0.measure(label.textStyle, width: 500) }
    #expect(label.intrinsicContentSize(forWidth: 500) == direct.size)
  }

  @Test func intrinsicSizeAndBaselineMatchTheReferenceMetrics() {
    let inter = Label("Hello, layout!")
    inter.font = .systemFont(ofSize: 14 * 4 / 3)
    #expect(abs(inter.intrinsicContentSize.width - 113.725) < 0.01)
    #expect(abs(inter.intrinsicContentSize.height - 22.592) < 0.01)
    #expect(abs((inter.firstBaselineOffsetFromTop ?? 0) - 18.084) < 0.01)
    let dejaVu = Label("Hello, layout!")
    dejaVu.font = Font(name: "DejaVu Sans", size: 14 * 4 / 3)
    #expect(abs(dejaVu.intrinsicContentSize.width - 124.910) < 0.01)
    #expect(abs(dejaVu.intrinsicContentSize.height - 21.729) < 0.01)
    #expect(abs((dejaVu.firstBaselineOffsetFromTop ?? 0) - 17.327) < 0.01)
  }

  @Test func emptyLabelsHaveNoSize() {
    #expect(Label().intrinsicContentSize == .zero)
    #expect(Label("").firstBaselineOffsetFromTop == nil)
  }

  @Test func baselinesAlignAcrossFonts() {
    let scene = Scene("baselines", size: CGSize(width: 300, height: 100), scale: 1) { root in
      let small = Label("small")
      small.font = .systemFont(ofSize: 12)
      let large = Label("Large")
      large.font = Font(name: "DejaVuSans-Bold", size: 30)
      for label in [small, large] {
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
      }
      LayoutConstraint.activate([
        large.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        large.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        small.leadingAnchor.constraint(equalTo: large.trailingAnchor, constant: 8),
        small.firstBaselineAnchor.constraint(equalTo: large.firstBaselineAnchor),
      ])
    }
    scene.root.layoutIfNeeded()
    let small = scene.root.subviews[0]
    let large = scene.root.subviews[1]
    let smallBaseline = small.frame.minY + (small.firstBaselineOffsetFromTop ?? .nan)
    let largeBaseline = large.frame.minY + (large.firstBaselineOffsetFromTop ?? .nan)
    // The solver lines the baselines up exactly; the small label's frame is then aligned to the 1× scene's whole
    // points, as UIKit aligns it, which moves its top by half a point at most.
    #expect(abs(smallBaseline - largeBaseline) <= 0.5)
    #expect(small.frame.minY > large.frame.minY)
  }

  @Test func multiLineLabelsWrapToTheirWidth() {
    let scene = Scene("wrap", size: CGSize(width: 200, height: 400), scale: 1) { root in
      let label = Label(String(repeating: "wrap these words ", count: 8))
      label.numberOfLines = 0
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
      LayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        label.topAnchor.constraint(equalTo: root.topAnchor),
      ])
    }
    scene.root.layoutIfNeeded()
    let label = scene.root.subviews[0]
    let oneLine = Label("wrap these words").intrinsicContentSize.height
    // Eight repetitions cannot fit on one 200-point line: the label is several lines tall and 200 wide.
    #expect(label.frame.width == 200)
    #expect(label.frame.height > 3 * oneLine)
  }

  @Test func truncatedSingleLineKeepsItsFrameAndNumberOfLinesLimitsHeight() {
    let limited = Label(String(repeating: "word ", count: 40))
    limited.numberOfLines = 2
    limited.preferredMaxLayoutWidth = 100
    let oneLine = Label("word").intrinsicContentSize.height
    #expect(abs(limited.intrinsicContentSize.height - 2 * oneLine) < 1)
  }

  @Test func labelsDrawDarkTextAndTheSameBytesTwice() throws {
    func render() throws -> Data {
      try Scene("text", size: CGSize(width: 160, height: 40), scale: 2) { root in
        let label = Label("Hello, layout!")
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
          label.centerXAnchor.constraint(equalTo: root.centerXAnchor),
          label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
      }.pngData()
    }
    let data = try render()
    #expect(try render() == data)
    let image = try RGBAImage(pngData: data)
    let dark = stride(from: 0, to: image.pixels.count, by: 4).filter { image.pixels[$0] < 100 }
      .count
    #expect(dark > 200, "only \(dark) dark pixels: no text drawn?")
  }

  @Test func unknownGlyphsAreCounted() {
    #expect(Label("abc").unknownGlyphCount == 0)
    // CJK ideographs are in WenQuanYi Micro Hei; Thai is in none of the bundled faces.
    #expect(Label("漢字").unknownGlyphCount == 0)
    #expect(Label("สวัสดี").unknownGlyphCount == 6)
  }
}
