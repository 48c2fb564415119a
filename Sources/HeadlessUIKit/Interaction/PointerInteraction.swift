import Foundation

// The iPad pointer: its interaction, regions and styles are kept; no pointer hovers a render.

/// Adapts the pointer over a view (UIKit's `UIPointerInteraction`).
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, Interaction {
  open private(set) weak var view: View?
  open private(set) weak var delegate: UIPointerInteractionDelegate?
  open var isEnabled = true

  public init(delegate: UIPointerInteractionDelegate?) {
    self.delegate = delegate
  }

  open func willMove(to view: View?) {}
  open func didMove(to view: View?) { self.view = view }
  /// Asks the delegate again for its region and style (nothing is asked here).
  open func invalidate() {}
}

/// Gives a pointer interaction its regions and styles (UIKit's `UIPointerInteractionDelegate`): never asked.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
  func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion?
  func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
    -> UIPointerStyle?
}

extension UIPointerInteractionDelegate {
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion? { defaultRegion }
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, styleFor region: UIPointerRegion
  ) -> UIPointerStyle? { nil }
}

/// Where a pointer stands (UIKit's `UIPointerRegionRequest`).
@preconcurrency @MainActor
open class UIPointerRegionRequest: NSObject {
  public let location: CGPoint
  public init(location: CGPoint) { self.location = location }
}

/// A part of a view where the pointer looks one way (UIKit's `UIPointerRegion`).
open class UIPointerRegion: NSObject, @unchecked Sendable {
  // Unchecked: immutable.
  public let rect: CGRect
  public let identifier: AnyHashable?
  public init(rect: CGRect, identifier: AnyHashable? = nil) {
    self.rect = rect
    self.identifier = identifier
  }
}

/// How the pointer looks over a region (UIKit's `UIPointerStyle`).
@preconcurrency @MainActor
open class UIPointerStyle: NSObject {
  /// The effect, when made with one.
  public let effect: UIPointerEffect?
  /// The shape, when made with one.
  public let shape: UIPointerShape?

  public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
    self.effect = effect
    self.shape = shape
  }

  public init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
    effect = nil
    self.shape = shape
  }

  /// The pointer hidden over the region.
  public static func hidden() -> UIPointerStyle { UIPointerStyle(shape: .roundedRect(.zero)) }
}

/// What the pointer does to the view under it (UIKit's `UIPointerEffect`).
public enum UIPointerEffect {
  case automatic(TargetedPreview)
  case highlight(TargetedPreview)
  case lift(TargetedPreview)
  case hover(
    TargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
    prefersScaledContent: Bool = true)

  /// How a hovered view is tinted (UIKit's `UIPointerEffect.TintMode`).
  public enum TintMode: Int, Sendable {
    case none = 0, overlay, underlay
  }
}

/// The pointer's shape (UIKit's `UIPointerShape`).
public enum UIPointerShape {
  case path(BezierPath)
  case roundedRect(CGRect, radius: CGFloat = 8)
  case verticalBeam(length: CGFloat)
  case horizontalBeam(length: CGFloat)
}
