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

  /// Starts the child with `posix_spawn` and waits for it with `waitpid` (Foundation's `Process` polls for the
  /// child's end every 50 ms, which would double the time of a cached render).
  func run() throws(CommandError) -> Result {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-render-\(getpid())-\(UUID().uuidString)")
    let outPath = scratch.path + ".out"
    let errPath = scratch.path + ".err"
    defer {
      unlink(outPath)
      unlink(errPath)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    if let currentDirectory {
      guard let addChdir = Self.addChdir,
        addChdir(&actions, currentDirectory.path) == 0
      else { throw .setup("cannot run \(executable.path) in \(currentDirectory.path)") }
    }
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    let envp =
      (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") }
      + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, envp)
    guard spawned == 0 else {
      throw .setup("cannot run \(executable.path): \(String(cString: strerror(spawned)))")
    }
    let timer = TimeoutTimer(pid: pid, seconds: timeout, progressFile: progressFile)
    // Wait for the end without reaping, so the pid cannot be reused before the timer is stopped; then reap.
    var info = siginfo_t()
    while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
    let timedOut = timer.cancel()
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let signal = status & 0x7f
    return Result(
      status: signal == 0 ? (status >> 8) & 0xff : signal, signaled: signal != 0,
      timedOut: timedOut,
      standardOutput: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
      standardError: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
  }

  /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and later), which the Glibc module does not declare.
  private static let addChdir:
    (
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) ->
        Int32
    )? = {
      guard
        let symbol = dlsym(
          UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np")
      else { return nil }
      return unsafeBitCast(
        symbol,
        to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>)
          -> Int32)
          .self)
    }()
}

/// Stops a process that makes no progress for too long: checks every 50 ms whether the progress file grew.
private final class TimeoutTimer: @unchecked Sendable {
  private let lock = NSLock()
  private var fired = false
  private var cancelled = false

  init(pid: pid_t, seconds: Double?, progressFile: URL?) {
    guard let seconds else { return }
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
