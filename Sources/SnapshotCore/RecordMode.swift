import Foundation

/// When a snapshot check writes its reference (docs/rendering.md, "Record modes").
///
/// | Mode | Missing reference | Mismatch | Match |
/// |---|---|---|---|
/// | `missing` (local default) | write it, fail | fail | pass |
/// | `all` | write, fail | overwrite, fail | overwrite, fail |
/// | `failed` | write, fail | overwrite, fail | pass, untouched |
/// | `never` (default when `CI` is set) | fail, write nothing | fail | pass |
///
/// Recording always fails the check, saying so, so that a run can never go green by recording.
public enum RecordMode: String, Codable, CaseIterable, Sendable {
  case all
  case missing
  case failed
  case never

  /// The environment variable that chooses the mode for a whole run.
  public static let environmentVariable = "LAYOUT_RENDER_RECORD"

  /// The mode the environment asks for: `LAYOUT_RENDER_RECORD` (then swift-snapshot-testing's
  /// `SNAPSHOT_TESTING_RECORD`), else `never` when `CI` is set, else `missing`.
  ///
  /// Under `CI`, a request to record is refused and `never` is used: CI cannot silently re-record.
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  )
    -> RecordMode
  {
    if isCI(environment) { return .never }
    for name in [environmentVariable, "SNAPSHOT_TESTING_RECORD"] {
      if let value = environment[name], let mode = RecordMode(rawValue: value.lowercased()) {
        return mode
      }
    }
    return .missing
  }

  /// The mode for one check: `never` whenever `CI` is set, else the one asked for in code, else the environment's.
  public static func resolve(
    requested: RecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> RecordMode {
    let fromEnvironment = fromEnvironment(environment)
    if isCI(environment) { return .never }
    return requested ?? fromEnvironment
  }

  /// Whether `CI` is set to something other than empty, `0` or `false`.
  static func isCI(_ environment: [String: String]) -> Bool {
    guard let ci = environment["CI"] else { return false }
    return !ci.isEmpty && ci != "0" && ci.lowercased() != "false"
  }
}
