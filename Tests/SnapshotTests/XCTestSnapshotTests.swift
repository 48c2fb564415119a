import Foundation
import LayoutRender
import LayoutSnapshotTesting
import SnapshotCore
import XCTest

/// `assertSnapshot` from XCTest: a matching reference passes without recording an issue (a failure here would
/// fail the test through `XCTFail` at this line).
final class XCTestSnapshotTests: XCTestCase {
  func testMatchingFramesPassUnderXCTest() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "xctest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let reference = folder.appendingPathComponent(
      "XCTestSnapshotTests/testMatchingFramesPassUnderXCTest.txt")
    try FileManager.default.createDirectory(
      at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
    // A 30 × 20 scene with one 10 × 10 view at (5, 5), derived by hand.
    try "root View 0 0 30 20\nsquare View 5 5 10 10\n".write(
      to: reference, atomically: true, encoding: .utf8)
    let scene = Scene("Square", size: CGSize(width: 30, height: 20), scale: 1) { root in
      let square = UIView()
      square.identifier = "square"
      root.addSubview(square)
      square.leadingAnchor == root.leadingAnchor + 5
      square.topAnchor == root.topAnchor + 5
      square.sizeAnchor == CGSize(width: 10, height: 10)
    }
    let result = assertSnapshot(of: scene, as: .frames, snapshotsFolder: folder)
    XCTAssertEqual(result.status, .matched, result.message)
  }
}
