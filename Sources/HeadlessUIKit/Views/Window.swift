import Foundation
import Synchronization

/// A window (UIKit's `UIWindow`): the root of a hierarchy that shows a view controller.
///
/// As in UIKit, a window starts hidden; ``makeKeyAndVisible()`` shows it. Setting ``rootViewController`` puts the
/// controller's view in the window, filling it. Views moving into or out of a window hear
/// `willMove(toWindow:)` and `didMoveToWindow()`. There is one screen and no event delivery here, so the key
/// state is recorded and nothing else.
@preconcurrency @MainActor
open class Window: View {
  /// Where a window sits among windows (UIKit's `UIWindow.Level`), with UIKit's values.
  public struct Level: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = Level(0)
    public static let statusBar = Level(1000)
    public static let alert = Level(2000)
  }

  /// The window's level (``Level/normal`` by default).
  open var windowLevel: Level = .normal
  private var isKey = false
  /// The screen the window is on: the main one.
  open var screen: Screen = .main
  /// Whether a Mac window may resize to fit its content (stored).
  open var canResizeToFitContent = false

  /// Passes an event to the views it concerns: none arrive headless, so there is nothing to pass.
  open func sendEvent(_ event: Event) {}

  /// A point in this window's coordinates, in `window`'s (in the screen's when `window` is `nil`).
  open func convert(_ point: CGPoint, to window: Window?) -> CGPoint {
    let onScreen = CGPoint(x: point.x + frame.minX, y: point.y + frame.minY)
    guard let window else { return onScreen }
    return CGPoint(x: onScreen.x - window.frame.minX, y: onScreen.y - window.frame.minY)
  }

  /// A point in `window`'s coordinates (the screen's when `window` is `nil`), in this window's.
  open func convert(_ point: CGPoint, from window: Window?) -> CGPoint {
    let onScreen =
      window.map { CGPoint(x: point.x + $0.frame.minX, y: point.y + $0.frame.minY) } ?? point
    return CGPoint(x: onScreen.x - frame.minX, y: onScreen.y - frame.minY)
  }

  /// A rectangle in this window's coordinates, in `window`'s (the screen's when `window` is `nil`).
  open func convert(_ rect: CGRect, to window: Window?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: window), size: rect.size)
  }

  /// A rectangle in `window`'s coordinates (the screen's when `window` is `nil`), in this window's.
  open func convert(_ rect: CGRect, from window: Window?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: window), size: rect.size)
  }

  /// Whether any window was ever made in this process: until one is, no view can be in a window, and adding a
  /// view need not look for one (the walk up the tree costs a weak load per ancestor).
  static let anyMade = Atomic(false)

  /// Creates a hidden window with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    becomeWindow()
  }

  /// What every initialiser does once the view is made: notes that windows exist, and hides the window (a window
  /// shows once made key and visible).
  private func becomeWindow() {
    Window.anyMade.store(true, ordering: .relaxed)
    isHidden = true
  }

  /// Creates a hidden window with a zero frame (UIKit's `init()`, designated on windows).
  public init() {
    super.init(frame: .zero)
    becomeWindow()
  }

  /// Creates a hidden window the size of its scene's screen, in that scene.
  public init(windowScene: WindowScene) {
    super.init(frame: windowScene.screen.bounds)
    becomeWindow()
    self.windowScene = windowScene
  }

  /// The scene the window is in (kept: every window here is on the main screen).
  open weak var windowScene: WindowScene?

  /// A guide of the largest area of the safe area with the guide's aspect ratio, centred in it (UIKit's
  /// `safeAreaAspectFitLayoutGuide`, iOS 16), made on first use.
  open var safeAreaAspectFitLayoutGuide: LayoutGuide & LayoutGuideAspectFitting { aspectFitGuide }

  /// UIKit's archive initialiser; there are no archives here, so it makes an empty, hidden window.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    becomeWindow()
  }

  /// The controller whose view fills the window; setting another replaces the old one's view.
  open var rootViewController: ViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      if let old = oldValue?.viewIfLoaded, old.storedSuperview === self {
        old.removeFromSuperview()
      }
      guard let controller = rootViewController else { return }
      let root: View = controller.view
      root.frame = bounds
      root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(root)
    }
  }

  /// Whether the window is the key window.
  open var isKeyWindow: Bool { isKey }
  /// Whether the window can become the key window (true).
  open var canBecomeKey: Bool { true }
  /// Called when the window became the key window.
  open func becomeKey() {}
  /// Called when the window stopped being the key window.
  open func resignKey() {}

  /// Makes the window the key window.
  open func makeKey() {
    guard canBecomeKey, !isKey else { return }
    for other in Window.keyWindows.withLock({ $0.compactMap(\.window) }) where other !== self {
      other.isKey = false
      other.resignKey()
    }
    isKey = true
    Window.keyWindows.withLock { windows in
      windows.removeAll { $0.window == nil || $0.window === self }
      windows.append(WeakWindow(window: self))
    }
    becomeKey()
  }

  /// The windows made key in this process, oldest first, while they exist: what the application lists.
  ///
  /// Not API.
  package static var windowsMadeKey: [Window] {
    keyWindows.withLock { $0.compactMap(\.window) }
  }

  private struct WeakWindow: @unchecked Sendable {
    // Unchecked: the reference is only read and written under the mutex that holds this value.
    weak var window: Window?
  }

  private static let keyWindows = Mutex<[WeakWindow]>([])

  /// Makes the window key and shows it.
  open func makeKeyAndVisible() {
    makeKey()
    isHidden = false
  }

  public static let didBecomeVisibleNotification = Notification.Name(
    "UIWindowDidBecomeVisibleNotification")
  public static let didBecomeHiddenNotification = Notification.Name(
    "UIWindowDidBecomeHiddenNotification")
  public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
  public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
}
