import Foundation

/// What manages a presented view controller on screen (UIKit's `UIPresentationController`): kept with the
/// controller it presents; presenting is inert here, so its transition hooks are never called.
@preconcurrency @MainActor
open class PresentationController: NSObject {
  /// The controller presented.
  open private(set) var presentedViewController: ViewController
  /// The controller presenting it: non-optional, as UIKit declares it.
  ///
  /// The one given to the initialiser; without one, the presented controller's presenter, else the presented
  /// controller itself (UIKit sets it when the presentation starts).
  open var presentingViewController: ViewController {
    presenting ?? presentedViewController.presentingViewController ?? presentedViewController
  }
  private weak var presenting: ViewController?
  /// What hears of the presentation's adaptation.
  open weak var delegate: AdaptivePresentationControllerDelegate?
  /// The view the presentation happens in (none: nothing is presented here).
  open var containerView: View? { nil }
  /// The view presented: the presented controller's.
  open var presentedView: View? { presentedViewController.viewIfLoaded }
  /// The presentation's style.
  open var presentationStyle: ModalPresentationStyle {
    presentedViewController.modalPresentationStyle
  }
  /// Where the presented view goes in the container: the container's bounds (there is none here).
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
  /// Whether the presentation covers the whole screen.
  open var shouldPresentInFullscreen: Bool { true }
  /// Whether the presenting controller's view is removed while presented.
  open var shouldRemovePresentersView: Bool { false }
  /// The style the presentation adapts to in compact widths.
  open var adaptivePresentationStyle: ModalPresentationStyle { .fullScreen }
  /// Traits that override the presented controller's.
  open var overrideTraitCollection: TraitCollection?

  /// A presentation of `presentedViewController` by `presentingViewController`.
  public init(
    presentedViewController: ViewController, presenting presentingViewController: ViewController?
  ) {
    self.presentedViewController = presentedViewController
    presenting = presentingViewController
  }

  /// The style the presentation adapts to for `traitCollection`.
  open func adaptivePresentationStyle(for traitCollection: TraitCollection)
    -> ModalPresentationStyle
  {
    adaptivePresentationStyle
  }

  open func containerViewWillLayoutSubviews() {}
  /// Called before the container changes size; nothing resizes here, so only code that calls it reaches it.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
  ) {}
  open func containerViewDidLayoutSubviews() {}
  open func presentationTransitionWillBegin() {}
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  open func dismissalTransitionWillBegin() {}
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
}

/// What hears how a presentation adapts (UIKit's `UIAdaptivePresentationControllerDelegate`); nothing is presented
/// here, so it is never asked.
@preconcurrency @MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
  // UIKit declares these too (in its own spelling here); each has a default below.
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
  func presentationController(
    _ presentationController: UIPresentationController,
    prepare adaptivePresentationController: UIPresentationController)
  func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController?
  func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension AdaptivePresentationControllerDelegate {
  public func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  { .none }
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle { .none }
  public func presentationController(
    _ presentationController: UIPresentationController,
    prepare adaptivePresentationController: UIPresentationController
  ) {}
  public func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController? { nil }
  public func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {}
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}

/// What a popover's presentation asks (UIKit's `UIPopoverPresentationControllerDelegate`).
///
/// Nothing is presented here, so it is never asked. Set it as the popover presentation controller's `delegate`.
@preconcurrency @MainActor
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
  func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
  func popoverPresentationControllerShouldDismissPopover(
    _ popoverPresentationController: PopoverPresentationController
  ) -> Bool
  func popoverPresentationControllerDidDismissPopover(
    _ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: PopoverPresentationController
  ) {}
  public func popoverPresentationControllerShouldDismissPopover(
    _ popoverPresentationController: PopoverPresentationController
  ) -> Bool { true }
  public func popoverPresentationControllerDidDismissPopover(
    _ popoverPresentationController: PopoverPresentationController
  ) {}
}

public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate

/// Something a popover can point at: a view or a bar button item (UIKit's
/// `UIPopoverPresentationControllerSourceItem`).
public protocol PopoverPresentationControllerSourceItem: AnyObject {}

extension View: PopoverPresentationControllerSourceItem {}
extension BarButtonItem: PopoverPresentationControllerSourceItem {}

/// The directions a popover's arrow may point (UIKit's `UIPopoverArrowDirection`), with UIKit's raw values.
public struct PopoverArrowDirection: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = PopoverArrowDirection(rawValue: 1 << 0)
  public static let down = PopoverArrowDirection(rawValue: 1 << 1)
  public static let left = PopoverArrowDirection(rawValue: 1 << 2)
  public static let right = PopoverArrowDirection(rawValue: 1 << 3)
  public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
  public static let unknown = PopoverArrowDirection(rawValue: UInt.max)
}

