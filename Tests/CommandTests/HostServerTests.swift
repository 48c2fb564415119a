import Foundation
import Render
import Testing

/// Host servers, switched on with `LAYOUT_RENDER_HOST_SERVERS=1`.
///
/// Files sharing an executable then run in children forked from one warm server process per worker: each child is
/// as isolated as a process of its own, and a crash, a hang or Ctrl-C stops only what it should. Without the switch
/// they run in processes of their own.
@Suite(.serialized) struct HostServerTests {
  /// Prints the name of its process's parent (a server's children print `scene`, the cached executable's name) and
  /// sets an appearance proxy that would turn the other file's view red if it leaked.
  static let redByProxy = """
    import UIKit
    import LayoutRender
    UIView.appearance().backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let parent = (try? String(contentsOfFile: "/proc/\\(getppid())/comm", encoding: .utf8)) ?? "?\\n"
    print("parent of Red: \\(parent)", terminator: "")
    _ = Scene("Red", size: CGSize(width: 20, height: 20), scale: 1) { root in
      root.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    }

    """

  static let plainView = """
    import UIKit
    import LayoutRender
    let parent = (try? String(contentsOfFile: "/proc/\\(getppid())/comm", encoding: .utf8)) ?? "?\\n"
    print("parent of Plain: \\(parent)", terminator: "")
    _ = Scene("Plain", size: CGSize(width: 20, height: 20), scale: 1) { root in
      root.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    }

    """

  static let serversOn = ["LAYOUT_RENDER_HOST_SERVERS": "1"]

  /// Runs the two files above together, one job, with `environment`.
  private func runRedAndPlain(environment: [String: String]) throws -> (
    CommandRunner, CommandRunner.Result
  ) {
    var runner = try CommandRunner()
    runner.cache = runner.url("cache")
    let folder = try runner.makeFolder("scenes")
    try Self.redByProxy.write(
      to: folder.appendingPathComponent("1-Red.swift"), atomically: true, encoding: .utf8)
    try Self.plainView.write(
      to: folder.appendingPathComponent("2-Plain.swift"), atomically: true, encoding: .utf8)
    return (runner, try runner.run(["scenes", "-o", "out", "-j", "1"], environment: environment))
  }

  @Test func withoutTheSwitchEachFileRunsInAProcessOfItsOwn() throws {
    let (_, result) = try runRedAndPlain(environment: [:])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardError.contains("parent of Red: layout-render\n"), "\(result.standardError)")
    #expect(
      result.standardError.contains("parent of Plain: layout-render\n"), "\(result.standardError)")
  }

  @Test func filesRunInChildrenOfAServerAndWhatOneChangesStaysInIt() throws {
    let (runner, result) = try runRedAndPlain(environment: Self.serversOn)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.contains("parent of Red: scene\n"), "\(result.standardError)")
    #expect(result.standardError.contains("parent of Plain: scene\n"), "\(result.standardError)")
    let red = try RGBAImage(pngData: Data(contentsOf: runner.url("out/Red.png")))
    let plain = try RGBAImage(pngData: Data(contentsOf: runner.url("out/Plain.png")))
    #expect(red.pixel(x: 5, y: 5) == (255, 0, 0, 255))
    #expect(
      plain.pixel(x: 5, y: 5) == plain.pixel(x: 15, y: 15),
      "the proxy set by Red stayed in its process")
    #expect(plain.pixel(x: 15, y: 15) == (255, 255, 255, 255))
  }

  @Test func aCrashAndAHangInServedFilesFailAloneAndTheRestRender() throws {
    var runner = try CommandRunner()
    runner.cache = runner.url("cache")
    let folder = try runner.makeFolder("scenes")
    let sources = [
      "A": cardScenes(["A"]),
      "Crash": """
      import LayoutRender
      _ = Scene("First", size: CGSize(width: 20, height: 20)) { _ in }
      _ = Scene("Broken", size: CGSize(width: 20, height: 20)) { _ in
        let values: [Int] = []
        _ = values[3]
      }
      _ = Scene("Last", size: CGSize(width: 20, height: 20)) { _ in }

      """,
      "Hang": """
      import LayoutRender
      _ = Scene("Spinning", size: CGSize(width: 20, height: 20)) { _ in
        while true {}
      }
      _ = Scene("Fine", size: CGSize(width: 20, height: 20)) { _ in }

      """,
      "B": cardScenes(["B"]),
    ]
    for (name, source) in sources {
      try source.write(
        to: folder.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
    }
    let result = try runner.run(
      ["scenes", "-o", "out", "-j", "1", "--timeout", "2"], environment: Self.serversOn)
    #expect(result.status == 1)
    #expect(
      result.standardError.contains("scene \"Broken\": crashed")
        && result.standardError.contains("scene \"Spinning\": made no progress for 2 s"),
      "\(result.standardError)")
    #expect(
      try runner.entries("out").sorted() == ["A.png", "B.png", "Fine.png", "First.png", "Last.png"])
  }

  @Test func ctrlCStopsAServedSceneAndItsServer() throws {
    var runner = try CommandRunner()
    runner.cache = runner.url("cache")
    let folder = try runner.makeFolder("scenes")
    try cardScenes(["A"]).write(
      to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    try InterruptionTests.hangingScene.write(
      to: folder.appendingPathComponent("Hanging.swift"), atomically: true, encoding: .utf8)
    let running = try #require(
      try runner.start(["scenes", "-o", "out", "-j", "1"], environment: Self.serversOn))
    let host = try #require(runner.waitForPID(in: "scenes/host.pid", while: running))
    #expect(isAlive(host))
    let server = getppid(of: host)
    running.process.interrupt()
    let result = try running.wait()
    #expect(result.signal == SIGINT)
    #expect(waitUntilDead(host), "the served scene must not outlive the command")
    if let server { #expect(waitUntilDead(server), "nor its server") }
    #expect(try runner.entries("out").isEmpty)
  }

  /// The parent of a process, from `/proc`.
  private func getppid(of pid: pid_t) -> pid_t? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 1 ? pid_t(fields[1]) : nil
  }
}
