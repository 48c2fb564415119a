import CProcess
import Foundation
import Synchronization

/// What Ctrl-C (SIGINT), SIGTERM and SIGHUP do to a run: every child the command started is stopped with its whole
/// process group, every temporary file and folder the run made is removed, and the command then ends by the same
/// signal, so that a shell loop around it stops too.
///
/// Children are started through ``start(_:)``, which refuses once an interruption has begun, so none can start
/// after the groups were stopped. (A child that outlives a command killed with SIGKILL, which cannot be handled, is
/// killed by the parent-death signal `lr_spawn` sets.)
final class Interruption: Sendable {
  static let shared = Interruption()

  /// What the signal thread and the workers share.
  private struct State {
    var groups: Set<pid_t> = []
    var temporaries: Set<URL> = []
    var interrupted = false
    var installed = false
  }

  private let state = Mutex(State())

  /// How long children get to end after SIGTERM before the groups are killed.
  static let gracePeriod = 1.0

  /// Handles the signals from now on (once per process; later calls do nothing).
  func install() {
    state.withLock { state in
      guard !state.installed else { return }
      state.installed = true
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
    // The child starts with the state held, so an interruption either comes first (and nothing starts) or sees it.
    let started: Result<pid_t, CommandError>? = state.withLock { state in
      guard !state.interrupted else { return nil }
      do throws(CommandError) {
        let pid = try spawn()
        state.groups.insert(pid)
        return .success(pid)
      } catch {
        return .failure(error)
      }
    }
    guard let started else { waitForTheEnd() }
    return try started.get()
  }

  /// The child has ended and been reaped.
  ///
  /// If it was stopped by an interruption, the calling thread waits for the
  /// process to end rather than act on the child's result (report it as a crash, retry it, exit early).
  func finished(_ pid: pid_t) {
    let stopped = state.withLock { state in
      state.groups.remove(pid)
      return state.interrupted
    }
    if stopped { waitForTheEnd() }
  }

  /// Parks the calling thread: the interruption handler ends the process.
  private func waitForTheEnd() -> Never {
    while true { sleep(60) }
  }

  /// Removes `url` (a file or a folder) if the run is interrupted before ``release(_:)``.
  func removeOnInterruption(_ url: URL) {
    _ = state.withLock { $0.temporaries.insert(url.standardizedFileURL) }
  }

  /// `url` is no longer temporary (placed, or already removed).
  func release(_ url: URL) {
    _ = state.withLock { $0.temporaries.remove(url.standardizedFileURL) }
  }

  private func interrupt(by number: Int32) -> Never {
    let running = state.withLock { state in
      state.interrupted = true
      return state.groups
    }
    Console.shared.silence()
    for group in running { kill(-group, SIGTERM) }
    // The workers reap their children as they end; whatever is left after the grace period, and anything the
    // children started in their groups, is killed.
    let deadline = Date().addingTimeInterval(Self.gracePeriod)
    while Date() < deadline, !state.withLock({ $0.groups.isEmpty }) { usleep(10_000) }
    for group in running { kill(-group, SIGKILL) }
    for url in state.withLock({ $0.temporaries }) { try? FileManager.default.removeItem(at: url) }
    let name = number == SIGINT ? "SIGINT" : number == SIGTERM ? "SIGTERM" : "SIGHUP"
    let stopped = running.count == 1 ? "1 child process" : "\(running.count) child processes"
    FileHandle.standardError.write(
      Data("\nlayout-render: interrupted (\(name)); stopped \(stopped)\n".utf8))
    lr_die_by_signal(number)
  }
}
