import Foundation
import Layout
import Synchronization

/// Where `UIColor(named:)` and `UIImage(named:)` find asset catalogs (docs/asset-catalogs.md): `*.xcassets` folders
/// up to two levels inside a bundle's resources; for the main bundle also inside the resource bundles SwiftPM puts
/// beside the executable (`Package_Target.resources`: a target's `.xcassets` resources are copied there as they
/// are), and in the folders `UIImage(named:)` searches for loose files.
enum AssetCatalogs {
  private static let cache = Mutex<[String: [AssetCatalog]]>([:])

  /// The catalogs a lookup in `bundle` (the main bundle when `nil`) searches, in a fixed order.
  static func catalogs(in bundle: Bundle?) -> [AssetCatalog] {
    let bundle = bundle ?? .main
    var roots = [bundle.resourceURL ?? bundle.bundleURL]
    if bundle == .main {
      roots += children(of: bundle.bundleURL).filter {
        ["resources", "bundle"].contains($0.pathExtension)
      }
      roots += Image.searchFolders
    }
    return roots.flatMap(catalogs(under:))
  }

  /// A colour set `name` of the catalogs of `bundle`, or `nil` when none has it; a set that cannot be read is
  /// reported and skipped.
  static func color(named name: String, in bundle: Bundle?) -> Color? {
    firstFound(named: name, in: bundle) { catalog throws(AssetCatalogError) in
      try catalog.color(named: name)
    }?
    .color
  }

  /// An image set `name` of the catalogs of `bundle`, or `nil` when none has it.
  static func image(named name: String, in bundle: Bundle?) -> AssetImage? {
    firstFound(named: name, in: bundle) { catalog throws(AssetCatalogError) in
      try catalog.image(named: name)
    }
  }

  private static func firstFound<Asset>(
    named name: String, in bundle: Bundle?,
    _ read: (AssetCatalog) throws(AssetCatalogError) -> Asset?
  ) -> Asset? {
    for catalog in catalogs(in: bundle) {
      do {
        if let asset = try read(catalog) { return asset }
      } catch {
        Diagnostics.report(Diagnostic(.warning, "asset \"\(name)\": \(error)"))
      }
    }
    return nil
  }

  /// The catalogs in `root` and in its subfolders, read once.
  private static func catalogs(under root: URL) -> [AssetCatalog] {
    let key = root.standardizedFileURL.path
    if let known = cache.withLock({ $0[key] }) { return known }
    var found: [AssetCatalog] = []
    for child in children(of: root) {
      if child.pathExtension == "xcassets" {
        found.append(AssetCatalog(url: child))
      } else if child.pathExtension.isEmpty {
        found += children(of: child).filter { $0.pathExtension == "xcassets" }.map(
          AssetCatalog.init)
      }
    }
    cache.withLock { $0[key] = found }
    return found
  }

  /// The folders in `folder`, sorted by name.
  private static func children(of folder: URL) -> [URL] {
    let entries =
      (try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey]))
      ?? []
    return entries.filter {
      (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
    }
    .sorted { $0.path < $1.path }
  }
}
