import SceneProtocol
import Testing

/// Whose fault a host's death was, read from its events alone.
@Suite struct HostRunTests {
  func request(worker: Int = 0, workers: Int = 1) -> HostRequest {
    HostRequest(
      sourceFile: "a.swift", eventsFile: "", outputFolder: "", format: .png,
      share: WorkShare(worker: worker, workers: workers))
  }

  /// The events the tests write, by what they say.
  enum Kind { case began, building, created, started, rendered, completed }

  func event(_ kind: Kind, _ index: Int, _ name: String = "") -> HostEvent {
    switch kind {
    case .began: .began(fingerprint: nil)
    case .building: .building(index: index, name: name)
    case .created: .created(index: index, name: name)
    case .started: .started(index: index, name: name)
    case .rendered: .finished(SceneReport(status: .rendered, index: index, name: name))
    case .completed: .completed(sceneCount: index)
    }
  }

  /// The events of a file that made scenes A and B, up to its code's end.
  var madeBoth: [HostEvent] {
    [
      event(.began, 0), event(.building, 0, "A"), event(.created, 0, "A"),
      event(.building, 1, "B"), event(.created, 1, "B"), event(.completed, 0),
    ]
  }

  @Test func aDeathWhileRenderingIsThatScenesFault() {
    let events =
      madeBoth + [event(.started, 0, "A"), event(.rendered, 0, "A"), event(.started, 1, "B")]
    let run = HostRun(events: events)
    #expect(run.finished.map(\.name) == ["A"])
    guard
      case .culprit(let index, let name, let stage, let isMine) =
        run.verdict(succeeded: false, request: request())
    else {
      Issue.record("expected a culprit")
      return
    }
    #expect((index, name, stage, isMine) == (1, "B", .rendering, true))
  }

  @Test func aDeathWhileBuildingIsTheBuildingScenesFault() {
    let events = [
      event(.began, 0), event(.building, 0, "A"), event(.created, 0, "A"), event(.building, 1, "B"),
    ]
    guard
      case .culprit(let index, _, let stage, _) =
        HostRun(events: events).verdict(succeeded: false, request: request())
    else {
      Issue.record("expected a culprit")
      return
    }
    #expect(index == 1)
    #expect(stage == .building)
  }

  @Test func anotherWorkersSceneIsNotReportedHere() {
    let events = madeBoth + [event(.started, 1, "B")]
    guard
      case .culprit(_, _, _, let isMine) =
        HostRun(events: events).verdict(succeeded: false, request: request(worker: 0, workers: 2))
    else {
      Issue.record("expected a culprit")
      return
    }
    #expect(!isMine, "scene 1 of 2 workers is worker 1's")
  }

  @Test func aBuildThatThrewLeavesItsSceneUnbuilt() {
    let events = [
      event(.began, 0), event(.building, 0, "A"), event(.created, 0, "A"), event(.building, 1, "B"),
      event(.completed, 0), event(.started, 0, "A"), event(.rendered, 0, "A"),
    ]
    guard
      case .finished(let unbuilt) = HostRun(events: events).verdict(
        succeeded: true, request: request())
    else {
      Issue.record("expected the run to finish")
      return
    }
    #expect(unbuilt.map(\.index) == [1])
    #expect(unbuilt.map(\.name) == ["B"])
  }

  @Test func deathsOutsideAnySceneAreTheFiles() {
    func reason(_ events: [HostEvent]) -> String? {
      guard
        case .fileFailure(let reason) = HostRun(events: events).verdict(
          succeeded: false, request: request())
      else { return nil }
      return reason
    }
    #expect(reason([event(.began, 0)]) == "before creating its first scene")
    #expect(
      reason([event(.began, 0), event(.building, 0, "A"), event(.created, 0, "A")])
        == "after creating scene \"A\", outside any scene")
    // Between two renders, and after the last one: no scene was being drawn.
    let afterCode = "after its code ended, outside any scene's rendering"
    #expect(reason(madeBoth + [event(.started, 0, "A"), event(.rendered, 0, "A")]) == afterCode)
    #expect(
      reason(
        madeBoth + [
          event(.started, 0, "A"), event(.rendered, 0, "A"), event(.started, 1, "B"),
          event(.rendered, 1, "B"),
        ]) == afterCode)
  }
}
