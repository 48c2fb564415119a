internal import CPangoCairo
import Foundation

// SF Symbols stand-ins drawn from Google's Material Icons (Apache 2.0, Debian's
// `fonts-material-design-icons-iconfont`), whose glyphs are named by ligatures: the text "delete" set in the face is
// one glyph, the bin (docs/uikit-defaults.md, "SF Symbols").

extension TextEngine {
  /// The family of the icon face.
  static let symbolFamily = "Material Icons"

  /// Whether the icon face is among the engine's fonts (a font folder of one's own may leave it out).
  var hasSymbolFace: Bool { loadedFiles.contains { $0.hasSuffix("/MaterialIcons-Regular.ttf") } }

  /// The icon named `ligature` as an alpha mask `side` pixels square, row by row, its ink centred; `nil` when the
  /// icon face is not loaded or has no such icon.
  ///
  /// Material icons are drawn on a 24-unit grid with their ink in the middle 20 units, so the face is set at 1.2 ×
  /// `side` pixels: the ink then spans the square, as a symbol's does its image.
  package func symbolMask(_ ligature: String, side: Int) -> [UInt8]? {
    guard hasSymbolFace, side > 0 else { return nil }
    addDeferredFace(Self.symbolFontPath)
    guard let layout = pango_layout_new(context) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    pango_layout_set_text(layout, ligature, -1)
    let description = Self.fontDescription(
      Typeface(family: Self.symbolFamily, size: CGFloat(side) * 1.2))
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    // An icon is one cluster of one face; a name the face lacks comes out as letters.
    guard pango_layout_get_unknown_glyphs_count(layout) == 0, clusterCount(layout) == 1 else {
      return nil
    }
    var ink = PangoRectangle()
    pango_layout_get_extents(layout, &ink, nil)
    guard ink.width > 0, ink.height > 0,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(side), Int32(side))
    else { return nil }
    defer { cairo_surface_destroy(surface) }
    guard let cairo = cairo_create(surface) else { return nil }
    let scale = Double(PANGO_SCALE)
    let inkCentreX = (Double(ink.x) + Double(ink.width) / 2) / scale
    let inkCentreY = (Double(ink.y) + Double(ink.height) / 2) / scale
    cairo_move_to(cairo, Double(side) / 2 - inkCentreX, Double(side) / 2 - inkCentreY)
    pango_cairo_show_layout(cairo, layout)
    cairo_destroy(cairo)
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    var mask = [UInt8](repeating: 0, count: side * side)
    for row in 0..<side {
      for column in 0..<side { mask[row * side + column] = data[row * stride + column] }
    }
    return mask
  }

  /// How many clusters the layout's text shaped into.
  private func clusterCount(_ layout: OpaquePointer) -> Int {
    guard let iterator = pango_layout_get_iter(layout) else { return 0 }
    defer { pango_layout_iter_free(iterator) }
    var count = 1
    while pango_layout_iter_next_cluster(iterator) != 0 { count += 1 }
    return count
  }
}
