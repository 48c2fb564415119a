import Foundation

/// A layer that draws a path (Core Animation's `CAShapeLayer`): filled, then stroked, in the layer's coordinates.
open class ShapeLayer: Layer {
  /// The shape; nil draws nothing.
  open var path: CGPath?
  /// The fill (opaque black by default, as Core Animation's); nil leaves the inside empty.
  open var fillColor: CGColor? = .black
  /// How overlapping parts of the path fill.
  open var fillRule: FillRule = .nonZero
  /// The outline's colour; nil (the default) draws no outline.
  open var strokeColor: CGColor?
  /// The outline's width, centred on the path.
  open var lineWidth: CGFloat = 1
  /// Lengths of dashes and gaps, alternating, in points; nil draws a solid line.
  open var lineDashPattern: [NSNumber]?
  /// How far into the dash pattern the outline starts.
  open var lineDashPhase: CGFloat = 0
  /// How open ends look.
  open var lineCap: LineCap = .butt
  /// How corners look.
  open var lineJoin: LineJoin = .miter
  /// The ratio of a miter's length to the line width beyond which a miter join becomes a bevel.
  open var miterLimit: CGFloat = 10
  /// Where along the path (0...1 of its length) the outline begins.
  open var strokeStart: CGFloat = 0
  /// Where along the path (0...1 of its length) the outline ends.
  open var strokeEnd: CGFloat = 1

  /// Core Animation's fill rules (`CAShapeLayerFillRule`).
  public struct FillRule: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = FillRule(rawValue: "non-zero")
    public static let evenOdd = FillRule(rawValue: "even-odd")
  }

  /// Core Animation's line caps (`CAShapeLayerLineCap`).
  public struct LineCap: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = LineCap(rawValue: "butt")
    public static let round = LineCap(rawValue: "round")
    public static let square = LineCap(rawValue: "square")
  }

  /// Core Animation's line joins (`CAShapeLayerLineJoin`).
  public struct LineJoin: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = LineJoin(rawValue: "miter")
    public static let round = LineJoin(rawValue: "round")
    public static let bevel = LineJoin(rawValue: "bevel")
  }
}

public typealias CAShapeLayer = ShapeLayer
public typealias CAShapeLayerFillRule = ShapeLayer.FillRule
public typealias CAShapeLayerLineCap = ShapeLayer.LineCap
public typealias CAShapeLayerLineJoin = ShapeLayer.LineJoin
