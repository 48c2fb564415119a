import Foundation
import LayoutRender
import LayoutSnapshotTesting
import SceneSnapshotting
import SnapshotCore
import SnapshotTesting
import Testing

/// The strategies for swift-snapshot-testing, driven through its `verifySnapshot` (which returns the failure
/// message instead of failing the test) into a temporary folder.
@Suite final class SnapshottingStrategyTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "snapshotting-\(UUID().uuidString)")

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// A 60 × 40 scene at scale 1: a 40 × 20 box 10 points in from the top left.
  func scene(_ color: Color) -> Scene {
    Scene("Box", size: CGSize(width: 60, height: 40), scale: 1, backgroundColor: .white) { root in
      let box = UIView()
      box.identifier = "box"
      box.backgroundColor = color
      root.addSubview(box)
      box.leadingAnchor == root.leadingAnchor + 10
      box.topAnchor == root.topAnchor + 10
      box.sizeAnchor == CGSize(width: 40, height: 20)
    }
  }

  func verify(_ scene: Scene, record: SnapshotTestingConfiguration.Record) -> String? {
    verifySnapshot(
      of: scene, as: .image, named: "box", record: record, snapshotDirectory: folder.path,
      testName: "image")
  }

  @Test func imagesRecordMatchAndExplainAMismatch() throws {
    #expect(verify(scene(.systemBlue), record: .all) != nil, "recording reports itself")
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("image.box.png").path))
    #expect(verify(scene(.systemBlue), record: .never) == nil)
    let message = try #require(verify(scene(.systemRed), record: .never))
    // The box is 40 × 20 pixels: all of them changed.
    #expect(message.contains("800 pixels differ"), "\(message)")
    let diffLine = try #require(message.split(separator: "\n").first { $0.hasPrefix("Diff: ") })
    // The one artefacts variable, or its default under the current folder (the package's under `swift test`).
    let artifacts =
      ProcessInfo.processInfo.environment["LAYOUT_RENDER_ARTIFACTS"]
      ?? FileManager.default.currentDirectoryPath + "/.build/snapshot-artifacts"
    #expect(diffLine.dropFirst(6).hasPrefix(artifacts + "/swift-snapshot-testing/"), "\(diffLine)")
    let diff = try RGBAImage(
      pngData: Data(contentsOf: URL(fileURLWithPath: String(diffLine.dropFirst(6)))))
    #expect(diff.pixel(x: 20, y: 15) == (255, 0, 0, 255))
  }

  @Test func framesCompareTheSolvedTree() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // Derived by hand from the constraints.
    try "root View 0 0 60 40\nbox View 10 10 40 20\n".write(
      to: folder.appendingPathComponent("frames.box.txt"), atomically: true, encoding: .utf8)
    let message = verifySnapshot(
      of: scene(.systemBlue), as: .frames, named: "box", record: .never,
      snapshotDirectory: folder.path,
      testName: "frames")
    #expect(message == nil, "\(message ?? "")")
  }
}

/// Both libraries imported in one file: each spelling means the one strategy value, and the project's
/// `assertSnapshot` is the one an unqualified call gets (it returns a result; swift-snapshot-testing's returns
/// nothing).
@Suite final class BothLibrariesImportedTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "both-\(UUID().uuidString)")

  deinit { try? FileManager.default.removeItem(at: folder) }

  @Test func theFramesDiffingExplainsTheFirstChangedLine() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "root View 0 0 60 40\nbox View 10 10 40 21\n".write(
      to: folder.appendingPathComponent("frames.box.txt"), atomically: true, encoding: .utf8)
    let message = try #require(
      verifySnapshot(
        of: SnapshottingStrategyTests().scene(.systemBlue), as: .frames, named: "box",
        record: .never, snapshotDirectory: folder.path, testName: "frames"))
    #expect(
      message.contains(
        "line 2: expected `box View 10 10 40 21`, got `box View 10 10 40 20`"),
      "\(message)")
    let diffLine = try #require(message.split(separator: "\n").first { $0.hasPrefix("Diff: ") })
    #expect(diffLine.hasSuffix(".diff.txt"), "\(diffLine)")
  }

  @Test func anUnqualifiedAssertSnapshotIsTheProjects() throws {
    let scene = SnapshottingStrategyTests().scene(.systemBlue)
    let verifier = SnapshotVerifier(
      referencesFolder: folder, artifactsFolder: folder.appendingPathComponent("artifacts"),
      recordMode: .missing)
    _ = verifier.verify(try scene.image(), as: .image(), named: "Interop/box")
    // Derived by hand from the constraints.
    try "root View 0 0 60 40\nbox View 10 10 40 20\n".write(
      to: folder.appendingPathComponent("Interop/box.frames.txt"), atomically: true,
      encoding: .utf8)
    let image = assertSnapshot(
      of: scene, as: .image, record: .never, snapshotsFolder: folder,
      filePath: "/nowhere/Interop.swift", function: "box()")
    #expect(image.status == .matched, "\(image.message)")
    let frames = assertSnapshot(
      of: scene, as: .frames, named: "frames", record: .never, snapshotsFolder: folder,
      filePath: "/nowhere/Interop.swift", function: "box()")
    #expect(frames.status == .matched, "\(frames.message)")
  }
}
