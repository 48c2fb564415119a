import Foundation

/// The running app (UIKit's `UIApplication`): one shared instance, which here has no event loop, opens no URLs and
/// lists the windows made key in this process, so that view code that reaches for it compiles and behaves calmly.
open class Application: Responder {
  /// The app's one instance.
  open class var shared: Application { sharedApplication }

  /// The one instance (isolated to the main actor with its class, as UIKit's).
  private static let sharedApplication = Application()

  /// The app's delegate (kept weakly, as UIKit keeps it).
  open weak var delegate: ApplicationDelegate?

  /// The windows made key in this process (UIKit's deprecated `windows`), oldest first: the host app's window
  /// when no other was made key (docs/uikit-code.md, "The host app").
  open var windows: [Window] {
    HostApp.ensureKeyWindow()
    return Window.windowsMadeKey
  }

  /// The key window (UIKit's deprecated `keyWindow`).
  open var keyWindow: Window? { windows.last { $0.isKeyWindow } }

  /// The connected scenes: the host app's one window scene, as a test hosted by an app finds it.
  open var connectedScenes: Set<AppScene> {
    HostApp.ensureKeyWindow()
    return [HostApp.scene]
  }

  /// Whether the app runs in the foreground: always active here.
  open var applicationState: State { .active }

  /// The user's text size: the one scenes are built at (``ContentSizeCategory/current``).
  open var preferredContentSizeCategory: ContentSizeCategory { .current }

  /// The app's layout direction: left to right (a scene's direction is set on its views).
  open var userInterfaceLayoutDirection: LayoutDirection { .leftToRight }

  /// Stored: there is no home screen icon here.
  open var applicationIconBadgeNumber = 0
  /// Stored: there is no screen to keep awake here.
  open var isIdleTimerDisabled = false
  /// Stored: there is no status bar here.
  open var isNetworkActivityIndicatorVisible = false
  /// Whether the app supports several windows at once.
  open var supportsMultipleScenes: Bool { false }

  /// Opening a URL fails here: the completion hears `false`.
  open func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler: ((Bool) -> Void)? = nil
  ) {
    completionHandler?(false)
  }

  /// No app can open a URL here.
  open func canOpenURL(_ url: URL) -> Bool { false }

  /// Sends an action to a target, as controls do; `false` when there is no target.
  @discardableResult
  open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: Event?)
    -> Bool
  {
    target != nil
  }

  /// Remote notifications are not delivered here.
  open func registerForRemoteNotifications() {}

  /// The app's state (UIKit's `UIApplication.State`).
  public enum State: Int, Sendable {
    case active, inactive, background
  }

  /// Keys of the options a launch gives the delegate (UIKit's `UIApplication.LaunchOptionsKey`).
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
  }

  /// Keys of the options an opened URL comes with (UIKit's `UIApplication.OpenURLOptionsKey`).
  public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let sourceApplication = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
  }

  /// Keys of the options of ``open(_:options:completionHandler:)`` (UIKit's `OpenExternalURLOptionsKey`).
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UniversalLinksOnly")
  }

  /// The URL of the app's page in Settings.
  public static let openSettingsURLString = "app-settings:"

  public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  public static let didFinishLaunchingNotification = Notification.Name(
    "UIApplicationDidFinishLaunchingNotification")
}

/// The app's delegate (UIKit's `UIApplicationDelegate`): every method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol ApplicationDelegate: AnyObject {
  func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  )
    -> Bool
  func application(
    _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
    options: AppScene.ConnectionOptions
  ) -> SceneConfiguration
  func application(
    _ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>)
  func application(_ app: Application, open url: URL, options: [Application.OpenURLOptionsKey: Any])
    -> Bool
  func applicationDidBecomeActive(_ application: Application)
  func applicationWillResignActive(_ application: Application)
  func applicationDidEnterBackground(_ application: Application)
  func applicationWillEnterForeground(_ application: Application)
  func applicationWillTerminate(_ application: Application)
}

extension ApplicationDelegate {
  public func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func application(
    _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
    options: AppScene.ConnectionOptions
  ) -> SceneConfiguration {
    SceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }
  public func application(
    _ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>
  ) {}
  public func application(
    _ app: Application, open url: URL, options: [Application.OpenURLOptionsKey: Any]
  ) -> Bool {
    false
  }
  public func applicationDidBecomeActive(_ application: Application) {}
  public func applicationWillResignActive(_ application: Application) {}
  public func applicationDidEnterBackground(_ application: Application) {}
  public func applicationWillEnterForeground(_ application: Application) {}
  public func applicationWillTerminate(_ application: Application) {}

  /// What `@main` on an app delegate runs: nothing here, as there is no app to launch; views and controllers are
  /// shown by scenes and snapshot tests instead.
  public static func main() {}
}

/// Starts an app (UIKit's `UIApplicationMain`, which an app's `main.swift` calls): no app runs where scenes render,
/// so it returns at once with 0, and an app target's entry file compiles.
@discardableResult
public func UIApplicationMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
  _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 { 0 }

/// Objective-C's `NSInteger`, which `import UIKit` brings on Apple platforms: Swift's `Int`.
public typealias NSInteger = Int
/// Objective-C's `NSUInteger`: Swift's `UInt`.
public typealias NSUInteger = UInt
