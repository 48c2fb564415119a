import Foundation
import Synchronization

/// The screen (UIKit's `UIScreen`): `UIScreen.main` is an iPhone 15 (393 × 852 points at 3×, Apple's iPhone 15
/// technical specifications), whatever the scene's canvas, so code that branches on it behaves the same in every
/// scene and on every thread.
///
/// An open class with every member UIKit declares; what a headless screen cannot have (other displays, focus, a
/// refresh) answers as a single built-in screen at rest does.
@preconcurrency @MainActor
open class Screen: NSObject, @unchecked Sendable {
  // Unchecked: the geometry is immutable and the settable values are behind a mutex.

  /// The screen's settable values.
  private struct Settings {
    var brightness: CGFloat = 0.5
    var wantsSoftwareDimming = false
    var overscanCompensation = OverscanCompensation.scale
    var currentMode: ScreenMode?
  }

  private let geometry: (bounds: CGRect, scale: CGFloat)
  private let settings = Mutex(Settings())

  /// A screen of `bounds` points at `scale` pixels per point.
  public init(bounds: CGRect, scale: CGFloat) {
    geometry = (bounds, scale)
  }

  /// The main screen: the scene's canvas while a scene is built (its size and scale, as the screen a UIKit app's
  /// code runs on), else an iPhone 15's (393 × 852 points at 3×).
  open class var main: Screen { scoped ?? mainScreen }
  private static let mainScreen = Screen(
    bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)
  /// The screen of the scene being built on this task or thread, when one is.
  @TaskLocal private static var scoped: Screen?

  /// Runs `body` with ``main`` being `screen` on this task or thread only (a scene's build).
  ///
  /// Not API.
  package static func with<Result>(_ screen: Screen, _ body: () throws -> Result) rethrows -> Result
  {
    try $scoped.withValue(screen) { try body() }
  }
  /// The one screen there is.
  open class var screens: [Screen] { [main] }

  /// The screen in points.
  open var bounds: CGRect { geometry.bounds }
  /// Pixels per point.
  open var scale: CGFloat { geometry.scale }
  /// The screen in pixels, in portrait.
  open var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
  open var nativeScale: CGFloat { scale }
  /// The screen's coordinates: the root view's here.
  open var coordinateSpace: any CoordinateSpace { ScreenCoordinateSpace(bounds: bounds) }
  /// The screen's coordinates in portrait: the same here, where the screen does not rotate.
  open var fixedCoordinateSpace: any CoordinateSpace { ScreenCoordinateSpace(bounds: bounds) }
  /// The screen's one mode: its pixel size.
  open var availableModes: [ScreenMode] { [ScreenMode(size: nativeBounds.size)] }
  open var preferredMode: ScreenMode? { availableModes.first }
  open var currentMode: ScreenMode? {
    get { settings.withLock { $0.currentMode } ?? preferredMode }
    set { settings.withLock { $0.currentMode = newValue } }
  }
  open var overscanCompensation: OverscanCompensation {
    get { settings.withLock { $0.overscanCompensation } }
    set { settings.withLock { $0.overscanCompensation = newValue } }
  }
  /// A built-in screen needs no overscan compensation.
  open var overscanCompensationInsets: EdgeInsets { .zero }
  /// Nothing mirrors it.
  open var mirrored: Screen? { nil }
  /// Nothing records it.
  open var isCaptured: Bool { false }
  open var brightness: CGFloat {
    get { settings.withLock { $0.brightness } }
    set { settings.withLock { $0.brightness = min(max(newValue, 0), 1) } }
  }
  open var wantsSoftwareDimming: Bool {
    get { settings.withLock { $0.wantsSoftwareDimming } }
    set { settings.withLock { $0.wantsSoftwareDimming = newValue } }
  }
  /// A display link that never fires (nothing refreshes here).
  open func displayLink(withTarget target: Any, selector sel: Selector) -> DisplayLink? {
    DisplayLink(target: target, selector: sel)
  }
  /// 60 frames a second, the iPhone 15's refresh rate (Apple's technical specifications).
  open var maximumFramesPerSecond: Int { 60 }
  open var calibratedLatency: TimeInterval { 0 }
  open var referenceDisplayModeStatus: ReferenceDisplayModeStatus { .notSupported }
  /// Standard dynamic range only.
  open var currentEDRHeadroom: CGFloat { 1 }
  open var potentialEDRHeadroom: CGFloat { 1 }
  /// Nothing has focus here.
  open weak var focusedView: View? { nil }
  /// The focused item: none, as nothing is focused here.
  open var focusedItem: FocusItem? { nil }
  open var supportsFocus: Bool { false }
  /// The screen less the status bar of older systems: the bounds here.
  open var applicationFrame: CGRect { bounds }
  /// An empty view of the screen's size (nothing has been drawn to the screen).
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View { View(frame: bounds) }
  /// The screen's traits: its scale, a phone.
  open var traitCollection: TraitCollection {
    TraitCollection(traitsFrom: [
      TraitCollection(displayScale: scale), TraitCollection(userInterfaceIdiom: .phone),
    ])
  }
  /// Never called: a screen's traits do not change here.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
  public static let didDisconnectNotification = Notification.Name(
    "UIScreenDidDisconnectNotification")
  public static let modeDidChangeNotification = Notification.Name(
    "UIScreenModeDidChangeNotification")
  public static let brightnessDidChangeNotification = Notification.Name(
    "UIScreenBrightnessDidChangeNotification")
  public static let capturedDidChangeNotification = Notification.Name(
    "UIScreenCapturedDidChangeNotification")
  public static let referenceDisplayModeStatusDidChangeNotification = Notification.Name(
    "UIScreenReferenceDisplayModeStatusDidChangeNotification")

  /// How a screen compensates for overscan, with UIKit's raw values.
  public enum OverscanCompensation: Int, Sendable {
    case scale, insetBounds, none
  }

  /// Whether a screen shows reference colours, with UIKit's raw values.
  public enum ReferenceDisplayModeStatus: Int, Sendable {
    case notSupported, notEnabled, enabled, limited
  }
}

/// A screen's display mode (UIKit's `UIScreenMode`): its size in pixels.
open class ScreenMode: @unchecked Sendable {
  // Unchecked: immutable.
  public let size: CGSize
  open var pixelAspectRatio: CGFloat { 1 }

  package init(size: CGSize) {
    self.size = size
  }
}

/// A timer tied to the screen's refresh (Core Animation's `CADisplayLink`); nothing refreshes here, so it never
/// calls its target.
open class DisplayLink {
  private let target: AnyObject
  private let selector: Selector
  open var isPaused = false
  open var preferredFramesPerSecond = 0
  open var timestamp: TimeInterval { 0 }
  open var targetTimestamp: TimeInterval { 0 }
  open var duration: TimeInterval { 1.0 / 60 }

  /// A display link that would send `sel` to `target` at each refresh.
  public init(target: Any, selector sel: Selector) {
    self.target = target as AnyObject
    selector = sel
  }

  /// Kept for the code that schedules it; it never fires.
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {}
  open func invalidate() { isPaused = true }
}
