import Foundation
import RenderCore
import SceneProtocol

/// Compiles scene files and renders their scenes in host processes, `jobs` at a time; a scene that crashes or
/// hangs fails alone: the rest of its file is retried in a new process.
final class RenderBatch: @unchecked Sendable {
  let files: [SceneFile]
  let compiler: SceneCompiler
  let settings: RenderSettings
  /// Where host processes write; the caller moves results out and removes it.
  let scratch: URL
  /// Called once per outcome, from any thread.
  let report: @Sendable (SceneOutcome) -> Void

  private let lock = NSLock()
  private var outcomes: [SceneOutcome] = []
  private var reportedFingerprint: RendererFingerprint?

  /// The renderer fingerprint a host reported (when the settings ask for it).
  var fingerprint: RendererFingerprint? { lock.withLock { reportedFingerprint } }

  init(
    files: [SceneFile], compiler: SceneCompiler, settings: RenderSettings, scratch: URL,
    report: @escaping @Sendable (SceneOutcome) -> Void
  ) {
    self.files = files
    self.compiler = compiler
    self.settings = settings
    self.scratch = scratch
    self.report = report
  }

  /// Runs everything; returns the outcomes sorted by file and scene.
  func run() -> [SceneOutcome] {
    let box = ExecutableBox(count: files.count)
    WorkPool.run(count: files.count, jobs: settings.jobs) { [self] index in
      let file = files[index]
      do {
        switch try compiler.compile(file) {
        case .ready(let url):
          box.set(index, url)
        case .failed(let messages):
          // The compiler's own lines first (they point into the user's file), then the file's failure.
          let lines = messages.trimmingCharacters(in: .newlines)
          if !lines.isEmpty { Console.shared.line(lines) }
          add(fileFailure(index, "does not compile"))
        }
      } catch {
        add(fileFailure(index, "\(error)"))
      }
    }
    let executables = box.values
    let perFile = files.count >= settings.jobs ? 1 : (settings.jobs + files.count - 1) / files.count
    let tasks = files.indices.filter { executables[$0] != nil }.flatMap { index in
      (0..<perFile).map { (file: index, worker: $0) }
    }
    WorkPool.run(count: tasks.count, jobs: settings.jobs) { [self] number in
      let task = tasks[number]
      guard let executable = executables[task.file] else { return }
      render(fileIndex: task.file, executable: executable, worker: task.worker, workers: perFile)
    }
    return lock.withLock { outcomes.sorted { $0.sortKey < $1.sortKey } }
  }

