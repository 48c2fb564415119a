import Foundation

/// Something a menu lists: an action, a command, a submenu or a deferred element (UIKit's `UIMenuElement`).
///
/// As in UIKit it is a class: the base of ``Action``, ``Command``, ``Menu`` and ``DeferredMenuElement``, whose title
/// and image subclasses may make settable.
@preconcurrency @MainActor
open class MenuElement: NSObject {
  /// How a menu shows an element (UIKit's `UIMenuElement.Attributes`).
  public typealias Attributes = MenuElementAttributes
  /// Whether a menu shows an element checked (UIKit's `UIMenuElement.State`).
  public typealias State = MenuElementState

  var storedTitle: String
  var storedImage: Image?

  /// The title a menu shows.
  open var title: String { storedTitle }
  /// The smaller second line a menu shows under the title.
  open var subtitle: String?
  /// The image a menu shows beside the title.
  open var image: Image? { storedImage }

  init(title: String, subtitle: String?, image: Image?) {
    storedTitle = title
    self.subtitle = subtitle
    storedImage = image
    super.init()
  }

  /// An element read from an archive: nothing is archived here, so it has no title.
  public required init?(coder: NSCoder) {
    storedTitle = ""
    super.init()
  }
}

/// How a menu shows an element (UIKit's `UIMenuElement.Attributes`, with its raw values).
public struct MenuElementAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let disabled = MenuElementAttributes(rawValue: 1 << 0)
  public static let destructive = MenuElementAttributes(rawValue: 1 << 1)
  public static let hidden = MenuElementAttributes(rawValue: 1 << 2)
  public static let keepsMenuPresented = MenuElementAttributes(rawValue: 1 << 3)
}

/// Whether a menu element shows checked (UIKit's `UIMenuElement.State`).
public enum MenuElementState: Int, Sendable {
  case off = 0
  case on = 1
  case mixed = 2
}

/// How a menu lays out its elements' titles (UIKit's `UIMenuDisplayPreferences`): kept; no menu opens here.
@preconcurrency @MainActor
open class MenuDisplayPreferences: NSObject {
  /// The most lines an element's title takes; 0 means the system's choice.
  open var maximumNumberOfTitleLines = 0
}

public typealias UIMenuElement = MenuElement
public typealias UIMenuDisplayPreferences = MenuDisplayPreferences
