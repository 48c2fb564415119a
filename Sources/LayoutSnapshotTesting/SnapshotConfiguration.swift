import Foundation
public import SnapshotCore

/// Where references and artefacts go, and when references are recorded: set for a scope with
/// ``withSnapshotConfiguration(_:operation:)`` or the `.snapshots(…)` trait of a Swift Testing suite; an argument of
/// ``assertSnapshot(of:as:named:record:snapshotsFolder:fileID:filePath:function:line:column:)`` beats both, and the
/// environment (`LAYOUT_RENDER_RECORD`, `LAYOUT_RENDER_SNAPSHOTS`, `LAYOUT_RENDER_ARTIFACTS`, `CI`) fills in the rest.
public struct SnapshotConfiguration: Sendable {
  /// The record mode; nil: from the environment (`never` under `CI`).
  public var recordMode: RecordMode?
  /// The references folder; nil: `LAYOUT_RENDER_SNAPSHOTS`, else the package's top-level `Snapshots/`.
  public var snapshotsFolder: URL?
  /// The artefacts folder; nil: `LAYOUT_RENDER_ARTIFACTS`, else the package's `.build/snapshot-artifacts`.
  public var artifactsFolder: URL?
  /// Whether passes also write artefacts and print their numbers.
  public var reportsPasses: Bool

  public init(
    recordMode: RecordMode? = nil, snapshotsFolder: URL? = nil, artifactsFolder: URL? = nil,
    reportsPasses: Bool = false
  ) {
    self.recordMode = recordMode
    self.snapshotsFolder = snapshotsFolder
    self.artifactsFolder = artifactsFolder
    self.reportsPasses = reportsPasses
  }

  /// The configuration of the current task.
  @TaskLocal public static var current = SnapshotConfiguration()
}

/// Runs `operation` with a snapshot configuration (synchronous tests and XCTest).
public func withSnapshotConfiguration<Result>(
  _ configuration: SnapshotConfiguration, operation: () throws -> Result
) rethrows -> Result {
  try SnapshotConfiguration.$current.withValue(configuration, operation: operation)
}

/// Runs `operation` with a snapshot configuration (asynchronous tests).
public func withSnapshotConfiguration<Result>(
  _ configuration: SnapshotConfiguration, operation: () async throws -> Result
) async rethrows -> Result {
  try await SnapshotConfiguration.$current.withValue(configuration, operation: operation)
}
