import Foundation
import RenderCore
import Synchronization

/// An Xcode asset catalog (`*.xcassets`) read from disk: its colour sets and image sets by name
/// (docs/asset-catalogs.md).
///
/// A set's name is its folder's name without `.colorset`, `.imageset` or `.symbolset`, after the names of the folders
/// above it that provide a namespace (`Icons/Star`). Catalogs are read once per process and kept.
struct AssetCatalog: Sendable {
  /// The catalog's folder.
  let url: URL
  /// Each set's folder, by the set's name.
  private let colorSets: [String: URL]
  private let imageSets: [String: URL]
  /// The custom symbols' names (their SVG templates are not drawn: a symbol stand-in is).
  private let symbolSets: Set<String>

  init(url: URL) {
    self.url = url
    var sets = Sets()
    Self.index(url, namespace: "", into: &sets)
    colorSets = sets.colors
    imageSets = sets.images
    symbolSets = Set(sets.symbols.keys)
  }

  /// The sets found while indexing, by name.
  private struct Sets {
    var colors: [String: URL] = [:]
    var images: [String: URL] = [:]
    var symbols: [String: URL] = [:]
  }

  private static func index(_ folder: URL, namespace: String, into sets: inout Sets) {
    let entries =
      (try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey]))?.sorted { $0.path < $1.path }
      ?? []
    for entry in entries
    where (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
      let name = entry.deletingPathExtension().lastPathComponent
      switch entry.pathExtension {
      case "colorset": sets.colors[namespace + name] = sets.colors[namespace + name] ?? entry
      case "imageset": sets.images[namespace + name] = sets.images[namespace + name] ?? entry
      case "symbolset": sets.symbols[namespace + name] = sets.symbols[namespace + name] ?? entry
      case "":
        index(
          entry, namespace: namespace + (providesNamespace(entry) ? name + "/" : ""), into: &sets)
      default: continue
      }
    }
  }

  /// Whether a plain folder's `Contents.json` says `"provides-namespace": true`.
  private static func providesNamespace(_ folder: URL) -> Bool {
    let contents = readContents(of: folder)
    let properties = contents?["properties"] as? [String: Any]
    return properties?["provides-namespace"] as? Bool ?? false
  }

  /// A folder's `Contents.json`, or `nil` when it has none or it is not a JSON object.
  static func readContents(of folder: URL) -> [String: Any]? {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")) else {
      return nil
    }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }

  /// The colour set `name`, read, or `nil` when the catalog has none by that name.
  ///
  /// - Throws: ``AssetCatalogError`` when the set exists but cannot be read.
  func color(named name: String) throws(AssetCatalogError) -> AssetColor? {
    guard let folder = colorSets[name] else { return nil }
    return try AssetColor(folder: folder)
  }

  /// Whether the catalog has a custom symbol `name` (a `.symbolset`).
  func hasSymbol(named name: String) -> Bool { symbolSets.contains(name) }

  /// The image set `name`'s folder and description, or `nil` when the catalog has none by that name.
  ///
  /// - Throws: ``AssetCatalogError`` when the set exists but cannot be read.
  func image(named name: String) throws(AssetCatalogError) -> AssetImage? {
    guard let folder = imageSets[name] else { return nil }
    return try AssetImage(folder: folder)
  }
}

/// Why an asset catalog's set cannot be used: it names the set's folder and what is wrong.
struct AssetCatalogError: Error, CustomStringConvertible {
  let folder: URL
  let reason: String

  var description: String { "\(folder.path): \(reason)" }
}