  /// Renders one worker's share of a file, retrying what is left after a crash or a hang.
  private func render(fileIndex: Int, executable: URL, worker: Int, workers: Int) {
    let file = files[fileIndex]
    var indices: [Int]? = nil
    while true {
      let id = UUID().uuidString
      let events = scratch.appendingPathComponent("\(id).events")
      let output = scratch.appendingPathComponent(id)
      let requestURL = scratch.appendingPathComponent("\(id).request.json")
      let request = settings.request(
        file: file, events: events.path, outputFolder: output.path, worker: worker,
        workers: workers, indices: indices)
      let result: Subprocess.Result
      do {
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try JSONEncoder().encode(request).write(to: requestURL)
        var environment = ProcessInfo.processInfo.environment
        environment[HostRequest.environmentVariable] = requestURL.path
        if let contentSize = settings.contentSize {
          environment["LAYOUT_RENDER_CONTENT_SIZE"] = contentSize
        }
        // A crash prints its one-line reason, not a long backtrace (unless the user asked for one).
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        result = try Subprocess(
          executable: executable, environment: environment,
          currentDirectory: file.url.deletingLastPathComponent(), timeout: settings.timeout,
          progressFile: events
        ).run()
      } catch {
        add(fileFailure(fileIndex, "\(error)"))
        return
      }
      // What the scene file printed goes to standard error: standard output is for results.
      let printed = result.standardOutput.trimmingCharacters(in: .newlines)
      if !printed.isEmpty { Console.shared.line(printed) }
      let lines = Self.readEvents(events)
      guard let created = lines.first(where: { $0.kind == .created }) else {
        add(
          fileFailure(
            fileIndex,
            "\(result.reason(timeout: settings.timeout)) before creating its scenes"
              + Self.tail(result.standardError)))
        return
      }
      let names = created.names ?? []
      if names.isEmpty && worker == 0 && indices == nil {
        Console.shared.diagnostic(
          file.displayPath, "warning",
          "the file created no scenes; create Scene values in its top-level code")
      }
      if let fingerprint = created.fingerprint {
        lock.withLock { reportedFingerprint = fingerprint }
      }
      var finished = Set<Int>()
      var started: Int?
      for event in lines {
        switch event.kind {
        case .created: continue
        case .started: started = event.index
        case .rendered, .failed:
          finished.insert(event.index)
          started = nil
          add(outcome(fileIndex, event))
        }
      }
      if result.succeeded { return }
      // The process died: the scene in progress is the culprit, the rest of the share is retried.
      if let culprit = started {
        finished.insert(culprit)
        add(
          SceneOutcome(
            fileIndex: fileIndex, sceneIndex: culprit, file: file.displayPath, name: names[culprit],
            status: .failed,
            message: "\(result.reason(timeout: settings.timeout)) while rendering"
              + Self.tail(result.standardError), warnings: []))
      } else {
        add(
          fileFailure(
            fileIndex,
            "\(result.reason(timeout: settings.timeout)) after its scenes were rendered"
              + Self.tail(result.standardError)))
        return
      }
      let share =
        indices
        ?? names.indices.filter {
          $0 % workers == worker
            && ShardKey.shard(file: file.displayPath, scene: names[$0], of: settings.shards)
              == settings.shard
        }
      let remaining = share.filter { !finished.contains($0) }
      if remaining.isEmpty { return }
      indices = remaining
    }
  }

  private func outcome(_ fileIndex: Int, _ event: HostEvent) -> SceneOutcome {
    SceneOutcome(
      fileIndex: fileIndex, sceneIndex: event.index, file: files[fileIndex].displayPath,
      name: event.name, status: event.kind == .rendered ? .rendered : .failed,
      renderedFile: event.output, message: event.message, warnings: event.warnings ?? [],
      frames: event.frames, milliseconds: event.milliseconds)
  }

  private func fileFailure(_ fileIndex: Int, _ message: String) -> SceneOutcome {
    SceneOutcome(
      fileIndex: fileIndex, sceneIndex: -1, file: files[fileIndex].displayPath, name: "",
      status: .failed, message: message, warnings: [])
  }

  private func add(_ outcome: SceneOutcome) {
    lock.withLock { outcomes.append(outcome) }
    report(outcome)
  }

  private static func readEvents(_ url: URL) -> [HostEvent] {
    guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
    let decoder = JSONDecoder()
    return data.split(separator: UInt8(ascii: "\n")).compactMap {
      try? decoder.decode(HostEvent.self, from: Data($0))
    }
  }

  /// What a crashed process said: its `Fatal error` line when there is one, else its last lines; indented.
  private static func tail(_ text: String) -> String {
    let all = text.split(separator: "\n")
    let fatal = all.filter { $0.contains("Fatal error") || $0.contains("Precondition failed") }
    let lines = fatal.isEmpty ? Array(all.suffix(6)) : fatal
    guard !lines.isEmpty else { return "" }
    return ":\n" + lines.map { "    " + $0 }.joined(separator: "\n")
  }
}

/// Compiled executables by file index, filled from several threads.
private final class ExecutableBox: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [URL?]

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ url: URL) { lock.withLock { storage[index] = url } }

  var values: [URL?] { lock.withLock { storage } }
}
