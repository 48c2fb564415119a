import Foundation

/// A shape made of straight lines and Bézier curves (Core Graphics' `CGPath`), immutable once made.
///
/// Points are stored as drawn: arcs and ellipses become cubic Béziers of at most a quarter turn each, as Core
/// Graphics stores them, so every consumer (fills, strokes, shadows, hit boxes) sees one representation.
open class CGPath: CustomStringConvertible {
  /// One step of a path.
  public enum Element: Hashable, Sendable {
    case moveTo(CGPoint)
    case lineTo(CGPoint)
    case quadCurveTo(CGPoint, control: CGPoint)
    case curveTo(CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  /// The steps, in order.
  public internal(set) var elements: [Element]

  /// An empty path.
  public init() { elements = [] }

  init(elements: [Element]) { self.elements = elements }

  /// A rectangle, clockwise from its top-left corner (in UIKit's flipped coordinates).
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
    let path = CGMutablePath()
    path.addRect(rect)
    self.init(elements: (transform.map { path.copy(using: $0.pointee) } ?? path).elements)
  }

  /// The ellipse inscribed in a rectangle.
  public convenience init(
    ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil
  ) {
    let path = CGMutablePath()
    path.addEllipse(in: rect)
    self.init(elements: (transform.map { path.copy(using: $0.pointee) } ?? path).elements)
  }

  /// A rectangle with elliptical corners of the given radii (clamped to half the sides).
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>? = nil
  ) {
    let path = CGMutablePath()
    path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
    self.init(elements: (transform.map { path.copy(using: $0.pointee) } ?? path).elements)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The smallest rectangle holding every point, control points included (Core Graphics' `boundingBox`).
  public var boundingBox: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .moveTo(let p), .lineTo(let p): points.append(p)
      case .quadCurveTo(let p, let c): points += [p, c]
      case .curveTo(let p, let c1, let c2): points += [p, c1, c2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .null }
    var box = CGRect(origin: first, size: .zero)
    for point in points.dropFirst() { box = box.union(CGRect(origin: point, size: .zero)) }
    return box
  }

  /// The point the next element starts from: the end of the last one (the subpath's start after a close).
  public var currentPoint: CGPoint {
    var start = CGPoint.zero
    var current = CGPoint.zero
    for element in elements {
      switch element {
      case .moveTo(let p):
        start = p
        current = p
      case .lineTo(let p), .quadCurveTo(let p, _), .curveTo(let p, _, _): current = p
      case .closeSubpath: current = start
      }
    }
    return current
  }

  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath { CGMutablePath(elements: elements) }

  /// A copy with every point transformed.
  public func copy(using transform: CGAffineTransform) -> CGPath {
    CGPath(elements: elements.map { $0.applying(transform) })
  }

  /// Each element in order (Core Graphics' `applyWithBlock`, with Swift values instead of C pointers).
  public func forEachElement(_ body: (Element) -> Void) {
    elements.forEach(body)
  }

  public var description: String { "CGPath(\(elements.count) elements)" }
}

/// A path that grows (Core Graphics' `CGMutablePath`).
public final class CGMutablePath: CGPath {
  /// An empty path.
  public override init() { super.init() }

  override init(elements: [Element]) { super.init(elements: elements) }

  /// Starts a new subpath.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    elements.append(.moveTo(point.applying(transform)))
  }

