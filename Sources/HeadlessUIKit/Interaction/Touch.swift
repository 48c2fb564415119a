import Foundation

/// A finger on the screen (UIKit's `UITouch`); none is ever made here, the type is for handlers' signatures.
///
/// A touch made by hand answers as a finger resting on the screen: direct, at no force, perpendicular to the glass
/// (Apple: an altitude of π/2 is perpendicular), with nothing estimated.
@preconcurrency @MainActor
open class Touch: NSObject {
  /// Where a touch is in its life.
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
  }

  /// What made a touch (UIKit's `UITouch.TouchType`, with its raw values).
  public enum TouchType: Int, Sendable {
    case direct, indirect, pencil, indirectPointer
    /// The former name of `pencil`.
    public static var stylus: TouchType { .pencil }
  }

  /// The properties of a touch that can be estimated and updated later (UIKit's `UITouch.Properties`).
  public struct Properties: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let force = Properties(rawValue: 1 << 0)
    public static let azimuth = Properties(rawValue: 1 << 1)
    public static let altitude = Properties(rawValue: 1 << 2)
    public static let location = Properties(rawValue: 1 << 3)
    public static let roll = Properties(rawValue: 1 << 4)
  }

  public override init() { super.init() }

  /// What made the touch.
  open var type: TouchType { .direct }
  /// The radius of the touch's contact area, in points.
  open var majorRadius: CGFloat { 0 }
  /// How far ``majorRadius`` may be off, in points.
  open var majorRadiusTolerance: CGFloat { 0 }
  /// The window of the touch's view.
  open var window: Window? { view?.window }
  /// The gesture recognizers receiving the touch.
  open var gestureRecognizers: [GestureRecognizer]? { nil }
  /// The touch's location at the full precision of the hardware.
  open func preciseLocation(in view: View?) -> CGPoint { location(in: view) }
  /// The touch's previous location at the full precision of the hardware.
  open func precisePreviousLocation(in view: View?) -> CGPoint { previousLocation(in: view) }
  /// How hard the touch presses (1 is an average touch).
  open var force: CGFloat { 0 }
  /// The largest force the hardware reports.
  open var maximumPossibleForce: CGFloat { 0 }
  /// A stylus's direction around the screen's normal, in `view`'s coordinates.
  open func azimuthAngle(in view: View?) -> CGFloat { 0 }
  /// The unit vector of ``azimuthAngle(in:)``.
  open func azimuthUnitVector(in view: View?) -> CGVector { CGVector(dx: 1, dy: 0) }
  /// A stylus's angle to the screen: 0 parallel, π/2 perpendicular.
  open var altitudeAngle: CGFloat { .pi / 2 }
  /// A stylus's rotation about its own axis.
  open var rollAngle: CGFloat { 0 }
  /// The index that relates updates of estimated properties to this touch.
  open var estimationUpdateIndex: NSNumber? { nil }
  /// The properties whose values are estimates.
  open var estimatedProperties: Properties { [] }
  /// The estimated properties whose values will still be updated.
  open var estimatedPropertiesExpectingUpdates: Properties { [] }

  /// The view the touch began in.
  open var view: View? { nil }
  /// The touch's phase.
  open var phase: Phase { .cancelled }
  /// How many times the finger tapped.
  open var tapCount: Int { 0 }
  /// When the touch last changed, in seconds since the system started.
  open var timestamp: TimeInterval { 0 }
  /// Where the touch is, in `view`'s coordinates.
  open func location(in view: View?) -> CGPoint { .zero }
  /// Where the touch was before its last change, in `view`'s coordinates.
  open func previousLocation(in view: View?) -> CGPoint { .zero }
}

/// A press of a physical button (UIKit's `UIPress`); none is ever made here.
open class Press: NSObject {
  public override init() { super.init() }
}

/// An event of physical button presses (UIKit's `UIPressesEvent`).
open class PressesEvent: Event {}
