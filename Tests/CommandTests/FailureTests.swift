import Foundation
import Testing

@Suite(.serialized) struct FailureTests {
  @Test func compileErrorsPointAtTheUsersFile() throws {
    let runner = try CommandRunner()
    try runner.write("bad.swift", "import LayoutRender\n\nlet count: Int = \"three\"\n")
    let result = try runner.run("bad.swift", "-o", "out")
    #expect(result.status == 1)
    #expect(result.standardError.contains("bad.swift:3:18: error:"), "\(result.standardError)")
    #expect(!result.standardError.contains("main.swift"))
    #expect(!runner.exists("out/bad.png"))
  }

  @Test func aCrashingSceneFailsAloneAndLeavesNoFile() throws {
    let runner = try CommandRunner()
    try runner.write(
      "crash.swift",
      """
      import LayoutRender

      final class Trap: UIView {
        override var intrinsicContentSize: CGSize { fatalError("no size for Trap") }
      }
      _ = Scene("Before", size: CGSize(width: 20, height: 20))
      let boom = Scene("Boom", size: CGSize(width: 20, height: 20))
      // Under Auto Layout (a view placed by its frame alone is never asked for its size).
      let trap = Trap()
      trap.translatesAutoresizingMaskIntoConstraints = false
      boom.root.addSubview(trap)
      _ = Scene("After", size: CGSize(width: 20, height: 20))

      """)
    let result = try runner.run("crash.swift", "-o", "out")
    #expect(result.status == 1)
    #expect(result.standardError.contains("scene \"Boom\": crashed"), "\(result.standardError)")
    #expect(result.standardError.contains("no size for Trap"))
    #expect(runner.exists("out/Before.png") && runner.exists("out/After.png"))
    #expect(!runner.exists("out/Boom.png"))
    let left = try FileManager.default.contentsOfDirectory(atPath: runner.url("out").path)
    #expect(left.sorted() == ["After.png", "Before.png"])
  }

  @Test func aHangingSceneIsStoppedByTheTimeLimit() throws {
    let runner = try CommandRunner()
    try runner.write(
      "hang.swift",
      """
      import LayoutRender

      final class Spin: UIView {
        override var intrinsicContentSize: CGSize { while true {} }
      }
      let stuck = Scene("Stuck", size: CGSize(width: 20, height: 20))
      let spin = Spin()
      spin.translatesAutoresizingMaskIntoConstraints = false
      stuck.root.addSubview(spin)
      _ = Scene("Fine", size: CGSize(width: 20, height: 20))

      """)
    let result = try runner.run("hang.swift", "-o", "out", "--timeout", "2")
    #expect(result.status == 1)
    #expect(
      result.standardError.contains("scene \"Stuck\": made no progress for 2 s"),
      "\(result.standardError)")
    #expect(runner.exists("out/Fine.png") && !runner.exists("out/Stuck.png"))
  }

  @Test func conflictsWarnAndStrictModeFails() throws {
    let runner = try CommandRunner()
    try runner.write(
      "conflict.swift",
      """
      import LayoutRender

      _ = Scene("Torn", size: CGSize(width: 100, height: 100)) { root in
        let box = UIView()
        root.addSubview(box)
        box.edgeAnchor == root.edgeAnchor
        box.widthAnchor == 50
      }

      """)
    let lenient = try runner.run("conflict.swift", "-o", "lenient")
    #expect(lenient.status == 0)
    #expect(
      lenient.standardError.contains("conflict.swift: warning: scene \"Torn\""),
      "\(lenient.standardError)")
    let strict = try runner.run("conflict.swift", "-o", "strict", "--strict")
    #expect(strict.status == 1)
    #expect(strict.standardError.contains("--strict"))
    #expect(!runner.exists("strict/Torn.png"))
  }

  @Test func usageErrorsExitWithTwo() throws {
    let runner = try CommandRunner()
    try runner.write("two.swift", cardScenes(["A", "B"]))
    #expect(try runner.run("two.swift", "--shard", "3/2").status == 2)
    #expect(try runner.run("two.swift", "--shard", "0/2").status == 2)
    #expect(try runner.run("two.swift", "--shard", "1/").status == 2)
    #expect(try runner.run("two.swift", "--format", "gif").status == 2)
    #expect(try runner.run("missing.swift").status == 2)
    let oneFile = try runner.run("two.swift", "-o", "both.png")
    #expect(oneFile.status == 2)
    #expect(oneFile.standardError.contains("takes one scene, but 2 were rendered"))
    #expect(!runner.exists("both.png"))
    // Bad values are refused while the command line is read: nothing compiles, no folder is made.
    let unknownDevice = try runner.run("two.swift", "-o", "out", "--device", "Phone 99")
    #expect(unknownDevice.status == 2)
    #expect(unknownDevice.standardError.contains("'Phone 99' is invalid for '--device"))
    #expect(unknownDevice.standardError.contains("iPad Pro 12.9-inch"), "lists the presets")
    let badAppearance = try runner.run("two.swift", "-o", "out", "--appearance", "dim")
    #expect(badAppearance.status == 2)
    #expect(badAppearance.standardError.contains("'light' and 'dark'"))
    #expect(!runner.exists("out"))
  }

  @Test func aFileWithoutScenesIsReported() throws {
    let runner = try CommandRunner()
    try runner.write("empty.swift", "import LayoutRender\n")
    let result = try runner.run("empty.swift", "-o", "out")
    #expect(result.standardError.contains("empty.swift: warning: the file created no scenes"))
  }

  @Test func scenesWithTheSameOutputNameDoNotOverwriteEachOther() throws {
    let runner = try CommandRunner()
    try runner.write("a.swift", cardScenes(["Same"], color: "#FF0000"))
    try runner.write("b.swift", cardScenes(["Same"], color: "#00FF00"))
    let result = try runner.run("a.swift", "b.swift", "-o", "out")
    #expect(result.status == 1)
    #expect(result.standardError.contains("already taken by scene \"Same\" of a.swift"))
  }

  /// Names that collide, or fit no file system, fail alone.
  ///
  /// "Card" and "card" are one file on a case-insensitive file system; a 300-byte name fits no file system. Each is
  /// an error naming the scene, and the scene after them is still written.
  @Test func collidingAndOverlongNamesFailAloneAndLoseNothingElse() throws {
    let runner = try CommandRunner()
    let long = String(repeating: "x", count: 300)
    try runner.write("names.swift", cardScenes(["Card", "card", long, "Last"]))
    let result = try runner.run("names.swift", "-o", "out")
    #expect(result.status == 1)
    #expect(
      result.standardError.contains(
        "scene \"card\": its output card.png is already taken by scene \"Card\""),
      "\(result.standardError)")
    #expect(result.standardError.contains("scene \"\(long)\": cannot write"))
    let left = try FileManager.default.contentsOfDirectory(atPath: runner.url("out").path)
    #expect(left.sorted() == ["Card.png", "Last.png"])
  }
}

