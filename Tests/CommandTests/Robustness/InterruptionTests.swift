import Foundation
import Testing

/// Ctrl-C, SIGTERM and SIGKILL in the middle of a run: every child the command started is stopped, with whatever
/// the child started, and no temporary file or folder is left in the output folder, the cache or the temporary
/// folder.
@Suite(.serialized) struct InterruptionTests {
  /// A scene file whose second scene writes its host's process id to `host.pid` in its build closure, then hangs.
  static let hangingScene = """
    import Foundation
    import LayoutRender

    _ = Scene("Quick", size: CGSize(width: 20, height: 20), scale: 1) { _ in }
    _ = Scene("Hanging", size: CGSize(width: 20, height: 20), scale: 1) { _ in
      try? "\\(getpid())".write(toFile: "host.pid", atomically: true, encoding: .utf8)
      sleep(300)
    }

    """

  /// A stand-in for swiftc that starts a grandchild, writes both process ids, and waits forever.
  static let hangingCompiler = """
    #!/bin/bash
    sleep 300 &
    echo $! > grandchild.pid
    echo $$ > compiler.pid
    wait

    """

  @Test func ctrlCStopsTheHostAndLeavesNoTemporaryFiles() throws {
    var runner = try CommandRunner()
    // A cache of its own: other tests use the shared cache's temporary folder meanwhile.
    runner.cache = runner.url("cache")
    let temporary = try runner.makeFolder("tmp")
    try runner.write("hanging.swift", Self.hangingScene)
    let running = try #require(
      try runner.start(["hanging.swift", "-o", "out"], environment: ["TMPDIR": temporary.path]))
    let host = try #require(runner.waitForPID(in: "host.pid", while: running))
    #expect(isAlive(host))

    running.process.interrupt()
    let result = try running.wait()
    #expect(result.signal == SIGINT, "ends by the signal it got, as a shell expects")
    #expect(result.standardError.contains("interrupted (SIGINT)"))
    #expect(waitUntilDead(host), "the host must not outlive the command")
    #expect(try runner.entries("out").isEmpty, "no scratch folder left in the output folder")
    #expect(try runner.entries("tmp").isEmpty, "nothing left in TMPDIR")
    #expect(try runner.cacheTemporaries().isEmpty)
  }

  @Test func sigtermStopsTheCompilerAndWhatItStarted() throws {
    var runner = try CommandRunner()
    runner.cache = runner.url("cache")
    let compiler = try runner.write("swiftc", Self.hangingCompiler)
    chmod(compiler.path, 0o755)
    try runner.write("hanging.swift", Self.hangingScene)
    let running = try #require(
      try runner.start(["hanging.swift", "-o", "out"], environment: ["SWIFTC": compiler.path]))
    let driver = try #require(runner.waitForPID(in: "compiler.pid", while: running))
    let grandchild = try #require(runner.waitForPID(in: "grandchild.pid", while: running))

    running.process.terminate()
    let result = try running.wait()
    #expect(result.signal == SIGTERM)
    #expect(waitUntilDead(driver))
    #expect(
      waitUntilDead(grandchild),
      "the compiler's own children are in its process group and go with it")
    #expect(try runner.cacheTemporaries().isEmpty, "the compiler's work folder is removed")
    #expect(try runner.entries("out").isEmpty)
  }

  @Test func killingTheCommandKillsItsChildrenAndTheNextRunSweepsWhatItLeft() throws {
    var runner = try CommandRunner()
    runner.cache = runner.url("cache")
    let temporary = try runner.makeFolder("tmp")
    let compiler = try runner.write("swiftc", Self.hangingCompiler)
    chmod(compiler.path, 0o755)
    try runner.write("hanging.swift", Self.hangingScene)
    let environment = ["SWIFTC": compiler.path, "TMPDIR": temporary.path]
    let running = try #require(
      try runner.start(["hanging.swift", "-o", "out"], environment: environment))
    let driver = try #require(runner.waitForPID(in: "compiler.pid", while: running))

    kill(running.pid, SIGKILL)  // cannot be handled: the parent-death signal must do the work
    #expect(try running.wait().signal == SIGKILL)
    #expect(waitUntilDead(driver))
    // What the killed run could not remove: its scratch folder and the compiler's work folder (with the captures
    // of its output); nothing is ever put in TMPDIR.
    #expect(try runner.entries("out").count == 1)
    #expect(try runner.cacheTemporaries().count == 1)
    #expect(try runner.entries("tmp").isEmpty)

    // The next run (its compiler fails at once) removes them, since their process is gone.
    try runner.write("swiftc", "#!/bin/sh\necho 'no compiler here' >&2\nexit 1\n")
    #expect(try runner.run(["hanging.swift", "-o", "out"], environment: environment).status == 1)
    #expect(try runner.entries("out").isEmpty)
    #expect(try runner.cacheTemporaries().isEmpty)
  }
}

extension CommandRunner {
  func makeFolder(_ name: String) throws -> URL {
    let url = url(name)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The names in a folder of the scratch folder (hidden ones included; none when it does not exist).
  func entries(_ name: String) throws -> [String] {
    guard exists(name) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: url(name).path)
  }

  /// What is left in the cache's folder of work in progress.
  func cacheTemporaries() throws -> [String] {
    let tmp = cache.appendingPathComponent("tmp")
    guard FileManager.default.fileExists(atPath: tmp.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: tmp.path)
  }

  /// The process id a child wrote into `name`, once it has (at most a minute, and only while the command runs).
  func waitForPID(in name: String, while running: Running) -> pid_t? {
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline, running.process.isRunning {
      if let text = try? String(contentsOf: url(name), encoding: .utf8),
        let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
      {
        return pid
      }
      usleep(20_000)
    }
    return nil
  }
}

/// Whether a process runs: it exists and is not a zombie (a killed child re-parented to an init that does not reap
/// it stays one).
func isAlive(_ pid: pid_t) -> Bool {
  guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
    let close = stat.lastIndex(of: ")")
  else { return false }
  let state = stat[stat.index(close, offsetBy: 2)]
  return state != "Z" && state != "X"
}

/// Waits up to three seconds for a process to end; whether it did.
func waitUntilDead(_ pid: pid_t) -> Bool {
  let deadline = Date().addingTimeInterval(3)
  while Date() < deadline {
    if !isAlive(pid) { return true }
    usleep(20_000)
  }
  return false
}
