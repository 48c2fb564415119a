import Foundation
import HeadlessUIKit
import LayoutRender
import Testing

/// Text in a script the bundled fonts do not cover is drawn as boxes; the scene says which label.
@Suite struct MissingGlyphWarningTests {
  @Test func aLabelInAnUncoveredScriptIsNamed() {
    let scene = Scene("Titles", size: CGSize(width: 300, height: 100)) { root in
      let latin = UILabel("Navigation")
      latin.accessibilityIdentifier = "latin"
      let thai = UILabel("สวัสดี")
      thai.accessibilityIdentifier = "thai"
      let korean = UILabel("네비게이션")
      root.addSubview(latin)
      root.addSubview(thai)
      root.addSubview(korean)
    }
    scene.root.layoutIfNeeded()
    let warnings = scene.missingGlyphWarnings()
    // Six Thai characters, in none of the bundled faces; Hangul is in WenQuanYi Micro Hei.
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("thai") == true)
    #expect(warnings.first?.contains("6 characters") == true)
    #expect(warnings.first?.hasSuffix("drawn as boxes") == true)
  }

  @Test func aHiddenLabelIsNotChecked() {
    let scene = Scene("Hidden", size: CGSize(width: 300, height: 100)) { root in
      let thai = UILabel("สวัสดี")
      thai.isHidden = true
      root.addSubview(thai)
    }
    #expect(scene.missingGlyphWarnings().isEmpty)
  }

  /// The Chinese, Japanese and Korean face is added when a text first needs it; text laid out before or after
  /// measures the same (a snowman and a dash are DejaVu Sans's, the quotes Inter's), and the face then shows the
  /// ideographs.
  @Test func theDeferredFaceChangesNoOtherText() throws {
    let latin = TextStyle(
      text: "“Snow” ☃ — 2°C", font: .system(size: 17), alignment: .left, direction: .leftToRight,
      numberOfLines: 0, lineBreakMode: .byWordWrapping)
    var ideographs = latin
    ideographs.text = "漢字"
    let before = try TextEngine(fontFolder: nil)
    let first = before.measure(latin, width: 300)
    let after = try TextEngine(fontFolder: nil)
    #expect(after.measure(ideographs, width: 300).unknownGlyphs == 0)
    #expect(after.measure(latin, width: 300) == first)
  }
}
