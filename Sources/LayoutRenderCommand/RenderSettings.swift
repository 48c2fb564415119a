import SceneProtocol

/// How every scene of a run is rendered: the command line's options, checked.
struct RenderSettings: Sendable {
  var format = "png"
  /// PNGs as small as zlib's level 9 makes them (`--smallest`).
  var smallestPNG = false
  var scale: Double?
  var device: String?
  var appearance: String?
  /// A content size category's short name (`--content-size`), given to the host as
  /// `LAYOUT_RENDER_CONTENT_SIZE` so that fonts made before any scene are sized for it too.
  var contentSize: String?
  var rightToLeft = false
  var debugOverlay = false
  var frames = false
  var strict = false
  var jobs = 1
  var shard = 0
  var shards = 1
  /// Seconds a scene file may run without finishing a scene.
  var timeout = 60.0
  /// Ask the host for the renderer's fingerprint (for snapshot checks).
  var fingerprint = false

  /// The host request for one worker of one file.
  func request(
    file: SceneFile, events: String, outputFolder: String, worker: Int, workers: Int,
    done: [Int]
  ) -> HostRequest {
    HostRequest(
      sourceFile: file.displayPath, eventsFile: events, outputFolder: outputFolder, format: format,
      smallestPNG: smallestPNG, scale: scale, device: device, appearance: appearance,
      rightToLeft: rightToLeft,
      debugOverlay: debugOverlay, frames: frames, strict: strict, fingerprint: fingerprint,
      done: done, worker: worker, workers: workers, shard: shard, shards: shards)
  }
}
