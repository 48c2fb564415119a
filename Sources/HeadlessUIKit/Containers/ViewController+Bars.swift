import Foundation

// What a view controller shows in the bars of the containers it is in: its navigation item, its tab bar item and
// its toolbar items; and the containers themselves, found up the parent chain.
extension ViewController {
  /// The item a navigation bar shows for this controller, made on first use; its title follows ``title``.
  public var navigationItem: NavigationItem {
    if let item = attachments["navigationItem"] as? NavigationItem { return item }
    let item = NavigationItem(owner: self)
    attachments["navigationItem"] = item
    return item
  }

  /// The item a tab bar shows for this controller, made on first use; its title follows ``title``.
  public var tabBarItem: TabBarItem! {
    get {
      if let item = attachments["tabBarItem"] as? TabBarItem { return item }
      let item = TabBarItem(owner: self)
      attachments["tabBarItem"] = item
      return item
    }
    set { attachments["tabBarItem"] = newValue }
  }

  /// The items a navigation controller's toolbar shows while this controller is on top.
  public var toolbarItems: [BarButtonItem]? {
    get { (attachments["toolbarItems"] as? ItemList)?.items }
    set { attachments["toolbarItems"] = newValue.map(ItemList.init) }
  }

  public func setToolbarItems(_ toolbarItems: [BarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }

  /// The nearest navigation controller up the parent chain.
  public var navigationController: NavigationController? {
    nearestAncestor(NavigationController.self)
  }

  /// The nearest tab bar controller up the parent chain.
  public var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }

  private func nearestAncestor<Container: ViewController>(_ type: Container.Type) -> Container? {
    var current = parent
    while let controller = current {
      if let found = controller as? Container { return found }
      current = controller.parent
    }
    return nil
  }
}

/// A list of bar items kept in a controller's attachments.
final class ItemList {
  let items: [BarButtonItem]
  init(_ items: [BarButtonItem]) { self.items = items }
}
