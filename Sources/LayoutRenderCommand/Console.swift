import Foundation

/// Messages on standard error.
///
/// Compiler-style diagnostics always. Progress by ``verbosity``: on a terminal, one line updated in place (files
/// done of the total, scenes rendered and failed, elapsed time, rate); elsewhere (CI logs) a plain line per
/// rendered scene. Standard output carries only results that were asked for.
final class Console: @unchecked Sendable {
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

  private let lock = NSLock()
  private let isTerminal = isatty(STDERR_FILENO) == 1
  private var progressShown = false
  private var silenced = false
  private var verbosity = Verbosity.normal
  private var start = Date()
  private var totalFiles = 0
  private var filesDone = 0
  private var rendered = 0
  private var failed = 0
  private var summarises = true

  /// Begins counting a run of `files` scene files; `summary`: end it with a summary line (`watch` prints its own).
  func startRun(files: Int, verbosity: Verbosity, summary: Bool = true) {
    lock.withLock {
      self.verbosity = verbosity
      summarises = summary
      totalFiles = files
      filesDone = 0
      rendered = 0
      failed = 0
      start = Date()
    }
  }

  /// `file: error: message` (or warning).
  func diagnostic(_ file: String, _ severity: String, _ message: String) {
    write("\(file): \(severity): \(message)\n")
  }

  /// A plain line on standard error.
  func line(_ text: String) { write(text + "\n") }

  /// A line shown only with `--verbose`.
  func detail(_ text: String) {
    guard lock.withLock({ verbosity == .verbose }) else { return }
    line(text)
  }

  /// One scene rendered (`text` describes it) or failed (its diagnostic was printed).
  func sceneFinished(rendered isRendered: Bool, _ text: String) {
    lock.withLock {
      guard !silenced else { return }
      if isRendered { rendered += 1 } else { failed += 1 }
      let showsLine = isRendered && (verbosity == .verbose || (verbosity == .normal && !isTerminal))
      if showsLine {
        clearProgress()
        FileHandle.standardError.write(Data((text + "\n").utf8))
      }
      showProgress()
    }
  }

  /// One scene file done (all its scenes, or it failed to compile).
  func fileFinished() {
    lock.withLock {
      filesDone += 1
      showProgress()
    }
  }

  /// Shows "[files 3/10] 57 rendered, 1 failed · 2.3 s · 24.8 scenes/s".
  ///
  /// Call with the lock held.
  private func showProgress() {
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
  ///
  /// Call with the lock held.
  private func clearProgress() {
    if progressShown {
      FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
      progressShown = false
    }
  }

  private func write(_ text: String) {
    lock.withLock {
      guard !silenced else { return }
      clearProgress()
      FileHandle.standardError.write(Data(text.utf8))
      showProgressAfterMessage()
    }
  }

  /// Puts the progress line back under a message while a run is under way.
  ///
  /// Call with the lock held.
  private func showProgressAfterMessage() {
    if totalFiles > 0 && filesDone < totalFiles { showProgress() }
  }

  /// Ends a run with its summary, "12 scenes rendered, 1 failed (3 files, 2.4 s)", in place of the progress line.
  func finishRun() {
    lock.withLock {
      guard !silenced, totalFiles > 0 else { return }
      clearProgress()
      guard summarises else {
        totalFiles = 0
        return
      }
      let elapsed = (Date().timeIntervalSince(start) * 10).rounded() / 10
      var text = "\(rendered) scene\(rendered == 1 ? "" : "s") rendered"
      if failed > 0 { text += ", \(failed) failed" }
      text += " (\(totalFiles) file\(totalFiles == 1 ? "" : "s"), \(formatSeconds(elapsed)))"
      FileHandle.standardError.write(Data((text + "\n").utf8))
      totalFiles = 0
    }
  }

  /// Clears the progress line for good.
  func finish() {
    lock.withLock {
      clearProgress()
      totalFiles = 0
    }
  }

  /// Clears the progress line and shows nothing more: the run is being interrupted, and what its stopped children
  /// report is noise.
  func silence() {
    finish()
    lock.withLock { silenced = true }
  }
}

/// Milliseconds with one decimal.
func formatMilliseconds(_ value: Double) -> String {
  "\((value * 10).rounded() / 10) ms"
}
