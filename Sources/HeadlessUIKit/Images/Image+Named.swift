import Foundation
import RenderCore

extension Image {
  /// The folders ``init(named:)`` searches, in order: the current directory (a scene file's host runs in the
  /// file's folder), then each folder of `LAYOUT_RENDER_IMAGE_PATH` (colon-separated).
  static var searchFolders: [URL] {
    var folders: [URL] = []
    folders.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    if let path = ProcessInfo.processInfo.environment["LAYOUT_RENDER_IMAGE_PATH"] {
      folders += path.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
    }
    return folders
  }

  /// What `UIImage(named:in:compatibleWith:)` loads for `name`, as UIKit does from the app bundle: a PNG file
  /// (with or without its extension) or a JPEG file (named with its extension, as UIKit requires for formats other
  /// than PNG) in the scene file's folder, the current directory, `LAYOUT_RENDER_IMAGE_PATH`
  /// or `bundle`'s resources (a test target's `Bundle.module`), else an image set of an asset catalog
  /// (docs/asset-catalogs.md), else a stand-in for a catalog's custom symbol (`.symbolset`); `nil` when there is none.
  ///
  /// For a file name without a scale, `name@2x.png` (or `.jpg`) is preferred, then `name@3x.png`, then `name.png`: the pixels
  /// a 2× screen would use. From an image set, the file for the appearance of `traitCollection` (light when it has
  /// none) at its display scale (the main screen's when it has none), else the nearest larger scale.
  static func content(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?
  )
    -> ImageContent?
  {
    if let loose = looseFile(named: name, in: bundle) { return loose }
    guard let set = AssetCatalogs.image(named: name, in: bundle) else {
      // A custom symbol is a symbol image, as UIKit makes it: its stand-in, of a symbol's size.
      guard AssetCatalogs.hasSymbol(named: name, in: bundle) else { return nil }
      return .symbolPlaceholder(named: name, configuration: nil)
    }
    let dark = traitCollection?.userInterfaceStyle == .dark
    let scale =
      (traitCollection?.displayScale ?? 0) > 0
      ? traitCollection?.displayScale ?? 1 : Screen.main.scale
    guard let file = set.file(dark: dark, scale: scale) else { return nil }
    do {
      var content = try load(contentsOfFile: file.url.path, relativeTo: nil)
      content.scale = file.scale
      content.renderingMode = set.isTemplate ? .alwaysTemplate : .automatic
      return content
    } catch {
      Diagnostics.report(Diagnostic(.warning, "UIImage(named: \"\(name)\"): \(error)"))
      return nil
    }
  }

  /// A PNG or JPEG file `name` in the folders searched for loose files, or `nil`.
  private static func looseFile(named name: String, in bundle: Bundle?) -> ImageContent? {
    var folders = Self.searchFolders
    if let resources = bundle?.resourceURL { folders.append(resources) }
    // UIKit lets a PNG's name leave out its extension; any other format must give it.
    let given = ["png", "jpg", "jpeg"].first { name.lowercased().hasSuffix(".\($0)") }
    let base = given.map { String(name.dropLast($0.count + 1)) } ?? name
    let fileExtension = given.map { String(name.suffix($0.count)) } ?? "png"
    let candidates =
      base.hasSuffix("@2x") || base.hasSuffix("@3x")
      ? ["\(base).\(fileExtension)"]
      : ["@2x", "@3x", ""].map { "\(base)\($0).\(fileExtension)" }
    for folder in folders {
      for candidate in candidates {
        let url = folder.appendingPathComponent(candidate)
        guard FileManager.default.fileExists(atPath: url.path) else { continue }
        do {
          return try load(contentsOfFile: url.path, relativeTo: nil)
        } catch {
          Diagnostics.report(Diagnostic(.warning, "UIImage(named: \"\(name)\"): \(error)"))
          return nil
        }
      }
    }
    return nil
  }

  /// Loads a PNG or JPEG file; a relative path is taken from `base` (the scene file's folder, say).
  ///
  /// The scale comes from the name: `icon@2x.png` (or `.jpg`) is 2 pixels per point, `icon@3x.png` 3, anything else 1.
  ///
  /// - Parameters:
  ///   - path: The file, absolute or relative to `base`.
  ///   - base: The folder a relative path starts from (the current directory when `nil`).
  /// - Throws: ``ImageError/unreadable(path:reason:)`` for a missing or unreadable file,
  ///   ``ImageError/undecodable(path:reason:)`` for data that is neither PNG nor JPEG.
  public convenience init(contentsOfFile path: String, relativeTo base: URL?) throws(ImageError) {
    self.init(content: try Image.load(contentsOfFile: path, relativeTo: base))
  }

  /// The content of a PNG or JPEG file, as ``init(contentsOfFile:relativeTo:)`` loads it.
  static func load(contentsOfFile path: String, relativeTo base: URL?) throws(ImageError)
    -> ImageContent
  {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : (base ?? URL(fileURLWithPath: ".")).appendingPathComponent(path)
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: url.path, reason: (error as NSError).localizedDescription)
    }
    let bitmap: RGBAImage
    do {
      bitmap = try RGBAImage(imageData: data)
    } catch {
      throw .undecodable(path: url.path, reason: error.description)
    }
    let name = url.deletingPathExtension().lastPathComponent
    return ImageContent(
      bitmap: bitmap, scale: name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1)
  }
}
