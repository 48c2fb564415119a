import Foundation
import Synchronization

/// Where `UIColor(named:)` and `UIImage(named:)` find asset catalogs (docs/asset-catalogs.md): `*.xcassets` folders
/// up to two levels inside a bundle's resources; for the main bundle also inside the resource bundles SwiftPM puts
/// beside the executable (`Package_Target.resources`: a target's `.xcassets` resources are copied there as they
/// are), and in the folders `UIImage(named:)` searches for loose files.
enum AssetCatalogs {
  /// The catalogs under each folder, and those each bundle's lookups search, read once.
  private static let cache = Mutex<[String: [AssetCatalog]]>([:])
  private static let bundleCatalogs = Mutex<[String: [AssetCatalog]]>([:])
  /// Each lookup's answer, by bundle and name, so that a name asked for again (a colour in every cell) costs no
  /// file reads.
  private static let colors = Mutex<[String: Color?]>([:])
  private static let images = Mutex<[String: AssetImage?]>([:])

  /// The catalogs a lookup in `bundle` (the main bundle when `nil`) searches, in a fixed order.
  static func catalogs(in bundle: Bundle?) -> [AssetCatalog] {
    let bundle = bundle ?? .main
    if let known = bundleCatalogs.withLock({ $0[bundle.bundlePath] }) { return known }
    var roots = [bundle.resourceURL ?? bundle.bundleURL]
    if bundle == .main {
      roots += children(of: bundle.bundleURL).filter {
        ["resources", "bundle"].contains($0.pathExtension)
      }
      roots += Image.searchFolders
    }
    let found = roots.flatMap(catalogs(under:))
    bundleCatalogs.withLock { $0[bundle.bundlePath] = found }
    return found
  }

  /// A colour set `name` of the catalogs of `bundle`, or `nil` when none has it; a set that cannot be read is
  /// reported (once) and skipped.
  static func color(named name: String, in bundle: Bundle?) -> Color? {
    remembered(in: colors, name: name, bundle: bundle) {
      firstFound(named: name, in: bundle) { catalog throws(AssetCatalogError) in
        try catalog.color(named: name)
      }?
      .color
    }
  }

  /// An image set `name` of the catalogs of `bundle`, or `nil` when none has it.
  static func image(named name: String, in bundle: Bundle?) -> AssetImage? {
    remembered(in: images, name: name, bundle: bundle) {
      firstFound(named: name, in: bundle) { catalog throws(AssetCatalogError) in
        try catalog.image(named: name)
      }
    }
  }

  /// Whether a catalog of `bundle` has a custom symbol `name`.
  static func hasSymbol(named name: String, in bundle: Bundle?) -> Bool {
    catalogs(in: bundle).contains { $0.hasSymbol(named: name) }
  }

  /// The answer to a lookup kept in `store`, else `look`'s, kept there.
  private static func remembered<Asset: Sendable>(
    in store: borrowing Mutex<[String: Asset?]>, name: String, bundle: Bundle?, _ look: () -> Asset?
  ) -> Asset? {
    let key = (bundle ?? .main).bundlePath + "\u{0}" + name
    if let known = store.withLock({ $0[key] }) { return known }
    let found = look()
    store.withLock { $0[key] = found }
    return found
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
