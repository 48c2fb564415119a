import Foundation
import HeadlessUIKit
import Testing

/// A screen root the size of an iPhone 15 (393 × 852) with its safe area: 59 points of status bar and Dynamic
/// Island above, 34 of home indicator below; or, with `top: 47`, an iPhone 14's.
func makePhoneRoot(top: CGFloat = 59) -> View {
  let root = makeRoot(width: 393, height: 852)
  root.additionalSafeAreaInsets = EdgeInsets(top: top, left: 0, bottom: 34, right: 0)
  return root
}

/// Whether two lengths agree to a thousandth of a point.
func close(_ lhs: CGFloat?, _ rhs: CGFloat) -> Bool { abs((lhs ?? .nan) - rhs) < 0.001 }

/// A table controller of `rows` fixed 44-point rows.
final class RowsController: TableViewController {
  var rows = 3
  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows
  }
  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    TableViewCell(style: .default, reuseIdentifier: nil)
  }
}

@Suite struct ContainerLayoutTests {
  /// The bar sits below the status bar, 44 points tall; the top controller's view fills the screen under it and
  /// its safe area starts below the bar (47 + 44 = 91 on an iPhone 14), so its table rests with its first row there.
  @Test func aNavigationBarSitsBelowTheStatusBar() {
    let root = makePhoneRoot(top: 47)
    let content = RowsController(style: .plain)
    let navigation = NavigationController(rootViewController: content)
    navigation.appear(in: root)
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 393, height: 44))
    #expect(content.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(content.view.safeAreaInsets.top == 91)
    #expect(content.tableView.contentOffset.y == -91)
  }

  /// Under an opaque bar the top controller's view starts at the bar's bottom edge (47 + 44 = 91 on an iPhone 14)
  /// and has no safe area at its top, as `extendedLayoutIncludesOpaqueBars` is false by default; a controller that
  /// sets it true runs under the bar again, and one whose `edgesForExtendedLayout` leaves out the top stays below
  /// even a translucent bar.
  @Test func anOpaqueBarKeepsTheContentBelowIt() {
    let root = makePhoneRoot(top: 47)
    let content = ViewController()
    let navigation = NavigationController(rootViewController: content)
    navigation.navigationBar.isTranslucent = false
    navigation.appear(in: root)
    #expect(content.view.frame == CGRect(x: 0, y: 91, width: 393, height: 852 - 91))
    #expect(content.view.safeAreaInsets.top == 0)
    content.extendedLayoutIncludesOpaqueBars = true
    navigation.view.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(content.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(content.view.safeAreaInsets.top == 91)
    let edges = ViewController()
    edges.edgesForExtendedLayout = [.bottom]
    let translucent = NavigationController(rootViewController: edges)
    translucent.appear(in: makePhoneRoot(top: 47))
    #expect(edges.view.frame.minY == 91)
  }

  /// A plain scroll view filling the top controller's view rests with its content's top below the bar, as tables
  /// do (its offset is minus its adjusted inset, 91 on an iPhone 14), so the screen is at its scroll edge.
  @Test func aPlainScrollViewRestsBelowTheBar() {
    let content = ViewController()
    let scroll = ScrollView(frame: content.view.bounds)
    scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    content.view.addSubview(scroll)
    let navigation = NavigationController(rootViewController: content)
    let root = makePhoneRoot(top: 47)
    navigation.appear(in: root)
    #expect(scroll.adjustedContentInset.top == 91)
    #expect(scroll.contentOffset.y == -91)
    // Scrolled by code, it stays where it was put.
    scroll.contentOffset = CGPoint(x: 0, y: 40)
    root.layoutIfNeeded()
    #expect(scroll.contentOffset.y == 40)
  }

  /// With the Dynamic Island the status bar is 54 points of the 59-point inset, and the bar ends at 97.667.
  @Test func aNavigationBarUnderTheDynamicIsland() {
    let root = makePhoneRoot()
    let content = ViewController()
    let navigation = NavigationController(rootViewController: content)
    navigation.appear(in: root)
    #expect(close(navigation.navigationBar.frame.minY, 54 - 1.0 / 3))
    #expect(close(content.view.safeAreaInsets.top, 97 + 2.0 / 3))
  }

  /// A large title makes the bar 96 points tall (44 + 52); a controller that asks for `.never` gets the 44 again.
  @Test func largeTitlesMakeTheBarTaller() {
    let root = makePhoneRoot()
    let content = RowsController(style: .plain)
    content.title = "Inbox"
    let navigation = NavigationController(rootViewController: content)
    navigation.navigationBar.prefersLargeTitles = true
    navigation.appear(in: root)
    #expect(navigation.navigationBar.frame.height == 96)
    #expect(close(content.view.safeAreaInsets.top, 54 - 1.0 / 3 + 96))
    content.navigationItem.largeTitleDisplayMode = .never
    navigation.view.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == 44)
  }

  /// A search controller's bar sits under the large title, adding 52 points (its 36-point field 8 points from
  /// each edge of that row), its field at the bar's 16-point side margin; the content's safe area ends below it.
  @Test func aSearchControllerStacksItsBarUnderTheTitle() throws {
    let root = makePhoneRoot()
    let content = RowsController(style: .plain)
    content.title = "Inbox"
    let search = SearchController(searchResultsController: nil)
    content.navigationItem.searchController = search
    let navigation = NavigationController(rootViewController: content)
    navigation.navigationBar.prefersLargeTitles = true
    navigation.appear(in: root)
    #expect(close(navigation.navigationBar.frame.height, 44 + 52 + 52))
    #expect(search.searchBar.superview === navigation.navigationBar)
    #expect(search.searchBar.frame == CGRect(x: 8, y: 96, width: 377, height: 52))
    let field = search.searchBar.searchTextField.convert(
      search.searchBar.searchTextField.bounds, to: navigation.navigationBar)
    #expect(field == CGRect(x: 16, y: 104, width: 361, height: 36))
    #expect(close(content.view.safeAreaInsets.top, 54 - 1.0 / 3 + 148))
    // Without a large title the search bar sits under the 44-point row.
    navigation.navigationBar.prefersLargeTitles = false
    navigation.view.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(close(navigation.navigationBar.frame.height, 44 + 52))
    #expect(close(search.searchBar.frame.minY, 44))
  }

  /// A pushed controller is on top, with a back button; its title comes from the controller.
  @Test func pushingShowsTheNewTopAndABackButton() {
    let root = makePhoneRoot()
    let first = ViewController()
    first.title = "Mail"
    let second = ViewController()
    second.title = "Message"
    let navigation = NavigationController(rootViewController: first)
    navigation.pushViewController(second, animated: false)
    navigation.appear(in: root)
    #expect(navigation.topViewController === second)
    #expect(second.navigationController === navigation)
    #expect(navigation.navigationBar.topItem?.title == "Message")
    #expect(navigation.navigationBar.backItem?.title == "Mail")
    #expect(first.viewIfLoaded?.superview == nil)
    let back = navigation.navigationBar.subviews.first { $0.identifier == "backTitle" } as? Label
    #expect(back?.text == "Mail")
    #expect(back?.isHidden == false)
  }

  /// A right bar button ends at the bar's 16-point margin (393 points wide); a left one starts at it.
  @Test func barButtonsSitAtTheMargins() {
    let root = makePhoneRoot()
    let content = ViewController()
    content.navigationItem.rightBarButtonItem = BarButtonItem(
      title: "Done", style: .done, target: nil, action: nil)
    content.navigationItem.leftBarButtonItem = BarButtonItem(
      title: "Cancel", style: .plain, target: nil, action: nil)
    let navigation = NavigationController(rootViewController: content)
    navigation.appear(in: root)
    let buttons = navigation.navigationBar.subviews.filter {
      $0.identifier == "Done" || $0.identifier == "Cancel"
    }
    #expect(buttons.first { $0.identifier == "Done" }?.frame.maxX == 377)
    #expect(buttons.first { $0.identifier == "Cancel" }?.frame.minX == 16)
  }

  /// A search bar as the title view has no width of its own: it stretches across the bar 8 points in from each
  /// edge, or from the items beside it, one row (44 points) high.
  @Test func aSearchBarTitleViewStretchesAcrossTheBar() {
    let root = makePhoneRoot()
    let content = ViewController()
    let search = SearchBar()
    content.navigationItem.titleView = search
    let navigation = NavigationController(rootViewController: content)
    navigation.appear(in: root)
    #expect(close(search.frame.minX, 8) && close(search.frame.width, 393 - 16))
    #expect(close(search.frame.height, 44))
    content.navigationItem.rightBarButtonItem = BarButtonItem(
      title: "Done", style: .done, target: nil, action: nil)
    navigation.navigationBar.setNeedsLayout()
    root.layoutIfNeeded()
    let done = navigation.navigationBar.subviews.first { $0.identifier == "Done" }
    #expect(close(search.frame.maxX, (done?.frame.minX ?? 0) - 8))
  }

  /// A container's view outlives its controller without a crash: the bars are no longer laid out, as nothing owns
  /// them.
  @Test func aNavigationViewOutlivesItsController() {
    let root = makePhoneRoot()
    do {
      let navigation = NavigationController(rootViewController: ViewController())
      navigation.view.frame = root.bounds
      root.addSubview(navigation.view)
    }
    root.setNeedsLayout()
    root.subviews.first?.frame.size.width = 300
    root.layoutIfNeeded()
    #expect(root.subviews.count == 1)
  }

  /// The tab bar is 49 points above the 34-point home indicator (83 in all, its background under the indicator);
  /// the selected controller's safe area ends above it, and each of three tabs takes a third of the width.
  @Test func aTabBarSitsAboveTheHomeIndicator() {
    let root = makePhoneRoot()
    let first = ViewController()
    first.title = "One"
    let second = ViewController()
    second.title = "Two"
    let third = ViewController()
    let tabs = TabBarController()
    tabs.viewControllers = [first, second, third]
    tabs.appear(in: root)
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
    #expect(first.view.safeAreaInsets.bottom == 83)
    #expect(tabs.tabBar.subviews.map(\.frame.width) == [131, 131, 131])
    #expect(tabs.tabBar.items?.map(\.title) == ["One", "Two", nil])
    tabs.selectedIndex = 1
    root.layoutIfNeeded()
    #expect(first.viewIfLoaded?.superview == nil)
    #expect(second.view.superview === tabs.view)
    #expect(tabs.tabBar.selectedItem === second.tabBarItem)
  }

  /// A navigation stack inside a tab: its top controller's safe area ends below the navigation bar and above the
  /// tab bar.
  @Test func aNavigationStackInATab() {
    let root = makePhoneRoot()
    let content = ViewController()
    let navigation = NavigationController(rootViewController: content)
    let tabs = TabBarController()
    tabs.viewControllers = [navigation]
    tabs.appear(in: root)
    #expect(close(content.view.safeAreaInsets.top, 97 + 2.0 / 3))
    #expect(content.view.safeAreaInsets.bottom == 83)
    #expect(content.tabBarController === tabs)
  }
}

