import Foundation

/// View controllers behind a bar of tabs (UIKit's `UITabBarController`): the selected controller's view fills the
/// tab bar controller's view, the tab bar sits at the bottom above the home indicator, and the selected
/// controller's safe area ends above the bar.
@preconcurrency @MainActor
open class TabBarController: ViewController, TabBarDelegate {
  private var controllers: [ViewController] = []
  private var selected = 0
  private let bar = TabBar()
  open weak var delegate: TabBarControllerDelegate?
  open var customizableViewControllers: [ViewController]?
  /// Whether tabs show as a bar or a sidebar (a bar, on iPhone).
  open var mode: Mode = .automatic
  private let sidebarSettings = Sidebar()
  /// The iPad sidebar's settings (stored).
  open var sidebar: Sidebar { sidebarSettings }
  /// The name customised tabs are saved under (stored).
  open var customizationIdentifier: String?
  /// The tabs a compact width shows (stored).
  open var compactTabIdentifiers: [String]?
  /// How the bar shrinks as content scrolls (stored: nothing scrolls).
  open var tabBarMinimizeBehavior: MinimizeBehavior = .automatic
  /// A view above the tab bar (stored; not placed yet).
  open var bottomAccessory: TabAccessory?
  /// Whether the tab bar is hidden: the selected controller then reaches the bottom.
  open var isTabBarHidden = false { didSet { viewIfLoaded?.setNeedsLayout() } }
  private var storedTabs: [Tab] = []
  private lazy var moreNavigation = NavigationController(rootViewController: ViewController())
  /// The controller that lists the tabs beyond the fifth (kept for code that reads it; every tab shows here).
  open var moreNavigationController: NavigationController { moreNavigation }

  /// How tabs show (UIKit's `UITabBarController.Mode`).
  public enum Mode: Int, Sendable {
    case automatic = 0, tabBar, tabSidebar
  }

  /// How the tab bar shrinks as content scrolls (UIKit's `UITabBarController.MinimizeBehavior`).
  public enum MinimizeBehavior: Int, Sendable {
    case automatic = 0, never, onScrollDown, onScrollUp
  }

  /// The iPad sidebar's settings (UIKit's `UITabBarController.Sidebar`; stored).
  open class Sidebar {
    /// Whether the sidebar is hidden.
    open var isHidden = false
    /// A view above the tabs in the sidebar.
    open var headerContentConfiguration: ContentConfiguration?
    /// A view below the tabs in the sidebar.
    open var footerContentConfiguration: ContentConfiguration?

    init() {}
  }

  /// A controller whose tabs are `tabs`, the first selected.
  public init(tabs: [Tab]) {
    super.init(nibName: nil, bundle: nil)
    bar.delegate = self
    setTabs(tabs, animated: false)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    // The controller is its tab bar's delegate, as in UIKit.
    bar.delegate = self
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    bar.delegate = self
  }

  open var tabBar: TabBar { bar }

  /// Hides or shows the tab bar (at once).
  open func setTabBarHidden(_ hidden: Bool, animated: Bool) { isTabBarHidden = hidden }

  /// Sets the accessory above the tab bar.
  open func setBottomAccessory(_ bottomAccessory: TabAccessory?, animated: Bool) {
    self.bottomAccessory = bottomAccessory
  }

  /// The tabs, each showing its view controller.
  open var tabs: [Tab] {
    get { storedTabs }
    set { setTabs(newValue, animated: false) }
  }

  /// Sets the tabs: each one's view controller becomes a child, its title, image and badge its tab bar item.
  open func setTabs(_ tabs: [Tab], animated: Bool) {
    storedTabs = tabs
    let controllers = tabs.map { tab in
      let controller = tab.viewController
      controller.tabBarItem = TabBarItem(title: tab.title, image: tab.image, tag: 0)
      controller.tabBarItem.badgeValue = tab.badgeValue
      return controller
    }
    for tab in tabs { tab.tabBarController = self }
    setViewControllers(controllers, animated: animated)
  }

