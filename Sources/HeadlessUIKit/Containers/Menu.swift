import Foundation

/// A menu of actions (UIKit's `UIMenu`): kept for the controls and bar items that carry one; menus never open here.
@preconcurrency @MainActor
open class Menu: MenuElement {
  /// How a menu shows its children (raw values as in UIKit's `UIMenu.h`, iOS 18 SDK).
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
    public static let displayAsPalette = Options(rawValue: 1 << 7)
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

  private let givenIdentifier: Identifier
  private let givenOptions: Options
  private let givenChildren: [MenuElement]

  /// The menu's name, by which a menu builder finds it.
  open var identifier: Identifier { givenIdentifier }
  /// How the menu shows its children.
  open var options: Options { givenOptions }
  /// The actions, commands and submenus the menu lists.
  open var children: [MenuElement] { givenChildren }
  /// How large the children show (stored: menus never open here).
  open var preferredElementSize: ElementSize
  /// How the children's titles are laid out (stored: menus never open here).
  open var displayPreferences: MenuDisplayPreferences?

  /// A menu listing `children`; every argument of UIKit's three initialisers, which are this one with fewer.
  public init(
    title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
    options: Options = [], preferredElementSize: ElementSize = .automatic,
    children: [MenuElement] = []
  ) {
    givenIdentifier = identifier ?? Identifier("menu.\(title)")
    givenOptions = options
    self.preferredElementSize = preferredElementSize
    givenChildren = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// A menu read from an archive: nothing is archived here, so it is empty.
  public required init?(coder: NSCoder) {
    givenIdentifier = Identifier("menu.")
    givenOptions = []
    preferredElementSize = .automatic
    givenChildren = []
    super.init(coder: coder)
  }

  /// The actions shown checked, in order (a single-selection menu's choice).
  open var selectedElements: [MenuElement] {
    children.filter { ($0 as? Action)?.state == .on }
  }

  /// The same menu with other children.
  open func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
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

public typealias UIMenu = Menu
