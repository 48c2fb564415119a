import Foundation
public import SnapshotCore
public import Testing

/// A Swift Testing trait that sets the snapshot configuration for a suite or a test:
/// `@Suite(.snapshots(record: .failed))`.
public struct SnapshotTrait: SuiteTrait, TestTrait, TestScoping {
  let configuration: SnapshotConfiguration

  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withSnapshotConfiguration(configuration) { try await function() }
  }
}

extension Trait where Self == SnapshotTrait {
  /// Snapshot settings for a suite or test.
  ///
  /// - Parameters:
  ///   - record: The record mode (the environment's when nil; under `CI` it is always `never`).
  ///   - folder: The references folder.
  ///   - reportsPasses: Print the numbers of passes too.
  /// - Returns: The trait.
  public static func snapshots(
    record: RecordMode? = nil, folder: URL? = nil, reportsPasses: Bool = false
  ) -> SnapshotTrait {
    SnapshotTrait(
      configuration: SnapshotConfiguration(
        recordMode: record, snapshotsFolder: folder, reportsPasses: reportsPasses))
  }
}