/// A crash or a hang in one scene's build closure costs only that scene, and what a build closure reports reaches
/// the output at its line in the scene file.
@Suite struct BuildIsolationTests {
  @Test func aBuildClosureThatCrashesFailsAloneBetweenTwoGoodScenes() throws {
    let runner = try CommandRunner()
    try runner.write(
      "build-crash.swift",
      """
      import LayoutRender

      _ = Scene("First", size: CGSize(width: 20, height: 20)) { _ in }
      _ = Scene("Broken", size: CGSize(width: 20, height: 20)) { _ in
        let values: [Int] = []
        _ = values[3]
      }
      _ = Scene("Last", size: CGSize(width: 20, height: 20)) { _ in }

      """)
    let result = try runner.run("build-crash.swift", "-o", "out")
    #expect(result.status == 1)
    #expect(
      result.standardError.contains("scene \"Broken\": crashed")
        && result.standardError.contains("while building (in its build closure)"),
      "\(result.standardError)")
    let left = try FileManager.default.contentsOfDirectory(atPath: runner.url("out").path)
    #expect(left.sorted() == ["First.png", "Last.png"])
  }

  @Test func aBuildClosureThatHangsIsStoppedAndTheOthersRender() throws {
    let runner = try CommandRunner()
    try runner.write(
      "build-hang.swift",
      """
      import LayoutRender

      _ = Scene("Spinning", size: CGSize(width: 20, height: 20)) { _ in
        while true {}
      }
      _ = Scene("Fine", size: CGSize(width: 20, height: 20)) { _ in }

      """)
    let result = try runner.run("build-hang.swift", "-o", "out", "--timeout", "2")
    #expect(result.status == 1)
    #expect(
      result.standardError.contains("scene \"Spinning\": made no progress for 2 s")
        && result.standardError.contains("while building"),
      "\(result.standardError)")
    #expect(runner.exists("out/Fine.png") && !runner.exists("out/Spinning.png"))
  }

  /// A NaN constant refused while building: `file:LINE: error:` in the output, LINE being the line that made the
  /// constraint (the activating setter has no place of its own, the anchor method that made it has), and a failure
  /// under --strict.
  @Test func buildDiagnosticsPointAtTheirLineAndFailUnderStrict() throws {
    let runner = try CommandRunner()
    try runner.write(
      "nan.swift",
      """
      import LayoutRender

      _ = Scene("Card", size: CGSize(width: 40, height: 40)) { root in
        let card = UIView()
        root.addSubview(card)
        card.widthAnchor.constraint(equalToConstant: .nan).isActive = true
      }

      """)
    let lenient = try runner.run("nan.swift", "-o", "out")
    #expect(lenient.status == 0, "\(lenient.standardError)")
    #expect(
      lenient.standardError.contains("nan.swift:6: error: scene \"Card\": "),
      "\(lenient.standardError)")
    let strict = try runner.run("nan.swift", "-o", "strict", "--strict")
    #expect(strict.status == 1)
    #expect(
      strict.standardError.contains("--strict: its build reported 1 diagnostic"),
      "\(strict.standardError)")
    #expect(!runner.exists("strict/Card.png"))
  }

  /// A build closure that prints forever is stopped once it has printed 8 MB, and costs only its scene.
  @Test func aSceneThatPrintsInALoopIsStoppedAndFailsAlone() throws {
    let runner = try CommandRunner()
    try runner.write(
      "chatty.swift",
      """
      import LayoutRender

      _ = Scene("Chatty", size: CGSize(width: 20, height: 20)) { _ in
        while true { print("all work and no play makes Jack a dull boy") }
      }
      _ = Scene("Quiet", size: CGSize(width: 20, height: 20)) { _ in }

      """)
    let result = try runner.run("chatty.swift", "-o", "out")
    #expect(result.status == 1)
    #expect(
      result.standardError.contains("scene \"Chatty\": printed more than 8 MB and was stopped"),
      "\(result.standardError.suffix(500))")
    #expect(runner.exists("out/Quiet.png") && !runner.exists("out/Chatty.png"))
    // What it printed is shown, but only its first 64 KB.
    #expect(result.standardError.contains("more bytes printed by chatty.swift not shown"))
    #expect(result.standardError.utf8.count < 200_000)
  }
}
