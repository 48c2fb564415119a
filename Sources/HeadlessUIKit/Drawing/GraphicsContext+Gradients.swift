internal import CPangoCairo
import Foundation

extension CGContext {
  /// Paints a gradient along the line from `start` to `end` over the whole clip; the colours extend past the ends
  /// only as `options` say.
  public func drawLinearGradient(
    _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
  ) {
    prepare()
    guard start != end,
      let pattern = cairo_pattern_create_linear(
        Double(start.x), Double(start.y), Double(end.x), Double(end.y))
    else { return }
    cairo_save(cairo)
    // One extended side: pad both, then clip away the half-plane beyond the side that must stay empty.
    let (dx, dy) = (end.x - start.x, end.y - start.y)
    let far = 1e6 / max(hypot(dx, dy), 1e-9)
    for (point, sign, extended) in [
      (start, CGFloat(1), options.contains(.drawsBeforeStartLocation)),
      (end, CGFloat(-1), options.contains(.drawsAfterEndLocation)),
    ] where !extended && options != [] {
      // The half-plane on the gradient's side of `point`: a huge rectangle with one edge through it.
      let (ux, uy) = (dx * far * sign, dy * far * sign)
      let (vx, vy) = (-uy, ux)
      cairo_new_path(cairo)
      cairo_move_to(cairo, Double(point.x - vx), Double(point.y - vy))
      cairo_line_to(cairo, Double(point.x + vx), Double(point.y + vy))
      cairo_line_to(cairo, Double(point.x + vx + ux), Double(point.y + vy + uy))
      cairo_line_to(cairo, Double(point.x - vx + ux), Double(point.y - vy + uy))
      cairo_close_path(cairo)
      cairo_clip(cairo)
    }
    paint(gradient, pattern: pattern, extended: options != [])
    cairo_restore(cairo)
  }

  /// Paints a gradient between two circles (Core Graphics' and Cairo's two-circle model) over the whole clip.
  ///
  /// With one of the two options only, the side left out is clipped away as a circle (outside the end circle, or
  /// inside the start circle), which is exact when one circle holds the other, the usual case.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
    endRadius: CGFloat, options: CGGradientDrawingOptions
  ) {
    prepare()
    guard
      let pattern = cairo_pattern_create_radial(
        Double(startCenter.x), Double(startCenter.y), Double(max(startRadius, 0)),
        Double(endCenter.x), Double(endCenter.y), Double(max(endRadius, 0)))
    else { return }
    cairo_save(cairo)
    if options != [] {
      if !options.contains(.drawsAfterEndLocation) {
        cairo_new_path(cairo)
        cairo_arc(cairo, Double(endCenter.x), Double(endCenter.y), Double(endRadius), 0, 2 * .pi)
        cairo_clip(cairo)
      }
      if !options.contains(.drawsBeforeStartLocation) && startRadius > 0 {
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, x1, y1, x2 - x1, y2 - y1)
        cairo_arc(
          cairo, Double(startCenter.x), Double(startCenter.y), Double(startRadius), 0, 2 * .pi)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cairo)
      }
    }
    paint(gradient, pattern: pattern, extended: options != [])
    cairo_restore(cairo)
  }

  /// Adds the gradient's stops to a pattern and paints the clip with it (at the state's alpha); destroys it.
  private func paint(_ gradient: CGGradient, pattern: OpaquePointer, extended: Bool) {
    defer { cairo_pattern_destroy(pattern) }
    cairo_pattern_set_extend(pattern, extended ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
    for stop in gradient.stops {
      let colour = stop.color.resolved(for: appearance)
      cairo_pattern_add_color_stop_rgba(
        pattern, Double(stop.location), colour.red, colour.green, colour.blue, colour.alpha)
    }
    cairo_new_path(cairo)
    cairo_set_source(cairo, pattern)
    cairo_paint_with_alpha(cairo, state.alpha)
  }
}
