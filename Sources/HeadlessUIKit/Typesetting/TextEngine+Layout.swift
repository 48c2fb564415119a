internal import CPangoCairo
import Foundation

extension TextEngine {
  /// The Pango layout of `style`, `width` points wide (or unlimited), from the cache or made now; the cache owns it.
  private func layout(_ style: TextStyle, width: CGFloat?) -> OpaquePointer? {
    layouts.layout(for: LayoutCache.Key(style: style, width: width)) {
      makeLayout(style, width: width)
    }
  }

  /// A new Pango layout of `style`, `width` points wide (or unlimited).
  private func makeLayout(_ style: TextStyle, width: CGFloat?) -> OpaquePointer? {
    guard let layout = buildLayout(style, width: width) else { return nil }
    // Characters no loaded face can show: the deferred Chinese, Japanese and Korean face may (TextEngine.swift).
    guard cjkFacePending, pango_layout_get_unknown_glyphs_count(layout) > 0 else { return layout }
    g_object_unref(UnsafeMutableRawPointer(layout))
    addDeferredFace(Self.cjkFontPath)
    return buildLayout(style, width: width)
  }

  /// A Pango layout of `style` with the faces loaded now.
  private func buildLayout(_ style: TextStyle, width: CGFloat?) -> OpaquePointer? {
    guard let layout = pango_layout_new(context) else { return nil }
    pango_layout_set_text(layout, style.text, -1)
    let description = Self.fontDescription(style.font)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    applyRuns(style.runs, to: layout)
    if let width, width.isFinite, width >= 0 {
      // Pango widths are Int32 in 1/1024 points: a width beyond about 2.1 million points is as good as none.
      let scaled = (width * CGFloat(PANGO_SCALE)).rounded(.down)
      if scaled < CGFloat(Int32.max) { pango_layout_set_width(layout, Int32(scaled)) }
    }
    switch style.lineBreakMode {
    case .byCharWrapping: pango_layout_set_wrap(layout, PANGO_WRAP_CHAR)
    default: pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }
    // Truncation needs a line limit: Pango ellipsizes to its height, whose default (-1) means one line, while an
    // unlimited label (numberOfLines 0) wraps every line and is never cut.
    let lines = style.numberOfLines
    if width != nil && lines > 0 {
      switch style.lineBreakMode {
      case .byTruncatingHead: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
      case .byTruncatingMiddle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
      case .byTruncatingTail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
      default: break
      }
    }
    if lines > 0 { pango_layout_set_height(layout, Int32(-min(lines, Int(Int32.max)))) }
    let alignment: PangoAlignment
    switch style.alignment {
    case .left: alignment = PANGO_ALIGN_LEFT
    case .center: alignment = PANGO_ALIGN_CENTER
    case .right: alignment = PANGO_ALIGN_RIGHT
    case .justified:
      alignment = style.direction == .leftToRight ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
      pango_layout_set_justify(layout, 1)
    case .natural:
      alignment = style.direction == .leftToRight ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
    }
    pango_layout_set_auto_dir(layout, 0)
    pango_layout_set_alignment(layout, alignment)
    applyLineSpacing(style.lineSpacing, to: layout)
    return layout
  }

