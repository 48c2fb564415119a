import ArgumentParser
import Foundation
import RenderCore
import SceneProtocol

/// The options every rendering subcommand shares.
struct SceneOptions: ParsableArguments {
  @Option(help: "Pixels per point, overriding each scene's (same layout, more pixels).")
  var scale: Double?

  @Option(
    help:
      "Render every scene on this device's canvas and safe area (\"iPhone SE\", \"iPhone 15 landscape\", …)."
  )
  var device: DeviceChoice?

  @Option(help: "light or dark, overriding each scene's.")
  var appearance: HostRequest.Appearance?

  @Option(
    name: .customLong("content-size"),
    help:
      "The Dynamic Type text size scenes are built with: xs, s, m, l (the default), xl, xxl, xxxl, ax1 … ax5."
  )
  var contentSize: ContentSizeName?

  @Flag(help: "Lay every scene out right-to-left.")
  var rtl = false

  @Flag(help: "Draw the debug overlay: outlines, names, constraint redlines, problems in red.")
  var debug = false

  @Flag(help: "Fail scenes that break a constraint or leave a view ambiguous.")
  var strict = false

  @Option(name: .shortAndLong, help: "Render with this many processes in parallel.")
  var jobs = 1

  @Option(
    help:
      "Render only shard i of n of the batch (i/n with 1 ≤ i ≤ n, like 1/3), split by a stable hash of file and scene."
  )
  var shard: Shard?

  @Option(help: "Seconds a scene file may run without finishing a scene before it is stopped.")
  var timeout = 60.0

  @Flag(
    name: .shortAndLong,
    help: "Print only problems and the final summary: no progress, no line per scene.")
  var quiet = false

  @Flag(
    name: .shortAndLong,
    help:
      "Print a line per rendered scene even on a terminal, and whether each file was compiled or cached."
  )
  var verbose = false

  func validate() throws {
    if let scale, !(scale > 0 && scale <= 16) {
      throw ValidationError("--scale must be in (0, 16], not \(scale)")
    }
    if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    if jobs > Self.maximumJobs {
      throw ValidationError("--jobs must be at most \(Self.maximumJobs), not \(jobs)")
    }
    if !(timeout > 0) { throw ValidationError("--timeout must be positive") }
    if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together") }
  }

  /// The most processes `-j` may start: beyond it a machine only thrashes.
  static let maximumJobs = 256

  /// The settings for a batch in a format.
  func settings(format: OutputFormat, frames: Bool) -> RenderSettings {
    RenderSettings(
      host: HostRequest(
        sourceFile: "", eventsFile: "", outputFolder: "", format: format, scale: scale,
        device: device,
        appearance: appearance, contentSize: contentSize, rightToLeft: rtl, debugOverlay: debug,
        frames: frames,
        strict: strict),
      jobs: jobs, shard: shard ?? .whole, timeout: timeout,
      verbosity: quiet ? .quiet : verbose ? .verbose : .normal)
  }
}
