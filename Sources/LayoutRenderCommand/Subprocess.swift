import Foundation

/// A child process run to completion with a time limit; its standard output and error go to files, so a chatty
/// child can never block on a full pipe.
struct Subprocess {
  struct Result {
    var status: Int32
    /// Killed by a signal (a crash), rather than exiting.
    var signaled: Bool
    var timedOut: Bool
    var standardOutput: String
    var standardError: String

    var succeeded: Bool { status == 0 && !signaled && !timedOut }

    /// "exit code 3", "signal 4 (a crash)" or "the time limit of 60 s".
    func reason(timeout: Double) -> String {
      if timedOut {
        return "made no progress for \(formatSeconds(timeout)) and was stopped (--timeout)"
      }
      if signaled { return "crashed (signal \(status))" }
      return "exited with code \(status)"
    }
  }

  var executable: URL
  var arguments: [String] = []
  var environment: [String: String]? = nil
  var currentDirectory: URL? = nil
  /// Seconds without progress before the child is stopped (SIGTERM, then SIGKILL a second later).
  var timeout: Double? = nil
  /// A file whose growth counts as progress and restarts the time limit (the host's events file).
  var progressFile: URL? = nil

  func run() throws(CommandError) -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-render-\(getpid())-\(UUID().uuidString)")
    let outURL = scratch.appendingPathExtension("out")
    let errURL = scratch.appendingPathExtension("err")
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: outURL)
      try? FileManager.default.removeItem(at: errURL)
    }
    guard let out = FileHandle(forWritingAtPath: outURL.path),
      let err = FileHandle(forWritingAtPath: errURL.path)
    else {
      throw .io("cannot create temporary files in \(FileManager.default.temporaryDirectory.path)")
    }
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw .setup("cannot run \(executable.path): \(error.localizedDescription)")
    }
    let timer = TimeoutTimer(process: process, seconds: timeout, progressFile: progressFile)
    process.waitUntilExit()
    let timedOut = timer.cancel()
    try? out.close()
    try? err.close()
    return Result(
      status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
      timedOut: timedOut,
      standardOutput: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
      standardError: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
  }
}

/// Stops a process that makes no progress for too long: checks every 50 ms whether the progress file grew.
private final class TimeoutTimer: @unchecked Sendable {
  private let lock = NSLock()
  private var fired = false
  private var cancelled = false

  init(process: Process, seconds: Double?, progressFile: URL?) {
    guard let seconds else { return }
    let pid = process.processIdentifier
    let thread = Thread { [self] in
      var deadline = Date().addingTimeInterval(seconds)
      var lastSize = -1
      while !lock.withLock({ cancelled }) {
        Thread.sleep(forTimeInterval: 0.05)
        if let progressFile {
          var info = stat()
          let size = stat(progressFile.path, &info) == 0 ? Int(info.st_size) : -1
          if size != lastSize {
            lastSize = size
            deadline = Date().addingTimeInterval(seconds)
          }
        }
        guard Date() >= deadline else { continue }
        let stop = lock.withLock { () -> Bool in
          guard !cancelled else { return false }
          fired = true
          return true
        }
        guard stop else { return }
        kill(pid, SIGTERM)
        Thread.sleep(forTimeInterval: 1)
        if !lock.withLock({ cancelled }) { kill(pid, SIGKILL) }
        return
      }
    }
    thread.start()
  }

  /// Stops the timer; returns whether it had fired.
  func cancel() -> Bool {
    lock.withLock {
      cancelled = true
      return fired
    }
  }
}

/// "0.25 s", "60 s".
func formatSeconds(_ seconds: Double) -> String {
  seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
}
