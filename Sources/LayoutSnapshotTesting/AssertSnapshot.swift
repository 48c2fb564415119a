import Foundation
public import Render
public import SnapshotCore
import Testing
import XCTest

/// Checks a scene against its reference in the package's `Snapshots/` folder, and reports a failure at the caller
/// in Swift Testing or XCTest.
///
/// ```swift
/// @Test func login() throws {
///   assertSnapshot(of: try LoginScene.make(), as: .image)
///   assertSnapshot(of: try LoginScene.make(), as: .frames)
/// }
/// ```
///
/// The reference is `Snapshots/<TestFile>/<test>[.<name>].png` (`.txt` for frames). A failure writes the expected,
/// actual and diff images under `.build/snapshot-artifacts` (or `LAYOUT_RENDER_ARTIFACTS`) and adds the snapshot to
/// that folder's `report.html` and `summary.json`.
///
/// - Parameters:
///   - scene: The scene to render.
///   - strategy: ``SnapshotStrategy/image`` (the default, exact pixels), a tolerant `.image(…)`, or
///     ``SnapshotStrategy/frames``.
///   - name: Names the snapshot when a test takes more than one.
///   - record: The record mode for this call, overriding the configuration and the environment (but not `CI`).
///   - snapshotsFolder: The references folder for this call.
///   - fileID: The caller's file ID, for the failure.
///   - filePath: The caller's file; it also locates the package and names the snapshot.
///   - function: The test's name, which names the snapshot.
///   - line: The caller's line, for the failure.
///   - column: The caller's column, for the failure.
/// - Returns: The result, with the measured numbers.
@discardableResult
public func assertSnapshot<Format>(
  of scene: Scene, as strategy: SnapshotStrategy<Scene, Format> = .image, named name: String? = nil,
  record: RecordMode? = nil, snapshotsFolder: URL? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) -> SnapshotResult {
  let path = "\(filePath)"
  let configuration = SnapshotConfiguration.current
  let environment = ProcessInfo.processInfo.environment
  let root = SnapshotLocation.packageRoot(of: path)
  let references =
    snapshotsFolder ?? configuration.snapshotsFolder
    ?? environment["LAYOUT_RENDER_SNAPSHOTS"].map { URL(fileURLWithPath: $0) }
    ?? root.appendingPathComponent("Snapshots")
  let artifacts =
    configuration.artifactsFolder
    ?? ArtifactsFolder.resolve(environment: environment, packageRoot: root)
  let mode = RecordMode.resolve(
    requested: record ?? configuration.recordMode, environment: environment)
  let snapshotName = SnapshotLocation.snapshotName(filePath: path, function: function, name: name)

  let verifier = SnapshotVerifier(
    referencesFolder: references, artifactsFolder: artifacts, recordMode: mode,
    fingerprint: SnapshotSession.shared.fingerprint,
    writesArtifactsOnPass: configuration.reportsPasses)

  let claim = SnapshotSession.Claim(
    test: testIdentity(fileID: fileID, function: function), site: "\(fileID):\(line):\(column)",
    name: name ?? "(unnamed)")
  let result = check(
    scene, strategy: strategy, name: snapshotName, verifier: verifier, claim: claim,
    isNamed: name != nil)
  SnapshotSession.shared.report(for: artifacts).add(result)
  if !result.passed {
    reportFailure(
      "Snapshot \(snapshotName) \(result.status.rawValue): \(result.message)"
        + (result.artifacts.map {
          "\nArtefacts: \($0.actual) and its siblings; report: \(artifacts.path)/report.html"
        } ?? ""),
      fileID: fileID, filePath: filePath, line: line, column: column)
  } else if configuration.reportsPasses {
    print("Snapshot \(snapshotName): \(result.message)")
  }
  return result
}

/// Renders (or dumps) the scene and verifies it, turning render errors and name clashes into error results.
private func check<Format>(
  _ scene: Scene, strategy: SnapshotStrategy<Scene, Format>, name: String,
  verifier: SnapshotVerifier,
  claim: SnapshotSession.Claim, isNamed: Bool
) -> SnapshotResult {
  let reference = verifier.referenceURL(name, extension: strategy.format.pathExtension).path
  func failure(_ message: String) -> SnapshotResult {
    SnapshotResult(
      name: name, kind: strategy.format.kind, status: .error,
      reference: reference,
      message: message, difference: nil, fingerprintDifferences: [], artifacts: nil,
      process: ProcessInfo.processInfo.processIdentifier)
  }
  let parameterized = Test.Case.current?.isParameterized ?? false
  if parameterized && !isNamed {
    return failure(
      "a parameterised test's cases would share one reference: pass named: with the case's arguments"
    )
  }
  if let clash = SnapshotSession.shared.claim(reference, by: claim, parameterized: parameterized) {
    return failure(clash)
  }
  let snapshot: Format
  do {
    snapshot = try strategy.snapshot(scene)
  } catch {
    return failure("scene \"\(scene.name)\" could not be rendered: \(error)")
  }
  return verifier.verify(snapshot, as: strategy.format, named: name)
}

/// The running test's identity: Swift Testing's test id, else the file and function (XCTest).
private func testIdentity(fileID: StaticString, function: String) -> String {
  Test.current.map { "\($0.id)" } ?? "\(fileID) \(function)"
}

/// Records a failure at the caller, in whichever framework is running the test.
package func reportFailure(
  _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
  } else {
    XCTFail(message, file: filePath, line: line)
  }
}
