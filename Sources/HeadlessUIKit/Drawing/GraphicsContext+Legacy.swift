internal import CPangoCairo
import Foundation

// The rest of Core Graphics' context: the clip reset, layers, and the calls this library does not carry out
// (patterns, shadings, Core Graphics' own text drawing, PDF pages as images), each reporting an error diagnostic that
// names it, as the type's documentation promises.
extension CGContext {
  /// Resets the clip to what drawing started with.
  ///
  /// That is a view's frame inside `draw(_:)`, else the whole context; the current path is kept.
  public func resetClip() {
    prepare()
    let path = cairo_copy_path(cairo)
    defer { cairo_path_destroy(path) }
    cairo_reset_clip(cairo)
    if let (frame, start) = viewClip {
      var current = cairo_matrix_t()
      cairo_get_matrix(cairo, &current)
      var base = start
      cairo_set_matrix(cairo, &base)
      cairo_new_path(cairo)
      cairo_rectangle(
        cairo, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height))
      cairo_clip(cairo)
      cairo_set_matrix(cairo, &current)
    }
    cairo_new_path(cairo)
    if let path { cairo_append_path(cairo, path) }
  }

  /// Clips to a mask image within `rect`: not supported; the clip is the rectangle.
  public func clip(to rect: CGRect, mask: CGImage) {
    unsupported("clip(to:mask:)", "clipped to the rectangle, not to the mask's shape")
    clip(to: rect)
  }

  /// Replaces the path with the outline its stroke would draw: not supported; the path is kept.
  public func replacePathWithStrokedPath() {
    unsupported(
      "replacePathWithStrokedPath()",
      "the path is left as it was, not replaced by its stroke's outline")
  }

  /// Fills with a pattern: not supported; fills keep the fill colour.
  public func setFillPattern(
    _ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>
  ) {
    unsupported(
      "setFillPattern(_:colorComponents:)", "filled with the fill colour, not the pattern")
  }

  /// Strokes with a pattern: not supported; strokes keep the stroke colour.
  public func setStrokePattern(
    _ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>
  ) {
    unsupported(
      "setStrokePattern(_:colorComponents:)", "stroked with the stroke colour, not the pattern")
  }

  /// Where patterns start (kept: patterns are not drawn).
  public func setPatternPhase(_ phase: CGSize) {}

  /// Draws a shading: not supported (a gradient is: ``drawLinearGradient(_:start:end:options:)``).
  public func drawShading(_ shading: CGShading) {
    unsupported("drawShading(_:)", "nothing is drawn (draw a CGGradient instead)")
  }

  /// Draws an image with a tone mapping: drawn as it is (images here are standard dynamic range); true.
  @discardableResult
  public func draw(
    _ image: CGImage, in rect: CGRect, by toneMapping: CGToneMapping = .default,
    options: CFDictionary?
  )
    -> Bool
  {
    draw(image, in: rect)
    return true
  }

  /// Asks for extended dynamic range headroom: there is none here; false.
  public func setEDRTargetHeadroom(_ headroom: Float) -> Bool { false }

  /// How content is tone mapped (kept).
  public var contentToneMappingInfo: CGContentToneMappingInfo {
    get { CGContentToneMappingInfo() }
    set {}
  }

  /// Draws a PDF page: not supported.
  public func drawPDFPage(_ page: CGPDFPage) {
    unsupported("drawPDFPage(_:)", "nothing is drawn")
  }

  /// Draws a layer's content in `rect`, scaled to fill it.
  public func draw(_ layer: CGLayer, in rect: CGRect) {
    guard let image = layer.context?.makeImage() else { return }
    draw(image, in: rect)
  }

  /// Draws a layer's content at its size with its origin at `point`.
  public func draw(_ layer: CGLayer, at point: CGPoint) {
    draw(layer, in: CGRect(origin: point, size: layer.size))
  }

  // Core Graphics' own text drawing (deprecated there since iOS 7): the settings are kept, the drawing is not done.

  /// The space added between characters (kept).
  public func setCharacterSpacing(_ spacing: CGFloat) {}
  /// How Core Graphics' text drawing paints glyphs (kept).
  public func setTextDrawingMode(_ mode: CGTextDrawingMode) {}
  /// The font of Core Graphics' text drawing (kept).
  public func setFont(_ font: CGFont) {}
  /// The font size of Core Graphics' text drawing (kept).
  public func setFontSize(_ size: CGFloat) {}
  /// Sets font and size by name (kept).
  public func selectFont(name: UnsafePointer<CChar>, size: CGFloat, textEncoding: CGTextEncoding) {}

  public func showGlyphs(_ glyphs: [CGGlyph], at positions: [CGPoint]) {
    unsupportedText("showGlyphs(_:at:)")
  }
  public func showGlyphs(g: UnsafePointer<CGGlyph>, count: Int) {
    unsupportedText("showGlyphs(g:count:)")
  }
  public func showGlyphsAtPoint(x: CGFloat, y: CGFloat, glyphs: UnsafePointer<CGGlyph>, count: Int)
  {
    unsupportedText("showGlyphsAtPoint(x:y:glyphs:count:)")
  }
  public func showGlyphsWithAdvances(
    glyphs: UnsafePointer<CGGlyph>, advances: UnsafePointer<CGSize>, count: Int
  ) {
    unsupportedText("showGlyphsWithAdvances(glyphs:advances:count:)")
  }
  public func showText(string: UnsafePointer<CChar>, length: Int) {
    unsupportedText("showText(string:length:)")
  }
  public func showTextAtPoint(x: CGFloat, y: CGFloat, string: UnsafePointer<CChar>, length: Int) {
    unsupportedText("showTextAtPoint(x:y:string:length:)")
  }

  private func unsupportedText(_ call: String) {
    unsupported(
      call,
      "no text is drawn (draw text with NSString's or NSAttributedString's draw(at:withAttributes:))"
    )
  }

  /// The type identifier of contexts (a fixed number here).
  public class var typeID: CFTypeID { 0x4347_4378 }
}

