import CProcess
import Foundation
import SceneProtocol
import Synchronization

/// Host servers of a batch's shared executables, one per worker at most at a time: a scene file whose executable
/// is shared with others runs in a child forked from a warm server (`HostServer` on the host's side) instead of a
/// process started for it alone, which would load the libraries, fonts and Swift runtime again.
///
/// A server that cannot serve (it found a thread it cannot fork with, or it died) is dropped, and the file runs in
/// a process of its own, as it would without servers.
///
/// Off unless `LAYOUT_RENDER_HOST_SERVERS=1`: once, in CI, a served child hung in its build closure (an example
/// using Foundation's `Progress`) until the time limit, and the hang could not be reproduced in over a hundred runs
/// here; a fork without exec in a process that has used Foundation is not known to be safe (docs/scene-compilation.md,
/// "Hosts").
final class HostServers: Sendable {
  /// The environment variable that turns host servers on.
  static let switchVariable = "LAYOUT_RENDER_HOST_SERVERS"

  private let scratch: URL
  private let capacity: Int
  private let isOn: Bool
  /// Servers not in use, the longest unused first.
  private let idle = Mutex<[Server]>([])

  init(scratch: URL, jobs: Int, environment: [String: String] = ProcessInfo.processInfo.environment)
  {
    self.scratch = scratch
    capacity = max(1, jobs)
    isOn = environment[Self.switchVariable] == "1"
  }

  /// Runs one host for a shared executable on a server; `nil` when no server could do it.
  func run(
    _ executable: SceneExecutable, environment: [String: String], request: URL, directory: URL,
    outputs: [URL], timeout: Double?, progressFile: URL
  ) -> Subprocess.Result? {
    guard isOn, let entry = executable.entry, let identity = Self.identity(of: executable.url)
    else {
      return nil
    }
    let server =
      idle.withLock { servers in
        servers.firstIndex { $0.identity == identity }.map { servers.remove(at: $0) }
      }
      ?? Server.start(
        executable.url, identity: identity, environment: environment, scratch: scratch)
    guard let server else { return nil }
    guard
      let result = server.run(
        entry: entry, request: request, directory: directory, outputs: outputs, timeout: timeout,
        progressFile: progressFile)
    else {
      server.stop()
      return nil
    }
    let surplus = idle.withLock { servers -> [Server] in
      servers.append(server)
      let extra = max(0, servers.count - capacity)
      defer { servers.removeFirst(extra) }
      return Array(servers.prefix(extra))
    }
    for server in surplus { server.stop() }
    return result
  }

  /// Stops every idle server (the batch is done).
  func stopAll() {
    for server in idle.withLock({ servers in
      defer { servers = [] }; return servers
    }) { server.stop() }
  }

  /// Device and inode: the hard links of one shared executable are one server's.
  private static func identity(of url: URL) -> String? {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return nil }
    return "\(info.st_dev):\(info.st_ino)"
  }
}

/// One server process and the socket it reads requests from and writes replies to; used by one worker at a time.
///
/// Unchecked: its descriptors are used only by the worker that holds it (taken from and given back to
/// ``HostServers``'s idle list under its lock).
private final class Server: @unchecked Sendable {
  let identity: String
  private let pid: pid_t
  private let socket: Int32
  private let replies: UnsafeMutablePointer<FILE>
  private let errors: String

  private init(
    identity: String, pid: pid_t, socket: Int32, replies: UnsafeMutablePointer<FILE>, errors: String
  ) {
    self.identity = identity
    self.pid = pid
    self.socket = socket
    self.replies = replies
    self.errors = errors
  }

  /// Starts a server of `executable`; `nil` when it cannot be started.
  static func start(
    _ executable: URL, identity: String, environment: [String: String], scratch: URL
  )
    -> Server?
  {
    var ends: [Int32] = [-1, -1]
    guard
      socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0
    else {
      return nil
    }
    let errors = scratch.appendingPathComponent("server-\(UUID().uuidString).err").path
    var serverEnvironment = environment
    serverEnvironment[HostRequest.serverVariable] = "1"
    let argv = [strdup(executable.path), nil]
    let envp = serverEnvironment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    let pid = try? Interruption.shared.start { () throws(CommandError) -> pid_t in
      let pid = lr_spawn_server(executable.path, argv, envp, ends[1], errors)
      guard pid > 0 else { throw .setup("cannot start \(executable.path)") }
      return pid
    }
    close(ends[1])
    guard let pid, let replies = fdopen(dup(ends[0]), "r") else {
      close(ends[0])
      unlink(errors)
      return nil
    }
    return Server(identity: identity, pid: pid, socket: ends[0], replies: replies, errors: errors)
  }

  /// Runs one host in a child of the server; `nil` when the server cannot (it then is to be stopped).
  func run(
    entry: String, request: URL, directory: URL, outputs: [URL], timeout: Double?, progressFile: URL
  ) -> Subprocess.Result? {
    let fields = [entry, request.path, directory.path, outputs[0].path, outputs[1].path]
    guard !fields.contains(where: { $0.contains("\t") || $0.contains("\n") }),
      send(fields.joined(separator: "\t") + "\n"),
      let started = readReply(), started.hasPrefix("started "),
      let child = pid_t(started.dropFirst("started ".count))
    else { return nil }
    defer {
      for output in outputs { unlink(output.path) }
    }
    guard (try? Interruption.shared.start { () throws(CommandError) -> pid_t in child }) != nil
    else {
      return nil
    }
    let timer = TimeoutTimer(
      pid: child, seconds: timeout, progressFile: progressFile, outputFiles: outputs.map(\.path),
      outputLimit: Subprocess.outputLimit)
    let ended = readReply()
    let stop = timer.cancel()
    Interruption.shared.finished(child)
    guard let ended, ended.hasPrefix("ended "), let status = Int32(ended.dropFirst("ended ".count))
    else {
      return nil
    }
    return Subprocess.Result(waitStatus: status, stop: stop, outputs: outputs)
  }

  /// Ends the server: it reads the end of its requests and exits; then it is reaped and its files removed.
  func stop() {
    shutdown(socket, Int32(SHUT_WR))
    fclose(replies)
    close(socket)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    Interruption.shared.finished(pid)
    unlink(errors)
  }

  /// Writes a request line; false when the server is gone (no SIGPIPE: the socket is written with MSG_NOSIGNAL).
  private func send(_ line: String) -> Bool {
    let bytes = Array(line.utf8)
    return bytes.withUnsafeBytes {
      Foundation.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
    } == bytes.count
  }

  /// The server's next reply line, without its newline; `nil` at its end.
  private func readReply() -> String? {
    var line: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(line) }
    guard getline(&line, &capacity, replies) > 0, let line else { return nil }
    return String(String(cString: line).dropLast())
  }
}
