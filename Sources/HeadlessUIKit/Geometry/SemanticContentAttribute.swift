import Foundation

/// How a view's content flips in a right-to-left layout (UIKit's `UISemanticContentAttribute`, with UIKit's raw
/// values): `.forceRightToLeft` lays the view out right to left whatever the scene's direction, `.playback`,
/// `.spatial` and `.forceLeftToRight` keep it left to right, `.unspecified` follows the superview.
public enum SemanticContentAttribute: Int, Sendable {
  case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}
