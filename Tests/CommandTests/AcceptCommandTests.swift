import Foundation
import RenderCore
import Testing

/// `layout-render accept`: the command the HTML report offers for each failure makes its actual image the reference.
@Suite(.serialized) struct AcceptCommandTests {
  @Test func theReportsCommandAcceptsAFailure() throws {
    let runner = try CommandRunner()
    try runner.write("card.swift", cardScenes(["Card"]))
    _ = try runner.run(
      "check", "card.swift", "--snapshots", "Snapshots", "--artifacts", "artifacts")
    try runner.write("card.swift", cardScenes(["Card"], color: "#00FF00"))
    let failed = try runner.run(
      "check", "card.swift", "--snapshots", "Snapshots", "--artifacts", "artifacts")
    #expect(failed.status == 3)
    let report = try String(contentsOf: runner.url("artifacts/report.html"), encoding: .utf8)
    #expect(report.contains("layout-render accept 'card/Card' --artifacts"), "\(report)")
    #expect(report.contains("layout-render accept --all --artifacts"))

    let wrong = try runner.run("accept", "card/Nothing", "--artifacts", "artifacts")
    #expect(wrong.status == 2)
    #expect(wrong.standardError.contains("failures: card/Card"), "\(wrong.standardError)")
    let none = try runner.run("accept", "--artifacts", "artifacts")
    #expect(none.status == 2)

    let accepted = try runner.run("accept", "card/Card", "--artifacts", "artifacts")
    #expect(accepted.status == 0, "\(accepted.standardError)")
    // The reference holds the actual image's pixels, written as references are: with their digest.
    let actual = try RGBAImage(
      pngData: Data(contentsOf: runner.url("artifacts/card/Card.actual.png")))
    let reference = try Data(contentsOf: runner.url("Snapshots/card/Card.png"))
    #expect(try RGBAImage(pngData: reference) == actual)
    #expect(PixelDigest(storedIn: reference) == PixelDigest(of: actual))
    #expect(!runner.exists("Snapshots/card/Card.fingerprint.json"))
    let again = try runner.run(
      "check", "card.swift", "--snapshots", "Snapshots", "--artifacts", "artifacts")
    #expect(again.status == 0, "\(again.standardError)")
  }
}
