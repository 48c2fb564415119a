import Foundation

/// One instance of the app's interface (UIKit's `UIScene`); none is connected here, but a scene delegate's code
/// that receives one compiles.
open class AppScene: Responder {
  /// The session the scene belongs to.
  public let session: SceneSession
  /// The scene's delegate.
  open var delegate: SceneDelegate?
  /// A title for the app switcher.
  open var title: String!
  /// Whether the scene is on screen.
  open var activationState: ActivationState { .foregroundActive }

  /// UIKit's designated initialiser.
  public required init(session: SceneSession, connectionOptions: ConnectionOptions) {
    self.session = session
    super.init()
  }

  /// Where a scene stands (UIKit's `UIScene.ActivationState`).
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  // The scene's life-cycle notifications (UIKit's names; none is posted here, where the one scene stays active).
  public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
  public static let didDisconnectNotification = Notification.Name(
    "UISceneDidDisconnectNotification")
  public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
  public static let willDeactivateNotification = Notification.Name(
    "UISceneWillDeactivateNotification")
  public static let willEnterForegroundNotification = Notification.Name(
    "UISceneWillEnterForegroundNotification")
  public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")

  /// What a scene is connected with (UIKit's `UIScene.ConnectionOptions`): nothing here.
  open class ConnectionOptions {
    public init() {}
    /// The URLs to open: none.
    open var urlContexts: Set<UIOpenURLContext> { [] }
  }
}

/// A scene that shows windows (UIKit's `UIWindowScene`).
open class WindowScene: AppScene {
  /// The screen the scene is on.
  open var screen: Screen { .main }
  /// The scene's windows that were made key (every window is on the one screen here).
  open var windows: [Window] {
    HostApp.ensureKeyWindow()
    return Window.windowsMadeKey
  }
  /// The scene's key window.
  open var keyWindow: Window? { windows.last { $0.isKeyWindow } }
  /// The scene's orientation: upright.
  open var interfaceOrientation: InterfaceOrientation { .portrait }
  /// The scene's coordinate space: its screen's, whose bounds a scene delegate gives its window.
  open var coordinateSpace: any CoordinateSpace { screen.coordinateSpace }
}

/// A scene's session (UIKit's `UISceneSession`).
open class SceneSession: Hashable {
  /// The kind of scene.
  public let role: Role
  /// The configuration the scene was made with.
  open var configuration: SceneConfiguration
  /// An identifier that stays the same for the session.
  public let persistentIdentifier: String
  /// The scene, when connected.
  open weak var scene: AppScene?

  /// A session of `role` (UIKit makes sessions; tests may too).
  public init(role: Role = .windowApplication) {
    self.role = role
    configuration = SceneConfiguration(name: nil, sessionRole: role)
    persistentIdentifier = "session"
  }

  public static func == (lhs: SceneSession, rhs: SceneSession) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// The kind of scene (UIKit's `UISceneSession.Role`).
  public struct Role: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    public static let windowExternalDisplayNonInteractive = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }
}

/// How a scene is made (UIKit's `UISceneConfiguration`).
open class SceneConfiguration {
  public let name: String?
  public let role: SceneSession.Role
  /// The scene delegate's class.
  open var delegateClass: AnyClass?
  /// The scene's class.
  open var sceneClass: AnyClass?

  public init(name: String?, sessionRole: SceneSession.Role) {
    self.name = name
    role = sessionRole
  }
}

/// A scene's delegate (UIKit's `UISceneDelegate`): every method is optional.
@preconcurrency @MainActor
public protocol SceneDelegate: AnyObject {
  func scene(
    _ scene: AppScene, willConnectTo session: SceneSession,
    options connectionOptions: AppScene.ConnectionOptions)
  func sceneDidDisconnect(_ scene: AppScene)
  func sceneDidBecomeActive(_ scene: AppScene)
  func sceneWillResignActive(_ scene: AppScene)
  func sceneWillEnterForeground(_ scene: AppScene)
  func sceneDidEnterBackground(_ scene: AppScene)
  func scene(_ scene: AppScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension SceneDelegate {
  public func scene(
    _ scene: AppScene, willConnectTo session: SceneSession,
    options connectionOptions: AppScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: AppScene) {}
  public func sceneDidBecomeActive(_ scene: AppScene) {}
  public func sceneWillResignActive(_ scene: AppScene) {}
  public func sceneWillEnterForeground(_ scene: AppScene) {}
  public func sceneDidEnterBackground(_ scene: AppScene) {}
  public func scene(_ scene: AppScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A URL the app is asked to open, with how (UIKit's `UIOpenURLContext`); none arrives here.
open class UIOpenURLContext: NSObject, @unchecked Sendable {
  // Unchecked: immutable.

  /// The URL.
  public let url: URL
  /// How it was opened.
  public let options: AppScene.OpenURLOptions

  /// A context for `url` (UIKit makes these; here for tests that hand one to a scene delegate).
  public init(url: URL, options: AppScene.OpenURLOptions = AppScene.OpenURLOptions()) {
    self.url = url
    self.options = options
  }
}

extension AppScene {
  /// How a URL was opened (UIKit's `UIScene.OpenURLOptions`).
  public final class OpenURLOptions: Sendable {
    /// The app that asked, by bundle identifier.
    public let sourceApplication: String?
    /// Whether the file must be opened where it is.
    public let openInPlace: Bool

    public init(sourceApplication: String? = nil, openInPlace: Bool = false) {
      self.sourceApplication = sourceApplication
      self.openInPlace = openInPlace
    }
  }
}

/// A window scene's delegate (UIKit's `UIWindowSceneDelegate`).
@preconcurrency @MainActor
public protocol WindowSceneDelegate: SceneDelegate {}
