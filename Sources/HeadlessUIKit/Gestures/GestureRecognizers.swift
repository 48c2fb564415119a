import Foundation

// UIKit's concrete recognizers, with their properties at UIKit's defaults (UIKit's `UI*GestureRecognizer.h`
// headers state each default). None recognises anything here; the values are kept for the code that reads them.

/// A tap (UIKit's `UITapGestureRecognizer`).
@preconcurrency @MainActor
open class TapGestureRecognizer: GestureRecognizer {
  open var numberOfTapsRequired = 1
  open var numberOfTouchesRequired = 1
  open var buttonMaskRequired: Event.ButtonMask = .primary
}

/// A press held in place (UIKit's `UILongPressGestureRecognizer`).
@preconcurrency @MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
  open var numberOfTapsRequired = 0
  open var numberOfTouchesRequired = 1
  /// Seconds the press must last: 0.5 by default.
  open var minimumPressDuration: TimeInterval = 0.5
  /// Points the finger may move before the gesture fails: 10 by default.
  open var allowableMovement: CGFloat = 10
}

/// A drag (UIKit's `UIPanGestureRecognizer`); its translation stays where code sets it.
@preconcurrency @MainActor
open class PanGestureRecognizer: GestureRecognizer {
  open var minimumNumberOfTouches = 1
  open var maximumNumberOfTouches = Int.max
  open var allowedScrollTypesMask: ScrollTypeMask = []
  private var translation = CGPoint.zero

  open func translation(in view: View?) -> CGPoint { translation }
  open func setTranslation(_ translation: CGPoint, in view: View?) {
    self.translation = translation
  }
  /// No finger moves here.
  open func velocity(in view: View?) -> CGPoint { .zero }
}

/// A drag from a screen edge (UIKit's `UIScreenEdgePanGestureRecognizer`).
@preconcurrency @MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
  open var edges: RectEdge = []
}

/// A swipe (UIKit's `UISwipeGestureRecognizer`).
@preconcurrency @MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
  /// Directions of a swipe, with UIKit's raw values.
  public struct Direction: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var right: Direction { Direction(rawValue: 1 << 0) }
    public static var left: Direction { Direction(rawValue: 1 << 1) }
    public static var up: Direction { Direction(rawValue: 1 << 2) }
    public static var down: Direction { Direction(rawValue: 1 << 3) }
  }

  open var numberOfTouchesRequired = 1
  /// Right by default.
  open var direction: Direction = .right
}

/// A pinch (UIKit's `UIPinchGestureRecognizer`).
@preconcurrency @MainActor
open class PinchGestureRecognizer: GestureRecognizer {
  open var scale: CGFloat = 1
  open var velocity: CGFloat { 0 }
}

/// A rotation (UIKit's `UIRotationGestureRecognizer`).
@preconcurrency @MainActor
open class RotationGestureRecognizer: GestureRecognizer {
  open var rotation: CGFloat = 0
  open var velocity: CGFloat { 0 }
}

/// The scrolling inputs a pan recognizer accepts (UIKit's `UIScrollTypeMask`).
public struct ScrollTypeMask: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let discrete = ScrollTypeMask(rawValue: 1 << 0)
  public static let continuous = ScrollTypeMask(rawValue: 1 << 1)
  public static let all: ScrollTypeMask = [.discrete, .continuous]
}
