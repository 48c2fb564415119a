import Foundation
import RenderCore

/// Draws images off screen (UIKit's `UIGraphicsImageRenderer`): the closure draws into a fresh transparent bitmap,
/// also the current context (`UIGraphicsGetCurrentContext()`, `UIBezierPath.fill()`, `UIColor.setFill()`).
open class GraphicsImageRenderer: GraphicsRenderer {
  /// What a drawing closure is.
  public typealias DrawingActions = (GraphicsImageRendererContext) -> Void

  /// A renderer for images of the area `bounds` (drawing happens in its coordinates).
  public init(bounds: CGRect, format: GraphicsImageRendererFormat) {
    format.drawingBounds = bounds
    super.init(bounds: bounds, format: format)
  }

  /// A renderer for images `size` points large.
  public init(size: CGSize, format: GraphicsImageRendererFormat) {
    format.drawingBounds = CGRect(origin: .zero, size: size)
    super.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer for images `size` points large, in the main screen's format.
  public convenience init(size: CGSize) {
    self.init(size: size, format: .default())
  }

  /// A renderer for the area `bounds` in the base class's format: an image format is made with the defaults.
  public override convenience init(bounds: CGRect, format: GraphicsRendererFormat) {
    self.init(bounds: bounds, format: (format as? GraphicsImageRendererFormat) ?? .default())
  }

  /// An image renderer makes images.
  open override var allowsImageOutput: Bool { true }

  /// The image format.
  private var imageFormat: GraphicsImageRendererFormat {
    (format as? GraphicsImageRendererFormat) ?? .default()
  }

  /// An image of what `actions` draws; an empty image (0 × 0) if the size is unusable (an error diagnostic
  /// says so).
  open func image(actions: DrawingActions) -> Image {
    let scale = imageFormat.scale
    guard let bitmap = BitmapContext(bounds: bounds, scale: scale) else {
      BitmapContext.reportUnusableSize("UIGraphicsImageRenderer", bounds.size)
      return Image(bitmap: RGBAImage(width: 0, height: 0, pixels: []), scale: scale)
    }
    let context = GraphicsImageRendererContext(bitmap: bitmap, format: imageFormat)
    UIGraphicsPushContext(bitmap.context)
    actions(context)
    UIGraphicsPopContext()
    return bitmap.image
  }

  /// The PNG of what `actions` draws; empty if encoding fails (an error diagnostic says why).
  open func pngData(actions: DrawingActions) -> Data {
    let image = image(actions: actions)
    do {
      return try image.bitmap.pngData()
    } catch {
      Diagnostics.report(Diagnostic(.error, "UIGraphicsImageRenderer.pngData: \(error)"))
      return Data()
    }
  }

  /// The baseline JPEG of what `actions` draws at `compressionQuality` (0 smallest, 1 best).
  ///
  /// Transparent pixels become black. Empty if encoding fails (an error diagnostic says why).
  open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: DrawingActions)
    -> Data
  {
    let image = image(actions: actions)
    do {
      return try image.bitmap.jpegData(quality: Double(compressionQuality))
    } catch {
      Diagnostics.report(Diagnostic(.error, "UIGraphicsImageRenderer.jpegData: \(error)"))
      return Data()
    }
  }
}

/// The scale and opacity of a renderer's images (UIKit's `UIGraphicsImageRendererFormat`).
open class GraphicsImageRendererFormat: GraphicsRendererFormat {
  /// The colour range of the images (UIKit's `UIGraphicsImageRendererFormat.Range`, with its raw values).
  public enum Range: Int, Sendable {
    case unspecified = -1, automatic = 0, extended, standard
  }

  /// Pixels per point: the main screen's (3) by default, as UIKit's.
  open var scale: CGFloat = Screen.main.scale
  /// Accepted for source compatibility: images always have an alpha channel here.
  open var opaque = false
  /// Whether wide colour is asked for, UIKit's older spelling (stored; images are 8-bit sRGB here).
  open var prefersExtendedRange = false
  /// The colour range asked for (stored; images are 8-bit sRGB here).
  open var preferredRange: Range = .automatic
  /// Whether the images can hold high dynamic range: never, here.
  open var supportsHighDynamicRange: Bool { false }

  public required init() {}

  /// A format for a trait collection: its display scale, when it has one.
  public convenience init(for traitCollection: TraitCollection) {
    self.init()
    if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
  }
}

/// What an image renderer's drawing closure receives (UIKit's `UIGraphicsImageRendererContext`).
open class GraphicsImageRendererContext: GraphicsRendererContext {
  private let bitmap: BitmapContext

  init(bitmap: BitmapContext, format: GraphicsImageRendererFormat) {
    self.bitmap = bitmap
    super.init(context: bitmap.context, format: format)
  }

  /// What has been drawn so far.
  open var currentImage: Image { bitmap.image }
}

public typealias UIGraphicsImageRenderer = GraphicsImageRenderer
public typealias UIGraphicsImageRendererFormat = GraphicsImageRendererFormat
public typealias UIGraphicsImageRendererContext = GraphicsImageRendererContext
