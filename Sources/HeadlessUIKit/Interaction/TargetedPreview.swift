import Foundation

/// The view a context menu lifts and where it shows it (UIKit's `UITargetedPreview`); menus never open here, so
/// a preview is only made and read.
@preconcurrency @MainActor
open class TargetedPreview {
  /// The view shown as the preview.
  public let view: View
  /// Where the preview sits: in the view's superview, at the view's centre, by default.
  public let target: PreviewTarget
  /// How the preview is drawn (stored).
  public let parameters: PreviewParameters

  /// A preview of a view in its superview, with its own parameters.
  public init(view: View, parameters: PreviewParameters, target: PreviewTarget) {
    self.view = view
    self.parameters = parameters
    self.target = target
  }

  /// A preview of a view in its superview.
  public convenience init(view: View, parameters: PreviewParameters) {
    let container = view.superview ?? view
    self.init(
      view: view, parameters: parameters,
      target: PreviewTarget(
        container: container, center: CGPoint(x: view.frame.midX, y: view.frame.midY)))
  }

  /// A preview of a view with default parameters.
  public convenience init(view: View) {
    self.init(view: view, parameters: PreviewParameters())
  }

  /// The size of the preview: the view's.
  open var size: CGSize { view.bounds.size }
}

/// Where a preview is placed (UIKit's `UIPreviewTarget`).
@preconcurrency @MainActor
open class PreviewTarget {
  /// The view the preview is placed in.
  public let container: View
  /// The preview's centre in the container's coordinates.
  public let center: CGPoint
  /// A transform applied to the preview.
  public let transform: CGAffineTransform

  /// A target in a container at a point, transformed.
  public init(container: View, center: CGPoint, transform: CGAffineTransform) {
    self.container = container
    self.center = center
    self.transform = transform
  }

  /// A target in a container at a point.
  public convenience init(container: View, center: CGPoint) {
    self.init(container: container, center: center, transform: .identity)
  }
}

/// How a preview is drawn (UIKit's `UIPreviewParameters`): stored.
@preconcurrency @MainActor
open class PreviewParameters {
  /// The colour behind the preview; `nil` for the system's.
  open var backgroundColor: Color?
  /// The path the preview is clipped to; `nil` for its bounds.
  open var visiblePath: BezierPath?

  public init() {}
}

/// What a context menu interaction's animations offer (UIKit's `UIContextMenuInteractionAnimating`): nothing
/// animates here, so completions run at once when added.
@preconcurrency @MainActor
public protocol ContextMenuInteractionAnimating: AnyObject {
  /// The view controller the menu's preview shows, if any.
  var previewViewController: ViewController? { get }
  /// Adds animations to run alongside the menu's.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a closure to run when the menu's animations end.
  func addCompletion(_ completion: @escaping () -> Void)
}

public typealias UITargetedPreview = TargetedPreview
public typealias UIPreviewTarget = PreviewTarget
public typealias UIPreviewParameters = PreviewParameters
/// How a menu's preview commits when its action runs (UIKit's `UIContextMenuInteractionCommitStyle`).
public enum ContextMenuInteractionCommitStyle: Int, Sendable {
  case dismiss, pop
}

/// The animations of a menu's preview action (UIKit's `UIContextMenuInteractionCommitAnimating`).
@preconcurrency @MainActor
public protocol ContextMenuInteractionCommitAnimating: ContextMenuInteractionAnimating {
  var preferredCommitStyle: ContextMenuInteractionCommitStyle { get set }
}

public typealias UIContextMenuInteractionAnimating = ContextMenuInteractionAnimating
public typealias UIContextMenuInteractionCommitStyle = ContextMenuInteractionCommitStyle
public typealias UIContextMenuInteractionCommitAnimating = ContextMenuInteractionCommitAnimating
