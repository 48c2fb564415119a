internal import CPangoCairo
import Foundation
import Layout
import UIKitCompat

extension View {
  /// Whether the view's layer is raised or lowered among its siblings (a non-zero `zPosition`).
  var isRaised: Bool { (loadedLayer?.zPosition ?? 0) != 0 }
}

extension Layer {
  /// Whether the layer draws a shadow.
  var castsShadow: Bool { shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0 }

  /// The layer's stacking value.
  static func zPosition(of entry: Sublayer) -> CGFloat {
    switch entry {
    case .view(let view): view.loadedLayer?.zPosition ?? 0
    case .layer(let layer): layer.zPosition
    }
  }
}

extension CairoCanvas {
  /// Draws subviews and standalone layers back to front, ordered by `zPosition` (equal values keep their order).
  func drawSublayers(_ entries: [Layer.Sublayer], origin: CGPoint) {
    let ordered = entries.enumerated().sorted {
      let (a, b) = (Layer.zPosition(of: $0.element), Layer.zPosition(of: $1.element))
      return a != b ? a < b : $0.offset < $1.offset
    }
    for (_, entry) in ordered {
      switch entry {
      case .view(let view): draw(view, origin: origin)
      case .layer(let layer): draw(layer, origin: origin)
      }
    }
  }

  /// Draws a standalone layer and its sublayers; `origin` is the superlayer's origin in scene coordinates.
  ///
  /// The order is Core Animation's: shadow, background, the layer's own drawing (a gradient, a shape), the
  /// sublayers (clipped when `masksToBounds`), the border.
  func draw(_ layer: Layer, origin: CGPoint) {
    guard !layer.isHidden, layer.opacity > 0 else { return }
    let frame = layer.frame.offsetBy(dx: origin.x, dy: origin.y)
    withEffects(
      of: layer, transform: layer.affineTransform(), frame: frame, bounds: layer.bounds,
      isShadowRoot: shadowRoot == ObjectIdentifier(layer)
    ) { drawBody(of: layer, frame: frame, origin: origin) }
  }

  /// Draws a standalone layer without its transform and mask (see ``draw(_:origin:)``).
  private func drawBody(of layer: Layer, frame: CGRect, origin: CGPoint) {
    let rect = frame.pixelAligned(scale: scale)
    let radius = min(layer.cornerRadius, rect.width / 2, rect.height / 2)
    let isShadowRoot = shadowRoot == ObjectIdentifier(layer)
    cairo_save(context)
    let translucent = layer.opacity < 1 && !isShadowRoot
    if translucent { cairo_push_group(context) }
    if layer.castsShadow && !isShadowRoot {
      drawShadow(of: .layer(layer), layer: layer, frame: frame, origin: origin)
    }
    if let background = layer.backgroundColor, background.alpha > 0 {
      addRoundedRectangle(
        rect, radius: radius, corners: layer.maskedCorners, curve: layer.cornerCurve)
      setSource(background)
      cairo_fill(context)
    }
    drawContents(of: layer, frame: frame, bounds: layer.bounds)
    if let gradient = layer as? GradientLayer {
      fillGradient(gradient, frame: frame, rect: rect, radius: radius)
    }
    if let shape = layer as? ShapeLayer { drawShape(shape, at: frame.origin) }
    cairo_save(context)
    if layer.masksToBounds {
      addRoundedRectangle(
        rect, radius: radius, corners: layer.maskedCorners, curve: layer.cornerCurve)
      cairo_clip(context)
    }
    if !layer.placements.isEmpty {
      let contentOrigin = CGPoint(
        x: frame.minX - layer.bounds.minX, y: frame.minY - layer.bounds.minY)
      drawSublayers(layer.orderedSublayers, origin: contentOrigin)
    }
    cairo_restore(context)
    strokeBorder(
      layer.borderColor, width: layer.borderWidth, rect: rect, radius: radius,
      corners: layer.maskedCorners, curve: layer.cornerCurve)
    if translucent {
      cairo_pop_group_to_source(context)
      cairo_paint_with_alpha(context, Double(layer.opacity))
    }
    cairo_restore(context)
  }

