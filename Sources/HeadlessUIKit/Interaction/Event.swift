import Foundation

/// An input event (UIKit's `UIEvent`).
///
/// Nothing is touched or pressed where scenes render, so no event is ever delivered; the type exists so that
/// UIKit code that receives one (``View/hitTest(_:with:)``, touch handlers) compiles and can be called with `nil`.
@preconcurrency @MainActor
open class Event: NSObject {
  /// The kinds of event.
  public enum EventType: Int, Sendable {
    case touches, motion, remoteControl, presses, scroll = 10, hover, transform
  }

  /// The kinds of motion and remote-control event, with UIKit's raw values.
  public enum EventSubtype: Int, Sendable {
    case none = 0, motionShake = 1
    case remoteControlPlay = 100, remoteControlPause, remoteControlStop,
      remoteControlTogglePlayPause
    case remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward
    case remoteControlEndSeekingBackward, remoteControlBeginSeekingForward,
      remoteControlEndSeekingForward
  }

  /// When the event happened, in seconds since the system started (always 0 here).
  open var timestamp: TimeInterval { 0 }
  /// The event's kind.
  open var type: EventType { .touches }
  /// The event's subtype.
  open var subtype: EventSubtype { .none }
  /// The touches of the event (none here).
  open var allTouches: Set<Touch>? { nil }
  /// The modifier keys held during the event.
  open var modifierFlags: KeyModifierFlags { [] }
  /// The mouse or trackpad buttons held during the event.
  open var buttonMask: ButtonMask { [] }
  /// The event's touches in `window`.
  open func touches(for window: Window) -> Set<Touch>? {
    allTouches?.filter { $0.window === window }
  }
  /// The event's touches in `view`.
  open func touches(for view: View) -> Set<Touch>? { allTouches?.filter { $0.view === view } }
  /// The event's touches delivered to `gesture`.
  open func touches(for gesture: GestureRecognizer) -> Set<Touch>? {
    allTouches?.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
  }
  /// The touches between the last delivery and `touch`, for drawing at full resolution (none here).
  open func coalescedTouches(for touch: Touch) -> [Touch]? { nil }
  /// The touches the system predicts after `touch` (none here).
  open func predictedTouches(for touch: Touch) -> [Touch]? { nil }

  public override init() { super.init() }
}
