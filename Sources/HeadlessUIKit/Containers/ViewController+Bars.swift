import Foundation

// What a view controller shows in the bars of the containers it is in: its navigation item, its tab bar item and
// its toolbar items; and the containers themselves, found up the parent chain.
extension ViewController {
  /// The item a navigation bar shows for this controller, made on first use; its title follows ``title``.
  var navigationItemImplementation: NavigationItem {
    if let item = storedValues["navigationItem"] as? NavigationItem { return item }
    let item = NavigationItem(owner: self)
    storedValues["navigationItem"] = item
    return item
  }

  /// The item a tab bar shows for this controller, made on first use; its title follows ``title``.
  var tabBarItemImplementation: TabBarItem! {
    get {
      if let item = storedValues["tabBarItem"] as? TabBarItem { return item }
      let item = TabBarItem(owner: self)
      storedValues["tabBarItem"] = item
      return item
    }
    set { storedValues["tabBarItem"] = newValue }
  }

  /// The items a navigation controller's toolbar shows while this controller is on top.
  var toolbarItemsImplementation: [BarButtonItem]? {
    get { (storedValues["toolbarItems"] as? ItemList)?.items }
    set { storedValues["toolbarItems"] = newValue.map(ItemList.init) }
  }

  /// The controller's Edit/Done item, made on first use (``ViewController/editButtonItem``).
  var editButtonItemImplementation: BarButtonItem {
    if let item = storedValues["editButtonItem"] as? BarButtonItem { return item }
    let item = BarButtonItem(title: nil, style: .plain, target: nil, action: nil)
    item.primaryAction = Action(title: "") { [weak self] _ in
      guard let self else { return }
      self.setEditing(!self.isEditing, animated: false)
    }
    storedValues["editButtonItem"] = item
    updateEditButtonItem()
    return item
  }

  /// Shows "Done" in the done style while editing, "Edit" otherwise, as UIKit's edit button does.
  func updateEditButtonItem() {
    guard let item = storedValues["editButtonItem"] as? BarButtonItem else { return }
    item.title = isEditing ? "Done" : "Edit"
    item.style = isEditing ? .done : .plain
  }

  /// The nearest controller of type `Container` up the parent chain.
  func nearestAncestor<Container: ViewController>(_ type: Container.Type) -> Container? {
    var current = parent
    while let controller = current {
      if let found = controller as? Container { return found }
      current = controller.parent
    }
    return nil
  }
}

/// A list of bar items kept in a controller's stored values.
final class ItemList {
  let items: [BarButtonItem]
  init(_ items: [BarButtonItem]) { self.items = items }
}

/// A content configuration kept in a controller's stored values.
final class ConfigurationBox {
  let configuration: ContentConfiguration
  init(_ configuration: ContentConfiguration) { self.configuration = configuration }
}

extension ViewController {
  /// Whether the controller's view runs under a container's bar at `edge`: the edge is one of
  /// ``edgesForExtendedLayout``, and the bar is translucent or the controller extends under opaque bars too.
  func extendsLayout(under edge: RectEdge, translucentBar: Bool) -> Bool {
    edgesForExtendedLayout.contains(edge) && (translucentBar || extendedLayoutIncludesOpaqueBars)
  }
}
