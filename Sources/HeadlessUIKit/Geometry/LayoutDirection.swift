/// The direction text and leading-to-trailing layout run in (UIKit's `UIUserInterfaceLayoutDirection`).
public enum LayoutDirection: Sendable {
  /// Leading is left, trailing is right.
  case leftToRight
  /// Leading is right, trailing is left; positive offsets along leading/trailing constraints go leftward.
  case rightToLeft
}

/// A layout axis (UIKit's `NSLayoutConstraint.Axis`).
public enum LayoutAxis: Int, Sendable, CaseIterable {
  case horizontal
  case vertical
}
