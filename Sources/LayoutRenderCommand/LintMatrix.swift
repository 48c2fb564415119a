import ArgumentParser
import Foundation
import RenderCore

/// The variants `layout-render lint` inspects each scene in: every combination of the chosen appearances, content
/// sizes, directions, devices and pseudo-locales.
struct LintMatrix: ParsableArguments {
  @Flag(
    help: """
      Inspect the full matrix unless an option narrows it: light and dark, all twelve content sizes, both directions, \
      the scene's device plus the smallest and largest iPhone, in the expanded pseudo-locale (144 variants).
      """)
  var matrix = false

  @Option(help: "Appearances, comma-separated: light, dark.")
  var appearance: String?

  @Option(
    name: .customLong("content-size"),
    help: "Content sizes, comma-separated (xs … xxxl, ax1 … ax5), or all.")
  var contentSize: String?

  @Option(help: "Directions: off (left-to-right), on (right-to-left) or both.")
  var rtl: String?

  @Option(
    help:
      "Devices, comma-separated: scene (the scene's own canvas), preset names (\"iPhone SE\"), or all."
  )
  var device: String?

  @Option(
    name: .customLong("pseudo-locale"),
    help: "Pseudo-locales, comma-separated: none, accented, expanded.")
  var pseudoLocale: String?

  @Option(
    name: .customLong("sweep-width"),
    help: """
      Also lay each variant out at every width from A to B points ("280...1366") and report the widths each \
      defect shows at.
      """)
  var sweepWidth: String?

  @Option(
    name: .customLong("sweep-step"),
    help: "Points between the widths of --sweep-width (1 by default).")
  var sweepStep: Double = 1

  /// The smallest and largest iPhones among the presets.
  static let matrixDevices = [
    "scene", DevicePreset.iPhoneSE.rawValue, DevicePreset.iPhone15ProMax.rawValue,
  ]

  func validate() throws { _ = try variants() }

  /// Every variant, content sizes outermost (each content size is one run of each scene file).
  func variants() throws -> [LintVariant] {
    let appearances = try list(
      appearance, all: ["light", "dark"], default: matrix ? ["light", "dark"] : ["light"])
    let sizes = try list(
      contentSize, all: ContentSizeName.allCases.map(\.rawValue),
      default: matrix ? ContentSizeName.allCases.map(\.rawValue) : ["l"])
    let directions: [String]
    switch rtl?.lowercased() {
    case nil: directions = matrix ? ["ltr", "rtl"] : ["ltr"]
    case "off": directions = ["ltr"]
    case "on": directions = ["rtl"]
    case "both": directions = ["ltr", "rtl"]
    case let other?: throw ValidationError("--rtl must be off, on or both, not \"\(other)\"")
    }
    let devices = try deviceNames()
    let locales = try list(
      pseudoLocale, all: ["none", "accented", "expanded"], default: matrix ? ["expanded"] : ["none"]
    )
    let widths = try sweptWidths()
    return sizes.flatMap { size in
      appearances.flatMap { appearance in
        directions.flatMap { direction in
          devices.flatMap { device in
            locales.flatMap { locale in
              widths.map {
                LintVariant(
                  appearance: appearance, contentSize: size, direction: direction, device: device,
                  locale: locale, width: $0)
              }
            }
          }
        }
      }
    }
  }

  /// The widths of `--sweep-width` (`[nil]`, the device's own, without it).
  private func sweptWidths() throws -> [Double?] {
    guard let sweepWidth else { return [nil] }
    let bounds = sweepWidth.components(separatedBy: "...")
    guard bounds.count == 2, let low = Double(bounds[0].trimmingCharacters(in: .whitespaces)),
      let high = Double(bounds[1].trimmingCharacters(in: .whitespaces)), low > 0, low <= high,
      high <= 100_000
    else {
      throw ValidationError(
        "--sweep-width must be two widths in points, the smaller first, as in 280...1366, not \"\(sweepWidth)\""
      )
    }
    guard sweepStep > 0, sweepStep.isFinite, (high - low) / sweepStep <= 20_000 else {
      throw ValidationError(
        "--sweep-step must be a positive width that gives at most 20,000 widths")
    }
    return Array(stride(from: low, through: high, by: sweepStep))
  }

  private func deviceNames() throws -> [String] {
    guard let device else { return matrix ? Self.matrixDevices : ["scene"] }
    if device.lowercased() == "all" { return ["scene"] + DevicePreset.allCases.map(\.rawValue) }
    return try device.split(separator: ",").map { name in
      let trimmed = name.trimmingCharacters(in: .whitespaces)
      if trimmed.lowercased() == "scene" { return "scene" }
      guard let choice = DeviceChoice(name: trimmed) else {
        throw ValidationError("--device: no device preset is named \"\(trimmed)\"")
      }
      return choice.preset.rawValue
    }
  }

  /// A comma-separated option's values, each one of `all` (or `all` itself for every value).
  private func list(_ option: String?, all: [String], default fallback: [String]) throws -> [String]
  {
    guard let option else { return fallback }
    if option.lowercased() == "all" { return all }
    return try option.split(separator: ",").map { value in
      let name = value.trimmingCharacters(in: .whitespaces).lowercased()
      guard all.contains(name) else {
        throw ValidationError("\"\(name)\" is not one of \(all.joined(separator: ", "))")
      }
      return name
    }
  }
}
