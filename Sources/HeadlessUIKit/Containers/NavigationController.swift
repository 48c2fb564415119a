import Foundation

/// A stack of view controllers under a navigation bar (UIKit's `UINavigationController`).
///
/// The top controller's view fills the navigation controller's view, under the bar; its safe area starts below
/// the bar (and ends above the toolbar when one shows), as in UIKit, and the child's own `additionalSafeAreaInsets`
/// add to that. Pushing and popping change the stack at once (there is no animation).
@preconcurrency @MainActor
open class NavigationController: ViewController {
  /// What a transition does.
  public enum Operation: Int, Sendable {
    case none = 0, push, pop
  }

  private var stack: [ViewController] = []
  private let bar: NavigationBar
  private let bottomBar = Toolbar()
  open weak var delegate: NavigationControllerDelegate?
  open var hidesBarsOnSwipe = false
  open var hidesBarsOnTap = false
  open var hidesBarsWhenKeyboardAppears = false
  open var hidesBarsWhenVerticallyCompact = false
  private lazy var edgePop: ScreenEdgePanGestureRecognizer = {
    let recognizer = ScreenEdgePanGestureRecognizer()
    recognizer.edges = .left
    return recognizer
  }()
  private lazy var contentPop = PanGestureRecognizer()
  private lazy var swipeToHide = PanGestureRecognizer()
  private lazy var tapToHide = TapGestureRecognizer()
  /// The edge swipe that pops the top controller (never recognised headless).
  open var interactivePopGestureRecognizer: GestureRecognizer? { edgePop }
  /// The swipe across the content that pops the top controller (never recognised headless).
  open var interactiveContentPopGestureRecognizer: GestureRecognizer? { contentPop }
  /// The swipe that hides the bars when ``hidesBarsOnSwipe`` is on.
  open var barHideOnSwipeGestureRecognizer: PanGestureRecognizer { swipeToHide }
  /// The tap that shows and hides the bars when ``hidesBarsOnTap`` is on.
  open var barHideOnTapGestureRecognizer: TapGestureRecognizer { tapToHide }
  /// How long bars take to hide or show: 0.2 seconds, UIKit's `UINavigationControllerHideShowBarDuration`.
  public static let hideShowBarDuration: CGFloat = 0.2

  public init(rootViewController: ViewController) {
    bar = NavigationBar()
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    bar = NavigationBar()
    super.init(nibName: nil, bundle: nil)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    bar = NavigationBar()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    bar = NavigationBar()
    super.init(coder: coder)
  }

  /// The bar (UIKit's `navigationBar`).
  open var navigationBar: NavigationBar { bar }
  open var toolbar: Toolbar! { bottomBar }

  open var viewControllers: [ViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  open var topViewController: ViewController? { stack.last }
  open var visibleViewController: ViewController? { stack.last }

  open var isNavigationBarHidden = false { didSet { viewIfLoaded?.setNeedsLayout() } }
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }
  open var isToolbarHidden = true { didSet { viewIfLoaded?.setNeedsLayout() } }
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

