import CProcess
import Foundation

/// What Ctrl-C (SIGINT), SIGTERM and SIGHUP do to a run: every child the command started is stopped with its whole
/// process group, every temporary file and folder the run made is removed, and the command then ends by the same
/// signal, so that a shell loop around it stops too.
///
/// Children are started through ``start(_:)``, which refuses once an interruption has begun, so none can start
/// after the groups were stopped. (A child that outlives a command killed with SIGKILL, which cannot be handled, is
/// killed by the parent-death signal `lr_spawn` sets.)
final class Interruption: @unchecked Sendable {
  static let shared = Interruption()

  private let lock = NSLock()
  private var groups: Set<pid_t> = []
  private var temporaries: Set<URL> = []
  private var interrupted = false
  private var installed = false

  /// How long children get to end after SIGTERM before the groups are killed.
  static let gracePeriod = 1.0

  /// Handles the signals from now on (once per process; later calls do nothing).
  func install() {
    lock.withLock {
      guard !installed else { return }
      installed = true
      let pipe = lr_signal_pipe()
      // Without a pipe the signals keep their default action, which ends the command.
      guard pipe >= 0 else { return }
      Thread { [self] in
        var number: UInt8 = 0
        var got = 0
        repeat { got = read(pipe, &number, 1) } while got < 0 && errno == EINTR
        if got == 1 { interrupt(by: Int32(number)) }
      }.start()
    }
  }

  /// Starts a child with `spawn` (which returns its process id, also its process group's).
  ///
  /// The group is remembered until ``finished(_:)``. Once the run is being interrupted, nothing starts: the calling thread waits for the
  /// process to end.
  func start(_ spawn: () throws(CommandError) -> pid_t) throws(CommandError) -> pid_t {
    lock.lock()
    guard !interrupted else {
      lock.unlock()
      waitForTheEnd()
    }
    defer { lock.unlock() }
    let pid = try spawn()
    groups.insert(pid)
    return pid
  }

  /// The child has ended and been reaped.
  ///
  /// If it was stopped by an interruption, the calling thread waits for the
  /// process to end rather than act on the child's result (report it as a crash, retry it, exit early).
  func finished(_ pid: pid_t) {
    let stopped = lock.withLock {
      groups.remove(pid)
      return interrupted
    }
    if stopped { waitForTheEnd() }
  }

  /// Parks the calling thread: the interruption handler ends the process.
  private func waitForTheEnd() -> Never {
    while true { sleep(60) }
  }

  /// Removes `url` (a file or a folder) if the run is interrupted before ``release(_:)``.
  func removeOnInterruption(_ url: URL) {
    _ = lock.withLock { temporaries.insert(url.standardizedFileURL) }
  }

  /// `url` is no longer temporary (placed, or already removed).
  func release(_ url: URL) {
    _ = lock.withLock { temporaries.remove(url.standardizedFileURL) }
  }

  private func interrupt(by number: Int32) -> Never {
    let running = lock.withLock {
      interrupted = true
      return groups
    }
    Console.shared.silence()
    for group in running { kill(-group, SIGTERM) }
    // The workers reap their children as they end; whatever is left after the grace period, and anything the
    // children started in their groups, is killed.
    let deadline = Date().addingTimeInterval(Self.gracePeriod)
    while Date() < deadline, !lock.withLock({ groups.isEmpty }) { usleep(10_000) }
    for group in running { kill(-group, SIGKILL) }
    for url in lock.withLock({ temporaries }) { try? FileManager.default.removeItem(at: url) }
    let name = number == SIGINT ? "SIGINT" : number == SIGTERM ? "SIGTERM" : "SIGHUP"
    let stopped = running.count == 1 ? "1 child process" : "\(running.count) child processes"
    FileHandle.standardError.write(
      Data("\nlayout-render: interrupted (\(name)); stopped \(stopped)\n".utf8))
    lr_die_by_signal(number)
  }
}