  /// Fills a gradient layer's rounded bounds with its gradient.
  private func fillGradient(_ layer: GradientLayer, frame: CGRect, rect: CGRect, radius: CGFloat) {
    guard let stops = layer.stops, frame.width > 0, frame.height > 0 else { return }
    let start = CGPoint(
      x: frame.minX + layer.startPoint.x * frame.width,
      y: frame.minY + layer.startPoint.y * frame.height)
    let end = CGPoint(
      x: frame.minX + layer.endPoint.x * frame.width,
      y: frame.minY + layer.endPoint.y * frame.height)
    let pattern: OpaquePointer?
    switch layer.type {
    case .radial:
      // An ellipse centred on the start point whose radii reach the end point along each axis.
      let (rx, ry) = (abs(end.x - start.x), abs(end.y - start.y))
      guard rx > 0, ry > 0 else { return }
      pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
      var matrix = cairo_matrix_t()
      cairo_matrix_init_scale(&matrix, Double(1 / rx), Double(1 / ry))
      cairo_matrix_translate(&matrix, Double(-start.x), Double(-start.y))
      cairo_pattern_set_matrix(pattern, &matrix)
    case .axial:
      pattern = cairo_pattern_create_linear(
        Double(start.x), Double(start.y), Double(end.x), Double(end.y))
    default:
      Diagnostics.report(
        Diagnostic(
          .error,
          "CAGradientLayer type \"\(layer.type.rawValue)\" is not supported: its gradient is not drawn"
        ))
      return
    }
    guard let pattern else { return }
    defer { cairo_pattern_destroy(pattern) }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    for stop in stops {
      let colour = stop.color.resolved(for: appearance)
      cairo_pattern_add_color_stop_rgba(
        pattern, min(max(stop.location, 0), 1), colour.red, colour.green, colour.blue, colour.alpha)
    }
    addRoundedRectangle(
      rect, radius: radius, corners: layer.maskedCorners, curve: layer.cornerCurve)
    cairo_set_source(context, pattern)
    cairo_fill(context)
  }

  /// Fills and strokes a shape layer's path, placed at `origin`.
  private func drawShape(_ layer: ShapeLayer, at origin: CGPoint) {
    guard let path = layer.path, !path.isEmpty else { return }
    if layer.strokeStart != 0 || layer.strokeEnd != 1 {
      Diagnostics.report(
        Diagnostic(
          .error,
          "CAShapeLayer strokeStart/strokeEnd (\(layer.strokeStart)...\(layer.strokeEnd)) is not supported:"
            + " the whole outline is drawn"))
    }
    cairo_save(context)
    cairo_translate(context, Double(origin.x), Double(origin.y))
    path.append(to: context)
    if let fill = layer.fillColor, fill.alpha > 0 {
      cairo_set_fill_rule(
        context, layer.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      setSource(fill)
      cairo_fill_preserve(context)
    }
    if let stroke = layer.strokeColor, stroke.alpha > 0, layer.lineWidth > 0 {
      cairo_set_line_width(context, Double(layer.lineWidth))
      cairo_set_line_cap(
        context,
        layer.lineCap == .round
          ? CAIRO_LINE_CAP_ROUND
          : layer.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
      cairo_set_line_join(
        context,
        layer.lineJoin == .round
          ? CAIRO_LINE_JOIN_ROUND
          : layer.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
      cairo_set_miter_limit(context, Double(layer.miterLimit))
      if var dashes = layer.lineDashPattern?.map(\.doubleValue), dashes.contains(where: { $0 > 0 })
      {
        cairo_set_dash(context, &dashes, Int32(dashes.count), Double(layer.lineDashPhase))
      }
      setSource(stroke)
      cairo_stroke_preserve(context)
    }
    cairo_new_path(context)
    cairo_restore(context)
  }
}
