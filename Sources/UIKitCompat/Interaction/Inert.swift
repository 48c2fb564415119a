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
