import Foundation
import Synchronization

/// A problem found while building or laying out a scene, reported instead of crashing.
///
/// Some misuse cannot throw (a property setter such as `constraint.isActive = true`), so it is reported here and
/// the operation has no effect. Each diagnostic names what is at fault and where the call came from.
public struct Diagnostic: Sendable, CustomStringConvertible {
  /// How serious the problem is.
  public enum Severity: String, Sendable {
    /// Layout went on, perhaps not as intended (a broken constraint, an ambiguous view).
    case warning
    /// The operation was refused and changed nothing.
    case error
  }

  public let severity: Severity
  /// What went wrong, naming the views and constraints involved.
  public let message: String
  /// The file (`#fileID`) and line of the call that caused it, when known.
  public let file: String
  public let line: Int

  public init(_ severity: Severity, _ message: String, file: String = "", line: Int = 0) {
    self.severity = severity
    self.message = message
    self.file = file
    self.line = line
  }

  /// `file:line: severity: message`, the form compilers use.
  public var description: String {
    let location = file.isEmpty ? "" : "\(file):\(line): "
    return "\(location)\(severity.rawValue): \(message)"
  }
}

/// Where diagnostics go: standard error by default, or a collector for tests and tools.
///
/// The handler is task-local, so concurrent tests and scenes each see their own.
public enum Diagnostics {
  /// Receives every diagnostic reported in the current task.
  public static var handler: @Sendable (Diagnostic) -> Void { current.report }

  /// The task's handler, a function wrapped in a struct: Swift 6.3's optimiser miscompiles a task-local whose
  /// value is a bare function type (`withValue` outside a task crashes in release builds; a four-line program
  /// reproduces it), and a struct around the function does not trip it.
  private struct Handler: Sendable {
    let report: @Sendable (Diagnostic) -> Void
  }

  @TaskLocal private static var current = Handler { diagnostic in
    FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
  }

  /// Reports a diagnostic to the current handler.
  public static func report(_ diagnostic: Diagnostic) { current.report(diagnostic) }

  /// Runs `body` and returns what it reported, instead of printing it.
  public static func collect<Result>(_ body: () throws -> Result) rethrows -> (Result, [Diagnostic])
  {
    try collect(locating: nil, body)
  }

  /// Runs `body` and returns what it reported; a diagnostic without a place is given the one `locate` finds on
  /// the reporting call's stack (a scene file's line, for the command).
  ///
  /// Not API.
  package static func collect<Result>(
    locating locate: (@Sendable () -> (file: String, line: Int)?)?, _ body: () throws -> Result
  ) rethrows -> (Result, [Diagnostic]) {
    let box = Mutex<[Diagnostic]>([])
    let handler = Handler { diagnostic in
      var placed = diagnostic
      if diagnostic.file.isEmpty, let place = locate?() {
        placed = Diagnostic(
          diagnostic.severity, diagnostic.message, file: place.file, line: place.line)
      }
      box.withLock { $0.append(placed) }
    }
    let result = try $current.withValue(handler) { try body() }
    return (result, box.withLock { $0 })
  }
}
