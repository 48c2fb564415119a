import Foundation

/// An image set of an asset catalog: its files by scale and appearance (docs/asset-catalogs.md).
struct AssetImage {
  /// One file of the set.
  struct File {
    let url: URL
    /// Pixels per point: from the entry's `scale` (`"2x"`), 1 when it has none.
    let scale: CGFloat
    /// `"dark"`, `"light"`, or `nil` for any appearance.
    let luminosity: String?
  }

  let files: [File]
  /// Whether the set asks to be drawn as a template (`template-rendering-intent`).
  let isTemplate: Bool

  init(folder: URL) throws(AssetCatalogError) {
    guard let contents = AssetCatalog.readContents(of: folder),
      let entries = contents["images"] as? [[String: Any]]
    else { throw AssetCatalogError(folder: folder, reason: "Contents.json has no \"images\" list") }
    // The phone's own files when the set has any, else those for every device (high contrast left out).
    let phone = entries.filter { ($0["idiom"] as? String) == "iphone" && $0["filename"] != nil }
    let chosen =
      phone.isEmpty
      ? entries.filter { ($0["idiom"] as? String ?? "universal") == "universal" } : phone
    files = chosen.compactMap { entry -> File? in
      guard let name = entry["filename"] as? String, AssetAppearance.contrast(of: entry) == nil
      else { return nil }
      let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
      return File(
        url: folder.appendingPathComponent(name), scale: CGFloat(scale),
        luminosity: AssetAppearance.luminosity(of: entry))
    }
    let properties = contents["properties"] as? [String: Any]
    isTemplate = properties?["template-rendering-intent"] as? String == "template"
  }

  /// The file UIKit would draw for an appearance on a screen of `scale`: the appearance's own files (else those
  /// for any appearance), at that scale, else the nearest larger scale, else the largest.
  func file(dark: Bool, scale: CGFloat) -> File? {
    let wanted = dark ? "dark" : "light"
    let own = files.filter { $0.luminosity == wanted }
    let candidates = own.isEmpty ? files.filter { $0.luminosity == nil } : own
    let larger = candidates.filter { $0.scale >= scale }.min { $0.scale < $1.scale }
    return larger ?? candidates.max { $0.scale < $1.scale }
  }
}
