import Foundation

/// The base of UIKit's off-screen renderers (UIKit's `UIGraphicsRenderer`): an area to draw and a format.
open class GraphicsRenderer: NSObject {
  /// The area drawn, in points.
  let bounds: CGRect
  private let rendererFormat: GraphicsRendererFormat

  /// A renderer for the area `bounds` in a format.
  public init(bounds: CGRect, format: GraphicsRendererFormat) {
    self.bounds = bounds
    rendererFormat = format
  }

  /// A renderer for the area `bounds` in the default format.
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: .default())
  }

  /// The format the renderer draws in.
  open var format: GraphicsRendererFormat { rendererFormat }

  /// Whether the renderer makes images (an image renderer does).
  open var allowsImageOutput: Bool { false }
}

/// How a renderer draws (UIKit's `UIGraphicsRendererFormat`): the area, for the base format.
open class GraphicsRendererFormat: NSObject {
  /// The area a renderer with this format draws (set by the renderer).
  var drawingBounds: CGRect = .zero

  /// A format with the defaults.
  public required override init() {}

  /// The area drawn.
  open var bounds: CGRect { drawingBounds }

  /// The format that suits the main screen.
  open class func `default`() -> Self { self.init() }

  /// The format that suits the main screen at its best (the same here).
  open class func preferred() -> Self { self.init() }
}

/// What a renderer's drawing closure receives (UIKit's `UIGraphicsRendererContext`): the Core Graphics context
/// and the format, with shortcuts for rectangles.
open class GraphicsRendererContext: NSObject {
  private let context: CGContext
  private let rendererFormat: GraphicsRendererFormat

  init(context: CGContext, format: GraphicsRendererFormat) {
    self.context = context
    rendererFormat = format
  }

  /// The Core Graphics context to draw into.
  open var cgContext: CGContext { context }
  /// The format of what is being drawn.
  open var format: GraphicsRendererFormat { rendererFormat }

  /// Fills a rectangle with the fill colour.
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }

  /// Fills a rectangle with the fill colour in a blend mode.
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
    inBlendMode(blendMode) { $0.fill(rect) }
  }

  /// Strokes a rectangle's outline with the stroke colour.
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

  /// Strokes a rectangle's outline in a blend mode.
  open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
    inBlendMode(blendMode) { $0.stroke(rect) }
  }

  /// Intersects the clip with a rectangle.
  open func clip(to rect: CGRect) { cgContext.clip(to: rect) }

  private func inBlendMode(_ blendMode: CGBlendMode, _ draw: (CGContext) -> Void) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    draw(cgContext)
    cgContext.restoreGState()
  }
}

public typealias UIGraphicsRenderer = GraphicsRenderer
public typealias UIGraphicsRendererFormat = GraphicsRendererFormat
public typealias UIGraphicsRendererContext = GraphicsRendererContext
