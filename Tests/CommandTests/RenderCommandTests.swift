import Foundation
import Render
import Testing

@Suite(.serialized) struct RenderCommandTests {
  @Test func rendersEverySceneNamedAfterItWithFramesInSceneCoordinates() throws {
    let runner = try CommandRunner()
    try runner.write("cards.swift", cardScenes(["First card", "Second"]))
    let result = try runner.run("cards.swift", "-o", "out", "--frames", "frames.json")
    #expect(result.status == 0, "\(result.standardError)")
    let image = try RGBAImage(pngData: Data(contentsOf: runner.url("out/First-card.png")))
    #expect(image.width == 100 && image.height == 50)
    // Outside the card: the white background; inside it: red; the badge at (15, 15) in scene coordinates: blue.
    #expect(image.pixel(x: 5, y: 5) == (255, 255, 255, 255))
    #expect(image.pixel(x: 50, y: 30) == (255, 0, 0, 255))
    #expect(image.pixel(x: 20, y: 18) == (0, 0, 255, 255))
    #expect(runner.exists("out/Second.png"))

    struct Frames: Decodable {
      struct Scene: Decodable {
        var name: String
        var size: [Double]
        var views: [View]
      }
      struct View: Decodable {
        var id: String
        var type: String
        var frame: [Double]
      }
      var scenes: [Scene]
    }
    let frames = try JSONDecoder().decode(
      Frames.self, from: Data(contentsOf: runner.url("frames.json")))
    #expect(frames.scenes.map(\.name) == ["First card", "Second"])
    let views = frames.scenes[0].views
    #expect(frames.scenes[0].size == [100, 50])
    #expect(views.map(\.id) == ["root", "card", "View[0.0]"])
    #expect(views[1].frame == [10, 10, 80, 30])
    // The badge is 5 points inside the card: (15, 15) in the scene, not (5, 5).
    #expect(views[2].frame == [15, 15, 20, 10])
  }

