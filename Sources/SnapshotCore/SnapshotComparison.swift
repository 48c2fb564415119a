public import Foundation

/// What comparing a new value with its reference found.
public struct SnapshotComparison: Sendable {
  /// Whether the new value passes.
  public var matches: Bool
  /// The measurements in words (`3 pixels differ …`, `line 4: expected …`); nil when the two are identical.
  public var summary: String?
  /// An image comparison's numbers, for the reports.
  public var difference: ImageDifference?
  /// The bytes of the diff artefact, made only when it is written.
  public var diff: (@Sendable () throws -> Data)?

  /// - Parameters:
  ///   - matches: Whether the new value passes.
  ///   - summary: The measurements in words.
  ///   - difference: An image comparison's numbers.
  ///   - diff: Makes the diff artefact's bytes.
  public init(
    matches: Bool, summary: String?, difference: ImageDifference? = nil,
    diff: (@Sendable () throws -> Data)? = nil
  ) {
    self.matches = matches
    self.summary = summary
    self.difference = difference
    self.diff = diff
  }

  /// Two identical values.
  public static let identical = SnapshotComparison(matches: true, summary: nil)
}
