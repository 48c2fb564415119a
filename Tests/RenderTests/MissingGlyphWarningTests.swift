import Foundation
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
}
