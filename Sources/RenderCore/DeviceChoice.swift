/// The device presets by name: what `--device` accepts, known alike to the command (which checks the name before
/// compiling anything) and to the renderer (which gives each preset its screen, in `Device`).
@frozen public enum DevicePreset: String, Sendable, CaseIterable, Codable {
  case iPhoneSE = "iPhone SE"
  case iPhone13Mini = "iPhone 13 mini"
  case iPhone14 = "iPhone 14"
  case iPhone15 = "iPhone 15"
  case iPhone15ProMax = "iPhone 15 Pro Max"
  case iPad = "iPad (10th generation)"
  case iPadPro13 = "iPad Pro 12.9-inch"
}

/// A device preset, upright or on its side.
public struct DeviceChoice: Hashable, Sendable, Codable {
  public var preset: DevicePreset
  public var landscape: Bool

  public init(_ preset: DevicePreset, landscape: Bool = false) {
    self.preset = preset
    self.landscape = landscape
  }

  /// The preset a name means; `nil` for a name no preset has.
  ///
  /// Names are compared by letters and digits only, ignoring case (`iPhone SE`, `iphone-se`); a trailing
  /// `landscape` turns the device sideways.
  public init?(name: String) {
    var wanted = Self.key(name)
    let landscape = wanted.hasSuffix("landscape")
    if landscape { wanted.removeLast("landscape".count) }
    guard let preset = DevicePreset.allCases.first(where: { Self.key($0.rawValue) == wanted })
    else {
      return nil
    }
    self.init(preset, landscape: landscape)
  }

  /// "iPhone SE", "iPhone 15 landscape".
  public var name: String { preset.rawValue + (landscape ? " landscape" : "") }

  /// The lowercased letters and digits of a name.
  private static func key(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.lowercased().unicodeScalars.filter {
          $0.properties.isAlphabetic || $0.properties.numericType != nil
        }))
  }
}
