import Foundation
import RenderCore
import Synchronization

/// Everything an ``Image`` is, as one value, so that each of UIKit's designated initialisers sets it in one step.
package struct ImageContent: Equatable, Sendable {
  /// The pixels.
  package var bitmap: RGBAImage
  /// Pixels per point: 1, or 2 / 3 for files named `name@2x.png` / `name@3x.png` (or `.jpg`).
  package var scale: CGFloat
  package var renderingMode: Image.RenderingMode = .automatic
  /// The name of the symbol this is a placeholder for (``Image/init(systemName:)``).
  package var symbolName: String?
  /// The configuration the symbol was sized with.
  package var symbolConfiguration: Image.SymbolConfiguration?
  /// The colour a template image is drawn in whatever view shows it.
  package var tintColor: Color?
  package var alignmentRectInsets = EdgeInsets.zero
  package var capInsets = EdgeInsets.zero
  package var resizingMode: Image.ResizingMode = .tile
  package var orientation: Image.Orientation = .up
  package var flipsForRightToLeftLayoutDirection = false
  package var baselineOffsetFromBottom: CGFloat?

  package init(bitmap: RGBAImage, scale: CGFloat) {
    self.bitmap = bitmap
    self.scale = scale > 0 && scale.isFinite ? scale : 1
  }

  /// No pixels at all.
  package static var empty: ImageContent {
    ImageContent(bitmap: RGBAImage(width: 0, height: 0, pixels: []), scale: 1)
  }

  /// The size in points.
  package var size: CGSize {
    CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
  }

  /// The same content with a change.
  package func with(_ change: (inout ImageContent) -> Void) -> ImageContent {
    var copy = self
    change(&copy)
    return copy
  }

  /// A stand-in for an SF Symbol, whose glyphs are not available here: a square of the size UIKit gives the symbol
  /// for `configuration`, holding the Material Icons glyph mapped to `name`, or an outline with a cross, clearly a
  /// stand-in, when there is none; `points` sets the side where UIKit gives a symbol a size of its own.
  package static func symbolPlaceholder(
    named name: String, configuration: Image.SymbolConfiguration?, side points: CGFloat? = nil
  )
    -> ImageContent
  {
    // Drawn at 3 pixels a point; drawn larger, the symbol is drawn again at the size it covers (``symbolBitmap``).
    let side = Int(((points ?? SymbolMetrics.side(for: configuration)) * 3).rounded())
    return symbol(symbolBitmap(named: name, side: side), name: name, configuration: configuration)
  }

  /// The pixels of the symbol `name` in a square `side` pixels wide: black, its shape in the alpha (a template).
  ///
  /// UIKit's symbols are vector shapes, sharp at any size; a symbol drawn into more pixels than its image has (a
  /// 20-point symbol in a 200-point image view) is drawn again at that size instead of scaled up.
  package static func symbolBitmap(named name: String, side: Int) -> RGBAImage {
    var pixels = [UInt8](repeating: 0, count: side * side * 4)
    if let mask = SymbolGlyphs.mask(for: name, side: side) {
      for (index, alpha) in mask.enumerated() { pixels[index * 4 + 3] = alpha }
      return RGBAImage(width: side, height: side, pixels: pixels)
    }
    func set(_ x: Int, _ y: Int) {
      guard (0..<side).contains(x), (0..<side).contains(y) else { return }
      pixels[(y * side + x) * 4 + 3] = 255
    }
    // Proportions of the 60-pixel box: a 4-pixel inset and stroke, a cross 14 pixels in from the edges.
    let inset = side * 4 / 60
    let stroke = max(1, side * 4 / 60)
    let crossInset = side * 14 / 60
    for i in inset..<max(inset, side - inset) {
      for t in 0..<stroke {
        set(i, inset + t)
        set(i, side - 1 - inset - t)
        set(inset + t, i)
        set(side - 1 - inset - t, i)
      }
    }
    for i in crossInset..<max(crossInset, side - crossInset) {
      for t in -1...1 {
        set(i + t, i)
        set(side - 1 - i + t, i)
      }
    }
    return RGBAImage(width: side, height: side, pixels: pixels)
  }

  /// A symbol image of black pixels (a template's alpha), 3 pixels a point.
  private static func symbol(
    _ bitmap: RGBAImage, name: String, configuration: Image.SymbolConfiguration?
  ) -> ImageContent {
    var content = ImageContent(bitmap: bitmap, scale: 3)
    content.symbolName = name
    content.symbolConfiguration = configuration
    content.tintColor = configuration?.settings.colors.first
    return content
  }
}

/// The Material Icons glyphs drawn for SF Symbols, kept once drawn: a list of cells asks for the same few.
enum SymbolGlyphs {
  private struct Key: Hashable {
    let engine: ObjectIdentifier
    let glyph: String
    let side: Int
  }

  private static let masks = Mutex<[Key: [UInt8]?]>([:])

  /// The alpha mask of the glyph standing in for the symbol `name`, `side` pixels square, or `nil` when no glyph
  /// stands in for it (or the text engine in use has no icon face).
  static func mask(for name: String, side: Int) -> [UInt8]? {
    guard let glyph = SymbolNames.glyph(for: name) else { return nil }
    return try? TextEngine.withEngine { engine in
      let key = Key(engine: ObjectIdentifier(engine), glyph: glyph, side: side)
      if let known = masks.withLock({ $0[key] }) { return known }
      let mask = engine.symbolMask(glyph, side: side)
      masks.withLock { $0[key] = mask }
      return mask
    }
  }
}

/// How big a symbol image is for a configuration.
enum SymbolMetrics {
  /// The side of a symbol's square, in points: 20 for the 17-point body text at the medium scale (the size UIKit
  /// gives `UIImage(systemName: "square")`), in proportion to the configured point size, times the scale's factor.
  static func side(for configuration: Image.SymbolConfiguration?) -> CGFloat {
    let settings = configuration?.settings ?? SymbolSettings()
    return (pointSize(of: settings) * 20 / 17 * factor(of: settings.scale)).rounded(
      .toNearestOrEven)
  }

  /// The point size a configuration names: its own, its font's, its text style's, else the body's 17.
  static func pointSize(of settings: SymbolSettings) -> CGFloat {
    if let size = settings.pointSize, size > 0, size.isFinite { return size }
    if let font = settings.font { return font.pointSize }
    if let style = settings.textStyle { return Font.preferredFont(forTextStyle: style).pointSize }
    return 17
  }

  /// Small and large symbols are about a fifth smaller and larger than medium ones (measured on iOS 17 renders of
  /// the same symbol at the three scales; an approximation listed in docs/uikit-defaults.md).
  static func factor(of scale: Image.SymbolScale) -> CGFloat {
    switch scale {
    case .small: 0.8
    case .large: 1.2
    case .default, .unspecified, .medium: 1
    }
  }
}
