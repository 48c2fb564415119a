import Foundation
import Testing

/// Runs the real `layout-render` executable of this package's build, as a user would.
struct CommandRunner {
  struct Result {
    var status: Int32
    /// The signal that ended the command, if one did (then `status` is its number too).
    var signal: Int32? = nil
    var standardOutput: Data
    var standardError: String
    var output: String { String(decoding: standardOutput, as: UTF8.self) }
  }

  /// The package root, found from this file.
  static let packageRoot: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("Package.swift").path)
    {
      folder.deleteLastPathComponent()
    }
    return folder
  }()

  /// `LAYOUT_RENDER_BIN`, else `.build/debug/layout-render` (built by `swift build`, which `make test` runs first).
  static let executable: URL = {
    if let explicit = ProcessInfo.processInfo.environment["LAYOUT_RENDER_BIN"] {
      return URL(fileURLWithPath: explicit)
    }
    return packageRoot.appendingPathComponent(".build/debug/layout-render")
  }()

  /// A compile cache shared by the tests that do not test the cache itself.
  static let sharedCache = FileManager.default.temporaryDirectory.appendingPathComponent(
    "layout-render-command-tests-\(getuid())")

  /// A scratch folder for one test, removed when the last copy of the runner goes.
  var folder: URL { scratch.url }
  private let scratch: ScratchFolder
  var cache: URL = CommandRunner.sharedCache

  init() throws {
    scratch = try ScratchFolder()
  }

  /// Owns a test's scratch folder: the folder goes with the object, so no run leaves folders behind.
  private final class ScratchFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-render-test-\(UUID().uuidString)")

    init() throws {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
  }

  /// Writes a scene file into the scratch folder.
  @discardableResult
  func write(_ name: String, _ source: String) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try source.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

  func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: url(name).path) }

  /// Runs the command in the scratch folder.
  func run(_ arguments: String..., environment extra: [String: String] = [:]) throws -> Result {
    try run(arguments, environment: extra)
  }

  func run(
    _ arguments: [String], environment extra: [String: String] = [:],
    executable: URL = CommandRunner.executable, standardInput: URL? = nil
  ) throws -> Result {
    guard
      let running = try start(
        arguments, environment: extra, executable: executable, standardInput: standardInput)
    else { return Result(status: -1, standardOutput: Data(), standardError: "") }
    return try running.wait()
  }

  /// Starts the command in the scratch folder without waiting for it (nil, with an issue recorded, when it was
  /// not built).
  func start(
    _ arguments: [String], environment extra: [String: String] = [:],
    executable: URL = CommandRunner.executable, standardInput: URL? = nil
  ) throws -> Running? {
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      Issue.record("no executable at \(executable.path): run `swift build` (make test does) first")
      return nil
    }
    let process = Process()
    process.executableURL = executable
    if let standardInput { process.standardInput = try FileHandle(forReadingFrom: standardInput) }
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["LAYOUT_RENDER_CACHE"] = cache.path
    environment.removeValue(forKey: "CI")
    environment.removeValue(forKey: "LAYOUT_RENDER_RECORD")
    for (key, value) in extra { environment[key] = value }
    process.environment = environment
    let running = Running(
      process: process, out: folder.appendingPathComponent(".stdout-\(UUID().uuidString)"),
      err: folder.appendingPathComponent(".stderr-\(UUID().uuidString)"))
    _ = FileManager.default.createFile(atPath: running.out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: running.err.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: running.out)
    process.standardError = try FileHandle(forWritingTo: running.err)
    try process.run()
    return running
  }

  /// A command started by ``start(_:environment:executable:standardInput:)``.
  struct Running {
    let process: Process
    let out: URL
    let err: URL

    var pid: pid_t { process.processIdentifier }

    /// Waits for the end (at most two minutes: no test may hang the suite, so the command is then killed and the
    /// test fails on its status) and collects what it printed.
    func wait() throws -> Result {
      defer {
        try? FileManager.default.removeItem(at: out)
        try? FileManager.default.removeItem(at: err)
      }
      let pid = process.processIdentifier
      let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
      DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
      process.waitUntilExit()
      watchdog.cancel()
      let signal: Int32? =
        process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
      return Result(
        status: process.terminationStatus, signal: signal,
        standardOutput: try Data(contentsOf: out),
        standardError: try String(contentsOf: err, encoding: .utf8))
    }
  }
}

/// A scene file with scenes named `names`, each 100 × 50 points at scale 1 on white, with a card 10 points inside
/// the edges (filled with `color`) and a 20 × 10 badge 5 points inside the card's top leading corner.
func cardScenes(_ names: [String], color: String = "#FF0000") -> String {
  // The card's colour as UIKit code spells it: components of the `#RRGGBB` string, each 0 or 1 here.
  let components = stride(from: 1, to: 7, by: 2).map { offset -> String in
    let start = color.index(color.startIndex, offsetBy: offset)
    return UInt8(color[start..<color.index(start, offsetBy: 2)], radix: 16) == 0 ? "0" : "1"
  }
  let cardColor =
    "UIColor(red: \(components[0]), green: \(components[1]), blue: \(components[2]), alpha: 1)"
  var source = "import LayoutRender\n\n"
  for name in names {
    source += """
      _ = Scene("\(name)", size: CGSize(width: 100, height: 50), scale: 1, backgroundColor: .white) { root in
        let card = UIView()
        card.identifier = "card"
        card.backgroundColor = \(cardColor)
        root.addSubview(card)
        card.edgeAnchor == root.edgeAnchor + UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let badge = UIView()
        badge.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        card.addSubview(badge)
        badge.leadingAnchor == card.leadingAnchor + 5
        badge.topAnchor == card.topAnchor + 5
        badge.sizeAnchor == CGSize(width: 20, height: 10)
      }

      """
  }
  return source
}