/// A popover's presentation (UIKit's `UIPopoverPresentationController`): what it points at, kept.
@preconcurrency @MainActor
open class PopoverPresentationController: PresentationController {
  /// The view the popover points at.
  open var sourceView: View?
  /// The rectangle in ``sourceView`` the popover points at.
  open var sourceRect: CGRect = .zero
  /// The bar button item the popover points at.
  open var barButtonItem: BarButtonItem?
  /// The item the popover points at (iOS 16).
  open var sourceItem: PopoverPresentationControllerSourceItem?
  /// The directions the arrow may point.
  open var permittedArrowDirections = PopoverArrowDirection.any
  /// The direction the arrow points (unknown until shown: never, here).
  open var arrowDirection: PopoverArrowDirection { .unknown }
  /// The views the user may touch while the popover shows.
  open var passthroughViews: [View]?
  /// The popover's background colour.
  open var backgroundColor: Color?
  /// The margins kept between the popover and the screen's edges.
  open var popoverLayoutMargins = EdgeInsets.zero
  /// Whether the popover may cover the rectangle it points at.
  open var canOverlapSourceViewRect = false
}

/// A sheet's presentation (UIKit's `UISheetPresentationController`): its heights and grabber, kept.
@preconcurrency @MainActor
open class SheetPresentationController: PresentationController {
  /// A height a sheet rests at (UIKit's `UISheetPresentationController.Detent`).
  @preconcurrency @MainActor
  open class Detent: NSObject {
    /// The name of a detent.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// About half the screen.
      public static let medium = Identifier("com.apple.UIKit.medium")
      /// The full height.
      public static let large = Identifier("com.apple.UIKit.large")
    }

    private let givenIdentifier: Identifier
    let resolver: ((SheetDetentResolutionContext) -> CGFloat?)?

    init(identifier: Identifier, resolver: ((SheetDetentResolutionContext) -> CGFloat?)?) {
      givenIdentifier = identifier
      self.resolver = resolver
    }

    /// The detent's name.
    open var identifier: Identifier { givenIdentifier }

    /// The detent's height in `context`: a custom detent's resolver's answer; the large detent the largest height;
    /// the medium one half of it (UIKit documents it as about half the screen).
    public func resolvedValue(in context: SheetDetentResolutionContext) -> CGFloat? {
      if let resolver { return resolver(context) }
      switch givenIdentifier {
      case .large: return context.maximumDetentValue
      case .medium: return context.maximumDetentValue / 2
      default: return nil
      }
    }

    /// About half the screen's height.
    open class func medium() -> Detent { Detent(identifier: .medium, resolver: nil) }
    /// The full height.
    open class func large() -> Detent { Detent(identifier: .large, resolver: nil) }
    /// A height `resolver` works out from the sheet's largest.
    open class func custom(
      identifier: Identifier? = nil, resolver: @escaping (SheetDetentResolutionContext) -> CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
    }
  }

  /// The heights the sheet rests at, smallest first.
  open var detents: [Detent] = [.large()]
  /// The detent the sheet rests at (the smallest when nil).
  open var selectedDetentIdentifier: Detent.Identifier?
  /// The largest detent at which what is behind the sheet is not dimmed.
  open var largestUndimmedDetentIdentifier: Detent.Identifier?
  /// Whether the sheet shows a grabber at its top.
  open var prefersGrabberVisible = false
  /// The sheet's corner radius (the system's when nil).
  open var preferredCornerRadius: CGFloat?
  /// Whether scrolling to the top of the content grows the sheet.
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Whether the sheet attaches to the screen's edge in compact heights.
  open var prefersEdgeAttachedInCompactHeight = false
  /// Whether the sheet's width follows the preferred content size when edge-attached.
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
  /// Whether the sheet's content is in a page-sized area.
  open var prefersPageSizing = true
  /// The view a popover-like sheet points at.
  open var sourceView: View?

  /// Makes changes to the sheet's properties, animated in UIKit (at once here).
  open func animateChanges(_ changes: () -> Void) { changes() }
  /// Asks the sheet to work out its custom detents again.
  open func invalidateDetents() {}
}

/// What a custom detent's resolver is told (UIKit's `UISheetPresentationControllerDetentResolutionContext`).
public protocol SheetDetentResolutionContext {
  /// The traits of the sheet's container.
  var containerTraitCollection: TraitCollection { get }
  /// The largest height a detent may have.
  var maximumDetentValue: CGFloat { get }
}

/// What a sheet tells its delegate besides what every presentation does (UIKit's
/// `UISheetPresentationControllerDelegate`): nothing is dragged here, so it is never told.
@preconcurrency @MainActor
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: SheetPresentationController
  ) {}
}

public typealias UIPresentationController = PresentationController
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
public typealias UIPopoverPresentationControllerSourceItem = PopoverPresentationControllerSourceItem
public typealias UIPopoverArrowDirection = PopoverArrowDirection
public typealias UIPopoverPresentationController = PopoverPresentationController
public typealias UISheetPresentationController = SheetPresentationController
public typealias UISheetPresentationControllerDetentResolutionContext = SheetDetentResolutionContext
