import Foundation

// `adjustsFontSizeToFitWidth`: a label whose text does not fit its width (or, with several lines, its line limit)
// draws it in a smaller font, down to `minimumScaleFactor` of its size, before truncating, as UIKit's does.

extension Label {
  /// The smallest share of the font's size the text may shrink to; 1 when it may not shrink.
  ///
  /// UIKit takes a `minimumScaleFactor` of 0 as the font's own size (no shrinking), and reads the older
  /// `minimumFontSize` when no factor is set.
  private var smallestScale: CGFloat {
    guard adjustsFontSizeToFitWidth else { return 1 }
    if minimumScaleFactor > 0 { return min(minimumScaleFactor, 1) }
    if minimumFontSize > 0, font.pointSize > 0 { return min(minimumFontSize / font.pointSize, 1) }
    return 1
  }

  /// The style drawn `width` points wide: the label's own, or with every font scaled down so the text fits, when
  /// ``adjustsFontSizeToFitWidth`` allows it; `nil` when the label's own style is drawn.
  ///
  /// The scale is the largest, to 1/256, at which the text fits, and never below the smallest scale (the text is
  /// then truncated at that scale).
  package func shrunkStyle(width: CGFloat) -> TextStyle? {
    // Most labels may not shrink: their style is not built again here for nothing.
    let smallest = smallestScale
    guard smallest < 1, width > 0 else { return nil }
    let style = textStyle
    guard !fits(style, width: width) else { return nil }
    var (low, high) = (smallest, CGFloat(1))
    if fits(style.scaled(by: low), width: width) {
      for _ in 0..<8 {
        let middle = (low + high) / 2
        if fits(style.scaled(by: middle), width: width) { low = middle } else { high = middle }
      }
    }
    return style.scaled(by: low)
  }

  /// Whether `style` shows all its text `width` points wide: on one line no wider than that, or on several lines
  /// within the line limit.
  private func fits(_ style: TextStyle, width: CGFloat) -> Bool {
    do {
      return try TextEngine.withEngine { engine in
        if style.numberOfLines == 1 { return engine.measure(style, width: nil).size.width <= width }
        var unlimited = style
        unlimited.numberOfLines = 0
        let all = engine.measure(unlimited, width: width)
        return all.size.width <= width
          && all.size.height <= engine.measure(style, width: width).size.height
      }
    } catch {
      return true
    }
  }

  /// Where a shrunk style's text goes in `rect`, where the label's own text would be centred: its baseline on the
  /// full-size text's (`.alignBaselines`, UIKit's default), its centre on its centre, or its top on its top
  /// (`.none`).
  package func shrunkRect(_ shrunk: TextStyle, in rect: CGRect) -> CGRect {
    guard let small = try? TextEngine.withEngine({ $0.measure(shrunk, width: rect.width) }) else {
      return rect
    }
    let full = metrics(width: numberOfLines == 1 ? nil : rect.width)
    let top = rect.minY + (rect.height - full.size.height) / 2
    let y: CGFloat
    switch baselineAdjustment {
    case .alignCenters: return rect
    case .alignBaselines: y = top + full.firstBaseline - small.firstBaseline
    case .none: y = top
    }
    return CGRect(x: rect.minX, y: y, width: rect.width, height: small.size.height)
  }
}

extension TextStyle {
  /// The style with its font, and its runs' fonts, `scale` times their size.
  fileprivate func scaled(by scale: CGFloat) -> TextStyle {
    var style = self
    style.font = font.scaled(by: scale)
    for index in style.runs.indices {
      style.runs[index].font = style.runs[index].font?.scaled(by: scale)
    }
    return style
  }
}

extension Typeface {
  fileprivate func scaled(by scale: CGFloat) -> Typeface {
    Typeface(family: family, size: size * scale, weight: weight)
  }
}
