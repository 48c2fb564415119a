internal import CPangoCairo
import Foundation
import HeadlessUIKit

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
    drawOwnContent(of: layer, frame: frame, bounds: layer.bounds, rect: rect, radius: radius)
    cairo_save(context)
    if layer.masksToBounds {
      addRoundedRectangle(
        rect, radius: radius, corners: layer.maskedCorners, curve: layer.cornerCurve)
      cairo_clip(context)
    }
    if !layer.placements.isEmpty {
      let contentOrigin = CGPoint(
        x: frame.minX - layer.bounds.minX, y: frame.minY - layer.bounds.minY)
      if let replicator = layer as? CAReplicatorLayer, replicator.instanceCount > 1 {
        drawReplicas(of: replicator, frame: frame, origin: contentOrigin)
      } else {
        drawSublayers(layer.orderedSublayers, origin: contentOrigin)
      }
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

  /// Draws what a layer draws of its own over its background: its `contents` image, then a gradient, a shape or a
  /// string for those layer classes (a view whose `layerClass` is one of them draws it too).
  func drawOwnContent(of layer: Layer, frame: CGRect, bounds: CGRect, rect: CGRect, radius: CGFloat)
  {
    drawContents(of: layer, frame: frame, bounds: bounds)
    switch layer {
    case let gradient as GradientLayer:
      fillGradient(gradient, frame: frame, rect: rect, radius: radius)
    case let shape as ShapeLayer:
      drawShape(shape, at: CGPoint(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY))
    case let text as TextLayer: drawText(of: text, frame: frame)
    default: break
    }
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
    case .conic:
      let corners = [frame.minX, frame.maxX].flatMap { x in
        [frame.minY, frame.maxY].map { y in hypot(x - start.x, y - start.y) }
      }
      pattern = conicPattern(
        stops, centre: start, from: atan2(end.y - start.y, end.x - start.x),
        radius: (corners.max() ?? 0) + 1)
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
    if layer.type != .conic {
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      for stop in stops {
        let colour = stop.color.resolved(for: appearance)
        cairo_pattern_add_color_stop_rgba(
          pattern, min(max(stop.location, 0), 1), colour.red, colour.green, colour.blue,
          colour.alpha)
      }
    }
    addRoundedRectangle(
      rect, radius: radius, corners: layer.maskedCorners, curve: layer.cornerCurve)
    cairo_set_source(context, pattern)
    cairo_fill(context)
  }

  /// A conic gradient as a Cairo mesh: the colours swept once around `centre`, clockwise on screen, from `start`.
  ///
  /// The mesh has 128 thin sectors reaching `radius`, each shading from the colour at its first edge to the
  /// colour at its second. Cairo has no conic gradient of its own; at 128 sectors each spans 2.8°, so neighbouring
  /// sectors differ by under 1/128 of the colour change and show no steps in 8-bit colour.
  private func conicPattern(
    _ stops: [(location: Double, color: Color)], centre: CGPoint, from start: CGFloat,
    radius: CGFloat
  ) -> OpaquePointer? {
    guard let mesh = cairo_pattern_create_mesh() else { return nil }
    let sorted = stops.map { (min(max($0.location, 0), 1), $0.color.resolved(for: appearance)) }
      .sorted { $0.0 < $1.0 }
    func colour(at t: Double) -> (Double, Double, Double, Double) {
      guard let first = sorted.first, let last = sorted.last else { return (0, 0, 0, 0) }
      var (low, high) = (first, last)
      if t <= first.0 {
        high = first
      } else if t >= last.0 {
        low = last
      } else {
        for (a, b) in zip(sorted, sorted.dropFirst()) where t >= a.0 && t <= b.0 {
          (low, high) = (a, b)
          break
        }
      }
      let f = high.0 > low.0 ? (t - low.0) / (high.0 - low.0) : 0
      func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
      return (
        mix(low.1.red, high.1.red), mix(low.1.green, high.1.green), mix(low.1.blue, high.1.blue),
        mix(low.1.alpha, high.1.alpha)
      )
    }
    let sectors = 128
    let step = 2 * Double.pi / Double(sectors)
    let handle = 4 / 3 * tan(step / 4) * Double(radius)
    let (cx, cy, r) = (Double(centre.x), Double(centre.y), Double(radius))
    for index in 0..<sectors {
      let a0 = Double(start) + step * Double(index)
      let a1 = a0 + step
      let c0 = colour(at: Double(index) / Double(sectors))
      let c1 = colour(at: Double(index + 1) / Double(sectors))
      cairo_mesh_pattern_begin_patch(mesh)
      cairo_mesh_pattern_move_to(mesh, cx, cy)
      cairo_mesh_pattern_line_to(mesh, cx + r * cos(a0), cy + r * sin(a0))
      cairo_mesh_pattern_curve_to(
        mesh, cx + r * cos(a0) - handle * sin(a0), cy + r * sin(a0) + handle * cos(a0),
        cx + r * cos(a1) + handle * sin(a1), cy + r * sin(a1) - handle * cos(a1),
        cx + r * cos(a1), cy + r * sin(a1))
      cairo_mesh_pattern_line_to(mesh, cx, cy)
      for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
        cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c.0, c.1, c.2, c.3)
      }
      cairo_mesh_pattern_end_patch(mesh)
    }
    return mesh
  }

  /// Draws a text layer's string from the top-left of its bounds (see ``TextLayer``).
  private func drawText(of layer: TextLayer, frame: CGRect) {
    guard let drawing = layer.textDrawing(in: CGRect(origin: .zero, size: frame.size)) else {
      return
    }
    do {
      try TextEngine.withEngine { engine in
        var origin = CGPoint(
          x: frame.minX + drawing.origin.x, y: frame.minY + drawing.origin.y)
        if drawing.shift > 0 {
          let width = engine.measure(drawing.style, width: nil).size.width
          origin.x += (frame.width - width) * drawing.shift
        }
        engine.draw(
          drawing.style, at: origin, width: drawing.width,
          color: drawing.color.resolved(for: appearance), context: context)
      }
    } catch {
      Diagnostics.report(Diagnostic(.error, "\(layer.debugName): \(error)"))
    }
  }

  /// Fills and strokes a shape layer's path, placed at `origin`.
  private func drawShape(_ layer: ShapeLayer, at origin: CGPoint) {
    guard let path = layer.path, !path.isEmpty else { return }
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
      if strokesPart(of: layer, path: path) {
        setSource(stroke)
        cairo_stroke_preserve(context)
      }
    }
    cairo_new_path(context)
    cairo_restore(context)
  }

  /// Limits the stroke to the part of the path between `strokeStart` and `strokeEnd` (fractions of its length),
  /// as a dash pattern over the current path; false when that part is empty.
  ///
  /// One dash of the part's length, preceded by a gap of `strokeStart` × the length, so caps and joins are drawn
  /// as Core Animation draws them at the ends. Supported for one subpath without a dash pattern of its own; other
  /// cases report an error diagnostic and stroke the whole outline.
  private func strokesPart(of layer: ShapeLayer, path: CGPath) -> Bool {
    let start = Double(min(max(layer.strokeStart, 0), 1))
    let end = Double(min(max(layer.strokeEnd, 0), 1))
    guard start > 0 || end < 1 else { return true }
    guard start < end else { return false }
    let subpaths = path.elements.filter { if case .moveTo = $0 { true } else { false } }.count
    guard subpaths <= 1, (layer.lineDashPattern ?? []).isEmpty else {
      Diagnostics.report(
        Diagnostic(
          .error,
          "\(layer.debugName): strokeStart/strokeEnd over \(subpaths) subpaths or with a lineDashPattern is not"
            + " supported: the whole outline is stroked"))
      return true
    }
    let length = currentPathLength()
    guard length > 0 else { return true }
    let cycle = 2 * length + 1
    var dashes = [(end - start) * length, cycle - (end - start) * length]
    cairo_set_dash(context, &dashes, 2, cycle - start * length)
    return true
  }

  /// The length of the current path, measured along its flattened form.
  private func currentPathLength() -> Double {
    guard let flat = cairo_copy_path_flat(context) else { return 0 }
    defer { cairo_path_destroy(flat) }
    var length = 0.0
    var (startX, startY, x, y) = (0.0, 0.0, 0.0, 0.0)
    var index = 0
    let data = flat.pointee.data
    while index < Int(flat.pointee.num_data), let data {
      let header = data[index].header
      switch header.type {
      case CAIRO_PATH_MOVE_TO:
        (x, y) = (data[index + 1].point.x, data[index + 1].point.y)
        (startX, startY) = (x, y)
      case CAIRO_PATH_LINE_TO:
        let (nx, ny) = (data[index + 1].point.x, data[index + 1].point.y)
        length += hypot(nx - x, ny - y)
        (x, y) = (nx, ny)
      case CAIRO_PATH_CLOSE_PATH:
        length += hypot(startX - x, startY - y)
        (x, y) = (startX, startY)
      default: break
      }
      index += Int(header.length)
    }
    return length
  }
}

