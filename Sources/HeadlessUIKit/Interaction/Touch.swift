import Foundation

/// A finger on the screen (UIKit's `UITouch`); none is ever made here, the type is for handlers' signatures.
@preconcurrency @MainActor
open class Touch: Hashable {
  /// Where a touch is in its life.
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
  }

  public init() {}

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

  nonisolated public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A press of a physical button (UIKit's `UIPress`); none is ever made here.
open class Press: Hashable {
  public init() {}

  public static func == (lhs: Press, rhs: Press) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An event of physical button presses (UIKit's `UIPressesEvent`).
open class PressesEvent: Event {}