@Suite struct ContainerSafeAreaTests {
  /// A controller's own additional safe-area insets add to the bar's, and survive the container's layout.
  @Test func aChildsOwnAdditionalInsetsAddToTheBars() {
    let root = makePhoneRoot(top: 47)
    let content = ViewController()
    content.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    let navigation = NavigationController(rootViewController: content)
    navigation.appear(in: root)
    // 47 (status bar) + 44 (bar) + 10 (its own); 34 (home indicator) + 20 (its own).
    #expect(content.view.safeAreaInsets == EdgeInsets(top: 101, left: 0, bottom: 54, right: 0))
    #expect(content.additionalSafeAreaInsets == EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
  }
}

/// UIKit's newer container API: tabs made from `UITab`s, a hidden tab bar, and the navigation delegate.
@Suite struct ContainerTabsAndDelegateTests {
  final class Recorder: NavigationControllerDelegate {
    var events: [String] = []
    func navigationController(
      _ navigationController: NavigationController, willShow viewController: ViewController,
      animated: Bool
    ) { events.append("will \(viewController.title ?? "")") }
    func navigationController(
      _ navigationController: NavigationController, didShow viewController: ViewController,
      animated: Bool
    ) { events.append("did \(viewController.title ?? "")") }
  }

  /// Tabs make their controllers once, title the bar items, and select by identity.
  @Test func tabsBecomeTheControllers() {
    var made = 0
    let tabs = [
      Tab(title: "Home", image: nil, identifier: "home") { _ in
        made += 1
        return ViewController()
      },
      Tab(title: "Search", image: nil, identifier: "search", viewControllerProvider: nil),
    ]
    let controller = TabBarController(tabs: tabs)
    #expect(controller.viewControllers?.count == 2 && made == 1)
    #expect(controller.tabBar.items?.map(\.title) == ["Home", "Search"])
    controller.selectedTab = controller.tab(forIdentifier: "search")
    #expect(controller.selectedIndex == 1 && tabs[1].tabBarController === controller)
    _ = tabs[0].viewController
    #expect(made == 1)
  }

