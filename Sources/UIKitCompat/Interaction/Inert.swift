import Foundation
import Layout

// What UIKit code calls for interaction and animation, made inert so the code runs headless: nothing is touched
// or animated here, and a picture shows the state that the code leaves behind.

/// A gesture recognizer (UIKit's `UIGestureRecognizer`); kept by its view, never recognises anything here.
open class GestureRecognizer {
  /// The view it was added to.
  open internal(set) weak var view: View?
  open var isEnabled = true
  open var cancelsTouchesInView = true
  public var numberOfTapsRequired = 1
  public var numberOfTouchesRequired = 1
  public var minimumPressDuration: TimeInterval = 0.5
  private var targets: [(target: AnyObject?, action: Selector)] = []

  /// A recognizer with an action; the selector is kept, not called.
  public init(target: Any?, action: Selector?) {
    if let action { targets.append((target.map { $0 as AnyObject }, action)) }
  }

  open func addTarget(_ target: Any, action: Selector) {
    targets.append((target as AnyObject, action))
  }

  open func removeTarget(_ target: Any?, action: Selector?) {
    let object = target.map { $0 as AnyObject }
    targets.removeAll {
      (object == nil || $0.target === object) && (action == nil || $0.action == action)
    }
  }
}

public typealias UIGestureRecognizer = GestureRecognizer
public final class TapGestureRecognizer: GestureRecognizer {}
public final class LongPressGestureRecognizer: GestureRecognizer {}
public final class PanGestureRecognizer: GestureRecognizer {}
public final class SwipeGestureRecognizer: GestureRecognizer {}
public typealias UITapGestureRecognizer = TapGestureRecognizer
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
public typealias UIPanGestureRecognizer = PanGestureRecognizer
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer

/// The recognizers of every view, kept beside the view objects (views hold no UIKit-only storage).
private final class RecognizerStore: ViewAttachment {
  var recognizers: [GestureRecognizer] = []
  var order: Int { 0 }
  func viewLeftTree(_ view: View) {}
}

extension View {
  /// The recognizers added to the view.
  public var gestureRecognizers: [GestureRecognizer]? {
    (attachments[ObjectIdentifier(RecognizerStore.self)] as? RecognizerStore)?.recognizers
  }

  /// Keeps a recognizer on the view (it recognises nothing here).
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    let key = ObjectIdentifier(RecognizerStore.self)
    let store = attachments[key] as? RecognizerStore ?? RecognizerStore()
    attachments[key] = store
    recognizer.view = self
    store.recognizers.append(recognizer)
  }

  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    let store = attachments[ObjectIdentifier(RecognizerStore.self)] as? RecognizerStore
    store?.recognizers.removeAll { $0 === recognizer }
    recognizer.view = nil
  }

  /// The options of an animation (UIKit's `UIView.AnimationOptions`); ignored, as the animation is.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }

  /// Runs `animations` at once and then `completion` with `true`: a picture shows the end state.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// The spring form of ``animate(withDuration:delay:options:animations:completion:)``; equally immediate.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping damping: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `actions` (UIKit's `performWithoutAnimation(_:)`).
  public static func performWithoutAnimation(_ actions: () -> Void) {
    actions()
  }

  /// The first view in this subtree, depth first, whose ``tag`` is `tag` (this view included).
  public func viewWithTag(_ tag: Int) -> View? {
    subtree().first { $0.tag == tag }
  }

  /// Resizes the view to ``sizeThatFits(_:)`` for its current size, keeping its origin.
  public func sizeToFit() {
    frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
  }

  /// Asks for a redraw; ``View/draw(_:)`` runs every time the scene renders, so there is nothing to do.
  public func setNeedsDisplay() {}

  /// Asks for a redraw of part of the view; as ``setNeedsDisplay()``, nothing to do.
  public func setNeedsDisplay(_ rect: CGRect) {}
}

/// The screen (UIKit's `UIScreen`): `UIScreen.main` is an iPhone 15 (393 × 852 points at 3×, Apple's iPhone 15
/// technical specifications), whatever the scene's canvas, so code that branches on it behaves the same in every
/// scene and on every thread.
public final class Screen: Sendable {
  /// The screen in points.
  public let bounds: CGRect
  /// Pixels per point.
  public let scale: CGFloat
  public var nativeScale: CGFloat { scale }

  public init(bounds: CGRect, scale: CGFloat) {
    self.bounds = bounds
    self.scale = scale
  }

  /// The main screen.
  public static let main = Screen(
    bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)
}

public typealias UIScreen = Screen

/// Accessibility settings (UIKit's `UIAccessibility`), at their defaults: nothing is switched on here.
public enum Accessibility {
  public static var isVoiceOverRunning: Bool { false }
  public static var isReduceMotionEnabled: Bool { false }
  public static var isReduceTransparencyEnabled: Bool { false }
  public static var isBoldTextEnabled: Bool { false }
  public static var isDarkerSystemColorsEnabled: Bool { false }
  public static var isInvertColorsEnabled: Bool { false }
  public static var isGrayscaleEnabled: Bool { false }
  public static var shouldDifferentiateWithoutColor: Bool { false }
}

public typealias UIAccessibility = Accessibility
