import Foundation

// UIKit's custom transition protocols. Transitions happen at once here (there is no animation), so these are
// declared for the code that implements them and never driven.

/// Animates a transition between two view controllers (UIKit's `UIViewControllerAnimatedTransitioning`).
public protocol ViewControllerAnimatedTransitioning: AnyObject {
  func transitionDuration(using transitionContext: ViewControllerContextTransitioning?)
    -> TimeInterval
  func animateTransition(using transitionContext: ViewControllerContextTransitioning)
  func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Drives a transition interactively (UIKit's `UIViewControllerInteractiveTransitioning`).
public protocol ViewControllerInteractiveTransitioning: AnyObject {
  func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning)
  var completionSpeed: CGFloat { get }
  var completionCurve: View.AnimationCurve { get }
  var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
  public var completionSpeed: CGFloat { 1 }
  public var completionCurve: View.AnimationCurve { .easeInOut }
  public var wantsInteractiveStart: Bool { true }
}

/// The keys of a transition's two view controllers (UIKit's `UITransitionContextViewControllerKey`).
public struct TransitionContextViewControllerKey: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = TransitionContextViewControllerKey(
    rawValue: "UITransitionContextFromViewControllerKey")
  public static let to = TransitionContextViewControllerKey(
    rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of a transition's two views (UIKit's `UITransitionContextViewKey`).
public struct TransitionContextViewKey: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = TransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  public static let to = TransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a transition's animator is given (UIKit's `UIViewControllerContextTransitioning`).
public protocol ViewControllerContextTransitioning: AnyObject {
  var containerView: View { get }
  var isAnimated: Bool { get }
  var isInteractive: Bool { get }
  var transitionWasCancelled: Bool { get }
  var presentationStyle: ModalPresentationStyle { get }
  var targetTransform: CGAffineTransform { get }
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  func finishInteractiveTransition()
  func cancelInteractiveTransition()
  func pauseInteractiveTransition()
  func completeTransition(_ didComplete: Bool)
  func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
  func view(forKey key: TransitionContextViewKey) -> View?
  func initialFrame(for vc: ViewController) -> CGRect
  func finalFrame(for vc: ViewController) -> CGRect
}

/// Supplies the animators of a presentation (UIKit's `UIViewControllerTransitioningDelegate`).
@preconcurrency @MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> ViewControllerAnimatedTransitioning?
  func animationController(forDismissed dismissed: ViewController)
    -> ViewControllerAnimatedTransitioning?
  func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
    -> ViewControllerInteractiveTransitioning?
  func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
    -> ViewControllerInteractiveTransitioning?
  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
  /// No custom presentation controller: the system's.
  public func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? { nil }
  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> ViewControllerAnimatedTransitioning? { nil }
  public func animationController(forDismissed dismissed: ViewController)
    -> ViewControllerAnimatedTransitioning?
  {
    nil
  }
  public func interactionControllerForPresentation(
    using animator: ViewControllerAnimatedTransitioning
  )
    -> ViewControllerInteractiveTransitioning?
  { nil }
  public func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
    -> ViewControllerInteractiveTransitioning?
  { nil }
}

public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
public typealias UITransitionContextViewControllerKey = TransitionContextViewControllerKey
public typealias UITransitionContextViewKey = TransitionContextViewKey

/// An interactive transition driven by a percentage, as a gesture drives it (UIKit's
/// `UIPercentDrivenInteractiveTransition`): kept; no gesture moves it here, so it stays where it was left.
open class UIPercentDrivenInteractiveTransition: NSObject, ViewControllerInteractiveTransitioning {
  /// The transition's duration.
  open var duration: CGFloat { 0 }
  /// How far the transition has gone, 0 to 1.
  open private(set) var percentComplete: CGFloat = 0
  open var completionSpeed: CGFloat = 1
  open var completionCurve: View.AnimationCurve = .easeInOut
  open var wantsInteractiveStart = true
  open var timingCurve: (any TimingCurveProvider)?

  public override init() {}

  open func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {}
  open func update(_ percentComplete: CGFloat) {
    self.percentComplete = min(max(percentComplete, 0), 1)
  }
  open func cancel() { percentComplete = 0 }
  open func finish() { percentComplete = 1 }
  open func pause() {}
}
