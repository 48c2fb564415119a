internal import CPangoCairo
import Foundation
import RenderCore

/// An off-screen bitmap with a ``CGContext`` drawing into it, in points at a scale.
///
/// What image renderers and `UIGraphicsBeginImageContextWithOptions` draw into. Not API.
final class BitmapContext {
  let surface: OpaquePointer
  let context: CGContext
  let scale: CGFloat
  private let cairo: OpaquePointer

  /// A transparent bitmap covering `bounds` (points) at `scale` pixels per point, or nil when Cairo refuses the
  /// size.
  init?(bounds: CGRect, scale: CGFloat) {
    let scale = scale > 0 && scale.isFinite ? scale : 1
    let width = Int((bounds.width * scale).rounded(.up))
    let height = Int((bounds.height * scale).rounded(.up))
    guard width > 0, height > 0, width <= 32_767, height <= 32_767,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface)
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_scale(cairo, Double(scale), Double(scale))
    cairo_translate(cairo, Double(-bounds.minX), Double(-bounds.minY))
    self.surface = surface
    self.cairo = cairo
    self.scale = scale
    context = CGContext(cairo: cairo, appearance: .light)
    context.resetCairoState()
  }

  deinit {
    cairo_destroy(cairo)
    cairo_surface_destroy(surface)
  }

  /// What has been drawn so far, as an image at the context's scale.
  var image: Image {
    Image(bitmap: CairoBitmaps.image(of: surface), scale: scale)
  }

  /// A Diagnostic for a size no bitmap can have.
  static func reportUnusableSize(_ call: String, _ size: CGSize) {
    Diagnostics.report(
      Diagnostic(
        .error,
        "\(call): a \(size.width) × \(size.height) point image cannot be made (each side must be above 0 and"
          + " at most 32,767 pixels); nothing is drawn"))
  }
}