  /// A subclass that makes its controllers in `viewDidLoad`, selected before its view loads, shows the tab chosen.
  @Test func aTabSelectedBeforeTheControllersExistIsKept() {
    final class Tabs: TabBarController {
      override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [ViewController(), ViewController(), ViewController()]
      }
    }
    let tabs = Tabs()
    tabs.selectedIndex = 1
    tabs.loadViewIfNeeded()
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.selectedViewController === tabs.viewControllers?[1])
    // Past the last tab, the last one is chosen.
    let far = Tabs()
    far.selectedIndex = 7
    far.loadViewIfNeeded()
    #expect(far.selectedIndex == 2)
  }

  /// A black bar style draws its titles in white (UIKit's `.black`: light text on a dark bar).
  @Test func aBlackBarStyleTitlesInWhite() throws {
    let top = ViewController()
    top.title = "Search"
    let navigation = NavigationController(rootViewController: top)
    navigation.navigationBar.prefersLargeTitles = true
    navigation.navigationBar.barStyle = .black
    navigation.appear(in: makePhoneRoot())
    let large = try #require(
      navigation.navigationBar.subviews.first { $0.identifier == "largeTitle" } as? Label)
    #expect(large.text == "Search" && large.textColor == .white)
    navigation.navigationBar.barStyle = .default
    navigation.navigationBar.layoutIfNeeded()
    #expect(large.textColor == .label)
  }

  /// A hidden tab bar gives the selected controller the whole height: its safe area ends at the home indicator
  /// (34 points) instead of above the bar (83).
  @Test func aHiddenTabBarGivesBackItsHeight() {
    let root = makePhoneRoot()
    let first = ViewController()
    let tabs = TabBarController()
    tabs.viewControllers = [first]
    tabs.appear(in: root)
    #expect(first.view.safeAreaInsets.bottom == 83)
    tabs.setTabBarHidden(true, animated: false)
    root.layoutIfNeeded()
    #expect(first.view.safeAreaInsets.bottom == 34 && tabs.tabBar.isHidden)
  }

  /// The delegate hears each new top controller before and after it shows; a stack whose top stays is silent.
  @Test func theNavigationDelegateHearsTheTopChange() {
    let recorder = Recorder()
    let rootController = ViewController()
    rootController.title = "A"
    let navigation = NavigationController(rootViewController: rootController)
    navigation.delegate = recorder
    let next = ViewController()
    next.title = "B"
    navigation.pushViewController(next, animated: true)
    navigation.setViewControllers([rootController, next], animated: false)
    navigation.popViewController(animated: true)
    #expect(recorder.events == ["will B", "did B", "will A", "did A"])
  }
}
