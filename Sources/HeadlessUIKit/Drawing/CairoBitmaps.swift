internal import CPangoCairo
import Foundation
import RenderCore

/// Moves pixels between ``RGBAImage`` and Cairo's image surfaces.
///
/// An `RGBAImage` is straight RGBA; Cairo keeps premultiplied ARGB in native byte order (B, G, R, A in memory on
/// the little-endian machines Swift runs on here). Not API.
package enum CairoBitmaps {
  /// An image surface holding `bitmap`'s pixels, or nil when Cairo refuses it (the caller destroys it).
  package static func surface(of bitmap: RGBAImage) -> OpaquePointer? {
    guard bitmap.width > 0, bitmap.height > 0,
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(surface)
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    for y in 0..<bitmap.height {
      let row = data + y * stride
      for x in 0..<bitmap.width {
        let pixel = bitmap.pixel(x: x, y: y)
        let alpha = Int(pixel.a)
        row[x * 4] = UInt8((Int(pixel.b) * alpha + 127) / 255)
        row[x * 4 + 1] = UInt8((Int(pixel.g) * alpha + 127) / 255)
        row[x * 4 + 2] = UInt8((Int(pixel.r) * alpha + 127) / 255)
        row[x * 4 + 3] = pixel.a
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  /// Destroys a surface made by ``surface(of:)``, for callers that do not use Cairo themselves.
  package static func destroy(_ surface: OpaquePointer) { cairo_surface_destroy(surface) }

  /// The pixels of an ARGB32 image surface as straight RGBA.
  ///
  /// With `digested`, the image's pixel digest is taken while the pixels are converted (what a snapshot check reads
  /// next), when the surface's rows have no padding.
  package static func image(of surface: OpaquePointer, digested: Bool = false) -> RGBAImage {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else {
      return RGBAImage(
        width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }
    if digested, stride == width * 4 {
      return data.withMemoryRebound(to: UInt32.self, capacity: width * height) {
        RGBAImage(premultipliedARGB: $0, width: width, height: height)
      }
    }
    // A word per pixel: Cairo's native-endian 0xAARRGGBB becomes the bytes R, G, B, A (the conversion the digesting
    // path uses); every byte of the output is written, so it is not zeroed first. Large images are shared out to
    // every core in stripes of rows.
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { output, count in
      count = width * height * 4
      guard let base = output.baseAddress else { return }
      // Unsafe: each stripe writes only its own rows.
      nonisolated(unsafe) let target = base
      nonisolated(unsafe) let source = UnsafeRawPointer(data)
      let stripes = width * height >= 1 << 20 ? ProcessInfo.processInfo.activeProcessorCount : 1
      DispatchQueue.concurrentPerform(iterations: stripes) { stripe in
        for y in (height * stripe / stripes)..<(height * (stripe + 1) / stripes) {
          RGBAImage.convertPremultiplied(
            (source + y * stride).assumingMemoryBound(to: UInt32.self), to: target + y * width * 4,
            count: width)
        }
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  /// The pixels to draw `image` from into `rect`: its own, or for a symbol drawn into more device pixels than it
  /// has, the symbol drawn again at that size (symbols are vector shapes in UIKit, sharp at any size).
  private static func pixels(of image: Image, covering rect: CGRect, context: OpaquePointer)
    -> RGBAImage
  {
    let bitmap = image.bitmap
    guard let name = image.content.symbolName, bitmap.width == bitmap.height else { return bitmap }
    var width = Double(rect.width)
    var height = Double(rect.height)
    cairo_user_to_device_distance(context, &width, &height)
    let side = max(abs(width), abs(height)).rounded(.up)
    // Past 4,096 pixels a side, the scaled-up pixels serve (a mask that large is no sharper on any screen).
    guard side > Double(bitmap.width), side <= 4096 else { return bitmap }
    return ImageContent.symbolBitmap(named: name, side: Int(side))
  }

  /// Draws an image's pixels scaled into `rect` (points), filtered bilinearly with its edges kept solid, at `alpha`; a
  /// `tint` draws a template image's alpha in that colour.
  package static func paint(
    _ image: Image, in rect: CGRect, tint: Color? = nil, alpha: Double = 1,
    context: OpaquePointer
  ) {
    let bitmap = pixels(of: image, covering: rect, context: context)
    guard rect.width > 0, rect.height > 0, let source = surface(of: bitmap) else { return }
    defer { cairo_surface_destroy(source) }
    cairo_save(context)
    cairo_translate(context, Double(rect.minX), Double(rect.minY))
    cairo_scale(
      context, Double(rect.width) / Double(bitmap.width),
      Double(rect.height) / Double(bitmap.height))
    // The edge pixels are padded outwards and the drawing clipped to the rectangle: scaled up, an image's edges stay
    // as solid as its middle (a 1 × 1 colour image fills its rectangle), where sampling beyond them would fade them
    // into transparency.
    cairo_rectangle(context, 0, 0, Double(bitmap.width), Double(bitmap.height))
    cairo_clip(context)
    cairo_set_source_surface(context, source, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
    if let tint {
      // A template image: its alpha as a mask over the tint colour.
      let mask = cairo_get_source(context)
      cairo_pattern_reference(mask)
      cairo_set_source_rgba(context, tint.red, tint.green, tint.blue, tint.alpha * alpha)
      cairo_mask(context, mask)
      cairo_pattern_destroy(mask)
    } else if alpha < 1 {
      cairo_paint_with_alpha(context, alpha)
    } else {
      cairo_paint(context)
    }
    cairo_restore(context)
  }
}
