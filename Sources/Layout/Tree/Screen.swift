import Foundation

/// The screen (UIKit's `UIScreen`): `UIScreen.main` is an iPhone 15 (393 × 852 points at 3×, Apple's iPhone 15
/// technical specifications), whatever the scene's canvas, so code that branches on it behaves the same in every
/// scene and on every thread.
public final class Screen: Sendable {
  /// The screen in points.
  public let bounds: CGRect
  /// Pixels per point.
  public let scale: CGFloat
  public var nativeScale: CGFloat { scale }

  public init(bounds: CGRect, scale: CGFloat) {
    self.bounds = bounds
    self.scale = scale
  }

  /// The main screen.
  public static let main = Screen(
    bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)
}
