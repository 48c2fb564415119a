import Foundation

/// A colour set of an asset catalog: the colour for any appearance, and its light and dark variants when the set
/// has them (docs/asset-catalogs.md).
struct AssetColor {
  let any: Color?
  let light: Color?
  let dark: Color?

  init(folder: URL) throws(AssetCatalogError) {
    guard let contents = AssetCatalog.readContents(of: folder),
      let entries = contents["colors"] as? [[String: Any]]
    else { throw AssetCatalogError(folder: folder, reason: "Contents.json has no \"colors\" list") }
    // Entries for the phone, else for every device; other idioms (iPad, Mac, watch) and high contrast are left
    // out, as on an iPhone without Increase Contrast.
    let phone = entries.filter {
      ($0["idiom"] as? String) == "iphone" && AssetAppearance.contrast(of: $0) == nil
    }
    let universal = entries.filter {
      ($0["idiom"] as? String ?? "universal") == "universal"
        && AssetAppearance.contrast(of: $0) == nil
    }
    let usable = phone + universal
    var any: Color?
    var light: Color?
    var dark: Color?
    for entry in usable {
      guard let description = entry["color"] as? [String: Any] else { continue }
      let color = try Self.color(description, folder: folder)
      switch AssetAppearance.luminosity(of: entry) {
      case "dark": dark = dark ?? color
      case "light": light = light ?? color
      default: any = any ?? color
      }
    }
    guard any != nil || light != nil || dark != nil else {
      throw AssetCatalogError(folder: folder, reason: "no colour for the phone or every device")
    }
    self.any = any
    self.light = light
    self.dark = dark
  }

  /// The colour as UIKit resolves the set: the light variant (else any) in light appearances, the dark variant
  /// (else any) in dark ones.
  var color: Color {
    let lightColor = light ?? any ?? dark ?? .clear
    let darkColor = dark ?? any ?? lightColor
    // A system colour referred to keeps its own dark value.
    return Color(components: lightColor.light, dark: darkColor.dark ?? darkColor.light)
  }

  /// A `color` object: `color-space` and `components`.
  private static func color(_ description: [String: Any], folder: URL) throws(AssetCatalogError)
    -> Color
  {
    if let reference = description["reference"] as? String {
      guard let system = SystemColorNames.color(named: reference) else {
        throw AssetCatalogError(
          folder: folder, reason: "\"\(reference)\" is not a system colour this project has")
      }
      return system
    }
    guard let components = description["components"] as? [String: Any] else {
      throw AssetCatalogError(
        folder: folder, reason: "a colour with neither components nor a reference")
    }
    func component(_ key: String) throws(AssetCatalogError) -> Double {
      guard let value = components[key] else {
        throw AssetCatalogError(folder: folder, reason: "the colour has no \"\(key)\" component")
      }
      guard let number = AssetComponent.value(value) else {
        throw AssetCatalogError(
          folder: folder, reason: "\"\(key)\": \(value) is not a colour component")
      }
      return number
    }
    let alpha = components["alpha"] == nil ? 1 : try component("alpha")
    if components["white"] != nil {
      let white = try component("white")
      return Color(red: white, green: white, blue: white, alpha: alpha)
    }
    return Color(
      red: try component("red"), green: try component("green"), blue: try component("blue"),
      alpha: alpha)
  }
}

/// A colour component as Xcode writes it: a fraction with a decimal point (`"0.200"`), a whole number of 255ths
/// (`"51"`), or a hexadecimal number of 255ths (`"0x33"`).
enum AssetComponent {
  static func value(_ raw: Any) -> Double? {
    if let number = raw as? Double, !(raw is String) { return number }
    guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
      return nil
    }
    if text.lowercased().hasPrefix("0x") {
      return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
    }
    if text.contains(".") { return Double(text) }
    return UInt8(text).map { Double($0) / 255 }
  }
}

/// The appearance an asset entry is for (`appearances`: luminosity light or dark, contrast high).
enum AssetAppearance {
  static func luminosity(of entry: [String: Any]) -> String? {
    value(of: "luminosity", in: entry)
  }

  static func contrast(of entry: [String: Any]) -> String? {
    value(of: "contrast", in: entry)
  }

  private static func value(of kind: String, in entry: [String: Any]) -> String? {
    let appearances = entry["appearances"] as? [[String: Any]] ?? []
    return appearances.first { $0["appearance"] as? String == kind }?["value"] as? String
  }
}
