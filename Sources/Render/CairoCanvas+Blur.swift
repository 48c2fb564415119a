internal import CPangoCairo
import Foundation
import HeadlessUIKit

extension CairoCanvas {
  /// Draws a blur effect in `rect` (pixel-aligned points): what is already drawn there blurred, then the tint,
  /// both inside the shape `addShape` adds (the view's rounded rectangle).
  func drawBlur(_ effect: BlurEffect, rect: CGRect, addShape: () -> Void) {
    cairo_save(context)
    addShape()
    cairo_clip(context)
    blurBehind(rect, sigma: Double(effect.blurRadius * scale))
    setSource(effect.tint)
    cairo_paint(context)
    cairo_restore(context)
  }

  /// Blurs the pixels already drawn under `rect`, each channel with a Gaussian of `sigma` pixels, where they can be
  /// read back: an image canvas, outside any group, with no rotation or skew.
  ///
  /// The region is read with a margin of the blur's reach, pixels beyond the canvas repeating its edge, so the
  /// blur near an edge of the canvas does not fade to transparency. Only pixels inside the clip change.
  private func blurBehind(_ rect: CGRect, sigma: Double) {
    guard let target = cairo_get_target(context), cairo_get_group_target(context) == target,
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
    else { return }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context, &matrix)
    guard matrix.xy == 0, matrix.yx == 0 else { return }
    var (x0, y0) = (Double(rect.minX), Double(rect.minY))
    var (x1, y1) = (Double(rect.maxX), Double(rect.maxY))
    cairo_user_to_device(context, &x0, &y0)
    cairo_user_to_device(context, &x1, &y1)
    let surfaceWidth = Int(cairo_image_surface_get_width(target))
    let surfaceHeight = Int(cairo_image_surface_get_height(target))
    let left = max(Int(min(x0, x1).rounded(.down)), 0)
    let top = max(Int(min(y0, y1).rounded(.down)), 0)
    let right = min(Int(max(x0, x1).rounded(.up)), surfaceWidth)
    let bottom = min(Int(max(y0, y1).rounded(.up)), surfaceHeight)
    let blur = ShadowBlur(sigma: sigma)
    guard right > left, bottom > top, !blur.boxes.isEmpty else { return }
    cairo_surface_flush(target)
    guard let data = cairo_image_surface_get_data(target) else { return }
    let stride = Int(cairo_image_surface_get_stride(target))
    let margin = blur.reach
    let (width, height) = (right - left + 2 * margin, bottom - top + 2 * margin)
    // Copy the region with its margin out of the canvas, blur it, then write the (unclipped) region back into a
    // scratch surface painted through the clip.
    var planes = [[UInt8]](repeating: [UInt8](repeating: 0, count: width * height), count: 4)
    for y in 0..<height {
      let sourceY = min(max(top - margin + y, 0), surfaceHeight - 1)
      for x in 0..<width {
        let sourceX = min(max(left - margin + x, 0), surfaceWidth - 1)
        let offset = sourceY * stride + sourceX * 4
        for channel in 0..<4 { planes[channel][y * width + x] = data[offset + channel] }
      }
    }
    for channel in 0..<4 {
      blur.apply(to: &planes[channel], width: width, height: height, stride: width)
    }
    guard
      let scratch = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(right - left), Int32(bottom - top)),
      let scratchData = cairo_image_surface_get_data(scratch)
    else { return }
    defer { cairo_surface_destroy(scratch) }
    let scratchStride = Int(cairo_image_surface_get_stride(scratch))
    for y in 0..<(bottom - top) {
      for x in 0..<(right - left) {
        let from = (y + margin) * width + x + margin
        // Premultiplied colour never exceeds its alpha; the box passes keep that within rounding.
        let alpha = planes[3][from]
        for channel in 0..<3 {
          scratchData[y * scratchStride + x * 4 + channel] = min(planes[channel][from], alpha)
        }
        scratchData[y * scratchStride + x * 4 + 3] = alpha
      }
    }
    cairo_surface_mark_dirty(scratch)
    cairo_save(context)
    cairo_identity_matrix(context)
    cairo_set_source_surface(context, scratch, Double(left), Double(top))
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    cairo_paint(context)
    cairo_restore(context)
  }
}
