import Foundation
import Render
import Testing

/// `--content-size`: Dynamic Type as a variant of every scene, like device, appearance and direction.
@Suite struct ContentSizeTests {
  /// A scene file with one body-style label (UIKit's body: 17 points at `large`, 28 at `ax1` in the HIG's table).
  let source = """
    import LayoutRender

    let font = UIFont.preferredFont(forTextStyle: .body)
    _ = Scene("Body", size: CGSize(width: 300, height: 100)) { root in
      let label = UILabel("Body text")
      label.accessibilityIdentifier = "body"
      label.font = UIFont.preferredFont(forTextStyle: .body)
      label.adjustsFontForContentSizeCategory = true
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
      label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
      print("size before any scene: \\(font.pointSize)")
    }
    """

  struct Frames: Decodable {
    struct Scene: Decodable { var views: [View] }
    struct View: Decodable {
      var id: String
      var frame: [Double]
    }
    var scenes: [Scene]
  }

  func bodyHeight(_ runner: CommandRunner, _ arguments: String...) throws -> (Double, String) {
    let result = try runner.run(
      ["scene.swift", "-o", "out", "--frames", "frames.json"] + arguments)
    #expect(result.status == 0, "\(result.standardError)")
    let frames = try JSONDecoder().decode(
      Frames.self, from: Data(contentsOf: runner.url("frames.json")))
    let label = frames.scenes.first?.views.first { $0.id == "body" }
    return (label?.frame[3] ?? 0, result.standardError)
  }

  @Test func everyCategoryRendersAndLargerCategoriesMakeTallerText() throws {
    let runner = try CommandRunner()
    try runner.write("scene.swift", source)
    let (standard, printed) = try bodyHeight(runner)
    #expect(printed.contains("size before any scene: 17.0"))
    let (large, largePrinted) = try bodyHeight(runner, "--content-size", "ax1")
    // A font made before any scene follows the option too: the host starts with the category set.
    #expect(largePrinted.contains("size before any scene: 28.0"))
    // Inter's line height is about 1.21 em: 17 pt gives about 20.6, 28 pt about 33.9.
    #expect(large > standard * 1.5)
    for name in ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax2", "ax3", "ax4", "ax5"] {
      let (height, _) = try bodyHeight(runner, "--content-size", name)
      #expect(height > 0, "\(name)")
    }
  }

  @Test func anUnknownCategoryIsAUsageErrorBeforeAnythingCompiles() throws {
    let runner = try CommandRunner()
    try runner.write("scene.swift", source)
    let result = try runner.run("scene.swift", "-o", "out", "--content-size", "huge")
    #expect(result.status == 2)
    #expect(result.standardError.contains("The value 'huge' is invalid for '--content-size"))
    // The accepted names are listed, smallest first.
    #expect(result.standardError.contains("- xs\n  - s\n  - m\n  - l\n"))
    #expect(!runner.exists("out"))
  }

  @Test func aSceneCanChooseItsCategory() throws {
    let scene = Scene(
      "Large", size: CGSize(width: 100, height: 100), contentSizeCategory: .accessibilityLarge)
    #expect(scene.contentSizeCategory == .accessibilityLarge)
    let sized = Scene(
      "Sized", size: CGSize(width: 100, height: 100), contentSizeCategory: .extraSmall
    ) { _ in
      #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 14)
    }
    #expect(sized.contentSizeCategory == .extraSmall)
    // The category is restored after the build.
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
  }
}