  open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    let previousTop = stack.last
    stack = viewControllers
    for controller in viewControllers where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    bar.setItems(viewControllers.map(\.navigationItem), animated: false)
    guard let top = stack.last, top !== previousTop else { return showTop() }
    delegate?.navigationController(self, willShow: top, animated: animated)
    showTop()
    delegate?.navigationController(self, didShow: top, animated: animated)
  }

  open func pushViewController(_ viewController: ViewController, animated: Bool) {
    setViewControllers(stack + [viewController], animated: animated)
  }

  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    setViewControllers(Array(stack.dropLast()), animated: animated)
    return top
  }

  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard let root = stack.first else { return nil }
    let popped = Array(stack.dropFirst())
    setViewControllers([root], animated: animated)
    return popped
  }

  @discardableResult
  open func popToViewController(_ viewController: ViewController, animated: Bool)
    -> [ViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(stack[(index + 1)...])
    setViewControllers(Array(stack[...index]), animated: animated)
    return popped
  }

  open override func loadView() {
    let container = ContainerView(frame: Screen.main.bounds)
    container.layOut = { [weak self] in self?.layOutBars() }
    view = container
    bar.identifier = "navigationBar"
    bar.owningNavigation = self
    bottomBar.identifier = "toolbar"
    container.addSubview(bar)
    container.addSubview(bottomBar)
    showTop()
  }

  /// Puts the top controller's view under the bars, and only it.
  private func showTop() {
    guard let container = viewIfLoaded else { return }
    for controller in stack.dropLast() { controller.viewIfLoaded?.removeFromSuperview() }
    guard let top = stack.last else { return }
    let content: View = top.view
    if content.superview !== container {
      content.frame = container.bounds
      content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.insertSubview(content, at: 0)
    }
    container.setNeedsLayout()
  }

  /// Places the bar below the status bar and the toolbar above the home indicator, and gives the top controller
  /// the safe-area insets they take.
  private func layOutBars() {
    guard let container = viewIfLoaded else { return }
    let safe = container.safeAreaInsets
    let width = container.bounds.width
    bar.isHidden = isNavigationBarHidden
    let barHeight = isNavigationBarHidden ? 0 : bar.barHeight
    let barTop = BarGeometry.navigationBarTop(forSafeAreaTop: safe.top)
    bar.frame = CGRect(x: 0, y: barTop, width: width, height: barHeight)
    bar.isAtScrollEdge = topContentIsAtScrollEdge
    let showsToolbar = !isToolbarHidden
    bottomBar.isHidden = !showsToolbar
    let toolbarItems = topViewController?.toolbarItems ?? []
    if (bottomBar.items ?? []) !== toolbarItems { bottomBar.items = toolbarItems }
    bottomBar.extendsBelow = safe.bottom
    if let content = topViewController?.viewIfLoaded {
      bottomBar.hasContentUnder = contentReachesUnderBottomBar(content)
    }
    bottomBar.frame = CGRect(
      x: 0, y: container.bounds.height - safe.bottom - BarGeometry.toolbarHeight, width: width,
      height: BarGeometry.toolbarHeight)
    // The content runs under a translucent bar, its safe area ending at the bar's edge; an opaque bar it stays
    // clear of, unless it asks to extend under opaque bars too (UIKit's `extendedLayoutIncludesOpaqueBars`, false
    // by default) or does not extend under that edge at all (`edgesForExtendedLayout`).
    let top = topViewController
    let belowBar =
      !isNavigationBarHidden
      && !(top?.extendsLayout(under: .top, translucentBar: bar.isTranslucent) ?? true)
    let aboveToolbar =
      showsToolbar
      && !(top?.extendsLayout(under: .bottom, translucentBar: bottomBar.isTranslucent) ?? true)
    if let content = top?.viewIfLoaded, content.superview === container {
      let contentTop = belowBar ? barTop + barHeight : 0
      let contentBottom = aboveToolbar ? bottomBar.frame.minY : container.bounds.height
      content.frame = CGRect(
        x: 0, y: contentTop, width: width, height: max(contentBottom - contentTop, 0))
    }
    let insets = EdgeInsets(
      top: isNavigationBarHidden || belowBar ? 0 : barTop + barHeight - safe.top, left: 0,
      bottom: showsToolbar && !aboveToolbar ? BarGeometry.toolbarHeight : 0, right: 0)
    top?.viewIfLoaded?.containerBarInsets = insets
    container.bringSubviewToFront(bar)
    container.bringSubviewToFront(bottomBar)
  }

  /// Whether the top controller's scrolling content rests at its top (UIKit's scroll edge): true unless a scroll
  /// view in it was scrolled down past its top inset.
  private var topContentIsAtScrollEdge: Bool {
    guard let content = topViewController?.viewIfLoaded, let scroll = firstScrollView(in: content)
    else {
      return true
    }
    return scroll.contentOffset.y <= -scroll.adjustedContentInset.top + 0.5
  }
}

/// The first scroll view in a tree, breadth first, a few levels down (the content a bar's appearance follows).
func firstScrollView(in root: View) -> ScrollView? {
  var level = [root]
  for _ in 0..<4 {
    if let found = level.first(where: { $0 is ScrollView }) as? ScrollView { return found }
    level = level.flatMap(\.subviews)
  }
  return nil
}

/// Whether a screen's scrolling content reaches under a bar at its bottom (then the bar shows its standard look
/// rather than its transparent scroll-edge one).
func contentReachesUnderBottomBar(_ content: View) -> Bool {
  guard let scroll = firstScrollView(in: content) else { return false }
  let visibleBottom =
    scroll.contentOffset.y + scroll.bounds.height - scroll.adjustedContentInset.bottom
  return scroll.contentSize.height > visibleBottom + 0.5
}

/// A container controller's view: it lays its bars out with the rest of the layout.
final class ContainerView: View {
  var layOut: () -> Void = {}

  override func layoutSubviews() {
    super.layoutSubviews()
    layOut()
  }
}

public typealias UINavigationController = NavigationController
