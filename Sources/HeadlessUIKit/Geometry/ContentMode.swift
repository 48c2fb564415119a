import Foundation

/// How a view places its content in its bounds (UIKit's `UIView.ContentMode`).
///
/// Image views draw with it; other views store it.
public enum ContentMode: Int, Sendable {
  /// Stretched to the bounds.
  case scaleToFill
  /// Scaled to fit inside, keeping its aspect ratio (letterboxed).
  case scaleAspectFit
  /// Scaled to cover, keeping its aspect ratio (cropped only with `clipsToBounds`).
  case scaleAspectFill
  /// Redrawn when the bounds change (drawn like ``scaleToFill`` here).
  case redraw
  /// At its own size, centred.
  case center
  case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
}
