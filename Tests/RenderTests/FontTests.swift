import Foundation
import LayoutRender
import Testing

/// UIFont, UIFontDescriptor and UIFontMetrics as UIKit defines them; metrics derived by hand from the bundled faces'
/// tables (docs/uikit-defaults.md, "Fonts").
@Suite struct FontTests {
  /// UIKit's weight scale and its arithmetic (UIKit's runtime values: regular 0, semibold 0.3, bold 0.4).
  @Test func weightsHaveUIKitsRawValuesAndArithmetic() {
    #expect(UIFont.Weight.regular.rawValue == 0)
    #expect(UIFont.Weight.bold - .regular == 0.4)
    var weight = UIFont.Weight.regular
    weight += 0.3
    #expect(weight == .semibold)
    #expect(UIFont.Weight.thin < .light && UIFont.Weight.heavy < .black)
  }

  /// The face name follows the nearest named weight; a weight between two draws as the nearer one.
  @Test func fontNamesFollowTheWeight() {
    #expect(UIFont.systemFont(ofSize: 17).fontName == "Inter")
    #expect(UIFont.systemFont(ofSize: 17, weight: .black).fontName == "Inter-Black")
    #expect(UIFont.systemFont(ofSize: 17, weight: UIFont.Weight(0.25)).fontName == "Inter-Medium")
    #expect(UIFont(name: "Avenir-Heavy", size: 16)?.fontName == "Inter-Heavy")
    #expect(UIFont(name: "DejaVu Sans", size: 16)?.familyName == "DejaVu Sans")
    #expect(UIFont(name: "Anything", size: 0) == nil)
  }

  /// At 28.16 points (2816 font units of Inter at one unit per hundredth of a point) Inter's table values read
  /// directly: ascender 2728, descender −680, cap height 2048, x height 1536 units.
  @Test func metricsComeFromTheBundledFace() {
    let font = UIFont.systemFont(ofSize: 28.16)
    #expect(abs(font.ascender - 27.28) < 1e-9)
    #expect(abs(font.descender + 6.80) < 1e-9)
    #expect(abs(font.capHeight - 20.48) < 1e-9)
    #expect(abs(font.xHeight - 15.36) < 1e-9)
    #expect(font.leading == 0)
  }

  /// UIKit's documented standard sizes.
  @Test func standardSizes() {
    #expect(UIFont.labelFontSize == 17 && UIFont.buttonFontSize == 18)
    #expect(UIFont.systemFontSize == 14 && UIFont.smallSystemFontSize == 12)
    #expect(UIFont.familyNames.contains("Inter"))
    #expect(UIFont.fontNames(forFamilyName: "Inter").contains("Inter-Bold"))
    #expect(UIFont.fontNames(forFamilyName: "Helvetica").isEmpty)
  }

  /// Fonts are equal when they draw the same; `withSize` keeps the face.
  @Test func equalityAndResizing() {
    #expect(UIFont.systemFont(ofSize: 15) == UIFont.systemFont(ofSize: 15))
    #expect(UIFont.boldSystemFont(ofSize: 15) != UIFont.systemFont(ofSize: 15))
    #expect(UIFont.boldSystemFont(ofSize: 15).withSize(20) == UIFont.boldSystemFont(ofSize: 20))
  }

  /// Traits that no installed face has are kept on the descriptor: italic, monospace, condensed.
  @Test func traitsWithoutAFaceAreKept() {
    #expect(
      UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitItalic))
    #expect(
      UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontDescriptor.symbolicTraits
        .contains(
          .traitMonoSpace))
    #expect(
      UIFont.systemFont(ofSize: 12, weight: .regular, width: .condensed).fontDescriptor
        .symbolicTraits
        .contains(.traitCondensed))
  }

  /// A descriptor reads and writes UIKit's attribute dictionary.
  @Test func descriptorsSpeakTheAttributeDictionary() throws {
    let descriptor = UIFontDescriptor(fontAttributes: [
      .family: "Inter", .size: CGFloat(20),
      .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold.rawValue],
    ])
    let font = UIFont(descriptor: descriptor, size: 0)
    #expect(font.pointSize == 20 && font.fontName == "Inter-Semibold")
    let traits = try #require(
      font.fontDescriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any])
    #expect(traits[.weight] as? CGFloat == UIFont.Weight.semibold.rawValue)
    #expect(descriptor.withFace("Bold").postscriptName == "Inter-Bold")
    #expect(descriptor.addingAttributes([.size: CGFloat(30)]).pointSize == 30)
    #expect(
      descriptor.withFamily("DejaVu Sans").object(forKey: .family) as? String == "DejaVu Sans")
    #expect(descriptor.withDesign(.rounded) != nil)
    // Dropping the bold trait makes a bold weight regular again.
    let bold = try #require(descriptor.withSymbolicTraits(.traitBold))
    #expect(UIFont(descriptor: bold, size: 0).fontName == "Inter-Bold")
    #expect(
      try UIFont(descriptor: #require(bold.withSymbolicTraits([])), size: 0).fontName == "Inter")
  }

  /// The class bits of the symbolic traits sit in the top four bits, as UIFontDescriptor.h declares them.
  @Test func symbolicTraitClassesUseTheTopBits() {
    #expect(UIFontDescriptor.SymbolicTraits.classSansSerif.rawValue == 8 << 28)
    #expect(UIFontDescriptor.SymbolicTraits.classMask.contains(.classSymbolic))
    #expect(UIFontDescriptor.SymbolicTraits.traitMonoSpace.rawValue == 1 << 10)
  }

  /// Body grows from 17 to 23 points at extra-extra-extra large (the Dynamic Type table), so values and custom
  /// fonts scale by 23 / 17; a maximum caps the font.
  @Test func fontMetricsScaleAsTheStyleGrows() {
    let traits = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    let body = UIFontMetrics(forTextStyle: .body)
    #expect(body.scaledValue(for: 17, compatibleWith: traits) == 23)
    #expect(abs(body.scaledValue(for: 34, compatibleWith: traits) - 46) < 1e-9)
    let custom = UIFont.systemFont(ofSize: 20, weight: .bold)
    let capped = body.scaledFont(for: custom, maximumPointSize: 25, compatibleWith: traits)
    #expect(capped.pointSize == 25 && capped.fontName == "Inter-Bold")
    #expect(
      UIFontMetrics.default.scaledValue(
        for: 10,
        compatibleWith: UITraitCollection(
          preferredContentSizeCategory: .large)) == 10)
    #expect(UIFont.TextStyle.headline.metrics.scaledValue(for: 17, compatibleWith: traits) == 23)
  }
}
