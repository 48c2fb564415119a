internal import CPangoCairo
import Foundation
import HeadlessUIKit

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
    guard
      let blurred = blurredMask(of: surface, width: width, height: height, sigma: sigma, blur: blur)
    else { return }

    cairo_save(context)
    cairo_set_source_rgba(context, shadowColor.red, shadowColor.green, shadowColor.blue, alpha)
    cairo_translate(
      context, Double(CGFloat(left) / scale + layer.shadowOffset.width),
      Double(CGFloat(top) / scale + layer.shadowOffset.height))
    cairo_scale(context, Double(1 / scale), Double(1 / scale))
    cairo_mask_surface(context, blurred.surface, 0, 0)
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

  /// The blurred form of an alpha surface's pixels: one blurred earlier in this render from identical pixels, or
  /// this surface blurred in place (and kept for the next identical mask).
  ///
  /// The pixels are hashed eight bytes at a time and compared in full on a hash match, so a reused blur is always
  /// the blur of exactly these pixels; a page of equal cards blurs once.
  private func blurredMask(
    of surface: OpaquePointer, width: Int, height: Int, sigma: Double, blur: ShadowBlur
  ) -> BlurredShadowMask? {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let bytes = UnsafeMutableBufferPointer(start: data, count: stride * height)
    let key = ShadowMaskKey(
      width: width, height: height, stride: stride, sigma: sigma, hash: ShadowMaskKey.hash(bytes))
    if let cached = blurredMasks[key],
      cached.mask.count == bytes.count,
      cached.mask.withUnsafeBytes({
        $0.baseAddress.map { memcmp($0, data, bytes.count) == 0 } ?? false
      })
    {
      return cached
    }
    let original = Array(bytes)
    var pixels = original
    blur.apply(to: &pixels, width: width, height: height, stride: stride)
    pixels.withUnsafeBufferPointer { blurred in
      if let base = blurred.baseAddress { data.update(from: base, count: blurred.count) }
    }
    cairo_surface_mark_dirty(surface)
    let made = BlurredShadowMask(mask: original, surface: cairo_surface_reference(surface))
    blurredMasks[key] = made
    return made
  }
}

/// A blurred shadow mask and the unblurred pixels it was made from; owns its Cairo surface.
final class BlurredShadowMask {
  let mask: [UInt8]
  let surface: OpaquePointer

  init(mask: [UInt8], surface: OpaquePointer) {
    self.mask = mask
    self.surface = surface
  }

  deinit { cairo_surface_destroy(surface) }
}

extension ShadowMaskKey {
  /// A 64-bit hash of bytes, eight at a time (a multiply-rotate mix; the tail byte by byte).
  static func hash(_ bytes: UnsafeMutableBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    let raw = UnsafeRawBufferPointer(bytes)
    let words = raw.count / 8
    for index in 0..<words {
      let word = raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
      hash = ((hash ^ word) &* 0x9E37_79B9_7F4A_7C15)
      hash ^= hash >> 29
    }
    for byte in raw[(words * 8)...] {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return hash
  }
}
