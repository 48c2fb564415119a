import Foundation
import SceneProtocol
import Synchronization

/// Messages on standard error.
///
/// Compiler-style diagnostics always. Progress by ``verbosity``: on a terminal, one line updated in place (files
/// done of the total, scenes rendered and failed, elapsed time, rate); elsewhere (CI logs) a plain line per
/// rendered scene. Standard output carries only results that were asked for.
final class Console: Sendable {
  static let shared = Console()

  /// How much a run says besides its diagnostics (`--quiet`, `--verbose`).
  enum Verbosity: Sendable {
    /// Diagnostics and the final summary only.
    case quiet
    /// The progress line on a terminal, a line per rendered scene otherwise.
    case normal
    /// A line per rendered scene everywhere, and what each file cost (compiled or cached), under the progress line.
    case verbose
  }

  /// The screen's state and the run's counts, held while one thread writes.
  private struct Screen {
    let isTerminal: Bool
    var progressShown = false
    var silenced = false
    var verbosity = Verbosity.normal
    var start = Date()
    var totalFiles = 0
    var filesDone = 0
    var rendered = 0
    var failed = 0
    var summarises = true

    /// Shows "[files 3/10] 57 rendered, 1 failed · 2.3 s · 24.8 scenes/s".
    mutating func showProgress() {
      guard isTerminal, verbosity != .quiet, !silenced else { return }
      let elapsed = Date().timeIntervalSince(start)
      let rate = elapsed > 0 ? Double(rendered + failed) / elapsed : 0
      var text = "[files \(filesDone)/\(totalFiles)] \(rendered) rendered"
      if failed > 0 { text += ", \(failed) failed" }
      text +=
        " · \(formatSeconds((elapsed * 10).rounded() / 10)) · \((rate * 10).rounded() / 10) scenes/s"
      FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
      progressShown = true
    }

    /// Erases the progress line, so a message can take its place.
    mutating func clearProgress() {
      if progressShown {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        progressShown = false
      }
    }

    /// Puts the progress line back under a message while a run is under way.
    mutating func showProgressAfterMessage() {
      if totalFiles > 0 && filesDone < totalFiles { showProgress() }
    }
  }

  private let screen = Mutex(Screen(isTerminal: isatty(STDERR_FILENO) == 1))

  /// Begins counting a run of `files` scene files; `summary`: end it with a summary line (`watch` prints its own).
  func startRun(files: Int, verbosity: Verbosity, summary: Bool = true) {
    screen.withLock { screen in
      screen.verbosity = verbosity
      screen.summarises = summary
      screen.totalFiles = files
      screen.filesDone = 0
      screen.rendered = 0
      screen.failed = 0
      screen.start = Date()
    }
  }

  /// How a diagnostic line is marked, in the words compilers print.
  enum Severity: String, Sendable {
    case error, warning, note

    /// The severity a scene's host reported.
    init(_ severity: HostDiagnostic.Severity) {
      switch severity {
      case .error: self = .error
      case .warning: self = .warning
      }
    }
  }

  /// `file: error: message` (or warning, or note).
  func diagnostic(_ file: String, _ severity: Severity, _ message: String) {
    write("\(file): \(severity.rawValue): \(message)\n")
  }

  /// A plain line on standard error.
  func line(_ text: String) { write(text + "\n") }

  /// A line shown only with `--verbose`.
  func detail(_ text: String) {
    guard screen.withLock({ $0.verbosity == .verbose }) else { return }
    line(text)
  }

  /// One scene rendered (`text` describes it) or failed (its diagnostic was printed).
  func sceneFinished(rendered isRendered: Bool, _ text: String) {
    screen.withLock { screen in
      guard !screen.silenced else { return }
      if isRendered { screen.rendered += 1 } else { screen.failed += 1 }
      let showsLine =
        isRendered
        && (screen.verbosity == .verbose || (screen.verbosity == .normal && !screen.isTerminal))
      if showsLine {
        screen.clearProgress()
        FileHandle.standardError.write(Data((text + "\n").utf8))
      }
      screen.showProgress()
    }
  }

  /// One scene file done (all its scenes, or it failed to compile).
  func fileFinished() {
    screen.withLock { screen in
      screen.filesDone += 1
      screen.showProgress()
    }
  }

  private func write(_ text: String) {
    screen.withLock { screen in
      guard !screen.silenced else { return }
      screen.clearProgress()
      FileHandle.standardError.write(Data(text.utf8))
      screen.showProgressAfterMessage()
    }
  }

  /// Ends a run with its summary, "12 scenes rendered, 1 failed (3 files, 2.4 s)", in place of the progress line.
  func finishRun() {
    screen.withLock { screen in
      guard !screen.silenced, screen.totalFiles > 0 else { return }
      screen.clearProgress()
      guard screen.summarises else {
        screen.totalFiles = 0
        return
      }
      let elapsed = (Date().timeIntervalSince(screen.start) * 10).rounded() / 10
      let (rendered, failed, files) = (screen.rendered, screen.failed, screen.totalFiles)
      var text = "\(rendered) scene\(rendered == 1 ? "" : "s") rendered"
      if failed > 0 { text += ", \(failed) failed" }
      text += " (\(files) file\(files == 1 ? "" : "s"), \(formatSeconds(elapsed)))"
      FileHandle.standardError.write(Data((text + "\n").utf8))
      screen.totalFiles = 0
    }
  }

  /// Clears the progress line for good.
  func finish() {
    screen.withLock { screen in
      screen.clearProgress()
      screen.totalFiles = 0
    }
  }

  /// Clears the progress line and shows nothing more: the run is being interrupted, and what its stopped children
  /// report is noise.
  func silence() {
    finish()
    screen.withLock { $0.silenced = true }
  }
}

/// Milliseconds with one decimal.
func formatMilliseconds(_ value: Double) -> String {
  "\((value * 10).rounded() / 10) ms"
}
