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

  /// How the check ended (``SnapshotOutcome`` without its details); the JSON summary writes the raw value.
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
  }

  /// Whether the snapshot passed.
  public var passed: Bool { status == .matched }
}
