internal import CPangoCairo
import Foundation

/// What a path-painting call does (Core Graphics' `CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable {
  case fill, eoFill, stroke, fillStroke, eoFillStroke
}

extension CGContext {
  // MARK: - Building the current path

  /// Starts a new, empty current path.
  public func beginPath() {
    prepare()
    cairo_new_path(cairo)
  }

  /// Starts a subpath at a point.
  public func move(to point: CGPoint) {
    prepare()
    cairo_move_to(cairo, Double(point.x), Double(point.y))
  }

  /// Adds a straight line from the current point.
  public func addLine(to point: CGPoint) {
    prepare()
    cairo_line_to(cairo, Double(point.x), Double(point.y))
  }

  /// Adds straight lines through the points, the first one starting a subpath.
  public func addLines(between points: [CGPoint]) {
    let path = CGMutablePath()
    path.addLines(between: points)
    addPath(path)
  }

  /// Adds a cubic Bézier curve from the current point.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    prepare()
    cairo_curve_to(
      cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
      Double(end.x), Double(end.y))
  }

  /// Adds a quadratic Bézier curve from the current point.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    prepare()
    CGPath.Element.quadCurveTo(end, control: control).append(to: cairo)
  }

  /// Adds a closed rectangle subpath.
  public func addRect(_ rect: CGRect) {
    prepare()
    let r = rect.standardized
    cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
  }

  /// Adds a closed rectangle subpath for each rectangle.
  public func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  /// Adds an ellipse inscribed in a rectangle, as a closed subpath.
  public func addEllipse(in rect: CGRect) {
    addPath(CGPath(ellipseIn: rect))
  }

  /// Adds an arc of a circle, joined to the current point by a line (see ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``
  /// for the direction of `clockwise`).
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    prepare()
    let path = CGMutablePath()
    var current = (x: 0.0, y: 0.0)
    if cairo_has_current_point(cairo) != 0 {
      cairo_get_current_point(cairo, &current.x, &current.y)
      path.move(to: CGPoint(x: current.x, y: current.y))
    }
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
    addElements(
      cairo_has_current_point(cairo) != 0 ? path.elements.dropFirst() : path.elements[...])
  }

  /// Adds a path's subpaths to the current path.
  public func addPath(_ path: CGPath) {
    prepare()
    addElements(path.elements[...])
  }

  /// Closes the current subpath with a line back to its start.
  public func closePath() {
    prepare()
    cairo_close_path(cairo)
  }

  /// Whether the current path has nothing in it.
  public var isPathEmpty: Bool {
    prepare()
    return cairo_has_current_point(cairo) == 0
  }

  /// The current point of the current path (zero when there is none).
  public var currentPointOfPath: CGPoint {
    prepare()
    guard cairo_has_current_point(cairo) != 0 else { return .zero }
    var (x, y) = (0.0, 0.0)
    cairo_get_current_point(cairo, &x, &y)
    return CGPoint(x: x, y: y)
  }

  /// The smallest rectangle holding the current path's points, control points included.
  public var boundingBoxOfPath: CGRect {
    prepare()
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_path_extents(cairo, &x1, &y1, &x2, &y2)
    return x1 == x2 && y1 == y2 ? .null : CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }

  // MARK: - Painting the current path

  /// Fills the current path (non-zero winding unless `rule` says even-odd) and empties it.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    drawPath(using: rule == .evenOdd ? .eoFill : .fill)
  }

  /// Strokes the current path with the line attributes and empties it.
  public func strokePath() {
    drawPath(using: .stroke)
  }

  /// Fills and/or strokes the current path, then empties it.
  public func drawPath(using mode: CGPathDrawingMode) {
    prepare()
    if mode != .stroke {
      cairo_set_fill_rule(
        cairo,
        mode == .eoFill || mode == .eoFillStroke
          ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      setSource(state.fill)
      cairo_fill_preserve(cairo)
    }
    if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
      setSource(state.stroke)
      cairo_stroke_preserve(cairo)
    }
    cairo_new_path(cairo)
  }

  /// Intersects the clip with the current path and empties it.
  public func clip(using rule: CGPathFillRule = .winding) {
    prepare()
    cairo_set_fill_rule(
      cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_clip(cairo)
  }

  /// Intersects the clip with a rectangle (the current path is kept).
  public func clip(to rect: CGRect) {
    clip(to: [rect])
  }

  /// Intersects the clip with the union of rectangles (the current path is kept).
  public func clip(to rects: [CGRect]) {
    prepare()
    let path = cairo_copy_path(cairo)
    cairo_new_path(cairo)
    addRects(rects)
    cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    cairo_clip(cairo)
    if let path {
      cairo_append_path(cairo, path)
      cairo_path_destroy(path)
    }
  }

  /// The bounds of the area drawing can reach, in user space.
  public var boundingBoxOfClipPath: CGRect {
    prepare()
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
    return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }

  // MARK: - Shortcuts that paint a shape without touching the current path

  /// Fills a rectangle with the fill colour.
  public func fill(_ rect: CGRect) { paint(.fill) { $0.addRect(rect) } }

  /// Fills rectangles with the fill colour.
  public func fill(_ rects: [CGRect]) { paint(.fill) { $0.addRects(rects) } }

  /// Strokes a rectangle's outline with the line attributes.
  public func stroke(_ rect: CGRect) { paint(.stroke) { $0.addRect(rect) } }

  /// Strokes a rectangle's outline at a line width.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    saveGState()
    setLineWidth(width)
    stroke(rect)
    restoreGState()
  }

  /// Fills an ellipse inscribed in a rectangle.
  public func fillEllipse(in rect: CGRect) { paint(.fill) { $0.addEllipse(in: rect) } }

  /// Strokes an ellipse inscribed in a rectangle.
  public func strokeEllipse(in rect: CGRect) { paint(.stroke) { $0.addEllipse(in: rect) } }

  /// Strokes separate segments: points 0–1, 2–3, and so on.
  public func strokeLineSegments(between points: [CGPoint]) {
    paint(.stroke) { context in
      for index in stride(from: 0, to: points.count - 1, by: 2) {
        context.move(to: points[index])
        context.addLine(to: points[index + 1])
      }
    }
  }

  /// Makes a rectangle transparent (every pixel cleared, whatever the blend mode).
  public func clear(_ rect: CGRect) {
    prepare()
    cairo_save(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
    let path = cairo_copy_path(cairo)
    cairo_new_path(cairo)
    addRect(rect)
    cairo_fill(cairo)
    cairo_restore(cairo)
    if let path {
      cairo_append_path(cairo, path)
      cairo_path_destroy(path)
    }
  }

  /// Paints a shape built by `build` with `mode`, keeping the current path as it was.
  private func paint(_ mode: CGPathDrawingMode, _ build: (CGContext) -> Void) {
    prepare()
    let path = cairo_copy_path(cairo)
    cairo_new_path(cairo)
    build(self)
    drawPath(using: mode)
    if let path {
      cairo_append_path(cairo, path)
      cairo_path_destroy(path)
    }
  }

  // MARK: - Elements

  /// Adds path elements to Cairo's current path (quadratic curves raised to cubic ones).
  func addElements(_ elements: ArraySlice<CGPath.Element>) {
    for element in elements { element.append(to: cairo) }
  }
}
