public import Foundation

/// One checked snapshot, as reports and the JSON summary show it.
public struct SnapshotResult: Codable, Equatable, Sendable {
  /// The snapshot's name relative to the references folder, without extension (`LoginTests/testLogin.compact`).
  public var name: String
  public var kind: Kind
  public var status: Status
  /// The reference file.
  public var reference: String
  /// What happened, in words, with the measured numbers.
  public var message: String
  /// The measurements of an image comparison.
  public var difference: ImageDifference?
  /// How this run's renderer differs from the one that made the reference (empty when the same or unknown).
  public var fingerprintDifferences: [String]
  /// Expected, actual and diff files written for a failure.
  public var artifacts: Artifacts?
  /// The process that checked it (reports from several test processes of one run are merged).
  public var process: Int32

  public init(
    name: String, kind: Kind, status: Status, reference: String, message: String,
    difference: ImageDifference? = nil, fingerprintDifferences: [String] = [],
    artifacts: Artifacts? = nil, process: Int32
  ) {
    self.name = name
    self.kind = kind
    self.status = status
    self.reference = reference
    self.message = message
    self.difference = difference
    self.fingerprintDifferences = fingerprintDifferences
    self.artifacts = artifacts
    self.process = process
  }

  /// What was compared.
  public enum Kind: String, Codable, Sendable {
    case image, text
  }

  /// How the check ended; the JSON summary writes the raw value.
  public enum Status: String, Codable, Sendable, CaseIterable {
    case matched, recorded, missing, mismatched, error
  }

  /// The files written beside a failure.
  public struct Artifacts: Codable, Equatable, Sendable {
    public var expected: String?
    public var actual: String
    public var diff: String?

    public init(expected: String?, actual: String, diff: String?) {
      self.expected = expected
      self.actual = actual
      self.diff = diff
    }

    /// Writes a snapshot's files as `<base>.expected.<ext>`, `<base>.actual.<ext>` and `<base>.diff.<ext>`, each
    /// atomically, creating the folder: the one place artefacts are written.
    ///
    /// - Parameters:
    ///   - base: The path without the suffixes.
    ///   - pathExtension: The files' extension.
    ///   - expected: The reference's bytes, if there is a reference.
    ///   - actual: The new value's bytes.
    ///   - diff: The difference's bytes, if there is a difference.
    /// - Returns: The paths written.
    /// - Throws: The file system's error when a folder or file cannot be written.
    public static func write(
      to base: String, pathExtension: String, expected: Data?, actual: Data, diff: Data?
    ) throws -> Artifacts {
      func path(_ role: String) -> String { base + "." + role + "." + pathExtension }
      if let expected {
        try writeArtifact(expected, to: URL(fileURLWithPath: path("expected")))
      }
      try writeArtifact(actual, to: URL(fileURLWithPath: path("actual")))
      if let diff { try writeArtifact(diff, to: URL(fileURLWithPath: path("diff"))) }
      return Artifacts(
        expected: expected == nil ? nil : path("expected"), actual: path("actual"),
        diff: diff == nil ? nil : path("diff"))
    }
  }

  /// Whether the snapshot passed.
  public var passed: Bool { status == .matched }
}
