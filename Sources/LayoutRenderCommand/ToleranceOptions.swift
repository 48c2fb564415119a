import ArgumentParser
import SnapshotCore

/// Comparison tolerance; exact when none is given.
struct ToleranceOptions: ParsableArguments {
  @Option(help: "Colour distance (pixelmatch YIQ, 0...1) up to which pixels count as equal.")
  var threshold: Double = 0

  @Flag(help: "Do not count pixels on antialiased edges (pixelmatch's rule).")
  var ignoreAntialiasing = false

  @Option(help: "Differing pixels allowed.")
  var maxPixels: Int?

  @Option(help: "Share of differing pixels allowed, 0...1.")
  var maxRatio: Double?

  func validate() throws {
    guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be in 0...1") }
    if let maxRatio, !(0...1).contains(maxRatio) {
      throw ValidationError("--max-ratio must be in 0...1")
    }
    if let maxPixels, maxPixels < 0 { throw ValidationError("--max-pixels cannot be negative") }
  }

  var comparison: ComparisonOptions {
    ComparisonOptions(
      threshold: threshold, ignoresAntialiasing: ignoreAntialiasing, maxDifferingPixels: maxPixels,
      maxDifferingRatio: maxRatio)
  }
}
