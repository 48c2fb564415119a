import Foundation
import Render
import Testing

@Suite(.serialized) struct CheckAndDiffTests {
  @Test func checkRecordsThenMatchesThenFailsWithArtefactsAndAReport() throws {
    let runner = try CommandRunner()
    try runner.write("card.swift", cardScenes(["Card"]))
    let first = try runner.run(
      "check", "card.swift", "--snapshots", "Snapshots", "--artifacts", "artifacts")
    #expect(first.status == 3, "recording fails the run")
    #expect(first.standardError.contains("recorded"))
    #expect(runner.exists("Snapshots/card/Card.png"))
    #expect(runner.exists("Snapshots/card/Card.fingerprint.json"))

    let second = try runner.run(
      "check", "card.swift", "--snapshots", "Snapshots", "--artifacts", "artifacts")
    #expect(second.status == 0, "\(second.standardError)")

    try runner.write("card.swift", cardScenes(["Card"], color: "#00FF00"))
    let third = try runner.run(
      "check", "card.swift", "--snapshots", "Snapshots", "--artifacts", "artifacts")
    #expect(third.status == 3)
    // The card is 80 × 30 points at scale 1, less the 20 × 10 badge that did not change.
    #expect(third.standardError.contains("2200 pixels differ"), "\(third.standardError)")
    #expect(runner.exists("artifacts/card/Card.diff.png"))
    #expect(runner.exists("artifacts/card/Card.expected.png"))
    #expect(runner.exists("artifacts/report.html"))
    let summary = try String(contentsOf: runner.url("artifacts/summary.json"), encoding: .utf8)
    #expect(summary.contains("\"mismatched\""))

    // The same results as JUnit XML, where the run asks for them: two cases, the image and the frame dump; only the
    // colour changed, so the image fails (with the diff's path) and the frames pass.
    let junit = try runner.run(
      "check", "card.swift", "--snapshots", "Snapshots", "--artifacts", "artifacts", "--junit",
      "results.xml")
    #expect(junit.status == 3)
    let xml = try String(contentsOf: runner.url("results.xml"), encoding: .utf8)
    #expect(
      xml.contains("<testsuite name=\"card\" tests=\"2\" failures=\"1\" errors=\"0\""), "\(xml)")
    #expect(xml.contains("<testcase name=\"Card\" classname=\"card\""))
    #expect(xml.contains("<testcase name=\"Card.frames\" classname=\"card\" file=\""))
    #expect(xml.contains("Diff: ") && xml.contains("Card.diff.png"))
  }

  @Test func aSceneThatDoesNotRenderIsAnErrorCaseInTheJUnitFile() throws {
    let runner = try CommandRunner()
    try runner.write(
      "broken.swift",
      cardScenes(["Fine"])
        + "_ = Scene(\"Broken\", size: CGSize(width: 10, height: 10), scale: 1) { _ in fatalError(\"no\") }\n"
    )
    let result = try runner.run(
      "check", "broken.swift", "--snapshots", "Snapshots", "--accept", "--junit", "results.xml")
    #expect(result.status == 1)
    let xml = try String(contentsOf: runner.url("results.xml"), encoding: .utf8)
    // Fine's image and frames are recorded (failures unless accepted, but counted as failures in the file: a
    // recording fails the check), Broken is an error.
    #expect(xml.contains("<testcase name=\"Broken\" classname=\"broken\""), "\(xml)")
    #expect(xml.contains("<error message=\"the scene did not render: "))
    #expect(xml.contains("errors=\"1\""))
  }

  @Test func ciNeverRecordsAndAcceptTurnsARecordingGreen() throws {
    let runner = try CommandRunner()
    try runner.write("card.swift", cardScenes(["Card"]))
    let ci = try runner.run(
      ["check", "card.swift", "--snapshots", "Snapshots", "--record", "all"],
      environment: ["CI": "true"])
    #expect(ci.status == 3)
    #expect(!runner.exists("Snapshots/card/Card.png"))
    let accepted = try runner.run("check", "card.swift", "--snapshots", "Snapshots", "--accept")
    #expect(accepted.status == 0)
    #expect(runner.exists("Snapshots/card/Card.png"))
  }

  @Test func anUnknownRecordModeIsAUsageErrorListingTheModes() throws {
    let runner = try CommandRunner()
    try runner.write("card.swift", cardScenes(["Card"]))
    let result = try runner.run(
      "check", "card.swift", "--snapshots", "Snapshots", "--record", "sometimes")
    #expect(result.status == 2)
    #expect(
      result.standardError.contains("'all', 'missing', 'failed' or 'never'"),
      "\(result.standardError)")
    #expect(!runner.exists("Snapshots/card/Card.png"))
  }

  @Test func diffComparesTwoImagesAndWritesTheDiff() throws {
    let runner = try CommandRunner()
    var pixels = [UInt8](repeating: 255, count: 4 * 4 * 4)
    try RGBAImage(width: 4, height: 4, pixels: pixels).pngData().write(to: runner.url("a.png"))
    pixels[(1 * 4 + 2) * 4] = 0
    try RGBAImage(width: 4, height: 4, pixels: pixels).pngData().write(to: runner.url("b.png"))
    let same = try runner.run("diff", "a.png", "a.png")
    #expect(same.status == 0)
    let differ = try runner.run("diff", "a.png", "b.png", "-o", "d.png")
    #expect(differ.status == 3)
    #expect(differ.output.contains("1 pixel differ"))
    #expect(differ.output.contains("1×1 at (2, 1)"))
    let diff = try RGBAImage(pngData: Data(contentsOf: runner.url("d.png")))
    #expect(diff.pixel(x: 2, y: 1) == (255, 0, 0, 255))
    #expect(try runner.run("diff", "a.png", "b.png", "--max-pixels", "1").status == 0)
    let broken = try runner.run("diff", "a.png", "missing.png")
    #expect(broken.status == 1)
    #expect(broken.standardError.contains("missing.png"))
  }

  /// Two scene files with one name in two folders would share references: the second is an error naming both,
  /// and the first is still checked.
  @Test func twoScenesOntoOneReferenceAreAnErrorNamingBoth() throws {
    let runner = try CommandRunner()
    try FileManager.default.createDirectory(at: runner.url("a"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: runner.url("b"), withIntermediateDirectories: true)
    try runner.write("a/Login.swift", cardScenes(["Card"]))
    try runner.write("b/Login.swift", cardScenes(["Card"], color: "#00FF00"))
    let result = try runner.run(
      "check", "a/Login.swift", "b/Login.swift", "--snapshots", "Snapshots", "--artifacts",
      "artifacts",
      "--accept")
    #expect(result.status != 0)
    #expect(
      result.standardError.contains(
        "its reference Login/Card is also scene \"Card\" of a/Login.swift's"),
      "\(result.standardError)")
    #expect(runner.exists("Snapshots/Login/Card.png"))
  }
}
