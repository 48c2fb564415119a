import Foundation
import Render
import Testing

/// More files to compile than jobs: files that split share one compiler run and one executable, other files one
/// link; each file still renders as when compiled alone, and a file that fails fails alone.
@Suite(.serialized) struct BatchCompileTests {
  /// A plain script that compiles only at the top level of a `main.swift`: its function uses a variable declared
  /// after it.
  static let usesALaterVariable = """
    import LayoutRender
    func paint(_ view: UIView) { view.backgroundColor = accent }
    let accent = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    _ = Scene("Later", size: CGSize(width: 20, height: 20), scale: 1) { root in paint(root) }

    """

  /// A file with a class: the class stays at file scope, the scene's code goes into a function.
  static let withAClass = """
    import UIKit
    import LayoutRender
    final class Tile: UIView {
      override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
      }
      required init?(coder: NSCoder) { fatalError() }
    }
    _ = Scene("Class", size: CGSize(width: 20, height: 20), scale: 1) { root in
      let tile = Tile()
      root.addSubview(tile)
      tile.edgeAnchor == root.edgeAnchor
    }

    """

  @Test func filesShareOneCompileAndRenderAsWhenCompiledAlone() throws {
    var runner = try CommandRunner()
    runner.cache = runner.url("cache")
    let sources = [
      "A": cardScenes(["A"]), "B": cardScenes(["B"]), "C": cardScenes(["C"]),
      "Tile": Self.withAClass,
    ]
    try write(sources, into: runner.makeFolder("scenes"))
    let together = try runner.run("scenes", "-o", "together", "-j", "1")
    #expect(together.status == 0, "\(together.standardError)")
    for (name, scene) in [("A", "A"), ("B", "B"), ("C", "C"), ("Tile", "Class")] {
      #expect(
        try Data(contentsOf: runner.url("together/\(scene).png"))
          == renderedAlone(sources[name]!, scene: scene), "\(name)")
    }
    let tile = try RGBAImage(pngData: Data(contentsOf: runner.url("together/Class.png")))
    #expect(tile.pixel(x: 10, y: 10) == (0, 0, 255, 255))
    // Hard links to one executable.
    #expect(try linkCounts(runner) == [4, 4, 4, 4])

