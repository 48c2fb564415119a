import Foundation
import Layout
import Render
import SceneProtocol

/// The code `layout-render` appends to a scene file (not API).
///
/// After the file's own code has created its scenes, it renders the ones the request asks for.
public enum _LayoutRenderHost {
  /// Renders the recorded scenes as the request in `LAYOUT_RENDER_HOST_REQUEST` says, then exits.
  public static func run() {
    guard let path = ProcessInfo.processInfo.environment[HostRequest.environmentVariable],
      let data = FileManager.default.contents(atPath: path),
      let request = try? JSONDecoder().decode(HostRequest.self, from: data)
    else {
      FileHandle.standardError.write(
        Data("layout-render: this program is run by layout-render\n".utf8))
      exit(2)
    }
    guard let events = EventWriter(path: request.eventsFile) else { exit(2) }
    let scenes = SceneRegistry.scenes
    let fingerprint = request.fingerprint ? try? RendererFingerprint.current() : nil
    events.write(
      HostEvent(
        kind: .created, index: scenes.count, name: "", names: scenes.map(\.name),
        fingerprint: fingerprint))
    guard !request.listOnly else { finish() }
    for (index, scene) in scenes.enumerated() where isMine(index, scene, request) {
      events.write(HostEvent(kind: .started, index: index, name: scene.name))
      events.write(SceneJob(scene: scene, index: index, request: request).run())
    }
    finish()
  }

  /// Ends the process at once: what the scene file printed is flushed (`fflush(nil)` flushes every stream), everything else was written unbuffered, and
  /// tearing down the libraries (fontconfig, Pango, the Swift runtime) would only cost time.
  private static func finish() -> Never {
    fflush(nil)
    _exit(0)
  }

  /// Whether this worker and shard render scene `index`.
  private static func isMine(_ index: Int, _ scene: Scene, _ request: HostRequest) -> Bool {
    if let indices = request.indices { return indices.contains(index) }
    guard index % max(1, request.workers) == request.worker else { return false }
    return ShardKey.shard(file: request.sourceFile, scene: scene.name, of: request.shards)
      == request.shard
  }
}

/// Appends JSON lines to the events file, unbuffered, so that a crash loses nothing already written.
private final class EventWriter {
  private let handle: FileHandle
  private let encoder = JSONEncoder()

  init?(path: String) {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { return nil }
    self.handle = handle
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  }

  func write(_ event: HostEvent) {
    guard let data = try? encoder.encode(event) else { return }
    handle.write(data + Data("\n".utf8))
  }
}
