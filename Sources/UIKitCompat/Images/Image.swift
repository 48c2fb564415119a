import Foundation
import Layout
import RenderCore

/// A bitmap with a size in points (UIKit's `UIImage`), loaded from a PNG file.
///
/// An immutable class, as UIKit's is, so that a team's `extension UIImage { convenience init… }` compiles: each
/// initialiser a team writes delegates to one of these (`init(cgImage:)`, `init(named:)` …).
public final class Image: Equatable, Sendable {
  /// The pixels.
  public let bitmap: RGBAImage
  /// Pixels per point: 1, or 2 / 3 for files named `name@2x.png` / `name@3x.png`.
  public let scale: CGFloat
  /// Whether the image is drawn in its own colours or as a template in the tint colour.
  public let renderingMode: RenderingMode
  /// Whether this is a placeholder for a symbol (``init(systemName:)``), drawn as a marked box.
  public let symbolName: String?
  /// The colour a template image is drawn in whatever view shows it (``withTintColor(_:)``); otherwise the view's tint.
  public let tintColor: Color?

  /// An image of every property.
  init(
    bitmap: RGBAImage, scale: CGFloat, renderingMode: RenderingMode, symbolName: String?,
    tintColor: Color?
  ) {
    self.bitmap = bitmap
    self.scale = scale > 0 && scale.isFinite ? scale : 1
    self.renderingMode = renderingMode
    self.symbolName = symbolName
    self.tintColor = tintColor
  }

  public static func == (lhs: Image, rhs: Image) -> Bool {
    lhs.bitmap == rhs.bitmap && lhs.scale == rhs.scale && lhs.renderingMode == rhs.renderingMode
      && lhs.symbolName == rhs.symbolName && lhs.tintColor == rhs.tintColor
  }

  /// How an image is drawn (UIKit's `UIImage.RenderingMode`).
  public enum RenderingMode: Int, Sendable {
    /// Symbols as templates, other images in their colours.
    case automatic
    case alwaysOriginal
    /// Only the alpha is used, filled with the tint colour.
    case alwaysTemplate
  }

  /// The same image drawn in another mode.
  public func withRenderingMode(_ mode: RenderingMode) -> Image {
    Image(
      bitmap: bitmap, scale: scale, renderingMode: mode, symbolName: symbolName,
      tintColor: tintColor)
  }

  /// Whether the image is drawn as a template: explicitly, or a symbol in the automatic mode.
  public var isTemplate: Bool {
    renderingMode == .alwaysTemplate || (renderingMode == .automatic && symbolName != nil)
  }

  /// The colour the image is drawn in: for a template, its own tint colour or else `fallback`; nil (its own
  /// colours) otherwise.
  public func drawingTint(fallback: Color) -> Color? {
    isTemplate ? (tintColor ?? fallback) : nil
  }

  /// The size in points.
  public var size: CGSize {
    CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
  }

  /// An image from pixels at a scale.
  public convenience init(bitmap: RGBAImage, scale: CGFloat = 1) {
    self.init(
      bitmap: bitmap, scale: scale, renderingMode: .automatic, symbolName: nil, tintColor: nil)
  }

  /// Loads a PNG file; a relative path is taken from `base` (the scene file's folder, say).
  ///
  /// The scale comes from the name: `icon@2x.png` is 2 pixels per point, `icon@3x.png` 3, anything else 1.
  ///
  /// - Throws: ``ImageError/unreadable(path:reason:)`` for a missing or unreadable file,
  ///   ``ImageError/notPNG(path:)`` for data that is not a PNG.
  public convenience init(contentsOfFile path: String, relativeTo base: URL? = nil)
    throws(ImageError)
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
      bitmap = try RGBAImage(pngData: data)
    } catch {
      throw .notPNG(path: url.path)
    }
    let name = url.deletingPathExtension().lastPathComponent
    self.init(bitmap: bitmap, scale: name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1)
  }
}

/// Why an image could not be loaded; each case names the file.
public enum ImageError: Error, Sendable, Equatable, CustomStringConvertible {
  case unreadable(path: String, reason: String)
  case notPNG(path: String)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "cannot read image \(path): \(reason)"
    case .notPNG(let path): "image \(path) is not a PNG file"
    }
  }
}
