import Foundation
import Testing

/// What a run prints while it works: a progress line on a terminal, a line per scene in a log, less with
/// `--quiet`, more with `--verbose`, and a summary at the end.
@Suite struct ProgressTests {
  /// Two good scenes and one that crashes in its build closure.
  static let scenes =
    cardScenes(["First", "Second"])
    + "_ = Scene(\"Broken\", size: CGSize(width: 10, height: 10), scale: 1) { _ in fatalError(\"no\") }\n"

  @Test func aLogGetsALinePerSceneAndASummary() throws {
    let runner = try CommandRunner()
    try runner.write("three.swift", Self.scenes)
    let result = try runner.run("three.swift", "-o", "out")
    #expect(result.status == 1)
    #expect(result.standardError.contains("rendered First (three.swift) in "))
    #expect(result.standardError.contains("rendered Second (three.swift) in "))
    #expect(result.standardError.contains("three.swift: error: scene \"Broken\""))
    #expect(result.standardError.contains("2 scenes rendered, 1 failed (1 file, "))
    #expect(!result.standardError.contains("\u{1B}["), "no terminal codes in a log")
  }

  @Test func quietKeepsOnlyProblemsAndTheSummary() throws {
    let runner = try CommandRunner()
    try runner.write("three.swift", Self.scenes)
    let result = try runner.run("three.swift", "-o", "out", "--quiet")
    #expect(result.status == 1)
    #expect(!result.standardError.contains("rendered First"))
    #expect(result.standardError.contains("scene \"Broken\""))
    #expect(result.standardError.contains("2 scenes rendered, 1 failed"))
  }

  @Test func verboseSaysWhereEachExecutableCameFrom() throws {
    let runner = try CommandRunner()
    try runner.write("three.swift", Self.scenes)
    _ = try runner.run("three.swift", "-o", "warm")
    let result = try runner.run("three.swift", "-o", "out", "--verbose")
    #expect(result.standardError.contains("three.swift: from the cache"), "\(result.standardError)")
    #expect(result.standardError.contains("rendered First"))
  }

  @Test func aTerminalGetsOneUpdatingLine() throws {
    let script = URL(fileURLWithPath: "/usr/bin/script")
    guard FileManager.default.isExecutableFile(atPath: script.path) else {
      Issue.record("util-linux's script is needed to give the command a terminal")
      return
    }
    let runner = try CommandRunner()
    try runner.write("three.swift", Self.scenes)
    // `script` runs the command on a pseudo-terminal and copies what it printed there to its own output.
    let command = "'\(CommandRunner.executable.path)' three.swift -o out"
    let result = try runner.run(["-q", "-e", "-c", command, "/dev/null"], executable: script)
    let screen = String(decoding: result.standardOutput, as: UTF8.self)
    #expect(screen.contains("\r\u{1B}[K[files 0/1] 1 rendered"), "\(screen)")
    #expect(screen.contains("[files 1/1] 2 rendered, 1 failed"))
    #expect(screen.contains(" scenes/s"))
    #expect(!screen.contains("rendered First (three.swift)"), "no line per scene on a terminal")
    #expect(screen.contains("2 scenes rendered, 1 failed (1 file, "))
  }
}
