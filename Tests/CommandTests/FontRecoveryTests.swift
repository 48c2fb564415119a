import Foundation
import Testing

/// The text engine does not remember that it once failed: a process whose fonts turn up later recovers.
@Suite struct FontRecoveryTests {
  @Test func aLabelMeasuredAfterTheFontsReturnIsMeasured() throws {
    let runner = try CommandRunner()
    let empty = try runner.makeFolder("no-fonts")
    // The first scene measures its label while the font folder is empty; the second after it is unset again.
    try runner.write(
      "fonts.swift",
      """
      import Foundation
      import LayoutRender

      setenv("LAYOUT_RENDER_FONT_DIR", "\(empty.path)", 1)
      _ = Scene("Without fonts", size: CGSize(width: 100, height: 40), scale: 1) { root in
        let label = UILabel("Hello")
        root.addSubview(label)
        _ = label.intrinsicContentSize
      }
      unsetenv("LAYOUT_RENDER_FONT_DIR")
      _ = Scene("With fonts", size: CGSize(width: 100, height: 40), scale: 1) { root in
        let label = UILabel("Hello")
        root.addSubview(label)
        label.center == root.center
      }

      """)
    let result = try runner.run("fonts.swift", "-o", "out", "--frames", "frames.json")
    #expect(
      result.standardError.contains("scene \"Without fonts\": label"), "\(result.standardError)")
    #expect(result.standardError.contains("no-fonts holds no .otf or .ttf file"))
    #expect(
      !result.standardError.contains("scene \"With fonts\": label"), "\(result.standardError)")
    // Measured, the label has a size: its frame in the second scene is not empty.
    let frames = try String(contentsOf: runner.url("frames.json"), encoding: .utf8)
    #expect(frames.contains("With fonts"))
  }
}
