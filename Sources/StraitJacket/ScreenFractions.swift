import Foundation
import HeadlessUIKit

// StraitJacket's screen fractions: `0.5.sWidth` is half the main screen's width. The main screen is the fixed
// iPhone 15 of ``Screen/main`` (393 × 852 points), whatever the scene's canvas, so a value is the same in every
// scene; pass `of:` to measure against another size (a view's bounds, say).
extension CGFloat {
  /// This fraction of the main screen's width.
  public var sWidth: CGFloat { CGFloat.scaledWidth(self) }

  /// This fraction of the main screen's height.
  public var sHeight: CGFloat { CGFloat.scaledHeight(self) }

  /// `multiple` times the width of `size` (the main screen's by default).
  public static func scaledWidth(_ multiple: CGFloat, of size: CGSize = Screen.main.bounds.size)
    -> CGFloat
  {
    size.width * multiple
  }

  /// `multiple` times the height of `size` (the main screen's by default).
  public static func scaledHeight(_ multiple: CGFloat, of size: CGSize = Screen.main.bounds.size)
    -> CGFloat
  {
    size.height * multiple
  }
}
