/// The result of checking one snapshot against its reference.
public enum SnapshotOutcome: Equatable, Sendable {
  /// The new image or text matches the reference.
  case matched
  /// A reference was written (it was missing, or the record mode asked for it); the check still fails.
  case recorded(reason: String)
  /// The reference is missing and the record mode forbids writing one.
  case missing
  /// The new result differs from the reference.
  case mismatched
  /// The check could not be made: an unreadable reference, an unwritable folder, a name claimed twice.
  case error(String)

  /// Whether the check passes.
  public var passed: Bool { self == .matched }

  /// The status reports use.
  public var status: SnapshotResult.Status {
    switch self {
    case .matched: .matched
    case .recorded: .recorded
    case .missing: .missing
    case .mismatched: .mismatched
    case .error: .error
    }
  }
}
