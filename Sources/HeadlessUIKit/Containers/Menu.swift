import Foundation

/// Something a menu lists: an action or a submenu (UIKit's `UIMenuElement`).
@preconcurrency @MainActor
public protocol MenuElement: AnyObject {}

extension MenuElement {
  /// How a menu shows an element (UIKit's `UIMenuElement.Attributes`).
  public typealias Attributes = MenuElementAttributes
  /// Whether a menu shows an element checked (UIKit's `UIMenuElement.State`).
  public typealias State = MenuElementState
}

extension Action: MenuElement {}

/// A menu of actions (UIKit's `UIMenu`): kept for the controls and bar items that carry one; menus never open here.
@preconcurrency @MainActor
public final class Menu: MenuElement {
  /// How a menu shows its children.
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
  }

  /// A menu's name (UIKit's `UIMenu.Identifier`).
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How large a menu shows its children (UIKit's `UIMenu.ElementSize`).
  public enum ElementSize: Int, Sendable {
    case small, medium, large
    /// The system's choice.
    public static let automatic = ElementSize.large
  }

  public let title: String
  public let subtitle: String?
  public let image: Image?
  public let identifier: Identifier
  public let options: Options
  public let children: [MenuElement]
  /// How large the children show (stored: menus never open here).
  public var preferredElementSize: ElementSize

  public init(
    title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
    options: Options = [], preferredElementSize: ElementSize = .automatic,
    children: [MenuElement] = []
  ) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.identifier = identifier ?? Identifier("menu.\(title)")
    self.options = options
    self.preferredElementSize = preferredElementSize
    self.children = children
  }

  /// The actions shown checked, in order (a single-selection menu's choice).
  public var selectedElements: [MenuElement] {
    children.filter { ($0 as? Action)?.state == .on }
  }

  /// The same menu with other children.
  public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
    Menu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      preferredElementSize: preferredElementSize, children: newChildren)
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
