import Foundation
import SnapshotCore
import Testing

@Suite struct RecordModeTests {
  @Test func defaultIsMissingLocally() {
    #expect(RecordMode.fromEnvironment([:]) == .missing)
  }

  @Test func environmentChoosesTheMode() {
    #expect(RecordMode.fromEnvironment(["LAYOUT_RENDER_RECORD": "failed"]) == .failed)
    #expect(RecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "all"]) == .all)
    #expect(
      RecordMode.fromEnvironment([
        "LAYOUT_RENDER_RECORD": "never", "SNAPSHOT_TESTING_RECORD": "all",
      ])
        == .never)
  }

  @Test func ciNeverRecordsWhateverIsAsked() {
    let ci = ["CI": "true", "LAYOUT_RENDER_RECORD": "all"]
    #expect(RecordMode.fromEnvironment(ci) == .never)
    #expect(RecordMode.resolve(requested: .all, environment: ci) == .never)
    #expect(RecordMode.resolve(requested: .failed, environment: ["CI": "false"]) == .failed)
  }

  @Test func requestBeatsEnvironmentLocally() {
    #expect(
      RecordMode.resolve(requested: .failed, environment: ["LAYOUT_RENDER_RECORD": "all"])
        == .failed)
    #expect(
      RecordMode.resolve(requested: nil, environment: ["LAYOUT_RENDER_RECORD": "all"]) == .all)
  }
}

/// The one environment variable for artefacts, shared by every way of checking a snapshot.
@Suite struct ArtifactsFolderTests {
  let root = URL(fileURLWithPath: "/work/package")

  @Test func theVariableWinsElseTheBuildFolder() {
    #expect(
      ArtifactsFolder.resolve(environment: ["LAYOUT_RENDER_ARTIFACTS": "/tmp/a"], packageRoot: root)
        .path
        == "/tmp/a")
    #expect(
      ArtifactsFolder.resolve(environment: [:], packageRoot: root).path
        == "/work/package/.build/snapshot-artifacts")
    #expect(
      ArtifactsFolder.resolve(environment: ["LAYOUT_RENDER_ARTIFACTS": ""], packageRoot: root).path
        == "/work/package/.build/snapshot-artifacts", "an empty value is unset")
  }
}
