import RenderCore
import SceneProtocol

/// How every scene of a run is rendered: the command line's options, parsed into their types.
struct RenderSettings: Sendable {
  var format = OutputFormat.png
  /// PNGs as small as zlib's level 9 makes them (`--smallest`).
  var smallestPNG = false
  var scale: Double?
  var device: DeviceChoice?
  var appearance: HostRequest.Appearance?
  /// The Dynamic Type size (`--content-size`), in the host's request: the host sets it before the file's code runs,
  /// so fonts made before any scene are sized for it too.
  var contentSize: ContentSizeName?
  var rightToLeft = false
  var debugOverlay = false
  var frames = false
  var strict = false
  var jobs = 1
  var shard = Shard.whole
  /// Seconds a scene file may run without finishing a scene.
  var timeout = 60.0
  /// Ask the host for the renderer's fingerprint (for snapshot checks).
  var fingerprint = false
  /// How much the run prints besides diagnostics.
  var verbosity = Console.Verbosity.normal
  /// For `lint`: inspect each scene in these variants instead of rendering it.
  var lint: [LintVariant]?
  /// For `lint`: also draw each variant, for the contact sheet.
  var lintImages = false

  /// The host request for one share of one file.
  func request(file: SceneFile, events: String, outputFolder: String, share: WorkShare)
    -> HostRequest
  {
    HostRequest(
      sourceFile: file.displayPath, eventsFile: events, outputFolder: outputFolder, format: format,
      smallestPNG: smallestPNG, scale: scale, device: device, appearance: appearance,
      contentSize: contentSize, rightToLeft: rightToLeft, debugOverlay: debugOverlay,
      frames: frames, strict: strict,
      fingerprint: fingerprint, share: share, lint: lint, lintImages: lintImages)
  }
}