  /// The selected tab, when the controllers came from ``tabs``.
  open var selectedTab: Tab? {
    get { storedTabs.indices.contains(selected) ? storedTabs[selected] : nil }
    set {
      if let newValue, let index = storedTabs.firstIndex(where: { $0 === newValue }) {
        selectedIndex = index
      }
    }
  }

  /// The tab with an identifier.
  open func tab(forIdentifier identifier: String) -> Tab? {
    storedTabs.first { $0.identifier == identifier }
  }

  open var viewControllers: [ViewController]? {
    get { controllers }
    set { setViewControllers(newValue, animated: false) }
  }

  open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
    for controller in controllers {
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    controllers = viewControllers ?? []
    for controller in controllers {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    selected = min(selected, max(controllers.count - 1, 0))
    showSelected()
  }

  /// The index of the selected tab.
  ///
  /// Set before there are tabs (a subclass that makes its controllers in `viewDidLoad`, selected before its view
  /// loads), it is kept and chosen once they come, as UIKit does.
  open var selectedIndex: Int {
    get { selected }
    set {
      selected =
        controllers.isEmpty ? max(0, newValue) : max(0, min(newValue, controllers.count - 1))
      showSelected()
    }
  }

  open var selectedViewController: ViewController? {
    get { controllers.indices.contains(selected) ? controllers[selected] : nil }
    set {
      if let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) {
        selectedIndex = index
      }
    }
  }

  open override func loadView() {
    let container = ContainerView(frame: Screen.main.bounds)
    container.layOut = { [weak self] in self?.layOutBar() }
    view = container
    bar.identifier = "tabBar"
    container.addSubview(bar)
    showSelected()
  }

  private func showSelected() {
    bar.items = controllers.map { $0.tabBarItem }
    bar.selectedItem = selectedViewController?.tabBarItem
    guard let container = viewIfLoaded else { return }
    for (index, controller) in controllers.enumerated() where index != selected {
      controller.viewIfLoaded?.removeFromSuperview()
    }
    guard let shown = selectedViewController else { return }
    let content: View = shown.view
    if content.superview !== container {
      content.frame = container.bounds
      content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.insertSubview(content, at: 0)
    }
    container.setNeedsLayout()
  }

  /// Places the bar above the home indicator (its background reaching under it) and ends the selected
  /// controller's safe area above the bar.
  private func layOutBar() {
    guard let container = viewIfLoaded else { return }
    let bottom = container.safeAreaInsets.bottom
    bar.isHidden = isTabBarHidden
    guard !isTabBarHidden else {
      selectedViewController?.viewIfLoaded?.containerBarInsets = .zero
      return
    }
    let height = BarGeometry.tabBarHeight + bottom
    bar.bottomInset = bottom
    bar.frame = CGRect(
      x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
    if let content = selectedViewController?.viewIfLoaded {
      bar.hasContentUnder = contentReachesUnderBottomBar(content)
    }
    let insets = EdgeInsets(top: 0, left: 0, bottom: BarGeometry.tabBarHeight, right: 0)
    selectedViewController?.viewIfLoaded?.containerBarInsets = insets
    container.bringSubviewToFront(bar)
  }

  // UITabBarDelegate, which UIKit's tab bar controller adopts: subclasses override these (a tab's selection is never
  // made by a touch here, so they are called only by code).
  open func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}
  open func tabBar(_ tabBar: TabBar, willBeginCustomizing items: [TabBarItem]) {}
  open func tabBar(_ tabBar: TabBar, didBeginCustomizing items: [TabBarItem]) {}
  open func tabBar(_ tabBar: TabBar, willEndCustomizing items: [TabBarItem], changed: Bool) {}
  open func tabBar(_ tabBar: TabBar, didEndCustomizing items: [TabBarItem], changed: Bool) {}
}

public typealias UITabBarController = TabBarController
