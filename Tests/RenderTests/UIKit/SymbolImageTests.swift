import Foundation
import LayoutRender
import Testing

@testable import HeadlessUIKit

/// SF Symbol stand-ins sized for their configurations.
///
/// A symbol is 20 points square for the 17-point body text at
/// the medium scale (the default configuration), in proportion to the point size, and a fifth smaller or larger
/// at the small and large scales (docs/uikit-defaults.md).
@Suite struct SymbolImageTests {
  /// Every name the table maps comes out as one of the face's icons (a name the face lacks would be letters).
  @Test func everyMappedSymbolHasItsIcon() {
    for name in SymbolNames.material.keys.sorted() {
      #expect(
        SymbolGlyphs.mask(for: name, side: 60) != nil, "\(name) → \(SymbolNames.material[name]!)")
    }
  }

  /// A variant's name takes its base's glyph: without its decorations (filled where the base has a filled glyph),
  /// then cut from its end; a crossed-out name keeps the placeholder.
  @Test func variantsTakeTheirBaseNamesGlyph() {
    #expect(SymbolNames.glyph(for: "chevron.compact.up") == SymbolNames.material["chevron.up"])
    #expect(SymbolNames.glyph(for: "lock.shield.fill") == SymbolNames.material["lock.fill"])
    #expect(SymbolNames.glyph(for: "lock.shield") == SymbolNames.material["lock"])
    #expect(SymbolNames.glyph(for: "xmark.square.fill") == SymbolNames.material["xmark"])
    #expect(SymbolNames.glyph(for: "lock.slash") == nil)
    #expect(SymbolNames.glyph(for: "no.such.symbol") == nil)
  }

  /// The opacity of a symbol image's pixel, its 60-pixel square read in points × 3.
  private func alpha(_ image: UIImage, _ x: Int, _ y: Int) -> UInt8 {
    image.bitmap.pixels[(y * image.bitmap.width + x) * 4 + 3]
  }

  /// `minus` is Material's horizontal bar, `plus` its cross: ink through the middle, none in the corners; a name
  /// without a counterpart is the placeholder square, whose outline passes through its corners' inset.
  @Test func mappedSymbolsDrawTheirIconsAndOthersThePlaceholder() throws {
    let minus = try #require(UIImage(systemName: "minus"))
    #expect(alpha(minus, 30, 30) == 255)
    #expect(alpha(minus, 30, 10) == 0)
    let plus = try #require(UIImage(systemName: "plus"))
    #expect(alpha(plus, 30, 10) == 255 && alpha(plus, 10, 30) == 255)
    #expect(alpha(plus, 5, 5) == 0)
    // The placeholder's 4-pixel outline starts 4 pixels in: pixel (5, 5) is on it.
    let unknown = try #require(UIImage(systemName: "no.such.symbol"))
    #expect(alpha(unknown, 5, 5) == 255)
    #expect(unknown.size == plus.size)
  }

  /// A symbol in an image view ten times its size is drawn again at that size, as UIKit's vector symbols are, not
  /// scaled up from its 60 pixels: the placeholder's outline (4/60 of the side in, 4/60 wide: pixels 40 to 79 of a
  /// 600-pixel square at @3x) has hard edges, where bilinear scaling would fade each edge over about ten pixels.
  @Test func aSymbolDrawnLargeKeepsHardEdges() throws {
    let image = try Scene(
      "symbol", size: CGSize(width: 200, height: 200), scale: 3, backgroundColor: .white
    ) { root in
      let view = UIImageView(image: UIImage(systemName: "no.such.symbol"))
      view.contentMode = .scaleToFill
      view.tintColor = .black
      view.frame = root.bounds
      root.addSubview(view)
    }.image()
    for y in 0..<140 {
      let expected: UInt8 = (40..<80).contains(y) ? 0 : 255
      #expect(image.pixel(x: 300, y: y).r == expected, "row \(y)")
    }
  }

  /// `UIImage.checkmark` is "the standard image for a checkmark on a filled-circle background" (Apple's
  /// documentation): the filled circle's glyph, not the bare check's.
  @Test func checkmarkIsACheckOnAFilledCircle() {
    #expect(UIImage.checkmark.bitmap == UIImage(systemName: "checkmark.circle.fill")?.bitmap)
    #expect(UIImage.checkmark.bitmap != UIImage(systemName: "checkmark")?.bitmap)
  }

  @Test func defaultSymbolIsTwentyPointsSquare() throws {
    let image = try #require(UIImage(systemName: "star"))
    #expect(image.size == CGSize(width: 20, height: 20))
    #expect(image.isSymbolImage)
    #expect(image.symbolConfiguration == nil)
  }

  @Test func pointSizeScalesTheSymbol() throws {
    // 34 × 20 / 17 = 40.
    let image = try #require(
      UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
    #expect(image.size == CGSize(width: 40, height: 40))
  }

  @Test func scaleFactorsApplyToTheBodySize() throws {
    let large = try #require(
      UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(scale: .large)))
    let small = try #require(
      UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(scale: .small)))
    #expect(large.size.width == 24)  // 20 × 1.2
    #expect(small.size.width == 16)  // 20 × 0.8
  }

  @Test func textStyleUsesItsFontSize() throws {
    // The large title is 34 points at the default content size category: 40 points.
    let configuration = UIImage.SymbolConfiguration(textStyle: .largeTitle)
    let image = try #require(UIImage(systemName: "star", withConfiguration: configuration))
    #expect(image.size.width == 40)
    // A font's point size counts the same way: 51 × 20 / 17 = 60.
    let font = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 51))
    #expect(UIImage(systemName: "star", withConfiguration: font)?.size.width == 60)
  }

  @Test func applyingLaysTheNewSettingsOverTheOld() throws {
    let image = try #require(
      UIImage(
        systemName: "star",
        withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .bold)))
    let smaller = try #require(
      image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .small)))
    #expect(smaller.size.width == 32)  // 40 × 0.8: the point size is kept, the scale added
    #expect(
      smaller.symbolConfiguration?.isEqual(
        to: UIImage.SymbolConfiguration(pointSize: 34, weight: .bold, scale: .small)) == true)
    #expect(
      UIImage.SymbolConfiguration(pointSize: 34).configurationWithoutPointSizeAndWeight()
        == .unspecified)
  }

  @Test func onlySymbolsTakeASymbolConfiguration() {
    let pixels = UIImage(
      bitmap: RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16)))
    #expect(pixels.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) == nil)
    #expect(
      pixels.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40)).size
        == CGSize(width: 2, height: 2))
  }

  @Test func imageViewSizesItsSymbolForItsPreferredConfiguration() throws {
    let view = UIImageView(image: UIImage(systemName: "gear"))
    #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))
    view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 25.5)
    #expect(view.intrinsicContentSize == CGSize(width: 30, height: 30))  // 25.5 × 20 / 17
  }

  @Test func paletteColourIsTheColourTheSymbolIsDrawnIn() throws {
    func render(_ makeView: @escaping () -> UIImageView) throws -> Data {
      try Scene("symbol", size: CGSize(width: 20, height: 20), scale: 1) { root in
        root.addSubview(makeView())
      }.pngData()
    }
    let palette = try render {
      let configuration = UIImage.SymbolConfiguration(paletteColors: [.systemRed, .systemBlue])
      return UIImageView(image: UIImage(systemName: "star", withConfiguration: configuration))
    }
    let tinted = try render {
      let view = UIImageView(image: UIImage(systemName: "star"))
      view.tintColor = .systemRed
      return view
    }
    let plain = try render { UIImageView(image: UIImage(systemName: "star")) }
    #expect(palette == tinted)
    #expect(palette != plain)
  }

  @Test func teamSubclassesAndConvenienceInitialisersCompile() throws {
    final class Badge: UIImage, @unchecked Sendable {}
    #expect(Badge(systemName: "star")?.size.width == 20)
    #expect(UIImage(checkerOfSide: 3).size == CGSize(width: 3, height: 3))
  }
}

extension UIImage {
  /// A team's own convenience initialiser in an extension, delegating to a designated one.
  fileprivate convenience init(checkerOfSide side: Int) {
    self.init(
      cgImage: UIImage(
        bitmap: RGBAImage(
          width: side, height: side, pixels: [UInt8](repeating: 0, count: side * side * 4))))
  }
}
