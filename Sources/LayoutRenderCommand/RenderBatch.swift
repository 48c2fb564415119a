import Foundation
import RenderCore
import SceneProtocol
import Synchronization

/// Compiles scene files and renders their scenes in host processes, `jobs` at a time; a scene that crashes or
/// hangs fails alone: the rest of its file is retried in a new process.
final class RenderBatch: Sendable {
  let files: [SceneFile]
  let compiler: SceneCompiler
  let settings: RenderSettings
  /// Where host processes write; the caller moves results out and removes it.
  let scratch: URL
  /// Called once per outcome, from any thread.
  let report: @Sendable (SceneOutcome) -> Void

  /// What the workers share.
  private struct Progress {
    var outcomes: [SceneOutcome] = []
    var reportedFingerprint: RendererFingerprint?
    /// For each file being rendered, how many of its workers have not finished.
    var workersLeft: [Int: Int] = [:]
  }

  private let progress = Mutex(Progress())
  /// Warm processes that run the files of shared executables (``HostServers``).
  private let servers: HostServers

  /// The renderer fingerprint a host reported (when the settings ask for it).
  var fingerprint: RendererFingerprint? { progress.withLock { $0.reportedFingerprint } }

  init(
    files: [SceneFile], compiler: SceneCompiler, settings: RenderSettings, scratch: URL,
    report: @escaping @Sendable (SceneOutcome) -> Void
  ) {
    self.files = files
    self.compiler = compiler
    self.settings = settings
    self.scratch = scratch
    self.report = report
    servers = HostServers(scratch: scratch, jobs: settings.jobs)
  }

  /// Runs everything; returns the outcomes sorted by file and scene.
  func run() -> [SceneOutcome] {
    let box = ExecutableBox(count: files.count)
    BatchCompile(compiler: compiler, jobs: settings.jobs).run(files) { [self] index, outcome, how in
      let file = files[index]
      switch outcome {
      case .success(.ready(let executable, _)):
        box.set(index, executable)
        Console.shared.detail("\(file.displayPath): \(how)")
        return
      case .success(.failed(let messages)):
        // The compiler's own lines first (they point into the user's file), then the file's failure.
        let lines = messages.trimmingCharacters(in: .newlines)
        if !lines.isEmpty { Console.shared.line(lines) }
        add(fileFailure(index, "does not compile"))
      case .failure(let error):
        add(fileFailure(index, "\(error)"))
      }
      Console.shared.fileFinished()
    }
    let executables = box.values
    let perFile = files.count >= settings.jobs ? 1 : (settings.jobs + files.count - 1) / files.count
    let tasks = files.indices.filter { executables[$0] != nil }.flatMap { index in
      (0..<perFile).map { (file: index, worker: $0) }
    }
    progress.withLock { progress in
      for index in files.indices where executables[index] != nil {
        progress.workersLeft[index] = perFile
      }
    }
    WorkPool.run(count: tasks.count, jobs: settings.jobs) { [self] number in
      let task = tasks[number]
      guard let executable = executables[task.file] else { return }
      render(fileIndex: task.file, executable: executable, worker: task.worker, workers: perFile)
      let fileDone = progress.withLock { progress in
        progress.workersLeft[task.file, default: 1] -= 1
        return progress.workersLeft[task.file] == 0
      }
      if fileDone { Console.shared.fileFinished() }
    }
    servers.stopAll()
    return progress.withLock { $0.outcomes.sorted { $0.sortKey < $1.sortKey } }
  }

  /// Renders one worker's share of a file; after a crash or a hang the file runs again with the scenes already
  /// done and the culprit skipped (neither built nor rendered), until it runs to its end.
  private func render(fileIndex: Int, executable: SceneExecutable, worker: Int, workers: Int) {
    var done: [Int] = []
    while true {
      let request = settings.request(
        file: files[fileIndex], events: "", outputFolder: "",
        share: WorkShare(
          worker: worker, workers: workers, shard: settings.shard.index,
          shards: settings.shard.count,
          done: done))
      guard let (result, events) = runHost(fileIndex: fileIndex, executable: executable, request)
      else {
        return
      }
      let run = HostRun(events: events)
      if let fingerprint = run.fingerprint {
        progress.withLock { $0.reportedFingerprint = fingerprint }
      }
      for event in run.finished { add(outcome(fileIndex, event)) }
      guard
        let next = report(
          run.verdict(succeeded: result.succeeded, request: request), of: run, result,
          fileIndex: fileIndex, isFirstRun: worker == 0 && done.isEmpty)
      else { return }
      // Each retry must skip something new, or it would fail the same way again.
      let skipped = Set(done).union(next).sorted()
      guard skipped.count > done.count else { return }
      done = skipped
    }
  }

