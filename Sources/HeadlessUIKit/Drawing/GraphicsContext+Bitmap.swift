internal import CPangoCairo
import Foundation
import RenderCore

/// The pixels under a bitmap context made with Core Graphics' `CGContext(data:width:height:…)`.
///
/// Cairo draws into its own premultiplied BGRA surface; when the caller gave memory of another layout, the pixels are
/// copied into it, in the caller's layout, by ``CGContext/flush()`` and ``CGContext/makeImage()`` (a warning says
/// so when the context is made).
final class OwnedBitmap {
  let surface: OpaquePointer
  let cairo: OpaquePointer
  let width: Int
  let height: Int
  let bytesPerRow: Int
  let info: CGBitmapInfo
  /// The caller's memory, when Cairo does not draw into it directly.
  let callerData: UnsafeMutableRawPointer?
  /// The memory Cairo draws into.
  let data: UnsafeMutableRawPointer?
  /// What to call once the pixels are no longer needed (a release callback given with the caller's memory).
  var release: (() -> Void)?

  init?(
    data callerData: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow: Int,
    info: CGBitmapInfo
  ) {
    guard width > 0, height > 0, width <= 32_767, height <= 32_767 else { return nil }
    let cairoLayout = info.alphaInfo == .premultipliedFirst && info.contains(.byteOrder32Little)
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    let surface: OpaquePointer?
    if let callerData, cairoLayout, bytesPerRow >= stride, bytesPerRow % 4 == 0 {
      surface = cairo_image_surface_create_for_data(
        callerData.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
        Int32(height),
        Int32(bytesPerRow))
      self.callerData = nil
    } else {
      surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
      self.callerData = callerData
    }
    guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let cairo = cairo_create(surface)
    else { return nil }
    self.surface = surface
    self.cairo = cairo
    self.width = width
    self.height = height
    self.bytesPerRow =
      callerData == nil ? Int(cairo_image_surface_get_stride(surface)) : bytesPerRow
    self.info = info
    data = cairo_image_surface_get_data(surface).map { UnsafeMutableRawPointer($0) }
  }

  deinit {
    copyToCaller()
    cairo_destroy(cairo)
    cairo_surface_destroy(surface)
    release?()
  }

  /// Copies the pixels into the caller's memory in its layout: RGBA or ARGB orders, premultiplied or not.
  func copyToCaller() {
    guard let callerData, let source = data else { return }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let alpha = info.alphaInfo
    let alphaFirst = [.premultipliedFirst, .first, .noneSkipFirst].contains(alpha)
    let premultiplied = [.premultipliedFirst, .premultipliedLast].contains(alpha)
    let little = info.contains(.byteOrder32Little)
    for y in 0..<height {
      let input = source.advanced(by: y * stride).assumingMemoryBound(to: UInt8.self)
      let output = callerData.advanced(by: y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
      for x in 0..<width {
        let (b, g, r, a) = (input[x * 4], input[x * 4 + 1], input[x * 4 + 2], input[x * 4 + 3])
        func straight(_ value: UInt8) -> UInt8 {
          premultiplied || a == 0
            ? value : UInt8(min(255, (Int(value) * 255 + Int(a) / 2) / Int(a)))
        }
        var pixel =
          alphaFirst
          ? [a, straight(r), straight(g), straight(b)] : [straight(r), straight(g), straight(b), a]
        if little { pixel.reverse() }
        for index in 0..<4 { output[x * 4 + index] = pixel[index] }
      }
    }
  }
}

extension CGContext {
  /// A bitmap context, as Core Graphics makes one: `width` × `height` pixels, origin at the bottom left and y
  /// growing upwards; `nil` for a size no bitmap can have.
  ///
  /// With `data` `nil` the context owns its pixels (read them with ``makeImage()``). With memory of its own, the
  /// caller gets the pixels there: directly for premultiplied BGRA (`premultipliedFirst` with `byteOrder32Little`),
  /// else copied in the caller's layout by ``flush()`` and ``makeImage()``.
  public convenience init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
    bytesPerRow: Int,
    space: CGColorSpace?, bitmapInfo: CGBitmapInfo
  ) {
    guard bitsPerComponent == 8,
      let bitmap = OwnedBitmap(
        data: data, width: width, height: height, bytesPerRow: bytesPerRow, info: bitmapInfo)
    else {
      Diagnostics.report(
        Diagnostic(
          .error,
          "CGContext(data:width: \(width), height: \(height), bitsPerComponent: \(bitsPerComponent), …): only 8-bit"
            + " components and sides of 1 to 32,767 pixels are supported; no context"))
      return nil
    }
    self.init(cairo: bitmap.cairo, appearance: .light)
    ownedBitmap = bitmap
    resetCairoState()
    // Core Graphics' bitmap coordinates: y grows upwards from the bottom left.
    cairo_translate(bitmap.cairo, 0, Double(height))
    cairo_scale(bitmap.cairo, 1, -1)
  }

