internal import CPNGWriter
internal import CPangoCairo
import Foundation
import HeadlessUIKit

/// A Cairo surface that a view tree is drawn into, in points: an image surface scaled to pixels, or an SVG or PDF
/// surface in points.
///
/// One canvas belongs to one render: separate canvases can draw on separate threads at the same time.
final class CairoCanvas {
  private let surface: OpaquePointer
  let context: OpaquePointer
  let pixelWidth: Int
  let pixelHeight: Int
  /// The device scale edges are snapped at (the scene's scale, for vector output too, so geometry matches the
  /// PNG's).
  let scale: CGFloat
  /// The appearance adaptive colours resolve for.
  var appearance: Appearance = .light
  /// The view or layer a shadow mask is being drawn from: drawn without its own shadow and opacity.
  var shadowRoot: ObjectIdentifier?
  /// The Core Graphics context views' `draw(_:)` draws into (made on first use).
  lazy var graphicsContext = CGContext(cairo: context, appearance: appearance)
  /// Blurred shadow masks of this render, by their unblurred pixels: equal shapes are blurred once.
  var blurredMasks: [ShadowMaskKey: BlurredShadowMask] = [:]

  /// Makes an ARGB32 image surface, scaled so that drawing is in points.
  ///
  /// With `overwritten`, the caller's first drawing paints every pixel (``fill(_:)``), so the surface may start
  /// with any bytes; otherwise it starts transparent.
  ///
  /// - Throws: ``RenderError/cairo(scene:status:)`` if Cairo refuses the size.
  convenience init(
    scene: String, pixelWidth: Int, pixelHeight: Int, scale: CGFloat, overwritten: Bool = false
  ) throws(RenderError) {
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(pixelWidth)))
    let pixels = PixelMemory(bytes: stride * pixelHeight, overwritten: overwritten)
    let surface =
      if let pixels {
        cairo_image_surface_create_for_data(
          pixels.start, CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight), Int32(stride))
      } else {
        cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
      }
    try self.init(
      scene: scene, surface: surface, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
      scale: scale, drawScale: scale)
    self.pixels = pixels
  }

  /// Whether this canvas draws pixels (an image surface) rather than a vector file.
  var isRaster: Bool { cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE }

  /// The memory under an image surface, when the canvas allocated it; released after the surface.
  private var pixels: PixelMemory?

  /// Wraps a surface Cairo made (and checks it).
  init(
    scene: String, surface: OpaquePointer?, pixelWidth: Int, pixelHeight: Int, scale: CGFloat,
    drawScale: CGFloat
  ) throws(RenderError) {
    guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      let status =
        surface.map { String(cString: cairo_status_to_string(cairo_surface_status($0))) }
        ?? "no surface"
      if let surface { cairo_surface_destroy(surface) }
      throw .cairo(scene: scene, status: status)
    }
    let context = cairo_create(surface)
    guard let context else {
      cairo_surface_destroy(surface)
      throw .cairo(scene: scene, status: "no context")
    }
    self.surface = surface
    self.context = context
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.scale = scale
    cairo_scale(context, Double(drawScale), Double(drawScale))
  }

  /// Finishes a vector surface: everything drawn is written to its stream.
  func finish() {
    cairo_destroy(context)
    cairo_surface_finish(surface)
    finished = true
  }
  private var finished = false

  deinit {
    if !finished { cairo_destroy(context) }
    cairo_surface_destroy(surface)
  }

  /// Fills the whole canvas.
  func fill(_ color: Color) {
    cairo_save(context)
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    setSource(color)
    cairo_paint(context)
    cairo_restore(context)
  }

  /// Draws a view and its subviews, back to front; `origin` is the superview's origin in scene coordinates.
  ///
  /// Hidden and fully transparent views are skipped. The background fills the (rounded) frame, the subviews follow
  /// (clipped when ``View/clipsToBounds``), and the border is drawn last, inside the frame, as a layer's is. Each
  /// frame's edges are snapped to device pixels first (`CGRect.pixelAligned(scale:)`).
  func draw(_ view: View, origin: CGPoint = .zero) {
    guard !view.isHidden, view.alpha > 0 else { return }
    // A view that overrides its appearance draws itself and its subviews in it (`overrideUserInterfaceStyle`).
    let ambient = appearance
    switch view.overrideUserInterfaceStyle {
    case .light: appearance = .light
    case .dark: appearance = .dark
    case .unspecified: break
    }
    defer { appearance = ambient }
    let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
    withEffects(
      of: view.loadedLayer, transform: view.transform, frame: frame, bounds: view.bounds,
      isShadowRoot: shadowRoot == ObjectIdentifier(view)
    ) { drawBody(of: view, frame: frame, origin: origin) }
  }

  /// Draws a view without its transform and mask (see ``draw(_:origin:)``).
  private func drawBody(of view: View, frame: CGRect, origin: CGPoint) {
    let rect = frame.pixelAligned(scale: scale)
    let radius = min(view.cornerRadius, rect.width / 2, rect.height / 2)
    let layer = view.loadedLayer
    let corners = layer?.maskedCorners ?? .all
    let curve = layer?.cornerCurve ?? .circular
    let isShadowRoot = shadowRoot == ObjectIdentifier(view)
    cairo_save(context)
    let translucent = view.alpha < 1 && !isShadowRoot
    if translucent { cairo_push_group(context) }
    if let layer, !isShadowRoot, layer.castsShadow {
      drawShadow(of: .view(view), layer: layer, frame: frame, origin: origin)
    }
    if let blur = (view as? VisualEffectView)?.effect as? BlurEffect {
      drawBlur(blur, rect: rect) {
        addRoundedRectangle(rect, radius: radius, corners: corners, curve: curve)
      }
    }
    // Subviews are in the view's bounds coordinates: a scrolled view (a scroll view) shifts them by its origin.
    let contentOrigin = CGPoint(x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
    if let background = view.storedBackgroundColor, background.alpha > 0,
      radius > 0
        || !isCovered(
          rect, clippedToRect: view.clipsToBounds,
          byFirst: firstDrawnSubview(of: view, layer: layer),
          origin: contentOrigin)
    {
      addRoundedRectangle(rect, radius: radius, corners: corners, curve: curve)
      setSource(background)
      cairo_fill(context)
    }
    // Clipping to the bounds (rounded by the corner radius) applies to the view's own content as well as to its
    // subviews, as a layer's `masksToBounds` clips its contents: an image view with rounded corners shows a rounded
    // image.
    cairo_save(context)
    if view.clipsToBounds {
      addRoundedRectangle(rect, radius: radius, corners: corners, curve: curve)
      cairo_clip(context)
    }
    if let layer {
      drawOwnContent(of: layer, frame: frame, bounds: view.bounds, rect: rect, radius: radius)
    }
    let drawing = view as? ContentDrawing
    if let content = drawing?.drawnContent {
      for item in content { draw(item, of: view, at: frame.origin) }
    }
    graphicsContext.drawing(inFrame: frame, bounds: view.bounds) {
      TraitCollection.performWithTraits(of: view) { view.draw(view.bounds) }
    }
    let above = drawing?.drawnContentAboveSublayers ?? []
    if let layer, !layer.placements.isEmpty || view.subviews.contains(where: \.isRaised) {
      var entries = layer.orderedSublayers
      if !above.isEmpty {
        // The content above the added layers: they go first, then it, then the subviews.
        drawSublayers(entries.filter(\.isLayer), origin: contentOrigin)
        for item in above { draw(item, of: view, at: frame.origin) }
        entries.removeAll(where: \.isLayer)
      }
      drawSublayers(entries, origin: contentOrigin)
    } else {
      for item in above { draw(item, of: view, at: frame.origin) }
      if view.subviews.contains(where: \.isRaised) {
        drawSublayers(view.subviews.map(Layer.Sublayer.view), origin: contentOrigin)
      } else {
        for subview in view.subviews { draw(subview, origin: contentOrigin) }
      }
    }
    cairo_restore(context)
    strokeBorder(
      view.borderColor, width: view.borderWidth, rect: rect, radius: radius, corners: corners,
      curve: curve)
    if translucent {
      cairo_pop_group_to_source(context)
      cairo_paint_with_alpha(context, Double(view.alpha))
    }
    cairo_restore(context)
  }

  /// The subview drawn first after a view's own content, when its subviews are drawn in order (no added layers and
  /// no raised subviews): the one whose background may cover the view's.
  private func firstDrawnSubview(of view: View, layer: Layer?) -> View? {
    guard layer?.placements.isEmpty ?? true, !view.subviews.contains(where: \.isRaised) else {
      return nil
    }
    return view.subviews.first
  }

  /// Strokes a border inside `rect` (as a layer's is): its width clamped to half the sides, its corners following
  /// the rounded rectangle's.
  func strokeBorder(
    _ color: Color?, width: CGFloat, rect: CGRect, radius: CGFloat, corners: Layer.CornerMask,
    curve: Layer.CornerCurve
  ) {
    guard let color, width > 0, color.alpha > 0 else { return }
    let width = min(width, rect.width / 2, rect.height / 2)
    addRoundedRectangle(
      rect.insetBy(dx: width / 2, dy: width / 2), radius: max(radius - width / 2, 0),
      corners: corners, curve: curve)
    setSource(color)
    cairo_set_line_width(context, Double(width))
    cairo_stroke(context)
  }

  /// Strokes a rectangle's outline, half a point inside, optionally dashed.
  func outline(_ rect: CGRect, color: Color, width: CGFloat, dashed: Bool) {
    cairo_save(context)
    setSource(color)
    cairo_set_line_width(context, Double(width))
    if dashed {
      var pattern: [Double] = [4, 3]
      cairo_set_dash(context, &pattern, 2, 0)
    }
    cairo_rectangle(
      context, Double(rect.minX + width / 2), Double(rect.minY + width / 2),
      Double(max(rect.width - width, 0)),
      Double(max(rect.height - width, 0)))
    cairo_stroke(context)
    cairo_restore(context)
  }

  /// Strokes a straight line.
  func line(from start: CGPoint, to end: CGPoint, color: Color, width: CGFloat) {
    cairo_save(context)
    setSource(color)
    cairo_set_line_width(context, Double(width))
    cairo_move_to(context, Double(start.x), Double(start.y))
    cairo_line_to(context, Double(end.x), Double(end.y))
    cairo_stroke(context)
    cairo_restore(context)
  }

  /// Writes a small annotation (9-point text) with its top-left corner at `point`.
  func annotate(_ text: String, at point: CGPoint, color: Color) {
    let style = TextStyle(
      text: text, font: .system(size: 9, weight: .medium), alignment: .left,
      direction: .leftToRight,
      numberOfLines: 1, lineBreakMode: .byClipping)
    do {
      try TextEngine.withEngine { engine in
        engine.draw(
          style, in: CGRect(x: point.x, y: point.y, width: 400, height: 0), color: color,
          context: context)
      }
    } catch {
      Diagnostics.report(Diagnostic(.error, "debug overlay: \(error)"))
    }
  }

  /// Draws one item of a view's content; `origin` is the view's unsnapped origin in scene coordinates.
  private func draw(_ item: DrawnContent, of view: View, at origin: CGPoint) {
    switch item {
    case .fill(let rect, let color, let radius):
      guard color.alpha > 0 else { return }
      let snapped = rect.offsetBy(dx: origin.x, dy: origin.y).pixelAligned(scale: scale)
      addRoundedRectangle(snapped, radius: min(radius, snapped.width / 2, snapped.height / 2))
      setSource(color)
      cairo_fill(context)
    case .ellipse(let rect, let color):
      guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
      let placed = rect.offsetBy(dx: origin.x, dy: origin.y)
      cairo_save(context)
      cairo_translate(context, Double(placed.midX), Double(placed.midY))
      cairo_scale(context, Double(placed.width / 2), Double(placed.height / 2))
      cairo_arc(context, 0, 0, 1, 0, 2 * Double.pi)
      cairo_restore(context)
      setSource(color)
      cairo_fill(context)
    case .stroke(let rect, let color, let radius, let width):
      guard color.alpha > 0, width > 0 else { return }
      let placed = rect.offsetBy(dx: origin.x, dy: origin.y)
      let inset = min(width, placed.width / 2, placed.height / 2) / 2
      addRoundedRectangle(
        placed.insetBy(dx: inset, dy: inset),
        radius: max(min(radius, placed.width / 2, placed.height / 2) - inset, 0))
      setSource(color)
      cairo_set_line_width(context, Double(inset * 2))
      cairo_stroke(context)
    case .line(let start, let end, let color, let width):
      guard color.alpha > 0, width > 0 else { return }
      cairo_save(context)
      setSource(color)
      cairo_set_line_width(context, Double(width))
      cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
      cairo_move_to(context, Double(start.x + origin.x), Double(start.y + origin.y))
      cairo_line_to(context, Double(end.x + origin.x), Double(end.y + origin.y))
      cairo_stroke(context)
      cairo_restore(context)
    case .hairline(let y, let start, let end, let color):
      guard color.alpha > 0, end > start else { return }
      let scale = self.scale
      let snap = { (value: CGFloat) in (value * scale).rounded() / scale }
      let bottom = snap(y + origin.y)
      let left = snap(start + origin.x)
      let right = snap(end + origin.x)
      cairo_rectangle(
        context, Double(left), Double(bottom - 1 / scale), Double(right - left), Double(1 / scale))
      setSource(color)
      cairo_fill(context)
    case .text(let style, let rect, let color):
      // The text's frame stays unsnapped, so glyph positions are exact.
      do {
        try TextEngine.withEngine { engine in
          engine.draw(
            style, in: rect.offsetBy(dx: origin.x, dy: origin.y),
            color: color.resolved(for: appearance), appearance: appearance, context: context)
        }
      } catch {
        Diagnostics.report(Diagnostic(.error, "\(view.debugName): \(error)"))
      }
    case .image(let image, let rect, let tint):
      CairoBitmaps.paint(
        image, in: rect.offsetBy(dx: origin.x, dy: origin.y),
        tint: tint?.resolved(for: appearance), context: context)
    }
  }

  func setSource(_ color: Color) {
    let resolved = color.resolved(for: appearance)
    cairo_set_source_rgba(context, resolved.red, resolved.green, resolved.blue, resolved.alpha)
  }

  /// Adds a rectangle whose `corners` are rounded by `radius` (circular arcs, or Core Animation's continuous curve)
  /// and whose other corners are square.
  func addRoundedRectangle(
    _ rect: CGRect, radius: CGFloat, corners: Layer.CornerMask = .all,
    curve: Layer.CornerCurve = .circular
  ) {
    if curve == .continuous && radius > 0 {
      let path = CGMutablePath()
      path.addRoundedRect(rect, radius: radius, corners: corners, curve: .continuous)
      cairo_new_sub_path(context)
      path.append(to: context)
      return
    }
    let (x, y, w, h, r) = (
      Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height), Double(radius)
    )
    guard r > 0, !corners.isEmpty else {
      cairo_rectangle(context, x, y, w, h)
      return
    }
    cairo_new_sub_path(context)
    if corners.contains(.layerMaxXMinYCorner) {
      cairo_arc(context, x + w - r, y + r, r, -Double.pi / 2, 0)
    } else {
      cairo_line_to(context, x + w, y)
    }
    if corners.contains(.layerMaxXMaxYCorner) {
      cairo_arc(context, x + w - r, y + h - r, r, 0, Double.pi / 2)
    } else {
      cairo_line_to(context, x + w, y + h)
    }
    if corners.contains(.layerMinXMaxYCorner) {
      cairo_arc(context, x + r, y + h - r, r, Double.pi / 2, Double.pi)
    } else {
      cairo_line_to(context, x, y + h)
    }
    if corners.contains(.layerMinXMinYCorner) {
      cairo_arc(context, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
    } else {
      cairo_line_to(context, x, y)
    }
    cairo_close_path(context)
  }

  /// The surface as PNG, encoded straight from Cairo's buffer (no intermediate RGBA copy).
  ///
  /// Up-filtered rows compressed by the project's deflate encoder for flat images (`CPNGWriter`), in 64-row
  /// stripes on every core; the bytes do not depend on the number of cores. zlib at level 1 was 2.5 to 4 times
  /// slower and larger on the benchmark scenes (Benchmarks/README.md).
  ///
  /// - Throws: ``RenderError/png(_:)``.
  func pngData(_ compression: PNGCompression = .fast, threads: Int = Int(lr_available_cores()))
    throws(RenderError) -> Data
  {
    if compression == .smallest { return try image().pngData(.smallest) }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else {
      throw .png("the surface has no pixels")
    }
    var output: UnsafeMutablePointer<UInt8>?
    var size = 0
    let status = lr_png_encode(
      data, Int32(pixelWidth), Int32(pixelHeight), stride, LR_PIXELS_ARGB32_PREMULTIPLIED,
      Int32(threads), &output,
      &size)
    guard status == 0, let output else { throw .png("encoding failed (code \(status))") }
    defer { lr_png_free(output) }
    return Data(bytes: output, count: size)
  }

  /// The pixels as straight RGBA, their pixel digest taken on the way (for the snapshot check that usually follows).
  ///
  /// Cairo stores premultiplied ARGB in native byte order (B, G, R, A in memory on the little-endian machines Swift
  /// runs on here).
  func image() -> RGBAImage { CairoBitmaps.image(of: surface, digested: true) }
}
