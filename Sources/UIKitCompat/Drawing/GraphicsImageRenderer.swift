import Foundation
import Layout
import RenderCore

/// Draws images off screen (UIKit's `UIGraphicsImageRenderer`): the closure draws into a fresh transparent bitmap,
/// also the current context (`UIGraphicsGetCurrentContext()`, `UIBezierPath.fill()`, `UIColor.setFill()`).
open class GraphicsImageRenderer {
  /// The area drawn, in points.
  public let bounds: CGRect
  /// The scale and opacity of the images made.
  public let format: GraphicsImageRendererFormat

  /// A renderer for images `size` points large.
  public convenience init(size: CGSize, format: GraphicsImageRendererFormat = .default()) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer for images of the area `bounds` (drawing happens in its coordinates).
  public init(bounds: CGRect, format: GraphicsImageRendererFormat = .default()) {
    self.bounds = bounds
    self.format = format
  }

  /// An image of what `actions` draws; an empty image (0 × 0) if the size is unusable (an error diagnostic
  /// says so).
  open func image(actions: (GraphicsImageRendererContext) -> Void) -> Image {
    guard let bitmap = BitmapContext(bounds: bounds, scale: format.scale) else {
      BitmapContext.reportUnusableSize("UIGraphicsImageRenderer", bounds.size)
      return Image(bitmap: RGBAImage(width: 0, height: 0, pixels: []), scale: format.scale)
    }
    let context = GraphicsImageRendererContext(bitmap: bitmap, format: format)
    UIGraphicsPushContext(bitmap.context)
    actions(context)
    UIGraphicsPopContext()
    return bitmap.image
  }

  /// The PNG of what `actions` draws.
  ///
  /// - Throws: ``RenderError/png(_:)`` if encoding fails.
  open func pngData(actions: (GraphicsImageRendererContext) -> Void) throws -> Data {
    try image(actions: actions).bitmap.pngData()
  }
}

/// The scale and opacity of a renderer's images (UIKit's `UIGraphicsImageRendererFormat`).
open class GraphicsImageRendererFormat {
  /// Pixels per point: the main screen's (3) by default, as UIKit's.
  open var scale: CGFloat = Screen.main.scale
  /// Accepted for source compatibility: images always have an alpha channel here.
  open var opaque = false

  public init() {}

  /// The format that suits the main screen.
  public class func `default`() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }

  /// The same as ``default()``.
  public class func preferred() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }
}

/// What a renderer's drawing closure receives (UIKit's `UIGraphicsImageRendererContext`).
public final class GraphicsImageRendererContext {
  /// The Core Graphics context to draw into.
  public let cgContext: CGContext
  /// The format of the image being drawn.
  public let format: GraphicsImageRendererFormat
  private let bitmap: BitmapContext

  init(bitmap: BitmapContext, format: GraphicsImageRendererFormat) {
    self.bitmap = bitmap
    self.cgContext = bitmap.context
    self.format = format
  }

  /// What has been drawn so far.
  public var currentImage: Image { bitmap.image }

  /// Fills a rectangle with the fill colour.
  public func fill(_ rect: CGRect) { cgContext.fill(rect) }

  /// Fills a rectangle with the fill colour in a blend mode.
  public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    cgContext.fill(rect)
    cgContext.restoreGState()
  }

  /// Strokes a rectangle's outline with the stroke colour.
  public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

  /// Intersects the clip with a rectangle.
  public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

public typealias UIGraphicsImageRenderer = GraphicsImageRenderer
public typealias UIGraphicsImageRendererFormat = GraphicsImageRendererFormat
public typealias UIGraphicsImageRendererContext = GraphicsImageRendererContext