  /// Reports what a host's verdict says; returns the scenes the next run must skip, or `nil` when the file is done
  /// (it ran to its end, or failed outside any scene).
  private func report(
    _ verdict: HostRun.Verdict, of run: HostRun, _ result: Subprocess.Result, fileIndex: Int,
    isFirstRun: Bool
  ) -> [Int]? {
    switch verdict {
    case .finished(let unbuilt):
      for (index, name) in unbuilt {
        add(sceneFailure(fileIndex, index, name, "its build closure threw; the scene was not made"))
      }
      if run.madeCount == 0 && isFirstRun {
        Console.shared.diagnostic(
          files[fileIndex].displayPath, .warning,
          "the file created no scenes; create Scene values in its top-level code")
      }
      return nil
    case .culprit(let index, let name, let stage, let isMine):
      if isMine {
        add(
          sceneFailure(
            fileIndex, index, name,
            "\(result.reason(timeout: settings.timeout)) while \(stage)"
              + Self.tail(result.standardError)))
      }
      return run.finished.map(\.index) + [index]
    case .fileFailure(let what):
      add(
        fileFailure(
          fileIndex,
          "\(result.reason(timeout: settings.timeout)) \(what)" + Self.tail(result.standardError)))
      return nil
    }
  }

  /// Runs one host process for a request; `nil` when it could not be started (the failure is reported).
  private func runHost(fileIndex: Int, executable: SceneExecutable, _ base: HostRequest) -> (
    Subprocess.Result, [HostEvent]
  )? {
    let file = files[fileIndex]
    let id = UUID().uuidString
    let events = scratch.appendingPathComponent("\(id).events")
    let output = scratch.appendingPathComponent(id)
    let requestURL = scratch.appendingPathComponent("\(id).request.json")
    var request = base
    request.eventsFile = events.path
    request.outputFolder = output.path
    do {
      try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
      try JSONEncoder().encode(request).write(to: requestURL)
      var environment = ProcessInfo.processInfo.environment
      environment[HostRequest.environmentVariable] = requestURL.path
      // A crash prints its one-line reason, not a long backtrace (unless the user asked for one).
      if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
      let directory = file.url.deletingLastPathComponent()
      let served = servers.run(
        executable, environment: environment, request: requestURL, directory: directory,
        outputs: ["out", "err"].map {
          scratch.appendingPathComponent(id).appendingPathExtension($0)
        },
        timeout: settings.timeout, progressFile: events)
      let result =
        try served
        ?? Subprocess(
          executable: executable.url, environment: executable.environment(environment),
          currentDirectory: directory, timeout: settings.timeout, progressFile: events,
          captureFolder: scratch, captureName: id
        ).run()
      // What the scene file printed goes to standard error (standard output is for results), up to 64 KB.
      let printed = result.standardOutput.trimmingCharacters(in: .newlines)
      let shown = 65_536
      if printed.utf8.count > shown {
        Console.shared.line(
          String(decoding: printed.utf8.prefix(shown), as: UTF8.self)
            + "\n… (\(printed.utf8.count - shown) more bytes printed by \(file.displayPath) not shown)"
        )
      } else if !printed.isEmpty {
        Console.shared.line(printed)
      }
      return (result, Self.readEvents(events))
    } catch {
      add(fileFailure(fileIndex, "\(error)"))
      return nil
    }
  }

  private func outcome(_ fileIndex: Int, _ report: SceneReport) -> SceneOutcome {
    SceneOutcome(
      fileIndex: fileIndex, sceneIndex: report.index, file: files[fileIndex].displayPath,
      name: report.name, status: report.status == .rendered ? .rendered : .failed,
      renderedFile: report.output, message: report.message, warnings: report.warnings,
      diagnostics: report.diagnostics, frames: report.frames, milliseconds: report.milliseconds,
      lint: report.lint)
  }

  private func sceneFailure(_ fileIndex: Int, _ index: Int, _ name: String, _ message: String)
    -> SceneOutcome
  {
    SceneOutcome(
      fileIndex: fileIndex, sceneIndex: index, file: files[fileIndex].displayPath, name: name,
      status: .failed, message: message, warnings: [])
  }

  private func fileFailure(_ fileIndex: Int, _ message: String) -> SceneOutcome {
    SceneOutcome(
      fileIndex: fileIndex, sceneIndex: -1, file: files[fileIndex].displayPath, name: "",
      status: .failed, message: message, warnings: [])
  }

  private func add(_ outcome: SceneOutcome) {
    progress.withLock { $0.outcomes.append(outcome) }
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
private final class ExecutableBox: Sendable {
  private let storage: Mutex<[SceneExecutable?]>

  init(count: Int) { storage = Mutex(Array(repeating: nil, count: count)) }

  func set(_ index: Int, _ executable: SceneExecutable) {
    storage.withLock { $0[index] = executable }
  }

  var values: [SceneExecutable?] { storage.withLock { $0 } }
}
