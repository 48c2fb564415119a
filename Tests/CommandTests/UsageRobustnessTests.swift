import Foundation
import Testing

/// Bad arguments are usage errors (exit 2) with a message, never a trap or a silent success.
@Suite struct UsageRobustnessTests {
  @Test func aHugeJobCountIsAUsageError() throws {
    let runner = try CommandRunner()
    try runner.write("scene.swift", "import LayoutRender\n")
    let result = try runner.run("scene.swift", "-o", "out", "-j", "100000000")
    #expect(result.status == 2)
    #expect(result.standardError.contains("--jobs must be at most 256"))
  }

  @Test func aFolderWithoutSceneFilesIsAUsageError() throws {
    let runner = try CommandRunner()
    try FileManager.default.createDirectory(
      at: runner.url("empty"), withIntermediateDirectories: true)
    try "not a scene".write(to: runner.url("empty/notes.txt"), atomically: true, encoding: .utf8)
    let result = try runner.run("empty", "-o", "out")
    #expect(result.status == 2)
    #expect(result.standardError.contains("has no scene files"))
  }
}
