import CProcess
import Foundation
import Synchronization

/// A child process run to completion with a time limit; its standard output and error go to files, so a chatty
/// child can never block on a full pipe.
struct Subprocess {
  struct Result {
    var status: Int32
    /// Killed by a signal (a crash), rather than exiting.
    var signaled: Bool
    var timedOut: Bool
    /// Stopped for printing more than ``Subprocess/outputLimit`` bytes.
    var flooded = false
    /// What the child printed: at most the first ``Subprocess/outputLimit`` bytes of each stream.
    var standardOutput: String
    var standardError: String

    var succeeded: Bool { status == 0 && !signaled && !timedOut && !flooded }

    /// The result of a child that ended with `waitStatus` (as `waitpid` gives it), after the timer stopped it or
    /// not, with what it printed into `outputs` (standard output, then error).
    init(waitStatus: Int32, stop: TimeoutTimer.Stop, outputs: [URL]) {
      let signal = waitStatus & 0x7f
      self.init(
        status: signal == 0 ? (waitStatus >> 8) & 0xff : signal, signaled: signal != 0,
        timedOut: stop == .timedOut, flooded: stop == .flooded,
        standardOutput: Subprocess.head(of: outputs[0].path),
        standardError: Subprocess.head(of: outputs[1].path))
    }

    init(
      status: Int32, signaled: Bool, timedOut: Bool, flooded: Bool, standardOutput: String,
      standardError: String
    ) {
      self.status = status
      self.signaled = signaled
      self.timedOut = timedOut
      self.flooded = flooded
      self.standardOutput = standardOutput
      self.standardError = standardError
    }

    /// "exit code 3", "signal 4 (a crash)" or "the time limit of 60 s".
    func reason(timeout: Double) -> String {
      if flooded {
        return "printed more than \(Subprocess.outputLimit / 1_000_000) MB and was stopped"
      }
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
  /// Seconds without progress before the child's process group is stopped (SIGTERM, then SIGKILL a second later).
  var timeout: Double? = nil
  /// A file whose growth counts as progress and restarts the time limit (the host's events file).
  var progressFile: URL? = nil
  /// Where the child's standard output and error are kept while it runs (`<captureName>.out`, `.err`): a folder of
  /// the run's own, removed with it, never the shared temporary folder.
  var captureFolder: URL
  var captureName = "child"

  /// The most a child may print on each stream: a scene printing in a loop is stopped there rather than fill the
  /// temporary folder, and no more than this is ever read back into memory.
  static let outputLimit = 8_000_000

  /// Runs the child to its end.
  ///
  /// It is started with `lr_spawn` (its own process group, killed if the command dies) and waited for with
  /// `waitpid` (Foundation's `Process` polls for the child's end every 50 ms, which would double the time of a
  /// cached render). Throws when the child cannot be started.
  func run() throws(CommandError) -> Result {
    let outputs = ["out", "err"].map {
      captureFolder.appendingPathComponent(captureName).appendingPathExtension($0)
    }
    defer {
      for output in outputs { unlink(output.path) }
    }
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    let envp =
      (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") }
      + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    let pid = try Interruption.shared.start { () throws(CommandError) -> pid_t in
      let pid = lr_spawn(
        executable.path, argv, envp, outputs[0].path, outputs[1].path, currentDirectory?.path)
      guard pid > 0 else {
        let place = currentDirectory.map { " in \($0.path)" } ?? ""
        throw .setup("cannot run \(executable.path)\(place): \(String(cString: strerror(-pid)))")
      }
      return pid
    }
    let timer = TimeoutTimer(
      pid: pid, seconds: timeout, progressFile: progressFile, outputFiles: outputs.map(\.path),
      outputLimit: Self.outputLimit)
    // Wait for the end without reaping, so the pid cannot be reused before the timer is stopped; then reap.
    var info = siginfo_t()
    while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
    let stop = timer.cancel()
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    Interruption.shared.finished(pid)
    return Result(waitStatus: status, stop: stop, outputs: outputs)
  }

  /// The first ``outputLimit`` bytes of a file, as text.
  static func head(of path: String) -> String {
    guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: outputLimit)) ?? nil
    return String(decoding: data ?? Data(), as: UTF8.self)
  }
}

/// Stops a process that makes no progress for too long, or prints too much: checks every 50 ms whether the
/// progress file grew and how large the output files are.
final class TimeoutTimer: Sendable {
  enum Stop { case none, timedOut, flooded }

  /// Why the timer stopped the process, and whether it was cancelled.
  private struct State {
    var stop = Stop.none
    var cancelled = false
  }

  private let state = Mutex(State())

  init(pid: pid_t, seconds: Double?, progressFile: URL?, outputFiles: [String], outputLimit: Int) {
    @Sendable func size(_ path: String) -> Int {
      var info = stat()
      return stat(path, &info) == 0 ? Int(info.st_size) : -1
    }
    let thread = Thread { [self] in
      var deadline = seconds.map { Date().addingTimeInterval($0) }
      var lastSize = -1
      while !state.withLock({ $0.cancelled }) {
        Thread.sleep(forTimeInterval: 0.05)
        if let progressFile, let seconds {
          let current = size(progressFile.path)
          if current != lastSize {
            lastSize = current
            deadline = Date().addingTimeInterval(seconds)
          }
        }
        let reason: Stop
        if outputFiles.contains(where: { size($0) > outputLimit }) {
          reason = .flooded
        } else if let deadline, Date() >= deadline {
          reason = .timedOut
        } else {
          continue
        }
        let fire = state.withLock { state -> Bool in
          guard !state.cancelled else { return false }
          state.stop = reason
          return true
        }
        guard fire else { return }
        // The whole group: whatever the child started goes too.
        kill(-pid, SIGTERM)
        Thread.sleep(forTimeInterval: 1)
        if !state.withLock({ $0.cancelled }) { kill(-pid, SIGKILL) }
        return
      }
    }
    thread.start()
  }

  /// Stops the timer; returns why it stopped the process, if it did.
  func cancel() -> Stop {
    state.withLock { state in
      state.cancelled = true
      return state.stop
    }
  }
}

/// "0.25 s", "60 s".
func formatSeconds(_ seconds: Double) -> String {
  seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
}
