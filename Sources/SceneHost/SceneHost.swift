import Foundation
import HeadlessUIKit
import Render
import SceneProtocol

/// The code `layout-render` puts around a scene file (not API).
///
/// `begin()` runs before the file's own code and watches every scene it makes: each build is announced (so a crash
/// or hang in a build closure is that scene's alone) and its diagnostics collected. `run()` runs after the file's
/// code, renders this host's share of the scenes, and ends the process. Scenes are rendered at the end, not as
/// they are made, because a file may add views to a scene after making it.
public enum _LayoutRenderHost {
  // Unsafe: `begin()` sets it before the file's code runs and `run()` reads it after, on the same thread.
  nonisolated(unsafe) private static var host: HostObserver?

  /// Reads the request in `LAYOUT_RENDER_HOST_REQUEST` and starts watching scenes.
  public static func begin() {
    guard let path = ProcessInfo.processInfo.environment[HostRequest.environmentVariable],
      let data = FileManager.default.contents(atPath: path),
      let request = try? JSONDecoder().decode(HostRequest.self, from: data)
    else {
      FileHandle.standardError.write(
        Data("layout-render: this program is run by layout-render\n".utf8))
      exit(2)
    }
    guard let events = EventWriter(path: request.eventsFile) else { exit(2) }
    if let size = request.contentSize {
      ContentSizeCategory.startHost(at: ContentSizeCategory(size))
    }
    let fingerprint = request.fingerprint ? try? RendererFingerprint.current() : nil
    events.write(.began(fingerprint: fingerprint))
    let observer = HostObserver(request: request, events: events)
    host = observer
    Scene.observer = observer
  }

  /// Runs the scene file that `LAYOUT_RENDER_SCENE_ENTRY` names, of several compiled into one executable, each
  /// file's code in a function: `begin()`, the file's function, `run()`; or serves the command's requests to run
  /// them one after another (``HostServer``).
  public static func runFile(among files: [String: () -> Void]) -> Never {
    if ProcessInfo.processInfo.environment[HostRequest.serverVariable] != nil {
      HostServer.serve(files)
    }
    guard let name = ProcessInfo.processInfo.environment[HostRequest.entryVariable],
      let file = files[name]
    else {
      FileHandle.standardError.write(
        Data("layout-render: this program is run by layout-render\n".utf8))
      exit(2)
    }
    begin()
    file()
    run()
  }

  /// The file's code has run: renders this host's share of its scenes and exits.
  public static func run() -> Never {
    if let host {
      LiveViewScene.make(fileName: URL(fileURLWithPath: host.request.sourceFile).lastPathComponent)
      Scene.observer = nil
      host.events.write(.completed(sceneCount: host.madeCount))
      host.renderShare()
    }
    // Ends the process at once: what the scene file printed is flushed (`fflush(nil)` flushes every stream),
    // everything else was written unbuffered, and tearing down the libraries (fontconfig, Pango, the Swift
    // runtime) would only cost time.
    fflush(nil)
    _exit(0)
  }
}

/// Watches the file build its scenes, then renders them.
private final class HostObserver: SceneObserver {
  let request: HostRequest
  let events: EventWriter
  private(set) var madeCount = 0
  private var building: (index: Int, diagnostics: [Diagnostic])?
  private var made: [(index: Int, scene: Scene, diagnostics: [Diagnostic])] = []
  /// Where a diagnostic without a place in the scene file is reported: the line that made the scene.
  private var sceneLine = 0

  init(request: HostRequest, events: EventWriter) {
    self.request = request
    self.events = events
  }

  func build(sceneNamed name: String, line: Int, _ body: () throws -> Void) rethrows {
    let index = madeCount
    madeCount += 1
    building = (index, [])
    events.write(.building(index: index, name: name))
    // A scene already done, or the one that killed an earlier host, is not built again.
    guard !request.share.done.contains(index) else { return }
    let fileName = URL(fileURLWithPath: request.sourceFile).lastPathComponent
    // The compiler saw the file's code under its own name (`#sourceLocation`), so its frames carry that name.
    let (_, diagnostics) = try Diagnostics.collect(
      locating: { SceneFileLocator.line(in: fileName).map { (fileName, $0) } }, body)
    building = (
      index,
      diagnostics.map {
        $0.file.isEmpty ? Diagnostic($0.severity, $0.message, file: fileName, line: line) : $0
      }
    )
  }

  func created(_ scene: Scene) {
    guard let (index, diagnostics) = building else { return }
    building = nil
    events.write(.created(index: index, name: scene.name))
    made.append((index, scene, diagnostics))
  }

  /// Renders the scenes that are this host's, in the order they were made.
  func renderShare() {
    for (index, scene, diagnostics) in made where request.isMine(index: index, name: scene.name) {
      events.write(.started(index: index, name: scene.name))
      events.write(
        .finished(
          SceneJob(scene: scene, index: index, request: request, buildDiagnostics: diagnostics)
            .run()))
    }
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
