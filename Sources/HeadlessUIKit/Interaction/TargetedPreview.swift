import Foundation

/// The view a context menu lifts and where it shows it (UIKit's `UITargetedPreview`); menus never open here, so
/// a preview is only made and read.
@preconcurrency @MainActor
open class TargetedPreview: NSObject {
  /// The view shown as the preview.
  open var view: View { storedView }
  private let storedView: View
  /// Where the preview sits: in the view's superview, at the view's centre, by default.
  open var target: PreviewTarget { storedTarget }
  private let storedTarget: PreviewTarget
  /// How the preview is drawn (stored).
  open var parameters: PreviewParameters { storedParameters }
  private let storedParameters: PreviewParameters

  /// A preview of a view in its superview, with its own parameters.
  public init(view: View, parameters: PreviewParameters, target: PreviewTarget) {
    storedView = view
    storedParameters = parameters
    storedTarget = target
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

  /// The same preview placed at another target.
  open func retargetedPreview(with newTarget: PreviewTarget) -> TargetedPreview {
    TargetedPreview(view: view, parameters: parameters, target: newTarget)
  }
}

/// Where a preview is placed (UIKit's `UIPreviewTarget`).
@preconcurrency @MainActor
open class PreviewTarget: NSObject {
  /// The view the preview is placed in.
  open var container: View { storedContainer }
  private let storedContainer: View
  /// The preview's centre in the container's coordinates.
  open var center: CGPoint { storedCenter }
  private let storedCenter: CGPoint
  /// A transform applied to the preview.
  open var transform: CGAffineTransform { storedTransform }
  private let storedTransform: CGAffineTransform

  /// A target in a container at a point, transformed.
  public init(container: View, center: CGPoint, transform: CGAffineTransform) {
    storedContainer = container
    storedCenter = center
    storedTransform = transform
  }

  /// A target in a container at a point.
  public convenience init(container: View, center: CGPoint) {
    self.init(container: container, center: center, transform: .identity)
  }
}

/// How a preview is drawn (UIKit's `UIPreviewParameters`): stored.
@preconcurrency @MainActor
open class PreviewParameters: NSObject {
  /// The colour behind the preview; `nil` for the system's.
  open var backgroundColor: Color?
  /// The path the preview is clipped to; `nil` for its bounds.
  open var visiblePath: BezierPath?
  /// The path the preview's shadow follows; `nil` for the visible path's.
  open var shadowPath: BezierPath?

  public override init() {}

  /// Parameters for a preview of text: the visible path is the union of the lines' rectangles.
  public convenience init(textLineRects: [NSValue]) {
    self.init()
    let path = BezierPath()
    for value in textLineRects { path.append(BezierPath(rect: value.cgRectValue)) }
    visiblePath = path
  }
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
