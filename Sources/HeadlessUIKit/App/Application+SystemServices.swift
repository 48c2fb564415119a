import Foundation

// What an app asks of the system beyond its windows: notifications, icons, the status bar, remote controls. There is
// no system here, so each request is kept or answered as a test machine's simulator answers it, and nothing is shown.
extension Application {
  /// The address of the app's notification settings (UIKit's, iOS 16).
  public static let openNotificationSettingsURLString = "app-settings:notifications"
  /// The smallest background fetch interval the system allows.
  public static let backgroundFetchIntervalMinimum: TimeInterval = 0
  /// A background fetch interval that never fetches.
  public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude

  /// Whether the app is registered for remote notifications: no, as it never gets a device token here.
  public var isRegisteredForRemoteNotifications: Bool { false }
  /// Stops receiving remote notifications (there are none here).
  public func unregisterForRemoteNotifications() {}
  /// Cancels the scheduled local notifications (deprecated in UIKit; none are scheduled here).
  public func cancelAllLocalNotifications() {}
  /// Asks for background fetches at most every `interval` seconds (deprecated in UIKit; none happen here).
  public func setMinimumBackgroundFetchInterval(_ interval: TimeInterval) {}

  /// Whether shaking the device offers undo (true by default; there is no shaking here).
  public var applicationSupportsShakeToEdit: Bool {
    get { Self.shakeToEdit }
    set { Self.shakeToEdit = newValue }
  }
  private static var shakeToEdit = true

  /// Whether the app may change its Home Screen icon: no, as on a simulator without alternate icons.
  public var supportsAlternateIcons: Bool { false }
  /// The alternate icon shown: none.
  public var alternateIconName: String? { nil }
  /// Asks for an alternate icon: refused, as alternate icons are not supported; the handler hears why.
  public func setAlternateIconName(
    _ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil
  ) {
    completionHandler?(CocoaError(.featureUnsupported))
  }

  /// Whether protected files are readable: yes (the device is never locked here).
  public var isProtectedDataAvailable: Bool { true }
  /// Starts receiving remote-control events (play, pause); none come here.
  public func beginReceivingRemoteControlEvents() {}
  /// Stops receiving remote-control events.
  public func endReceivingRemoteControlEvents() {}

  /// The sessions of the app's scenes: the one scene's.
  public var openSessions: Set<SceneSession> {
    Set(connectedScenes.map(\.session))
  }

  /// Delivers an event to the app's windows (no events come from a device here; a subclass may watch this).
  public func sendEvent(_ event: Event) {}

  /// Whether touches are ignored (deprecated in UIKit): never.
  public var isIgnoringInteractionEvents: Bool { false }
  /// Starts ignoring touches (deprecated in UIKit; there are none here).
  public func beginIgnoringInteractionEvents() {}
  /// Stops ignoring touches.
  public func endIgnoringInteractionEvents() {}

  /// Opens a URL (deprecated in UIKit for `open(_:options:completionHandler:)`): nothing opens here.
  @discardableResult
  public func openURL(_ url: URL) -> Bool { false }

  // The status bar, as apps read it before window scenes (deprecated in UIKit): the key window's scene's.

  /// The status bar's frame: the first window scene's status bar manager's.
  public var statusBarFrame: CGRect { firstWindowScene?.statusBarManager?.statusBarFrame ?? .zero }
  /// The status bar's style.
  public var statusBarStyle: StatusBarStyle {
    firstWindowScene?.statusBarManager?.statusBarStyle ?? .default
  }
  /// Whether the status bar is hidden.
  public var isStatusBarHidden: Bool {
    firstWindowScene?.statusBarManager?.isStatusBarHidden ?? false
  }
  /// The interface's orientation: the first window scene's.
  public var statusBarOrientation: InterfaceOrientation {
    firstWindowScene?.interfaceOrientation ?? .portrait
  }

  private var firstWindowScene: WindowScene? {
    connectedScenes.compactMap { $0 as? WindowScene }.first
  }

  /// Posted when the status bar's orientation is about to change (never here).
  public static let willChangeStatusBarOrientationNotification = Notification.Name(
    "UIApplicationWillChangeStatusBarOrientationNotification")
  /// Posted when the status bar's orientation changed (never here).
  public static let didChangeStatusBarOrientationNotification = Notification.Name(
    "UIApplicationDidChangeStatusBarOrientationNotification")
  /// Posted when the status bar's frame is about to change (never here).
  public static let willChangeStatusBarFrameNotification = Notification.Name(
    "UIApplicationWillChangeStatusBarFrameNotification")
  /// Posted when the status bar's frame changed (never here).
  public static let didChangeStatusBarFrameNotification = Notification.Name(
    "UIApplicationDidChangeStatusBarFrameNotification")
}
