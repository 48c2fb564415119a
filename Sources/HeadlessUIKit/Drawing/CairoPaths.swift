internal import CPangoCairo
import Foundation

extension CGPath {
  /// Adds the path's elements to a Cairo context's current path.
  ///
  /// Not API.
  package func append(to cairo: OpaquePointer) {
    for element in elements { element.append(to: cairo) }
  }

  /// Whether a point lies inside the path by a fill rule, after the path is transformed (Core Graphics'
  /// `contains(_:using:transform:)`): Cairo's fill test on the same outline the path is filled with.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  )
    -> Bool
  {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return false }
    defer { cairo_surface_destroy(surface) }
    guard let cairo = cairo_create(surface) else { return false }
    defer { cairo_destroy(cairo) }
    cairo_set_fill_rule(
      cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    (transform == .identity ? self : copy(using: transform)).append(to: cairo)
    return cairo_in_fill(cairo, Double(point.x), Double(point.y)) != 0
  }
}

extension CGPath.Element {
  /// Adds the element to a Cairo context's current path (a quadratic curve raised to the equal cubic one).
  func append(to cairo: OpaquePointer) {
    switch self {
    case .moveTo(let p): cairo_move_to(cairo, Double(p.x), Double(p.y))
    case .lineTo(let p): cairo_line_to(cairo, Double(p.x), Double(p.y))
    case .quadCurveTo(let p, let c):
      var (x0, y0) = (0.0, 0.0)
      if cairo_has_current_point(cairo) != 0 { cairo_get_current_point(cairo, &x0, &y0) }
      let (cx, cy, px, py) = (Double(c.x), Double(c.y), Double(p.x), Double(p.y))
      cairo_curve_to(
        cairo, x0 + 2 / 3 * (cx - x0), y0 + 2 / 3 * (cy - y0), px + 2 / 3 * (cx - px),
        py + 2 / 3 * (cy - py), px, py)
    case .curveTo(let p, let c1, let c2):
      cairo_curve_to(
        cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
    case .closeSubpath: cairo_close_path(cairo)
    }
  }
}
