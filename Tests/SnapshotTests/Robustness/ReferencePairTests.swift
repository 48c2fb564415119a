import Foundation
import Render
import SnapshotCore
import Testing

/// A reference image and its renderer fingerprint are written as a pair: never a new image beside the fingerprint
/// of another renderer.
@Suite struct ReferencePairTests {
  /// Re-recording under a new renderer when the fingerprint cannot be written: the old image stays, so the pair
  /// still describes one renderer (before: the new image was written, then the fingerprint failed).
  @Test func aFingerprintThatCannotBeWrittenLeavesTheOldImage() throws {
    let folder = try TestImages.temporaryFolder()
    let references = folder.appendingPathComponent("Snapshots")
    var old = try RendererFingerprint.current()
    old.pango = "1.0.0"
    let white = TestImages.solid(4, 4)
    let changed = TestImages.setting(white, x: 1, y: 1, to: (0, 0, 0, 255))
    func verifier(_ mode: RecordMode, _ fingerprint: RendererFingerprint) -> SnapshotVerifier {
      SnapshotVerifier(
        referencesFolder: references, artifactsFolder: folder.appendingPathComponent("artifacts"),
        recordMode: mode, fingerprint: fingerprint)
    }
    _ = verifier(.missing, old).verify(white, as: .image(), named: "pair")
    let imageURL = references.appendingPathComponent("pair.png")
    let fingerprintURL = references.appendingPathComponent("pair.fingerprint.json")
    let oldImage = try Data(contentsOf: imageURL)
    // The fingerprint's place is taken by a folder that an atomic write cannot replace.
    try FileManager.default.removeItem(at: fingerprintURL)
    try FileManager.default.createDirectory(
      at: fingerprintURL.appendingPathComponent("blocker"), withIntermediateDirectories: true)

    let result = verifier(.all, try RendererFingerprint.current()).verify(
      changed, as: .image(), named: "pair")
    #expect(result.status == .error, "\(result.message)")
    #expect(try Data(contentsOf: imageURL) == oldImage)
  }

  /// When the image cannot be written, the fingerprint written just before it is taken back.
  @Test func anImageThatCannotBeWrittenTakesItsFingerprintBack() throws {
    let folder = try TestImages.temporaryFolder()
    let references = folder.appendingPathComponent("Snapshots")
    try FileManager.default.createDirectory(
      at: references.appendingPathComponent("blocked.png/inside"), withIntermediateDirectories: true
    )
    let verifier = SnapshotVerifier(
      referencesFolder: references, artifactsFolder: folder.appendingPathComponent("artifacts"),
      recordMode: .missing, fingerprint: try RendererFingerprint.current())
    _ = verifier.verify(TestImages.solid(4, 4), as: .image(), named: "blocked")
    #expect(
      !FileManager.default.fileExists(
        atPath: references.appendingPathComponent("blocked.fingerprint.json").path))
  }
}
