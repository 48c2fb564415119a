import Foundation
import Synchronization

/// A background task's identifier (UIKit's `UIBackgroundTaskIdentifier`).
public struct UIBackgroundTaskIdentifier: Hashable, Sendable, RawRepresentable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// No task (UIKit's `UIBackgroundTaskInvalid`, 0).
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// What a background fetch found (UIKit's `UIBackgroundFetchResult`).
public enum UIBackgroundFetchResult: UInt, Sendable {
  case newData = 0, noData, failed
}

/// Whether the app may refresh in the background (UIKit's `UIBackgroundRefreshStatus`).
public enum UIBackgroundRefreshStatus: Int, Sendable {
  case restricted = 0, denied, available
}

// An app here never goes to the background: tasks begin and end at once, with nothing to expire.
extension Application {
  /// Begins a task that would go on in the background; its expiration handler is never called here.
  public func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil)
    -> UIBackgroundTaskIdentifier
  {
    Self.nextBackgroundTask()
  }

  /// Begins a named task that would go on in the background.
  public func beginBackgroundTask(
    withName taskName: String?, expirationHandler handler: (() -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    Self.nextBackgroundTask()
  }

  /// Ends a background task (nothing to end here).
  public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}

  /// The time left in the background: unlimited, as the app is in the foreground (UIKit answers
  /// `.greatestFiniteMagnitude` then).
  public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

  /// Whether background refresh is allowed: available.
  public var backgroundRefreshStatus: UIBackgroundRefreshStatus { .available }

  private static let lastBackgroundTask = Atomic<Int>(0)

  private static func nextBackgroundTask() -> UIBackgroundTaskIdentifier {
    UIBackgroundTaskIdentifier(
      rawValue: lastBackgroundTask.add(1, ordering: .relaxed).newValue)
  }

  /// Posted when the app is about to end (never here).
  public static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification")
  /// Posted when the system is short of memory (never here).
  public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
  /// Posted when background refresh is turned on or off (never here).
  public static let backgroundRefreshStatusDidChangeNotification = Notification.Name(
    "UIApplicationBackgroundRefreshStatusDidChangeNotification")
  /// Posted when protected files become readable (never here).
  public static let protectedDataDidBecomeAvailableNotification = Notification.Name(
    "UIApplicationProtectedDataDidBecomeAvailable")
  /// Posted when protected files are about to become unreadable (never here).
  public static let protectedDataWillBecomeUnavailableNotification = Notification.Name(
    "UIApplicationProtectedDataWillBecomeUnavailable")
  /// Posted when the user takes a screenshot (never here).
  public static let userDidTakeScreenshotNotification = Notification.Name(
    "UIApplicationUserDidTakeScreenshotNotification")
  /// Posted when the day or time zone changes (never here).
  public static let significantTimeChangeNotification = Notification.Name(
    "UIApplicationSignificantTimeChangeNotification")
}
