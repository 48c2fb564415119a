import Foundation

/// Something a menu lists: an action or a submenu (UIKit's `UIMenuElement`).
public protocol MenuElement: AnyObject {}

extension Action: MenuElement {}

/// A menu of actions (UIKit's `UIMenu`): kept for the controls and bar items that carry one; menus never open here.
public final class Menu: MenuElement {
  /// How a menu shows its children.
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
  }

  public let title: String
  public let image: Image?
  public let options: Options
  public let children: [MenuElement]

  public init(
    title: String = "", image: Image? = nil, identifier: String? = nil, options: Options = [],
    children: [MenuElement] = []
  ) {
    self.title = title
    self.image = image
    self.options = options
    self.children = children
  }
}

extension Menu {
  /// The actions of the menu and its submenus, in order.
  var allActions: [Action] {
    children.flatMap { element -> [Action] in
      if let action = element as? Action { return [action] }
      return (element as? Menu)?.allActions ?? []
    }
  }
}

public typealias UIMenuElement = MenuElement
public typealias UIMenu = Menu
