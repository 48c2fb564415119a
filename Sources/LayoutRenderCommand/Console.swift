import Foundation

/// Messages on standard error.
///
/// Compiler-style diagnostics, and progress (a counter on a terminal, plain lines otherwise). Standard output carries only results that were asked for.
final class Console: @unchecked Sendable {
  static let shared = Console()

  private let lock = NSLock()
  private let isTerminal = isatty(STDERR_FILENO) == 1
  private var done = 0
  private var progressShown = false
  private var silenced = false

  /// `file: error: message` (or warning).
  func diagnostic(_ file: String, _ severity: String, _ message: String) {
    write("\(file): \(severity): \(message)\n")
  }

  /// A plain line on standard error.
  func line(_ text: String) { write(text + "\n") }

  /// One scene done: a counter on a terminal, a line otherwise.
  func progress(_ text: String) {
    lock.withLock {
      guard !silenced else { return }
      done += 1
      if isTerminal {
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)] \(text)".utf8))
        progressShown = true
      } else {
        FileHandle.standardError.write(Data((text + "\n").utf8))
      }
    }
  }

  private func write(_ text: String) {
    lock.withLock {
      guard !silenced else { return }
      if progressShown {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        progressShown = false
      }
      FileHandle.standardError.write(Data(text.utf8))
    }
  }

  /// Clears the progress line.
  func finish() { write("") }

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