extension CairoCanvas {
  /// Draws a replicator layer's sublayers once per instance: copy `i` transformed by the instance transform applied
  /// `i` times about the layer's centre (as a sublayer transform is) and faded by `i` alpha offsets.
  ///
  /// Only the flat part of the transform is drawn, and the colour offsets are not applied (each reported).
  fileprivate func drawReplicas(of replicator: CAReplicatorLayer, frame: CGRect, origin: CGPoint) {
    if !replicator.instanceTransform.isAffine {
      Diagnostics.report(
        Diagnostic(
          .error,
          "\(replicator.debugName): an instanceTransform with depth is not supported: drawn flattened"
        ))
    }
    let tinted =
      replicator.instanceColor != nil || replicator.instanceRedOffset != 0
      || replicator.instanceGreenOffset != 0
      || replicator.instanceBlueOffset != 0
    if tinted {
      Diagnostics.report(
        Diagnostic(
          .error,
          "\(replicator.debugName): instance colours are not supported: every copy is drawn in its own colours"
        ))
    }
    let step = replicator.instanceTransform.affine
    var transform = CGAffineTransform.identity
    for instance in 0..<replicator.instanceCount {
      let alpha = min(1, max(0, 1 + Double(instance) * Double(replicator.instanceAlphaOffset)))
      if alpha > 0 {
        cairo_save(context)
        var matrix = cairo_matrix_t(
          xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c),
          yy: Double(transform.d),
          x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_translate(context, Double(frame.midX), Double(frame.midY))
        cairo_transform(context, &matrix)
        cairo_translate(context, Double(-frame.midX), Double(-frame.midY))
        if alpha < 1 { cairo_push_group(context) }
        drawSublayers(replicator.orderedSublayers, origin: origin)
        if alpha < 1 {
          cairo_pop_group_to_source(context)
          cairo_paint_with_alpha(context, alpha)
        }
        cairo_restore(context)
      }
      transform = transform.concatenating(step)
    }
  }
}
