import Foundation
import Synchronization

/// The device the code runs on (UIKit's `UIDevice`): an iPhone running iOS 18, held in portrait, the device
/// `UIScreen.main` is by default.
///
/// Values a headless machine does not have answer as a device at rest whose sensors are off: the orientation is
/// `.unknown` until ``beginGeneratingDeviceOrientationNotifications()`` (Apple: "the value of this property always
/// returns 0 unless orientation notifications have been enabled"), then `.portrait`; the battery is `.unknown` at
/// level -1 (Apple's values when monitoring is off). Every answer is fixed, so scenes do not depend on the machine.
@preconcurrency @MainActor
open class Device: NSObject, @unchecked Sendable {
  // Unchecked: the settable values are behind a mutex.

  /// The device's settable values.
  private struct Settings {
    var orientationNotifications = 0
    var isBatteryMonitoringEnabled = false
    var isProximityMonitoringEnabled = false
  }

  private let settings = Mutex(Settings())

  public override init() {}

  /// The device the code runs on.
  open class var current: Device { shared }
  private static let shared = Device()

  /// The device's name: its model, as iOS 16 and later answer without the user-assigned-name entitlement.
  open var name: String { "iPhone" }
  /// The model: "iPhone".
  open var model: String { "iPhone" }
  /// The model, localised: "iPhone".
  open var localizedModel: String { "iPhone" }
  /// The operating system: "iOS".
  open var systemName: String { "iOS" }
  /// The operating system's version: "18.0", the SDK this project's UIKit follows.
  open var systemVersion: String { "18.0" }
  /// The kind of device: the main screen's idiom (a phone).
  open var userInterfaceIdiom: TraitCollection.UserInterfaceIdiom {
    Screen.main.traitCollection.userInterfaceIdiom
  }
  /// An identifier that is the same on every run (all zeros), so that scenes showing it do not change.
  open var identifierForVendor: UUID? {
    UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
  }
  /// Whether several apps can run at once: true, as on every current iPhone.
  open var isMultitaskingSupported: Bool { true }

  // MARK: - Orientation

  /// `.unknown` until orientation notifications are on, then `.portrait`: the device does not move.
  open var orientation: DeviceOrientation {
    settings.withLock { $0.orientationNotifications > 0 } ? .portrait : .unknown
  }
  /// Whether orientation notifications are on (calls to begin outnumber calls to end).
  open var isGeneratingDeviceOrientationNotifications: Bool {
    settings.withLock { $0.orientationNotifications > 0 }
  }
  /// Turns orientation notifications on (none is ever posted: the device does not move).
  open func beginGeneratingDeviceOrientationNotifications() {
    settings.withLock { $0.orientationNotifications += 1 }
  }
  /// Balances a call of ``beginGeneratingDeviceOrientationNotifications()``.
  open func endGeneratingDeviceOrientationNotifications() {
    settings.withLock { $0.orientationNotifications = max($0.orientationNotifications - 1, 0) }
  }

  // MARK: - Battery and proximity

  /// Whether battery monitoring is on (stored; the state stays unknown, as there is no battery to read).
  open var isBatteryMonitoringEnabled: Bool {
    get { settings.withLock { $0.isBatteryMonitoringEnabled } }
    set { settings.withLock { $0.isBatteryMonitoringEnabled = newValue } }
  }
  /// `.unknown`: there is no battery to read.
  open var batteryState: BatteryState { .unknown }
  /// -1, Apple's value when the battery state is unknown.
  open var batteryLevel: Float { -1 }
  /// Whether proximity monitoring is on (stored).
  open var isProximityMonitoringEnabled: Bool {
    get { settings.withLock { $0.isProximityMonitoringEnabled } }
    set { settings.withLock { $0.isProximityMonitoringEnabled = newValue } }
  }
  /// Whether something is close to the sensor: never.
  open var proximityState: Bool { false }
  /// Plays the keyboard click: there is no sound here.
  open func playInputClick() {}

  /// The battery's state (UIKit's `UIDevice.BatteryState`).
  public enum BatteryState: Int, Sendable {
    case unknown, unplugged, charging, full
  }

  public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")
  public static let batteryStateDidChangeNotification = Notification.Name(
    "UIDeviceBatteryStateDidChangeNotification")
  public static let batteryLevelDidChangeNotification = Notification.Name(
    "UIDeviceBatteryLevelDidChangeNotification")
  public static let proximityStateDidChangeNotification = Notification.Name(
    "UIDeviceProximityStateDidChangeNotification")
}

/// How the device is held (UIKit's `UIDeviceOrientation`).
public enum DeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

  /// Upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// On either side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Face up or face down.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether the interface can take this orientation: portrait or landscape.
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

public typealias UIDevice = Device
public typealias UIDeviceOrientation = DeviceOrientation
