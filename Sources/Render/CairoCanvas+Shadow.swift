internal import CPangoCairo
import Foundation
import Layout
import UIKitCompat

/// A shadow mask's identity for reuse: its size, blur and a hash of its pixels (the pixels are compared too).
struct ShadowMaskKey: Hashable {
  let width: Int
  let height: Int
  let stride: Int
  let sigma: Double
  let hash: UInt64
}

/// What casts a shadow.
enum ShadowCaster {
  case view(View)
  case layer(Layer)
}

extension CairoCanvas {
  /// Draws a layer's shadow, from its shape.
  ///
  /// The shape (the `shadowPath`, else everything the view or layer draws) becomes an alpha mask at device
  /// resolution, blurred (``ShadowBlur``), offset by `shadowOffset` and painted in the shadow colour at
  /// `shadowOpacity`. A layer that masks to its bounds shows no shadow (the familiar UIKit rule: what a shadow adds
  /// lies outside the bounds, under the mask).
  ///
  /// - Parameters:
  ///   - caster: The view or layer.
  ///   - layer: Its layer (the shadow properties).
  ///   - frame: Its frame in scene coordinates, unsnapped.
  ///   - origin: The origin it was drawn at (its superview's or superlayer's).
  func drawShadow(
    of caster: ShadowCaster, layer: Layer, frame: CGRect, origin: CGPoint
  ) {
    guard let shadowColor = layer.shadowColor?.resolved(for: appearance) else { return }
    let alpha = shadowColor.alpha * Double(min(max(layer.shadowOpacity, 0), 1))
    let sigma = Double(max(layer.shadowRadius, 0) * scale)
    let blur = ShadowBlur(sigma: sigma)
    let margin = blur.reach + 1
    let shape =
      layer.shadowPath.map { $0.boundingBox.offsetBy(dx: frame.minX, dy: frame.minY) } ?? frame
    guard alpha > 0, !layer.masksToBounds, !shape.isNull, shape.width.isFinite,
      shape.height.isFinite
    else { return }
    let left = Int((shape.minX * scale).rounded(.down)) - margin
    let top = Int((shape.minY * scale).rounded(.down)) - margin
    let width = Int((shape.maxX * scale).rounded(.up)) + margin - left
    let height = Int((shape.maxY * scale).rounded(.up)) + margin - top
    guard width > 0, height > 0, width * height <= 64_000_000,
      let surface = maskSurface(
        for: caster, layer: layer, frame: frame, origin: origin,
        pixels: (left, top, width, height))
    else { return }
    defer { cairo_surface_destroy(surface) }
    blurInPlace(surface, width: width, height: height, sigma: sigma, blur: blur)

    cairo_save(context)
    cairo_set_source_rgba(context, shadowColor.red, shadowColor.green, shadowColor.blue, alpha)
    cairo_translate(
      context, Double(CGFloat(left) / scale + layer.shadowOffset.width),
      Double(CGFloat(top) / scale + layer.shadowOffset.height))
    cairo_scale(context, Double(1 / scale), Double(1 / scale))
    cairo_mask_surface(context, surface, 0, 0)
    cairo_restore(context)
  }

  /// Draws the shadow's shape into a new alpha surface covering `pixels` (device pixels of the scene).
  private func maskSurface(
    for caster: ShadowCaster, layer: Layer, frame: CGRect, origin: CGPoint,
    pixels: (left: Int, top: Int, width: Int, height: Int)
  ) -> OpaquePointer? {
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_A8, Int32(pixels.width), Int32(pixels.height)),
      let mask = try? CairoCanvas(
        scene: "shadow", surface: cairo_surface_reference(surface), pixelWidth: pixels.width,
        pixelHeight: pixels.height, scale: scale, drawScale: scale)
    else { return nil }
    mask.appearance = appearance
    cairo_translate(
      mask.context, Double(-CGFloat(pixels.left) / scale), Double(-CGFloat(pixels.top) / scale))
    if let path = layer.shadowPath {
      cairo_translate(mask.context, Double(frame.minX), Double(frame.minY))
      path.append(to: mask.context)
      cairo_set_source_rgba(mask.context, 0, 0, 0, 1)
      cairo_fill(mask.context)
    } else {
      switch caster {
      case .view(let view):
        mask.shadowRoot = ObjectIdentifier(view)
        mask.draw(view, origin: origin)
      case .layer(let layer):
        mask.shadowRoot = ObjectIdentifier(layer)
        mask.draw(layer, origin: origin)
      }
    }
    return surface
  }

  /// Blurs an alpha surface's pixels, reusing the result of an identical mask blurred earlier in this render.
  private func blurInPlace(
    _ surface: OpaquePointer, width: Int, height: Int, sigma: Double, blur: ShadowBlur
  ) {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return }
    let stride = Int(cairo_image_surface_get_stride(surface))
    var pixels = [UInt8](UnsafeBufferPointer(start: data, count: stride * height))
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in pixels {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let key = ShadowMaskKey(width: width, height: height, stride: stride, sigma: sigma, hash: hash)
    if let cached = blurredMasks[key], cached.mask == pixels {
      pixels = cached.blurred
    } else {
      let original = pixels
      blur.apply(to: &pixels, width: width, height: height, stride: stride)
      blurredMasks[key] = (original, pixels)
    }
    pixels.withUnsafeBufferPointer { blurred in
      if let base = blurred.baseAddress { data.update(from: base, count: blurred.count) }
    }
    cairo_surface_mark_dirty(surface)
  }
}
