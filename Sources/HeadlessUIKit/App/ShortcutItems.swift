import Foundation

/// An icon of a Home Screen quick action (UIKit's `UIApplicationShortcutIcon`): kept, never drawn.
open class UIApplicationShortcutIcon: NSObject, @unchecked Sendable {
  // Unchecked: immutable after init.

  /// The system's quick-action icons (UIKit's `UIApplicationShortcutIcon.IconType`, raw values in its order).
  public enum IconType: Int, Sendable {
    case compose = 0, play, pause, add, location, search, share, prohibit, contact, home,
      markLocation,
      favorite, love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto,
      captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio, update
  }

  /// The system icon, when made from one.
  public let type: IconType?
  /// The image or SF Symbol name, when made from one.
  public let name: String?

  /// A system icon.
  public init(type: IconType) {
    self.type = type
    name = nil
  }

  /// An icon from an image in the app's catalog.
  public init(templateImageName: String) {
    type = nil
    name = templateImageName
  }

  /// An icon from an SF Symbol.
  public init(systemImageName: String) {
    type = nil
    name = systemImageName
  }
}

/// A Home Screen quick action (UIKit's `UIApplicationShortcutItem`).
open class UIApplicationShortcutItem: NSObject, @unchecked Sendable {
  // Unchecked: the base class's values are set once; the mutable subclass is used from one thread, as UIKit's.

  /// What the app tells the action apart by.
  open fileprivate(set) var type: String
  /// The title shown.
  open fileprivate(set) var localizedTitle: String
  /// The subtitle shown under it.
  open fileprivate(set) var localizedSubtitle: String?
  /// The icon.
  open fileprivate(set) var icon: UIApplicationShortcutIcon?
  /// The app's own values.
  open fileprivate(set) var userInfo: [String: any NSSecureCoding]?
  /// The object the action stands for.
  open fileprivate(set) var targetContentIdentifier: Any?

  /// A quick action with every value.
  public init(
    type: String, localizedTitle: String, localizedSubtitle: String?,
    icon: UIApplicationShortcutIcon?,
    userInfo: [String: any NSSecureCoding]? = nil
  ) {
    self.type = type
    self.localizedTitle = localizedTitle
    self.localizedSubtitle = localizedSubtitle
    self.icon = icon
    self.userInfo = userInfo
  }

  /// A quick action with a type and title.
  public convenience init(type: String, localizedTitle: String) {
    self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
  }
}

/// A quick action whose values can change (UIKit's `UIMutableApplicationShortcutItem`).
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem, @unchecked Sendable {
  // Unchecked: as its superclass.
  open override var type: String {
    get { super.type }
    set { super.type = newValue }
  }
  open override var localizedTitle: String {
    get { super.localizedTitle }
    set { super.localizedTitle = newValue }
  }
  open override var localizedSubtitle: String? {
    get { super.localizedSubtitle }
    set { super.localizedSubtitle = newValue }
  }
  open override var icon: UIApplicationShortcutIcon? {
    get { super.icon }
    set { super.icon = newValue }
  }
  open override var userInfo: [String: any NSSecureCoding]? {
    get { super.userInfo }
    set { super.userInfo = newValue }
  }
}

extension Application {
  /// The app's dynamic quick actions (stored: there is no Home Screen here).
  public var shortcutItems: [UIApplicationShortcutItem]? {
    get { Self.storedShortcutItems }
    set { Self.storedShortcutItems = newValue }
  }

  private static var storedShortcutItems: [UIApplicationShortcutItem]?
}