/// An off-screen drawing that can be drawn many times (Core Graphics' `CGLayer`): a bitmap of one pixel per point.
public final class CGLayer {
  /// The layer's size in points.
  public let size: CGSize
  /// The context that draws into the layer.
  public let context: CGContext?

  /// A layer of `size` for drawing into `context`.
  public init?(_ context: CGContext, size: CGSize, auxiliaryInfo: CFDictionary?) {
    guard size.width >= 1, size.height >= 1,
      let made = CGContext(
        data: nil, width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)),
        bitsPerComponent: 8,
        bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(
          .byteOrder32Little))
    else { return nil }
    self.size = size
    self.context = made
  }
}

/// A repeated cell used to fill or stroke (Core Graphics' `CGPattern`): kept; patterns are not drawn here.
public final class CGPattern {
  public init() {}
}

/// A colour that varies over an area by a function (Core Graphics' `CGShading`): kept; not drawn here.
public final class CGShading {
  public init() {}
}

/// A font of Core Graphics' own text drawing (`CGFont`).
public final class CGFont {
  /// The font's name.
  public let name: String

  /// The font named `name`.
  public init?(_ name: CFString) { self.name = name }
}

/// A glyph index (Core Graphics' `CGGlyph`).
public typealias CGGlyph = UInt16

/// How Core Graphics' text drawing paints glyphs (`CGTextDrawingMode`), with Core Graphics' raw values.
public enum CGTextDrawingMode: Int32, Sendable {
  case fill, stroke, fillStroke, invisible, fillClip, strokeClip, fillStrokeClip, clip
}

/// The encoding of a font selected by name (Core Graphics' `CGTextEncoding`).
public enum CGTextEncoding: Int32, Sendable {
  case fontSpecific, macRoman
}

/// A page of a PDF document (Core Graphics' `CGPDFPage`): kept; not drawn here.
public final class CGPDFPage {
  public init() {}
}

/// How high dynamic range content is mapped to a display (Core Graphics' `CGToneMapping`).
public enum CGToneMapping: UInt32, Sendable {
  case `default`, imageSpecificLumaScaling, referenceWhiteBased, iTUR_2100, exrGamma, none
}

/// How a context tone maps its content (Core Graphics' `CGContentToneMappingInfo`).
public struct CGContentToneMappingInfo: Sendable {
  /// The tone mapping.
  public var method = CGToneMapping.default
  public init() {}
}

/// What a bitmap context calls when it no longer needs the caller's memory (Core Graphics'
/// `CGBitmapContextReleaseDataCallback`).
public typealias CGBitmapContextReleaseDataCallback =
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?)
  -> Void