  /// Measures text laid out `width` points wide (or on unlimited lines when `nil`).
  package func measure(_ style: TextStyle, width: CGFloat?) -> TextMetrics {
    let fitting = width.flatMap { fittingNaturalLayout(style, width: $0, forDrawing: false) }
    guard let layout = fitting ?? layout(style, width: width) else {
      return TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0, unknownGlyphs: 0)
    }
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let scale = CGFloat(PANGO_SCALE)
    let above = extraHeightAbove(layout, style)
    let first = CGFloat(pango_layout_get_baseline(layout)) / scale + above
    var last = first
    if let iterator = pango_layout_get_iter(layout) {
      while pango_layout_iter_next_line(iterator) != 0 {}
      last = CGFloat(pango_layout_iter_get_baseline(iterator)) / scale + above
      pango_layout_iter_free(iterator)
    }
    let unknown = Int(pango_layout_get_unknown_glyphs_count(layout))
    var size = CGSize(
      width: CGFloat(logical.width) / scale + trailingKern(style),
      height: CGFloat(logical.height) / scale + above)
    if let limit = lineLimit(layout, style.numberOfLines) {
      size.height = limit.bottom + above
      last = limit.baseline + above
    }
    return TextMetrics(size: size, firstBaseline: first, lastBaseline: last, unknownGlyphs: unknown)
  }

  /// The bottom of the last line allowed and its baseline, when the layout has more lines than `count`.
  ///
  /// Pango keeps a line limit only while it ellipsizes; wrapping by word or character and clipping show the first
  /// `count` lines, as UIKit's do (docs/rendering.md, "Line limits").
  private func lineLimit(_ layout: OpaquePointer, _ count: Int) -> (
    bottom: CGFloat, baseline: CGFloat
  )? {
    guard count > 0, Int(pango_layout_get_line_count(layout)) > count,
      let iterator = pango_layout_get_iter(layout)
    else { return nil }
    defer { pango_layout_iter_free(iterator) }
    for _ in 1..<count { pango_layout_iter_next_line(iterator) }
    var logical = PangoRectangle()
    pango_layout_iter_get_line_extents(iterator, nil, &logical)
    let scale = CGFloat(PANGO_SCALE)
    return (
      CGFloat(logical.y + logical.height) / scale,
      CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
    )
  }

  /// Draws text into a Cairo context in `rect` (points), centred vertically as a label's text is.
  ///
  /// Colours of the style's runs are resolved for `appearance`, as the caller resolved `color`.
  package func draw(
    _ style: TextStyle, in rect: CGRect, color: Color, appearance: Appearance = .light,
    context cairo: OpaquePointer
  ) {
    let fitting = fittingNaturalLayout(style, width: rect.width, forDrawing: true)
    guard let layout = fitting ?? layout(style, width: rect.width) else { return }
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let limit = lineLimit(layout, style.numberOfLines)
    let above = extraHeightAbove(layout, style)
    let height = (limit?.bottom ?? CGFloat(logical.height) / CGFloat(PANGO_SCALE)) + above
    let top = rect.minY + (rect.height - height) / 2 + above
    show(
      layout, of: style, at: CGPoint(x: rect.minX, y: top), color, appearance, cairo,
      clippedToHeight: limit?.bottom)
  }

  /// The text's layout on unlimited lines, if it is cached and stands for the one `width` points wide: it measures
  /// the same, and for drawing also draws the same.
  ///
  /// Lines no wider than `width` within the line limit are laid out the same at `width` (Pango breaks a line only
  /// past the width, both widths are whole 1/1024 points, and nothing is cut): the same size and baselines. Drawn,
  /// only left-aligned lines sit at the same place (0) whatever the width. Measuring a label makes this layout;
  /// measuring it at its frame's width and drawing it then shape nothing again.
  private func fittingNaturalLayout(_ style: TextStyle, width: CGFloat, forDrawing: Bool)
    -> OpaquePointer?
  {
    let leftAligned =
      style.alignment == .left || (style.alignment == .natural && style.direction == .leftToRight)
    guard !forDrawing || leftAligned, width.isFinite,
      let layout = layouts.cachedLayout(for: LayoutCache.Key(style: style, width: nil))
    else { return nil }
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let limit = (width * CGFloat(PANGO_SCALE)).rounded(.down)
    guard CGFloat(logical.width) <= limit else { return nil }
    let lines = Int(pango_layout_get_line_count(layout))
    return style.numberOfLines == 0 || lines <= style.numberOfLines ? layout : nil
  }

  /// Draws text into a Cairo context with its top-left corner at `origin`, wrapped `width` points wide (or on
  /// unlimited lines when `nil`), as string drawing does.
  package func draw(
    _ style: TextStyle, at origin: CGPoint, width: CGFloat?, color: Color,
    appearance: Appearance = .light, context cairo: OpaquePointer
  ) {
    guard let layout = layout(style, width: width) else { return }
    let above = extraHeightAbove(layout, style)
    show(layout, of: style, at: CGPoint(x: origin.x, y: origin.y + above), color, appearance, cairo)
  }

  /// Shows a laid-out text with its first line's top at `origin`, only its top `clippedToHeight` points when
  /// given; the style's run colours are resolved for `appearance`.
  private func show(
    _ layout: OpaquePointer, of style: TextStyle, at origin: CGPoint, _ color: Color,
    _ appearance: Appearance, _ cairo: OpaquePointer, clippedToHeight height: CGFloat? = nil
  ) {
    let colored = coloredCopy(of: layout, style.runs, for: appearance)
    defer { colored.map { g_object_unref(UnsafeMutableRawPointer($0)) } }
    cairo_save(cairo)
    if let height {
      cairo_rectangle(cairo, Double(origin.x) - 1e6, Double(origin.y), 2e6, Double(height))
      cairo_clip(cairo)
    }
    cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    cairo_move_to(cairo, Double(origin.x), Double(origin.y))
    pango_cairo_show_layout(cairo, colored ?? layout)
    cairo_restore(cairo)
  }
}