    // From the cache, each runs its own entry: the same images.
    let cached = try runner.run("scenes", "-o", "cached", "-j", "1", "--verbose")
    #expect(cached.standardError.components(separatedBy: ": from the cache").count == 5)
    for scene in ["A", "B", "C", "Class"] {
      #expect(
        try Data(contentsOf: runner.url("together/\(scene).png"))
          == Data(contentsOf: runner.url("cached/\(scene).png")))
    }
  }

  /// A picker's data source held only by a top-level variable (the picker holds it weakly): it must live until the
  /// scene is drawn, as a `main.swift`'s global does.
  @Test func topLevelVariablesLiveWhileTheScenesRender() throws {
    let picker = """
      import UIKit
      import LayoutRender
      final class Rows: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 5 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
          "Row \\(row)"
        }
      }
      let rows = Rows()
      _ = Scene("Picker", size: CGSize(width: 200, height: 220), scale: 1) { root in
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 200, height: 216))
        picker.dataSource = rows
        picker.delegate = rows
        root.addSubview(picker)
      }

      """
    var runner = try CommandRunner()
    runner.cache = runner.url("cache")
    let sources = ["A": cardScenes(["A"]), "Picker": picker]
    try write(sources, into: runner.makeFolder("scenes"))
    let result = try runner.run("scenes", "-o", "out", "-j", "1", "--frames", "frames.json")
    #expect(result.status == 0, "\(result.standardError)")
    #expect(try linkCounts(runner) == [2, 2], "compiled together")
    // The rows are labels only while the data source lives.
    #expect(try String(contentsOf: runner.url("frames.json"), encoding: .utf8).contains("Label"))
    #expect(
      try Data(contentsOf: runner.url("out/Picker.png")) == renderedAlone(picker, scene: "Picker"))
  }

  /// Two files declaring the same names (a class, an extension's member) share a compile and each sees its own.
  @Test func theSameNamesInTwoFilesAreEachFilesOwn() throws {
    func tile(_ name: String, red: Int, blue: Int) -> String {
      """
      import UIKit
      import LayoutRender
      extension UIColor {
        static let brand = UIColor(red: \(red), green: 0, blue: \(blue), alpha: 1)
      }
      final class Tile: UIView {
        override init(frame: CGRect) {
          super.init(frame: frame)
          backgroundColor = .brand
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      _ = Scene("\(name)", size: CGSize(width: 20, height: 20), scale: 1) { root in
        root.addSubview(Tile(frame: CGRect(x: 0, y: 0, width: 20, height: 20)))
      }

      """
    }
    var runner = try CommandRunner()
    runner.cache = runner.url("cache")
    try write(
      ["Red": tile("Red", red: 1, blue: 0), "Blue": tile("Blue", red: 0, blue: 1)],
      into: runner.makeFolder("scenes"))
    let result = try runner.run("scenes", "-o", "out", "-j", "1", "--verbose")
    #expect(result.status == 0, "\(result.standardError)")
    #expect(try linkCounts(runner) == [2, 2], "compiled together")
    // In one compiler run, not as objects linked together: their `fileprivate` names did not meet.
    #expect(
      result.standardError.components(separatedBy: "compiled with 1 others").count == 3,
      "\(result.standardError)")
    let red = try RGBAImage(pngData: Data(contentsOf: runner.url("out/Red.png")))
    let blue = try RGBAImage(pngData: Data(contentsOf: runner.url("out/Blue.png")))
    #expect(red.pixel(x: 10, y: 10) == (255, 0, 0, 255))
    #expect(blue.pixel(x: 10, y: 10) == (0, 0, 255, 255))
  }

  @Test func scriptsThatDoNotCompileTogetherAreLinkedTogetherInstead() throws {
    var runner = try CommandRunner()
    runner.cache = runner.url("cache")
    let sources = [
      "A": cardScenes(["A"]), "B": cardScenes(["B"]), "Later": Self.usesALaterVariable,
    ]
    try write(sources, into: runner.makeFolder("scenes"))
    let result = try runner.run("scenes", "-o", "out", "-j", "1")
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      !result.standardError.contains("error"), "the failed shared compile is not the user's problem"
    )
    let later = try RGBAImage(pngData: Data(contentsOf: runner.url("out/Later.png")))
    #expect(later.pixel(x: 10, y: 10) == (0, 255, 0, 255))
    #expect(
      try Data(contentsOf: runner.url("out/Later.png"))
        == renderedAlone(Self.usesALaterVariable, scene: "Later"))
    #expect(
      try Data(contentsOf: runner.url("out/A.png")) == renderedAlone(sources["A"]!, scene: "A"))
    // Each compiled to an object of its own module, the three linked into one executable.
    #expect(try linkCounts(runner) == [3, 3, 3])
  }

  @Test func aFileThatDoesNotCompileFailsAloneWithItsOwnMessage() throws {
    var runner = try CommandRunner()
    runner.cache = runner.url("cache")
    let folder = try runner.makeFolder("scenes")
    for name in ["A", "B"] {
      try cardScenes([name]).write(
        to: folder.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
    }
    try "import LayoutRender\nlet width: Int = \"wide\"\n".write(
      to: folder.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
    let result = try runner.run("scenes", "-o", "out", "-j", "1")
    #expect(result.status == 1)
    #expect(result.standardError.contains("scenes/Broken.swift:2:"), "\(result.standardError)")
    #expect(result.standardError.contains("Broken.swift: error: does not compile"))
    #expect(!result.standardError.contains("A.swift:"), "the others are not blamed")
    #expect(runner.exists("out/A.png") && runner.exists("out/B.png"))
  }

  private func write(_ sources: [String: String], into folder: URL) throws {
    for (name, source) in sources {
      try source.write(
        to: folder.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
    }
  }

  /// The PNG of `scene` when its file is the only one in a run (compiled alone, into a cache of its own).
  private func renderedAlone(_ source: String, scene: String) throws -> Data {
    var runner = try CommandRunner()
    runner.cache = runner.url("cache")
    try runner.write("alone.swift", source)
    let result = try runner.run("alone.swift", "-o", "out")
    #expect(result.status == 0, "\(result.standardError)")
    return try Data(contentsOf: runner.url("out/\(scene).png"))
  }

  /// How many names each cache entry's executable has, sorted: entries sharing an executable hard-link it.
  private func linkCounts(_ runner: CommandRunner) throws -> [Int] {
    let scenes = runner.cache.appendingPathComponent("scenes")
    return try FileManager.default.contentsOfDirectory(atPath: scenes.path).map { entry in
      var info = stat()
      stat(scenes.appendingPathComponent("\(entry)/scene").path, &info)
      return Int(info.st_nlink)
    }.sorted()
  }
}
