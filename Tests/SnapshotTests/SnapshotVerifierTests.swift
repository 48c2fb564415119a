import Foundation
import Render
import SnapshotCore
import Testing

@Suite struct SnapshotVerifierTests {
  let folder: URL
  let references: URL
  let artifacts: URL
  let white = TestImages.solid(4, 4)
  let changed = TestImages.setting(TestImages.solid(4, 4), x: 1, y: 2, to: (0, 0, 0, 255))

  init() throws {
    folder = try TestImages.temporaryFolder()
    references = folder.appendingPathComponent("Snapshots")
    artifacts = folder.appendingPathComponent("artifacts")
  }

  func verifier(_ mode: RecordMode, fingerprint: RendererFingerprint? = nil) -> SnapshotVerifier {
    SnapshotVerifier(
      referencesFolder: references, artifactsFolder: artifacts, recordMode: mode,
      fingerprint: fingerprint)
  }

  func referenceBytes(_ name: String) -> Data? {
    FileManager.default.contents(atPath: references.appendingPathComponent(name + ".png").path)
  }

  @Test func missingReferenceIsRecordedAndStillFails() throws {
    let result = verifier(.missing).verify(white, as: .image(), named: "Suite/test.card")
    #expect(result.status == .recorded)
    #expect(!result.passed)
    #expect(result.message.contains("re-run"))
    let stored = try RGBAImage(pngData: try #require(referenceBytes("Suite/test.card")))
    #expect(stored == white)
  }

  @Test func neverModeWritesNothing() {
    let result = verifier(.never).verify(white, as: .image(), named: "Suite/test")
    #expect(result.status == .missing)
    #expect(referenceBytes("Suite/test") == nil)
    #expect(result.message.contains("never"))
  }

  @Test func matchPassesWithoutArtefacts() {
    _ = verifier(.missing).verify(white, as: .image(), named: "a")
    let result = verifier(.never).verify(white, as: .image(), named: "a")
    #expect(result.passed)
    #expect(result.artifacts == nil)
    #expect(!FileManager.default.fileExists(atPath: artifacts.path))
  }

  @Test func mismatchWritesExpectedActualAndDiffAndKeepsTheReference() throws {
    _ = verifier(.missing).verify(white, as: .image(), named: "Suite/card")
    let before = referenceBytes("Suite/card")
    let result = verifier(.missing).verify(changed, as: .image(), named: "Suite/card")
    #expect(result.status == .mismatched)
    #expect(result.difference?.differingPixels == 1)
    #expect(result.message.contains("1 pixel differ"))
    #expect(referenceBytes("Suite/card") == before)
    let files = try #require(result.artifacts)
    #expect(
      try RGBAImage(pngData: Data(contentsOf: URL(fileURLWithPath: try #require(files.expected))))
        == white)
    #expect(try RGBAImage(pngData: Data(contentsOf: URL(fileURLWithPath: files.actual))) == changed)
    let diff = try RGBAImage(
      pngData: Data(contentsOf: URL(fileURLWithPath: try #require(files.diff))))
    #expect(diff.pixel(x: 1, y: 2) == (255, 0, 0, 255))
    #expect(files.actual == artifacts.appendingPathComponent("Suite/card.actual.png").path)
  }

  /// Artefacts are written through temporary files renamed over the old ones: a second failure replaces the first
  /// one's files and leaves nothing else in the folder.
  @Test func artefactsOfARepeatedFailureReplaceTheLastOnesAndLeaveNoTemporaryFiles() throws {
    _ = verifier(.missing).verify(white, as: .image(), named: "Suite/card")
    _ = verifier(.missing).verify(changed, as: .image(), named: "Suite/card")
    let again = TestImages.setting(white, x: 0, y: 0, to: (0, 0, 0, 255))
    let result = verifier(.missing).verify(again, as: .image(), named: "Suite/card")
    #expect(result.status == .mismatched)
    #expect(
      try RGBAImage(pngData: Data(contentsOf: URL(fileURLWithPath: result.artifacts?.actual ?? "")))
        == again)
    let names = try FileManager.default.contentsOfDirectory(
      atPath: artifacts.appendingPathComponent("Suite").path)
    #expect(names.sorted() == ["card.actual.png", "card.diff.png", "card.expected.png"])
  }

  @Test func failedModeRewritesOnlyWhatFails() throws {
    _ = verifier(.missing).verify(white, as: .image(), named: "keep")
    _ = verifier(.missing).verify(white, as: .image(), named: "change")
    let keep = verifier(.failed).verify(white, as: .image(), named: "keep")
    #expect(keep.status == .matched)
    let change = verifier(.failed).verify(changed, as: .image(), named: "change")
    #expect(change.status == .recorded)
    #expect(try RGBAImage(pngData: try #require(referenceBytes("change"))) == changed)
  }

  @Test func allModeRewritesEvenMatchesAndFails() {
    _ = verifier(.missing).verify(white, as: .image(), named: "x")
    let result = verifier(.all).verify(white, as: .image(), named: "x")
    #expect(result.status == .recorded)
    #expect(!result.passed)
  }

  @Test func corruptReferenceIsAnErrorAndLeftUntouched() throws {
    _ = verifier(.missing).verify(white, as: .image(), named: "broken")
    let url = references.appendingPathComponent("broken.png")
    let truncated = try #require(referenceBytes("broken")).prefix(20)
    try truncated.write(to: url)
    let result = verifier(.missing).verify(white, as: .image(), named: "broken")
    #expect(result.status == .error)
    #expect(result.message.contains("not a readable PNG"))
    #expect(result.message.contains(url.path))
    #expect(referenceBytes("broken") == truncated)
    let rerecorded = verifier(.failed).verify(white, as: .image(), named: "broken")
    #expect(rerecorded.status == .recorded)
    #expect(try RGBAImage(pngData: try #require(referenceBytes("broken"))) == white)
  }

  @Test func referenceOfAnotherSizeSaysSoInPixels() {
    _ = verifier(.missing).verify(TestImages.solid(2, 3), as: .image(), named: "size")
    let result = verifier(.never).verify(white, as: .image(), named: "size")
    #expect(result.status == .mismatched)
    #expect(result.message.contains("reference 2×3 px, new image 4×4 px"))
    #expect(result.artifacts?.diff != nil)
  }

  @Test func unwritableArtefactsFolderIsReportedNotFatal() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("a file, not a folder".utf8).write(to: artifacts)
    _ = verifier(.missing).verify(white, as: .image(), named: "card")
    let result = verifier(.never).verify(changed, as: .image(), named: "card")
    #expect(result.status == .mismatched)
    #expect(result.message.contains("Could not write the artefacts under \(artifacts.path)"))
    #expect(result.artifacts == nil)
  }

  @Test func mismatchUnderAnotherRendererNamesTheDifference() throws {
    var old = try RendererFingerprint.current()
    old.pango = "1.0.0"
    _ = verifier(.missing, fingerprint: old).verify(white, as: .image(), named: "fp")
    let current = try RendererFingerprint.current()
    let result = verifier(.never, fingerprint: current).verify(changed, as: .image(), named: "fp")
    #expect(result.message.contains("Pango 1.0.0 in the reference, \(current.pango) here"))
    #expect(!result.fingerprintDifferences.isEmpty)
  }

  @Test func textMismatchNamesTheFirstChangedLine() throws {
    _ = verifier(.missing).verify("a\nb\nc\n", as: .text, named: "frames")
    let result = verifier(.never).verify("a\nB\nc\n", as: .text, named: "frames")
    #expect(result.status == .mismatched)
    #expect(result.message.contains("line 2: expected `b`, got `B`"))
    let diff = try String(contentsOfFile: try #require(result.artifacts?.diff), encoding: .utf8)
    #expect(diff == "@@ line 2 @@\n-b\n+B\n")
  }
}
