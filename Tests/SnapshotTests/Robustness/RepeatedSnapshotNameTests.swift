import Foundation
import LayoutRender
import SnapshotCore
import Testing

@testable import LayoutSnapshotTesting

/// A reference belongs to one call of one test: repeats that would share (and race on) one file are failures that
/// name the clash, and nothing is written for them.
@Suite struct RepeatedSnapshotNameTests {
  let folder: URL
  let configuration: SnapshotConfiguration

  init() throws {
    folder = try TestImages.temporaryFolder()
    configuration = SnapshotConfiguration(
      snapshotsFolder: folder.appendingPathComponent("Snapshots"),
      artifactsFolder: folder.appendingPathComponent("artifacts"))
  }

  func square(_ name: String = "Square") -> Scene {
    Scene(name, size: CGSize(width: 4, height: 4), scale: 1, backgroundColor: .white) { _ in }
  }

  /// Runs `body` under this suite's folders, expecting the failure it records (recording a new reference is
  /// reported as one too).
  func failing(_ body: () -> SnapshotResult) -> SnapshotResult? {
    var result: SnapshotResult?
    withKnownIssue {
      withSnapshotConfiguration(configuration) { result = body() }
    }
    return result
  }

  @Test func twoUnnamedCallsInOneTestClash() throws {
    let firstLine = #line + 1
    let first = failing { assertSnapshot(of: square(), as: .frames) }
    // Recorded, or under CI (which never records) reported missing: either way the name is this call's.
    #expect(first.map { [.recorded, .missing].contains($0.status) } == true)
    let second = try #require(failing { assertSnapshot(of: square(), as: .frames) })
    #expect(second.status == .error)
    #expect(second.message.contains("another assertSnapshot in this test, at SnapshotTests/"))
    #expect(second.message.contains(":\(firstLine):"))
  }

  @Test func namesThatBecomeOneFileNameClashAndSayWhy() throws {
    _ = failing { assertSnapshot(of: square(), as: .frames, named: "Dark mode") }
    let second = try #require(
      failing { assertSnapshot(of: square(), as: .frames, named: "Dark-mode") })
    #expect(second.status == .error)
    #expect(second.message.contains("\"Dark mode\" and \"Dark-mode\" make the same file name"))
  }

  /// The same method name in two XCTest classes of one file: both are `<File>/<method>`, from different lines.
  @Test func oneMethodNameFromTwoPlacesClashes() throws {
    _ = failing { assertSnapshot(of: square(), as: .frames, function: "testLogin()") }
    let second = try #require(
      failing { assertSnapshot(of: square(), as: .frames, function: "testLogin()") })
    #expect(second.status == .error)
  }

  @Test(arguments: ["compact", "regular"])
  func unnamedInAParameterisedTestIsRefused(size: String) throws {
    let result = try #require(failing { assertSnapshot(of: square(), as: .frames) })
    #expect(result.message.contains("parameterised test's cases would share one reference"))
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("Snapshots/RepeatedSnapshotNameTests").path))
  }

  /// Each case named by its argument gets its own reference.
  @Test(arguments: ["compact", "regular"])
  func casesNamedByTheirArgumentsHaveTheirOwnReferences(size: String) throws {
    let result = try #require(failing { assertSnapshot(of: square(), as: .frames, named: size) })
    #expect([.recorded, .missing].contains(result.status), "\(result.message)")
    #expect(
      result.reference.hasSuffix("casesNamedByTheirArgumentsHaveTheirOwnReferences.\(size).txt"))
  }

  /// Cases that all use one name clash (the first case to run records, the others fail).
  @Test func casesSharingANameClash() {
    let reference = folder.appendingPathComponent("Snapshots/x.txt").path
    let claim = SnapshotSession.Claim(
      test: "Suite/cases(size:)", site: "File.swift:3:5", name: "card")
    #expect(SnapshotSession.shared.claim(reference, by: claim, parameterized: true) == nil)
    let again = SnapshotSession.shared.claim(reference, by: claim, parameterized: true)
    #expect(again?.contains("cases of this parameterised test share the name \"card\"") == true)
    // In a plain test the same call again is the test repeated, not a clash.
    let plain = folder.appendingPathComponent("Snapshots/y.txt").path
    #expect(SnapshotSession.shared.claim(plain, by: claim, parameterized: false) == nil)
    #expect(SnapshotSession.shared.claim(plain, by: claim, parameterized: false) == nil)
  }
}
