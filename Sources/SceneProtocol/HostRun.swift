package import RenderCore

/// What one host process's events say: the scenes it finished, and, if it died, whose fault that was.
///
/// A pure reading of the events: which scene a crash belongs to depends on them alone, not on the process.
package struct HostRun {
  /// How the run ended.
  package enum Verdict {
    /// The file's code ran to its end. `unbuilt`: scenes whose build closure threw (begun, never made).
    case finished(unbuilt: [(index: Int, name: String)])
    /// The process died (or was killed after a timeout) while building or rendering scene `index`; `isMine`
    /// when that scene is in this host's share, so its failure is reported once, by one worker.
    case culprit(index: Int, name: String, stage: Stage, isMine: Bool)
    /// The process died outside any scene: before the first, between two, or after the file's code ended.
    case fileFailure(String)
  }

  /// What a scene was going through when its host died.
  package enum Stage: String, Sendable, CustomStringConvertible {
    /// Its build closure was running.
    case building = "building (in its build closure)"
    /// It was being laid out and drawn.
    case rendering

    package var description: String { rawValue }
  }

  /// Rendered or failed scenes, in order.
  package let finished: [SceneReport]
  package let fingerprint: RendererFingerprint?
  /// How many scenes the file's code began to make.
  package let madeCount: Int
  private let events: [HostEvent]

  package init(events: [HostEvent]) {
    self.events = events
    finished = events.compactMap { if case .finished(let report) = $0 { report } else { nil } }
    fingerprint =
      events.lazy.compactMap { if case .began(let fingerprint) = $0 { fingerprint } else { nil } }
      .first
    madeCount = events.filter { if case .building = $0 { true } else { false } }.count
  }

  /// The verdict, given whether the process exited normally and what it was asked.
  package func verdict(succeeded: Bool, request: HostRequest) -> Verdict {
    var names: [Int: String] = [:]
    var made = Set<Int>()
    var building: Int?
    var rendering: Int?
    var completed = false
    for event in events {
      switch event {
      case .began: continue
      case .building(let index, let name):
        names[index] = name
        building = index
      case .created(let index, _):
        made.insert(index)
        building = nil
      case .started(let index, _): rendering = index
      case .finished: rendering = nil
      case .completed: completed = true
      }
    }
    if completed && succeeded {
      let unbuilt = names.keys.sorted()
        .filter { !made.contains($0) && request.isMine(index: $0, name: names[$0] ?? "") }
        .map { (index: $0, name: names[$0] ?? "") }
      return .finished(unbuilt: unbuilt)
    }
    // Scenes are rendered after the file's code completes; before that, the scene being built is at fault.
    if let index = completed ? rendering : building {
      let name = names[index] ?? ""
      return .culprit(
        index: index, name: name,
        stage: completed ? .rendering : .building,
        isMine: request.isMine(index: index, name: name))
    }
    // Between two renders or after the last: no scene was being drawn.
    if completed { return .fileFailure("after its code ended, outside any scene's rendering") }
    if names.isEmpty { return .fileFailure("before creating its first scene") }
    let last = names.keys.max() ?? 0
    return .fileFailure("after creating scene \"\(names[last] ?? "")\", outside any scene")
  }
}
