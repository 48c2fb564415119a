import Foundation

/// A path with the attributes to fill and stroke it (UIKit's `UIBezierPath`), drawn into the current context.
///
/// In UIKit's coordinates (y grows downwards), so `clockwise: true` in ``addArc(withCenter:radius:startAngle:endAngle:clockwise:)``
/// turns clockwise on screen, towards larger angles; Core Graphics' `clockwise` means the opposite, as on iOS.
open class BezierPath: NSObject {
  private var path = CGMutablePath()
  /// The stroke's width (1, as UIKit's).
  open var lineWidth: CGFloat = 1
  /// How open ends of the stroke are drawn.
  open var lineCapStyle: CGLineCap = .butt
  /// How corners of the stroke are drawn.
  open var lineJoinStyle: CGLineJoin = .miter
  /// The limit beyond which miter joins are bevelled (10, as UIKit's).
  open var miterLimit: CGFloat = 10
  /// Accepted for source compatibility: curves are flattened by Cairo's own tolerance.
  open var flatness: CGFloat = 0.6
  /// Whether filling and clipping use the even-odd rule instead of non-zero winding.
  open var usesEvenOddFillRule = false
  /// The dash lengths and the phase, or nil for a solid stroke.
  private var dash: (lengths: [CGFloat], phase: CGFloat)?

  /// An empty path.
  public override init() {}

  /// UIKit's archive initialiser; there are no archives here, so it makes an empty path.
  public required init?(coder: NSCoder) {}

  /// A closed rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// A closed ellipse inscribed in a rectangle.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// A rectangle with all four corners rounded by `cornerRadius` (clamped to half the shorter side), in the
  /// continuous curve UIKit draws these with (see ``Layer/CornerCurve/continuous``).
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(
      roundedRect: rect, byRoundingCorners: .allCorners,
      cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// A rectangle with some corners rounded; as in UIKit only `cornerRadii.width` counts.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize
  ) {
    self.init()
    path.addRoundedRect(
      rect.standardized, radius: cornerRadii.width, corners: corners.layerCorners,
      curve: .continuous)
  }

  /// An open arc of a circle (angles in radians from the positive x axis).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// A path with a Core Graphics path's elements.
  public convenience init(cgPath: CGPath) {
    self.init()
    path.addPath(cgPath)
  }

  /// A copy with the same elements and attributes (as `NSObject.copy()`, typed `Any`).
  open override func copy() -> Any {
    let copy = BezierPath(cgPath: path)
    copy.lineWidth = lineWidth
    copy.lineCapStyle = lineCapStyle
    copy.lineJoinStyle = lineJoinStyle
    copy.miterLimit = miterLimit
    copy.usesEvenOddFillRule = usesEvenOddFillRule
    copy.dash = dash
    return copy
  }

  /// The path as Core Graphics sees it.
  open var cgPath: CGPath {
    get { path.mutableCopy() }
    set { path = newValue.mutableCopy() }
  }

  /// Whether the path has no elements.
  open var isEmpty: Bool { path.isEmpty }

  /// The smallest rectangle holding the path's points, control points included.
  open var bounds: CGRect { path.boundingBox }

  /// Where the path ends.
  open var currentPoint: CGPoint { path.currentPoint }

  /// Starts a subpath at a point.
  open func move(to point: CGPoint) { path.move(to: point) }

  /// Adds a straight line from the current point.
  open func addLine(to point: CGPoint) { path.addLine(to: point) }

  /// Adds a cubic Bézier curve from the current point.
  open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
  }

  /// Adds a quadratic Bézier curve from the current point.
  open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: end, control: controlPoint)
  }

  /// Adds an arc, joined to the current point by a line; `clockwise` is on screen (towards larger angles).
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: !clockwise)
  }

  /// Closes the current subpath.
  open func close() { path.closeSubpath() }

  /// Whether a point lies inside the path, by its fill rule.
  open func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// The same shape traced backwards: each subpath from its end to its start.
  open func reversing() -> BezierPath {
    let reversed = BezierPath()
    reversed.path = CGMutablePath(elements: path.reversedElements)
    return reversed
  }

  /// Reads the dash pattern: its count, its lengths (when `pattern` has room for them) and its phase.
  open func getLineDash(
    _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
    phase: UnsafeMutablePointer<CGFloat>?
  ) {
    let lengths = dash?.lengths ?? []
    count?.pointee = lengths.count
    phase?.pointee = dash?.phase ?? 0
    guard let pattern else { return }
    for (index, length) in lengths.enumerated() { pattern[index] = length }
  }

  /// Removes every element.
  open func removeAllPoints() { path = CGMutablePath() }

  /// Adds another path's elements after these.
  open func append(_ other: BezierPath) { path.addPath(other.path) }

  /// Transforms every point of the path.
  open func apply(_ transform: CGAffineTransform) {
    path = CGMutablePath(elements: path.elements.map { $0.applying(transform) })
  }

  /// Sets the stroke's dash lengths (`count` of them from `pattern`) and phase; nil or zero count is solid.
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    guard let pattern, count > 0 else {
      dash = nil
      return
    }
    dash = ((0..<count).map { pattern[$0] }, phase)
  }

  /// Fills the path's inside with the current context's fill colour.
  open func fill() {
    paint { $0.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding) }
  }

  /// Fills the path's inside, blended and faded.
  open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    paint(blendMode: blendMode, alpha: alpha) {
      $0.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
  }

  /// Strokes the path with its line attributes and the current context's stroke colour.
  open func stroke() {
    paint { $0.strokePath() }
  }

  /// Strokes the path, blended and faded.
  open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    paint(blendMode: blendMode, alpha: alpha) { $0.strokePath() }
  }

  /// Intersects the current context's clip with the path's inside (kept until the context's state is restored).
  open func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.beginPath()
    context.addPath(path)
    context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// Paints the path in the current context with the path's line attributes, leaving the context's state as it
  /// was.
  private func paint(
    blendMode: CGBlendMode = .normal, alpha: CGFloat = 1, _ body: (CGContext) -> Void
  ) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context.setMiterLimit(miterLimit)
    context.setLineDash(phase: dash?.phase ?? 0, lengths: dash?.lengths ?? [])
    if blendMode != .normal { context.setBlendMode(blendMode) }
    if alpha < 1 { context.setAlpha(context.state.alpha * alpha) }
    context.beginPath()
    context.addPath(path)
    body(context)
    context.restoreGState()
  }
}

/// Which corners of a rectangle are rounded (UIKit's `UIRectCorner`).
public struct RectCorner: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = RectCorner(rawValue: 1 << 0)
  public static let topRight = RectCorner(rawValue: 1 << 1)
  public static let bottomLeft = RectCorner(rawValue: 1 << 2)
  public static let bottomRight = RectCorner(rawValue: 1 << 3)
  public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]

  /// The same corners as Core Animation names them (y grows downwards, so "min Y" is the top).
  var layerCorners: Layer.CornerMask {
    var mask: Layer.CornerMask = []
    if contains(.topLeft) { mask.insert(.layerMinXMinYCorner) }
    if contains(.topRight) { mask.insert(.layerMaxXMinYCorner) }
    if contains(.bottomLeft) { mask.insert(.layerMinXMaxYCorner) }
    if contains(.bottomRight) { mask.insert(.layerMaxXMaxYCorner) }
    return mask
  }
}
