import Foundation
import LayoutRender
import Testing

/// Text in a script the bundled fonts do not cover is drawn as boxes; the scene says which label.
@Suite struct MissingGlyphWarningTests {
  @Test func aLabelInAnUncoveredScriptIsNamed() {
    let scene = Scene("Titles", size: CGSize(width: 300, height: 100)) { root in
      let latin = UILabel("Navigation")
      latin.accessibilityIdentifier = "latin"
      let korean = UILabel("네비게이션")
      korean.accessibilityIdentifier = "korean"
      root.addSubview(latin)
      root.addSubview(korean)
    }
    scene.root.layoutIfNeeded()
    let warnings = scene.missingGlyphWarnings()
    // Five Hangul syllables, none in Inter or DejaVu Sans.
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("korean") == true)
    #expect(warnings.first?.contains("5 characters") == true)
  }

  @Test func aHiddenLabelIsNotChecked() {
    let scene = Scene("Hidden", size: CGSize(width: 300, height: 100)) { root in
      let korean = UILabel("네비게이션")
      korean.isHidden = true
      root.addSubview(korean)
    }
    #expect(scene.missingGlyphWarnings().isEmpty)
  }
}
