import ArgumentParser
import Foundation
import RenderCore
import SnapshotCore

/// `layout-render diff A.png B.png`: the snapshot comparison on its own.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two PNG images; exit 0 when they match, 3 when they differ.")

  @Argument(help: "The reference image.") var expected: String
  @Argument(help: "The new image.") var actual: String

  @Option(
    name: .shortAndLong, help: "Write the diff image (differences in red over a faded copy) here.")
  var output: String?

  @OptionGroup var tolerance: ToleranceOptions

  func run() throws {
    let images: (RGBAImage, RGBAImage)
    do {
      images = (try Self.load(expected), try Self.load(actual))
    } catch {
      Console.shared.line("layout-render: error: \(error)")
      throw ExitCode(ExitStatus.sceneFailed.rawValue)
    }
    let comparison = ImageComparison(
      expected: images.0, actual: images.1, options: tolerance.comparison)
    let passes = comparison.difference.passes(tolerance.comparison)
    print("\(passes ? "match" : "differ"): \(comparison.difference.summary)")
    if let output {
      do {
        try comparison.diffImage.pngData().write(to: URL(fileURLWithPath: output), options: .atomic)
      } catch {
        Console.shared.line("layout-render: error: cannot write \(output): \(error)")
        throw ExitCode(ExitStatus.sceneFailed.rawValue)
      }
    }
    if !passes { throw ExitCode(ExitStatus.mismatch.rawValue) }
  }

  static func load(_ path: String) throws -> RGBAImage {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandError.io("\(path): cannot be read")
    }
    do {
      return try RGBAImage(pngData: data)
    } catch {
      throw CommandError.io("\(path): \(error)")
    }
  }
}