  /// A straight line from the current point; starts a subpath there when there is none.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    if elements.isEmpty { elements.append(.moveTo(point.applying(transform))) }
    elements.append(.lineTo(point.applying(transform)))
  }

  /// Straight lines through the points, starting a subpath at the first.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for point in points.dropFirst() { addLine(to: point, transform: transform) }
  }

  /// A quadratic Bézier from the current point.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    elements.append(.quadCurveTo(end.applying(transform), control: control.applying(transform)))
  }

  /// A cubic Bézier from the current point.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    elements.append(
      .curveTo(
        end.applying(transform), control1: control1.applying(transform),
        control2: control2.applying(transform)))
  }

  /// Closes the current subpath with a line back to its start.
  public func closeSubpath() { elements.append(.closeSubpath) }

  /// A closed rectangle subpath.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
    addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
    closeSubpath()
  }

  /// Several closed rectangles.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// The closed ellipse inscribed in a rectangle, starting at its right-hand point.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    let scale = CGAffineTransform(
      a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY
    )
    .concatenating(transform)
    move(to: CGPoint(x: 1, y: 0), transform: scale)
    appendArc(center: .zero, radius: 1, from: 0, to: 2 * .pi, clockwise: false, transform: scale)
    closeSubpath()
  }

  /// A rectangle with elliptical corners (each radius clamped to half its side).
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    let rx = max(0, min(cornerWidth, r.width / 2))
    let ry = max(0, min(cornerHeight, r.height / 2))
    guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
    // Each corner is a quarter of an ellipse: a unit arc scaled by the radii about the corner's centre.
    func corner(_ cx: CGFloat, _ cy: CGFloat, from start: CGFloat) {
      let local = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: cx, ty: cy)
        .concatenating(transform)
      appendArc(
        center: .zero, radius: 1, from: start, to: start + .pi / 2, clockwise: false,
        transform: local)
    }
    move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX - rx, y: r.minY), transform: transform)
    corner(r.maxX - rx, r.minY + ry, from: -.pi / 2)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry), transform: transform)
    corner(r.maxX - rx, r.maxY - ry, from: 0)
    addLine(to: CGPoint(x: r.minX + rx, y: r.maxY), transform: transform)
    corner(r.minX + rx, r.maxY - ry, from: .pi / 2)
    addLine(to: CGPoint(x: r.minX, y: r.minY + ry), transform: transform)
    corner(r.minX + rx, r.minY + ry, from: .pi)
    closeSubpath()
  }

  /// An arc of a circle, joined to the current point by a line (Core Graphics' `addArc(center:…)`).
  ///
  /// Angles are in radians from the positive x axis; in UIKit's flipped coordinates `clockwise: true` turns
  /// towards smaller angles, as Core Graphics defines it (its "clockwise" is in unflipped space).
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let start = CGPoint(
      x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
    if elements.isEmpty || elements.last == .closeSubpath {
      move(to: start, transform: transform)
    } else {
      addLine(to: start, transform: transform)
    }
    appendArc(
      center: center, radius: radius, from: startAngle, to: endAngle, clockwise: clockwise,
      transform: transform)
  }

  /// The elements of another path, after these.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    elements +=
      transform == .identity ? path.elements : path.elements.map { $0.applying(transform) }
  }

  /// Appends an arc as cubic Béziers of at most a quarter turn each (the standard 4/3·tan(θ/4) control length),
  /// from the point at `from` (assumed current) to the point at `to`.
  func appendArc(
    center: CGPoint, radius: CGFloat, from start: CGFloat, to end: CGFloat, clockwise: Bool,
    transform: CGAffineTransform
  ) {
    var sweep = end - start
    let fullTurn = 2 * CGFloat.pi
    if clockwise {
      // Towards smaller angles.
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
      if sweep == 0 && start != end { sweep = -fullTurn }
      sweep = max(sweep, -fullTurn)
    } else {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
      if sweep == 0 && start != end { sweep = fullTurn }
      sweep = min(sweep, fullTurn)
    }
    guard sweep != 0 else { return }
    let segments = Int((abs(sweep) / (.pi / 2)).rounded(.up))
    let step = sweep / CGFloat(segments)
    let handle = 4 / 3 * tan(step / 4) * radius
    var angle = start
    for _ in 0..<segments {
      let next = angle + step
      let p0 = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      let p1 = CGPoint(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
      let c1 = CGPoint(x: p0.x - handle * sin(angle), y: p0.y + handle * cos(angle))
      let c2 = CGPoint(x: p1.x + handle * sin(next), y: p1.y - handle * cos(next))
      addCurve(to: p1, control1: c1, control2: c2, transform: transform)
      angle = next
    }
  }
}

extension CGPath.Element {
  /// The element with its points transformed.
  func applying(_ t: CGAffineTransform) -> CGPath.Element {
    switch self {
    case .moveTo(let p): .moveTo(p.applying(t))
    case .lineTo(let p): .lineTo(p.applying(t))
    case .quadCurveTo(let p, let c): .quadCurveTo(p.applying(t), control: c.applying(t))
    case .curveTo(let p, let c1, let c2):
      .curveTo(p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
    case .closeSubpath: .closeSubpath
    }
  }
}

/// How overlapping subpaths fill (Core Graphics' `CGPathFillRule`).
public enum CGPathFillRule: Sendable {
  case winding, evenOdd
}

/// How open ends of a stroke are drawn (Core Graphics' `CGLineCap`).
public enum CGLineCap: Int32, Sendable {
  case butt, round, square
}

/// How corners of a stroke are drawn (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
  case miter, round, bevel
}
