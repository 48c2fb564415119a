import Foundation
import Layout

/// How lines of text sit horizontally in their box (UIKit's `NSTextAlignment`).
public enum TextAlignment: Sendable {
  case left, center, right, justified
  /// Left in left-to-right layout, right in right-to-left.
  case natural
}

/// How text that does not fit is wrapped or cut (UIKit's `NSLineBreakMode`).
public enum LineBreakMode: Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail,
    byTruncatingMiddle
}

/// Everything that decides how a string is laid out: what is measured is exactly what is drawn.
struct TextStyle: Hashable {
  var text: String
  var font: Font
  var alignment: TextAlignment
  var direction: LayoutDirection
  var numberOfLines: Int
  var lineBreakMode: LineBreakMode
}

/// The measured size and baselines of laid-out text, in points.
struct TextMetrics: Equatable {
  var size: CGSize
  /// From the top of the text to the first line's baseline.
  var firstBaseline: CGFloat
  /// From the top of the text to the last line's baseline.
  var lastBaseline: CGFloat
  /// Characters no loaded font could show ("tofu").
  var unknownGlyphs: Int
}
