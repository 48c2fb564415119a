import Foundation

/// A gesture recognizer (UIKit's `UIGestureRecognizer`), kept by its view; it never recognises anything here.
///
/// Nothing is touched where scenes render, so a recognizer stays in ``State-swift.enum/possible``, its touch
/// handlers are never called by the system and its targets' actions never run. Every member UIKit declares is here
/// with UIKit's spelling and is `open`, so a team's subclasses and handlers compile; the queries answer as a
/// recognizer that has seen no touch does (no touches, locations at the origin).
@preconcurrency @MainActor
open class GestureRecognizer: NSObject {
  /// Where a recognizer is in its life, with UIKit's raw values.
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    /// A discrete gesture that was recognised: the same value as ``ended``.
    public static var recognized: State { .ended }
  }

  /// The view it was added to.
  open internal(set) weak var view: View?
  open var state: State = .possible
  open weak var delegate: (any GestureRecognizerDelegate)?
  open var isEnabled = true
  open var cancelsTouchesInView = true
  open var delaysTouchesBegan = false
  open var delaysTouchesEnded = true
  open var allowedTouchTypes: [NSNumber] = []
  open var allowedPressTypes: [NSNumber] = []
  open var requiresExclusiveTouchType = true
  /// A name for debugging.
  open var name: String?
  /// The recognizers that must fail before this one begins (kept, never consulted here).
  private var failureRequirements: [GestureRecognizer] = []
  private var targets: [(target: AnyObject?, action: Selector)] = []

  /// A recognizer with an action; the selector is kept, not called.
  public init(target: Any?, action: Selector?) {
    if let action { targets.append((target.map { $0 as AnyObject }, action)) }
  }

  /// A recognizer with no action yet.
  public convenience override init() { self.init(target: nil, action: nil) }

  /// A recognizer from an archive; nothing is archived here, so the result is one with no action.
  public convenience init?(coder: NSCoder) { self.init(target: nil, action: nil) }

  open func addTarget(_ target: Any, action: Selector) {
    targets.append((target as AnyObject, action))
  }

  open func removeTarget(_ target: Any?, action: Selector?) {
    let object = target.map { $0 as AnyObject }
    targets.removeAll {
      (object == nil || $0.target === object) && (action == nil || $0.action == action)
    }
  }

  /// Keeps the requirement; with no touches it never matters.
  open func require(toFail otherGestureRecognizer: GestureRecognizer) {
    failureRequirements.append(otherGestureRecognizer)
  }

  /// The gesture's location: the origin, since no touch is ever seen.
  open func location(in view: View?) -> CGPoint { .zero }
  /// No touches are ever seen.
  open var numberOfTouches: Int { 0 }
  /// The location of one touch: the origin, since no touch is ever seen.
  open func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint { .zero }
  /// No modifier keys are ever held.
  open var modifierFlags: KeyModifierFlags { [] }
  /// No buttons are ever pressed.
  open var buttonMask: Event.ButtonMask { [] }

  open func ignore(_ touch: Touch, for event: Event) {}
  open func ignore(_ button: Press, for event: PressesEvent) {}
  /// Returns the recognizer to ``State-swift.enum/possible``.
  open func reset() { state = .possible }
  open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }
  open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }
  open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }
  open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }
  open func shouldReceive(_ event: Event) -> Bool { isEnabled }

  // Override points for subclasses; never called here because nothing is touched or pressed.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
  open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
  open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {}
  open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent) {}
  open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent) {}
  open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent) {}
  open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent) {}
}

/// What a recognizer asks its delegate (UIKit's `UIGestureRecognizerDelegate`); every requirement is optional, as
/// in UIKit, and never asked here because no gesture begins.
@preconcurrency @MainActor
public protocol GestureRecognizerDelegate: AnyObject {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive press: Press) -> Bool
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool
}

extension GestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch)
    -> Bool
  { true }
  public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive press: Press)
    -> Bool
  { true }
  public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event)
    -> Bool
  { true }
}

/// Modifier keys held during an event (UIKit's `UIKeyModifierFlags`); none is ever held here.
public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  // UIKit's raw values, which are the HID modifier bits (UIKit's `UICommand.h`).
  public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
  public static let shift = KeyModifierFlags(rawValue: 1 << 17)
  public static let control = KeyModifierFlags(rawValue: 1 << 18)
  public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
  public static let command = KeyModifierFlags(rawValue: 1 << 20)
  public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)
}

extension Event {
  /// Pointer buttons pressed during an event (UIKit's `UIEvent.ButtonMask`); none is ever pressed here.
  public struct ButtonMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let primary = ButtonMask(rawValue: 1 << 0)
    public static let secondary = ButtonMask(rawValue: 1 << 1)
    /// The mask of one button, numbered from 1 as UIKit numbers them.
    public static func button(_ buttonNumber: Int) -> ButtonMask {
      ButtonMask(rawValue: 1 << (buttonNumber - 1))
    }
  }
}
