import Foundation

/// A container that shows one page at a time and turns to the next by swiping (UIKit's `UIPageViewController`):
/// here it shows the page it was given (``setViewControllers(_:direction:animated:completion:)``) filling its view;
/// nothing swipes, so its data source is asked nothing.
@preconcurrency @MainActor
open class PageViewController: ViewController {
  /// How pages turn (UIKit's `UIPageViewController.TransitionStyle`).
  public enum TransitionStyle: Int, Sendable {
    case pageCurl = 0
    case scroll = 1
  }

  /// The axis pages follow each other along.
  public enum NavigationOrientation: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  /// Which way a page turns.
  public enum NavigationDirection: Int, Sendable {
    case forward = 0
    case reverse = 1
  }

  /// Where the spine of a page curl is.
  public enum SpineLocation: Int, Sendable {
    case none = 0
    case min = 1
    case mid = 2
    case max = 3
  }

  /// Keys of the options given at creation (UIKit's `UIPageViewController.OptionsKey`).
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  open var transitionStyle: TransitionStyle { storedTransitionStyle }

  private let storedTransitionStyle: TransitionStyle
  open var navigationOrientation: NavigationOrientation { storedNavigationOrientation }
  private let storedNavigationOrientation: NavigationOrientation
  /// The recognisers that turn pages: none, as nothing swipes here.
  open var gestureRecognizers: [GestureRecognizer] { [] }
  /// The spine's place (pages curl around it).
  open var spineLocation: SpineLocation { transitionStyle == .pageCurl ? .min : .none }
  /// Whether pages have two sides (stored).
  open var isDoubleSided = false
  /// Asked for the pages around the current one: never, here.
  open weak var dataSource: PageViewControllerDataSource?
  /// Told about page turns: never, here.
  open weak var delegate: PageViewControllerDelegate?
  /// The page shown (one controller, or two side by side for a double-sided curl).
  open private(set) var viewControllers: [ViewController]?

  /// A page view controller turning pages in `style` along `navigationOrientation`.
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    storedTransitionStyle = style
    storedNavigationOrientation = navigationOrientation
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    storedTransitionStyle = .pageCurl
    storedNavigationOrientation = .horizontal
    super.init(coder: coder)
  }

  /// Shows `viewControllers` as the current page (not animated here); the completion hears `true`.
  open func setViewControllers(
    _ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    for old in self.viewControllers ?? [] where !(viewControllers ?? []).contains(old) {
      old.willMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    self.viewControllers = viewControllers
    if isViewLoaded { showPages() }
    completion?(true)
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    showPages()
  }

  /// Puts the pages' views in this view, side by side along the orientation, filling it.
  private func showPages() {
    let pages = viewControllers ?? []
    for (index, page) in pages.enumerated() {
      if page.parent !== self { addChild(page) }
      let pageView: View = page.view
      if pageView.superview !== view { view.addSubview(pageView) }
      pageView.translatesAutoresizingMaskIntoConstraints = true
      pageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      let share = 1 / CGFloat(max(pages.count, 1))
      let bounds = view.bounds
      pageView.frame =
        navigationOrientation == .horizontal
        ? CGRect(
          x: bounds.width * share * CGFloat(index), y: 0, width: bounds.width * share,
          height: bounds.height)
        : CGRect(
          x: 0, y: bounds.height * share * CGFloat(index), width: bounds.width,
          height: bounds.height * share)
      page.didMove(toParent: self)
    }
  }
}

/// Gives a page view controller the pages around the current one (UIKit's `UIPageViewControllerDataSource`).
@preconcurrency @MainActor
public protocol PageViewControllerDataSource: AnyObject {
  func pageViewController(
    _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
  ) -> ViewController?
  func pageViewController(
    _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
  ) -> ViewController?
  func presentationCount(for pageViewController: PageViewController) -> Int
  func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
  public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
  public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}

/// Hears a page view controller turn pages (UIKit's `UIPageViewControllerDelegate`): every method optional.
@preconcurrency @MainActor
public protocol PageViewControllerDelegate: AnyObject {
  func pageViewController(
    _ pageViewController: PageViewController,
    willTransitionTo pendingViewControllers: [ViewController])
  func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [ViewController], transitionCompleted completed: Bool)
  // UIKit declares these too (in its own spelling here); each has a default below.
  func pageViewController(
    _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation
  func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
    -> UIInterfaceOrientationMask
  func pageViewControllerPreferredInterfaceOrientationForPresentation(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientation
}

extension PageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: PageViewController,
    willTransitionTo pendingViewControllers: [ViewController]
  ) {}
  public func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [ViewController], transitionCompleted completed: Bool
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation { .min }
  public func pageViewControllerSupportedInterfaceOrientations(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientationMask { .all }
  public func pageViewControllerPreferredInterfaceOrientationForPresentation(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientation { .portrait }
}

public typealias UIPageViewController = PageViewController
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate
