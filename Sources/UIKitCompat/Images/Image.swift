import Foundation
import Layout
import RenderCore

/// A bitmap with a size in points (UIKit's `UIImage`), loaded from a PNG file.
public struct Image: Equatable, Sendable {
  /// The pixels.
  public let bitmap: RGBAImage
  /// Pixels per point: 1, or 2 / 3 for files named `name@2x.png` / `name@3x.png`.
  public let scale: CGFloat

  /// The size in points.
  public var size: CGSize {
    CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
  }

  /// An image from pixels at a scale.
  public init(bitmap: RGBAImage, scale: CGFloat = 1) {
    self.bitmap = bitmap
    self.scale = scale > 0 && scale.isFinite ? scale : 1
  }

  /// Loads a PNG file; a relative path is taken from `base` (the scene file's folder, say).
  ///
  /// The scale comes from the name: `icon@2x.png` is 2 pixels per point, `icon@3x.png` 3, anything else 1.
  ///
  /// - Throws: ``ImageError/unreadable(path:reason:)`` for a missing or unreadable file,
  ///   ``ImageError/notPNG(path:)`` for data that is not a PNG.
  public init(contentsOfFile path: String, relativeTo base: URL? = nil) throws(ImageError) {
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
    do {
      bitmap = try RGBAImage(pngData: data)
    } catch {
      throw .notPNG(path: url.path)
    }
    let name = url.deletingPathExtension().lastPathComponent
    scale = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
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

/// How an image view fits its image (UIKit's `UIView.ContentMode`, the modes that apply to images).
public enum ContentMode: Sendable {
  /// Stretched to the view's bounds.
  case scaleToFill
  /// Scaled to fit inside, keeping its aspect ratio (letterboxed).
  case scaleAspectFit
  /// Scaled to cover, keeping its aspect ratio (cropped only with `clipsToBounds`).
  case scaleAspectFill
  /// At its own size, centred.
  case center
}

/// A view that shows an image (UIKit's `UIImageView`); its intrinsic size is the image's size in points.
open class ImageView: View {
  public var image: Image? { didSet { invalidateIntrinsicContentSize() } }
  public var contentMode: ContentMode = .scaleToFill

  /// Creates an image view, optionally with an image.
  public init(image: Image? = nil) {
    self.image = image
    super.init(frame: .zero)
  }

  /// Creates an image view without an image at `frame`, as UIKit code writes `UIImageView(frame: .zero)`.
  public override convenience init(frame: CGRect) {
    self.init(image: nil)
    self.frame = frame
  }

  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// Where the image is drawn for its content mode, in the view's coordinates.
  public func imageRect(in bounds: CGRect) -> CGRect {
    guard let size = image?.size, size.width > 0, size.height > 0 else { return .zero }
    switch contentMode {
    case .scaleToFill: return bounds
    case .center:
      return CGRect(
        x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
        height: size.height)
    case .scaleAspectFit, .scaleAspectFill:
      let ratios = (bounds.width / size.width, bounds.height / size.height)
      let factor =
        contentMode == .scaleAspectFit ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
      let fitted = CGSize(width: size.width * factor, height: size.height * factor)
      return CGRect(
        x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2, width: fitted.width,
        height: fitted.height)
    }
  }
}