  /// A bitmap context with its bitmap info as a raw value (`CGImageAlphaInfo.premultipliedLast.rawValue`).
  public convenience init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
    bytesPerRow: Int,
    space: CGColorSpace, bitmapInfo: UInt32
  ) {
    self.init(
      data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
      bytesPerRow: bytesPerRow,
      space: Optional(space), bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo))
  }

  /// A bitmap context that calls `releaseCallback` with `releaseInfo` and the pixel memory once it is released.
  public convenience init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
    bytesPerRow: Int,
    space: CGColorSpace?, bitmapInfo: CGBitmapInfo,
    releaseCallback: CGBitmapContextReleaseDataCallback?,
    releaseInfo: UnsafeMutableRawPointer?
  ) {
    self.init(
      data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
      bytesPerRow: bytesPerRow,
      space: space, bitmapInfo: bitmapInfo)
    if let releaseCallback { ownedBitmap?.release = { releaseCallback(releaseInfo, data) } }
  }

  /// The same, with its bitmap info as a raw value.
  public convenience init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
    bytesPerRow: Int,
    space: CGColorSpace, bitmapInfo: UInt32, releaseCallback: CGBitmapContextReleaseDataCallback?,
    releaseInfo: UnsafeMutableRawPointer?
  ) {
    self.init(
      data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
      bytesPerRow: bytesPerRow,
      space: Optional(space), bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo),
      releaseCallback: releaseCallback,
      releaseInfo: releaseInfo)
  }

  /// The pixels drawn so far, upright (the bitmap's top row first); `nil` for a context that is not a bitmap.
  public func makeImage() -> CGImage? {
    guard let ownedBitmap else { return nil }
    ownedBitmap.copyToCaller()
    return Image(bitmap: CairoBitmaps.image(of: ownedBitmap.surface), scale: 1)
  }

  /// Finishes drawing: a bitmap's pixels reach the caller's memory.
  public func flush() {
    cairo_surface_flush(cairo_get_target(cairo))
    ownedBitmap?.copyToCaller()
  }

  /// As ``flush()``.
  public func synchronize() { flush() }

  /// The pixels' memory (the caller's, when it gave some).
  public var data: UnsafeMutableRawPointer? { ownedBitmap.flatMap { $0.callerData ?? $0.data } }
  public var width: Int { ownedBitmap?.width ?? 0 }
  public var height: Int { ownedBitmap?.height ?? 0 }
  public var bitsPerComponent: Int { ownedBitmap == nil ? 0 : 8 }
  public var bitsPerPixel: Int { ownedBitmap == nil ? 0 : 32 }
  public var bytesPerRow: Int { ownedBitmap?.bytesPerRow ?? 0 }
  public var colorSpace: CGColorSpace? { ownedBitmap == nil ? nil : CGColorSpace() }
  public var alphaInfo: CGImageAlphaInfo { ownedBitmap?.info.alphaInfo ?? .none }
  public var bitmapInfo: CGBitmapInfo { ownedBitmap?.info ?? [] }
}

/// How a bitmap stores alpha (Core Graphics' `CGImageAlphaInfo`), with Core Graphics' raw values.
public enum CGImageAlphaInfo: UInt32, Sendable {
  case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst,
    alphaOnly
}

/// A bitmap's layout (Core Graphics' `CGBitmapInfo`): the alpha info in the low bits and the byte order.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
  public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
  public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
  public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
  public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
  public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
  public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

  /// The alpha info in the low bits.
  var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: rawValue & 0x1F) ?? .none }
}