  @Test func theSameSceneGivesTheSameBytesAndParallelRenderingChangesNothing() throws {
    let runner = try CommandRunner()
    try runner.write("cards.swift", cardScenes(["A", "B", "C"]))
    #expect(try runner.run("cards.swift", "-o", "one").status == 0)
    #expect(try runner.run("cards.swift", "-o", "two", "-j", "2").status == 0)
    for name in ["A", "B", "C"] {
      #expect(
        try Data(contentsOf: runner.url("one/\(name).png"))
          == Data(contentsOf: runner.url("two/\(name).png")))
    }
  }

  @Test func oneSceneToAFileOrToStandardOutput() throws {
    let runner = try CommandRunner()
    try runner.write("one.swift", cardScenes(["Only"]))
    #expect(try runner.run("one.swift", "-o", "named.png").status == 0)
    let file = try Data(contentsOf: runner.url("named.png"))
    let piped = try runner.run("one.swift", "-o", "-", "--format", "png")
    #expect(piped.status == 0)
    #expect(piped.standardOutput == file)
    let svg = try runner.run("one.swift", "-o", "-", "--format", "svg")
    #expect(svg.output.hasPrefix("<?xml"))
  }

  @Test func smallestWritesOtherBytesForTheSamePixels() throws {
    // --smallest hands the pixels to libpng at level 9 without filters; the default encoder filters every row with
    // Up, so the files differ while the pixels may not.
    let runner = try CommandRunner()
    try runner.write("one.swift", cardScenes(["Only"]))
    #expect(try runner.run("one.swift", "-o", "fast.png").status == 0)
    let result = try runner.run("one.swift", "-o", "small.png", "--smallest")
    #expect(result.status == 0, "\(result.standardError)")
    let fast = try Data(contentsOf: runner.url("fast.png"))
    let small = try Data(contentsOf: runner.url("small.png"))
    #expect(fast != small)
    #expect(try RGBAImage(pngData: small) == RGBAImage(pngData: fast))
  }

  @Test func whatTheSceneFilePrintsGoesToStandardErrorNotIntoTheImage() throws {
    let runner = try CommandRunner()
    try runner.write("chatty.swift", cardScenes(["Chatty"]) + "print(\"hello from the scene\")\n")
    let result = try runner.run("chatty.swift", "-o", "-", "--format", "png")
    #expect(result.status == 0)
    #expect(result.standardError.contains("hello from the scene"))
    #expect(
      result.standardOutput.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
  }

  @Test func deviceScaleAndRightToLeftOverrideTheScene() throws {
    let runner = try CommandRunner()
    try runner.write("one.swift", cardScenes(["Only"]))
    let result = try runner.run(
      "one.swift", "-o", "out", "--device", "iPhone SE", "--rtl", "--frames", "frames.json")
    #expect(result.status == 0, "\(result.standardError)")
    let image = try RGBAImage(pngData: Data(contentsOf: runner.url("out/Only.png")))
    // iPhone SE: 375 × 667 points at scale 2.
    #expect(image.width == 750 && image.height == 1334)
    let json = try String(contentsOf: runner.url("frames.json"), encoding: .utf8)
    // Right-to-left, the badge's leading edge is the card's right edge: 365 − 5 − 20 = 340.
    #expect(json.contains("\"frame\":[340,15,20,10]"), "\(json)")
    #expect(try runner.run("one.swift", "-o", "x2", "--scale", "3").status == 0)
    let scaled = try RGBAImage(pngData: Data(contentsOf: runner.url("x2/Only.png")))
    #expect(scaled.width == 300 && scaled.height == 150)
  }

  @Test func shardsSplitTheBatchWithoutOverlap() throws {
    let runner = try CommandRunner()
    let names = (1...8).map { "Scene \($0)" }
    try runner.write("many.swift", cardScenes(names))
    #expect(try runner.run("many.swift", "-o", "s1", "--shard", "1/2").status == 0)
    #expect(try runner.run("many.swift", "-o", "s2", "--shard", "2/2").status == 0)
    let first = Set(try FileManager.default.contentsOfDirectory(atPath: runner.url("s1").path))
    let second = Set(try FileManager.default.contentsOfDirectory(atPath: runner.url("s2").path))
    #expect(first.isDisjoint(with: second))
    #expect(
      first.union(second) == Set(names.map { $0.replacingOccurrences(of: " ", with: "-") + ".png" })
    )
  }

  @Test func theFourLoginSpellingsRenderTheSamePixels() throws {
    let runner = try CommandRunner()
    let examples = CommandRunner.packageRoot.appendingPathComponent("Examples")
    let files = ["LoginYalta", "LoginMag", "LoginStraitJacket", "LoginConstraintsHolder"].map {
      examples.appendingPathComponent("\($0).swift").path
    }
    let result = try runner.run(files + ["-o", "login", "-j", "2"])
    #expect(result.status == 0, "\(result.standardError)")
    let images = try ["Yalta", "Mag", "StraitJacket", "ConstraintsHolder"].map {
      try Data(contentsOf: runner.url("login/Login-\($0).png"))
    }
    #expect(Set(images).count == 1)
  }

  @Test func watchRendersAgainWhenTheFileChanges() throws {
    let runner = try CommandRunner()
    try runner.write("watched.swift", cardScenes(["Watched"]))
    let rewrite = Thread {
      // Change the file once the first render is out (compiling may take a while on a busy machine).
      let deadline = Date().addingTimeInterval(120)
      while !runner.exists("out/Watched.png") && Date() < deadline {
        Thread.sleep(forTimeInterval: 0.1)
      }
      Thread.sleep(forTimeInterval: 0.5)
      try? cardScenes(["Watched"], color: "#00FF00").write(
        to: runner.url("watched.swift"), atomically: true, encoding: .utf8)
    }
    rewrite.start()
    let result = try runner.run("watch", "watched.swift", "-o", "out", "--max-renders", "2")
    #expect(result.status == 0)
    #expect(
      result.standardError.components(separatedBy: "1 scene rendered").count == 3,
      "\(result.standardError)")
    let image = try RGBAImage(pngData: Data(contentsOf: runner.url("out/Watched.png")))
    #expect(image.pixel(x: 50, y: 30) == (0, 255, 0, 255))
  }
}
