import Foundation
import Layout
import RenderCore

extension Image {
  /// The folders ``init(named:)`` searches, in order, after the scene file's folder: the current directory, then
  /// each folder of `LAYOUT_RENDER_IMAGE_PATH` (colon-separated).
  static var searchFolders: [URL] {
    var folders: [URL] = []
    if let scene = ProcessInfo.processInfo.environment["LAYOUT_RENDER_SCENE_FILE"] {
      folders.append(URL(fileURLWithPath: scene).deletingLastPathComponent())
    }
    folders.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    if let path = ProcessInfo.processInfo.environment["LAYOUT_RENDER_IMAGE_PATH"] {
      folders += path.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
    }
    return folders
  }

  /// Loads `name` as UIKit's `UIImage(named:)` does from the app bundle: a PNG file (with or without its
  /// extension) in the scene file's folder, the current directory, `LAYOUT_RENDER_IMAGE_PATH` or `bundle`'s
  /// resources (a test target's `Bundle.module`), else an image set of an asset catalog (docs/asset-catalogs.md);
  /// `nil` when there is none.
  ///
  /// For a file name without a scale, `name@2x.png` is preferred, then `name@3x.png`, then `name.png`: the pixels
  /// a 2× screen would use. From an image set, the file for the appearance of `traitCollection` (light when it has
  /// none) at its display scale (the main screen's when it has none), else the nearest larger scale.
  ///
  /// - Parameters:
  ///   - name: The file's or the set's name.
  ///   - bundle: The bundle whose resources and catalogs are searched too (the main bundle's catalogs when `nil`).
  ///   - traitCollection: The appearance and display scale an image set's file is chosen for.
  public convenience init?(
    named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: TraitCollection?
  ) {
    if let loose = Image(looseFileNamed: name, in: bundle) {
      self.init(bitmap: loose.bitmap, scale: loose.scale)
      return
    }
    guard let set = AssetCatalogs.image(named: name, in: bundle) else { return nil }
    let dark = traitCollection?.userInterfaceStyle == .dark
    let scale =
      (traitCollection?.displayScale ?? 0) > 0
      ? traitCollection?.displayScale ?? 1 : Screen.main.scale
    guard let file = set.file(dark: dark, scale: scale) else { return nil }
    do {
      let bitmap = try Image(contentsOfFile: file.url.path).bitmap
      self.init(
        bitmap: bitmap, scale: file.scale,
        renderingMode: set.isTemplate ? .alwaysTemplate : .automatic,
        symbolName: nil, tintColor: nil)
    } catch {
      Diagnostics.report(Diagnostic(.warning, "UIImage(named: \"\(name)\"): \(error)"))
      return nil
    }
  }

  /// Loads `name` as ``init(named:in:compatibleWith:)`` does, for the light appearance on the main screen.
  public convenience init?(named name: String, in bundle: Bundle? = nil) {
    self.init(named: name, in: bundle, compatibleWith: nil)
  }

  /// A PNG file `name` in the folders searched for loose files, or `nil`.
  private convenience init?(looseFileNamed name: String, in bundle: Bundle?) {
    var folders = Self.searchFolders
    if let resources = bundle?.resourceURL { folders.append(resources) }
    let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
    let candidates =
      base.hasSuffix("@2x") || base.hasSuffix("@3x")
      ? ["\(base).png"] : ["\(base)@2x.png", "\(base)@3x.png", "\(base).png"]
    for folder in folders {
      for candidate in candidates {
        let url = folder.appendingPathComponent(candidate)
        guard FileManager.default.fileExists(atPath: url.path) else { continue }
        do {
          let loaded = try Image(contentsOfFile: url.path)
          self.init(bitmap: loaded.bitmap, scale: loaded.scale)
          return
        } catch {
          Diagnostics.report(Diagnostic(.warning, "UIImage(named: \"\(name)\"): \(error)"))
          return nil
        }
      }
    }
    return nil
  }

  /// A placeholder for an SF Symbol, which is not available here; never `nil`, whatever the name.
  ///
  /// A square of the symbol's default size (the 17-point body text's symbols are about 20 points wide; a box
  /// 20 × 20 here), drawn as a rounded outline with a cross so that it is clearly a stand-in.
  public convenience init?(systemName name: String) {
    self.init(symbolPlaceholderNamed: name)
  }

  /// The placeholder of ``init(systemName:)``, non-optional.
  public convenience init(symbolPlaceholderNamed name: String) {
    let side = 60  // 20 points at 3 pixels a point
    var pixels = [UInt8](repeating: 0, count: side * side * 4)
    func set(_ x: Int, _ y: Int) {
      guard (0..<side).contains(x), (0..<side).contains(y) else { return }
      pixels[(y * side + x) * 4 + 3] = 255
    }
    let stroke = 4
    for i in 4..<(side - 4) {
      for t in 0..<stroke {
        set(i, 4 + t)
        set(i, side - 5 - t)
        set(4 + t, i)
        set(side - 5 - t, i)
      }
    }
    for i in 14..<(side - 14) {
      for t in -1...1 {
        set(i + t, i)
        set(side - 1 - i + t, i)
      }
    }
    self.init(
      bitmap: RGBAImage(width: side, height: side, pixels: pixels), scale: 3,
      renderingMode: .automatic,
      symbolName: name, tintColor: nil)
  }

  /// The image as a template in a colour, whatever view shows it (UIKit's `withTintColor(_:)`).
  public func withTintColor(_ color: Color) -> Image {
    Image(
      bitmap: bitmap, scale: scale, renderingMode: .alwaysTemplate, symbolName: symbolName,
      tintColor: color)
  }
}
