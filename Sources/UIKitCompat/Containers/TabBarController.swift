import Foundation
import Layout

/// View controllers behind a bar of tabs (UIKit's `UITabBarController`): the selected controller's view fills the
/// tab bar controller's view, the tab bar sits at the bottom above the home indicator, and the selected
/// controller's safe area ends above the bar.
open class TabBarController: ViewController {
  private var controllers: [ViewController] = []
  private var selected = 0
  private let bar = TabBar()
  open weak var delegate: AnyObject?
  open var customizableViewControllers: [ViewController]?

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open var tabBar: TabBar { bar }

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

  open var selectedIndex: Int {
    get { selected }
    set {
      selected = max(0, min(newValue, controllers.count - 1))
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
    let container = ContainerView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    container.layOut = { [unowned self] in self.layOutBar() }
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
}

public typealias UITabBarController = TabBarController
