import Foundation
import LayoutRender
import SnapshotCore
import Testing

@testable import LayoutSnapshotTesting

/// A 100 × 50 point scene at scale 1 with a card 10 points inside each edge.
private func cardScene(color: Color = .systemBlue) -> Scene {
  Scene("Card", size: CGSize(width: 100, height: 50), scale: 1, backgroundColor: .white) { root in
    let card = View()
    card.identifier = "card"
    card.translatesAutoresizingMaskIntoConstraints = false
    card.backgroundColor = color
    root.addSubview(card)
    card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
    card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10).isActive = true
    card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).isActive = true
    card.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10).isActive = true
  }
}

@Suite struct AssertSnapshotTests {
  let folder: URL
  let configuration: SnapshotConfiguration

  init() throws {
    folder = try TestImages.temporaryFolder()
    configuration = SnapshotConfiguration(
      snapshotsFolder: folder.appendingPathComponent("Snapshots"),
      artifactsFolder: folder.appendingPathComponent("artifacts"))
  }

  @Test func namesComeFromTheTestFileTheTestAndAnExplicitName() {
    #expect(
      SnapshotLocation.snapshotName(
        filePath: "/p/Tests/AppTests/LoginTests.swift", function: "testLogin()", name: "dark mode")
        == "LoginTests/testLogin.dark-mode")
    #expect(
      SnapshotLocation.snapshotName(filePath: "/p/T/A.swift", function: "card(size:)", name: nil)
        == "A/card")
  }

  @Test func defaultFolderIsThePackagesTopLevelSnapshots() {
    let root = SnapshotLocation.packageRoot(of: #filePath)
    #expect(
      FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))
    #expect(root.lastPathComponent != "SnapshotTests")
  }

  @Test func framesStrategyComparesTheSolvedTreeAsText() throws {
    // Derived by hand: the card sits 10 points inside a 100 × 50 root.
    let reference = folder.appendingPathComponent("Snapshots/AssertSnapshotTests/frames.txt")
    try FileManager.default.createDirectory(
      at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "root View 0 0 100 50\ncard View 10 10 80 30\n".write(
      to: reference, atomically: true, encoding: .utf8)
    let result = withSnapshotConfiguration(configuration) {
      assertSnapshot(of: cardScene(), as: .frames, named: nil, function: "frames")
    }
    #expect(result.passed, "\(result.message)")
  }

  @Test func aMatchingImagePassesAndAChangedOneFailsAtTheCaller() throws {
    let names = SnapshotLocation.snapshotName(filePath: #filePath, function: "pixels", name: nil)
    let verifier = SnapshotVerifier(
      referencesFolder: folder.appendingPathComponent("Snapshots"),
      artifactsFolder: folder.appendingPathComponent("artifacts"), recordMode: .missing)
    _ = verifier.verify(try cardScene().image(), as: .image(), named: names)

    // The reference matches the scene it was recorded from.
    #expect(verifier.verify(try cardScene().image(), as: .image(), named: names).passed)

    var failure: SnapshotResult?
    let line = #line + 2
    withKnownIssue {
      failure = check(cardScene(color: .systemRed))
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileName == "AssertSnapshotTests.swift"
    }
    let result = try #require(failure)
    #expect(result.status == .mismatched)
    // The card is 80 × 30 pixels at scale 1: every one of them changed colour, nothing else did.
    #expect(result.difference?.differingPixels == 80 * 30)
    #expect(result.difference?.boundingBox == .init(x: 10, y: 10, width: 80, height: 30))
    let report = folder.appendingPathComponent("artifacts/report.html")
    #expect(FileManager.default.fileExists(atPath: report.path))
    let diff = try #require(result.artifacts?.diff)
    #expect(diff.hasPrefix(folder.appendingPathComponent("artifacts/AssertSnapshotTests/").path))
  }

  /// A helper for checks of the `pixels` snapshot; the caller's line is passed on, as a helper should.
  func check(_ scene: Scene, line: UInt = #line) -> SnapshotResult {
    withSnapshotConfiguration(configuration) {
      assertSnapshot(of: scene, function: "pixels", line: line)
    }
  }

  @Test func twoTestsClaimingOneNameFail() {
    let reference = folder.appendingPathComponent("Snapshots/AssertSnapshotTests/shared.txt").path
    let other = SnapshotSession.Claim(
      test: "OtherSuite/shared()", site: "Other.swift:1:1", name: "shared")
    #expect(SnapshotSession.shared.claim(reference, by: other, parameterized: false) == nil)
    var result: SnapshotResult?
    withKnownIssue {
      withSnapshotConfiguration(configuration) {
        result = assertSnapshot(of: cardScene(), as: .frames, function: "shared")
      }
    }
    #expect(result?.status == .error)
    #expect(result?.message.contains("already used by another test (OtherSuite/shared())") == true)
    #expect(!FileManager.default.fileExists(atPath: reference))
  }

  @Test func missingReferenceUnderNeverModeFailsAndWritesNothing() {
    var result: SnapshotResult?
    withKnownIssue {
      withSnapshotConfiguration(
        SnapshotConfiguration(
          recordMode: .never, snapshotsFolder: configuration.snapshotsFolder,
          artifactsFolder: configuration.artifactsFolder)
      ) {
        result = assertSnapshot(of: cardScene(), function: "absent")
      }
    }
    #expect(result?.status == .missing)
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("Snapshots/AssertSnapshotTests/absent.png").path))
  }
}
