import Foundation

// Core Animation's animation objects (`CAAnimation` and its subclasses, `CAMediaTimingFunction`, `CATransaction`).
// Nothing animates here: a snapshot shows the layer's model values, as UIKit's `render(in:)` does, so animations
// are kept (`animation(forKey:)` finds them) and never run; their delegates are never called.

/// An animation (UIKit's `CAAnimation`).
open class LayerAnimation {
  open var duration: TimeInterval = 0
  open var beginTime: TimeInterval = 0
  open var timeOffset: TimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: TimeInterval = 0
  open var autoreverses = false
  open var speed: Float = 1
  open var fillMode: MediaTimingFillMode = .removed
  open var isRemovedOnCompletion = true
  open var timingFunction: MediaTimingFunction?
  /// Told when the animation starts and stops: never, here.
  open var delegate: LayerAnimationDelegate?

  public required init() {}
}

/// An animation of one property (UIKit's `CAPropertyAnimation`).
open class PropertyAnimation: LayerAnimation {
  open var keyPath: String?
  open var isAdditive = false
  open var isCumulative = false

  /// An animation of the property at `path` (`"opacity"`, `"transform.scale"`).
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// An animation between two values (UIKit's `CABasicAnimation`).
open class BasicAnimation: PropertyAnimation {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?
}

/// A spring animation (UIKit's `CASpringAnimation`).
open class SpringAnimation: BasicAnimation {
  open var mass: CGFloat = 1
  open var stiffness: CGFloat = 100
  open var damping: CGFloat = 10
  open var initialVelocity: CGFloat = 0
  /// How long the spring takes to settle: the duration, here.
  open var settlingDuration: TimeInterval { duration }
}

/// An animation through several values (UIKit's `CAKeyframeAnimation`).
open class KeyframeAnimation: PropertyAnimation {
  open var values: [Any]?
  open var keyTimes: [NSNumber]?
  open var timingFunctions: [MediaTimingFunction]?
  open var path: CGPath?
}

/// Several animations together (UIKit's `CAAnimationGroup`).
open class AnimationGroup: LayerAnimation {
  open var animations: [LayerAnimation]?
}

/// A transition between two states of a layer (UIKit's `CATransition`).
open class TransitionAnimation: LayerAnimation {
  /// How the new state comes in (kept; nothing animates here).
  open var type: CATransitionType = .fade
  /// From which side it comes in.
  open var subtype: CATransitionSubtype?
  /// How far through the transition it starts and ends (0 and 1).
  open var startProgress: Float = 0
  open var endProgress: Float = 1
}

/// The kinds of transition (Core Animation's `CATransitionType`, with its raw values).
public struct CATransitionType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fade = CATransitionType(rawValue: "fade")
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  public static let push = CATransitionType(rawValue: "push")
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The sides a transition comes in from (Core Animation's `CATransitionSubtype`, with its raw values).
public struct CATransitionSubtype: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The transaction key that turns implicit animations off (Core Animation's `kCATransactionDisableActions`).
public let kCATransactionDisableActions = "disableActions"
/// The transaction key of the animation duration (Core Animation's `kCATransactionAnimationDuration`).
public let kCATransactionAnimationDuration = "animationDuration"

/// Hears an animation start and stop (UIKit's `CAAnimationDelegate`): every method optional.
public protocol LayerAnimationDelegate: AnyObject {
  func animationDidStart(_ anim: LayerAnimation)
  func animationDidStop(_ anim: LayerAnimation, finished flag: Bool)
}

extension LayerAnimationDelegate {
  public func animationDidStart(_ anim: LayerAnimation) {}
  public func animationDidStop(_ anim: LayerAnimation, finished flag: Bool) {}
}

/// What an animation leaves after it ends (UIKit's `CAMediaTimingFillMode`).
public struct MediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let removed = MediaTimingFillMode(rawValue: "removed")
  public static let forwards = MediaTimingFillMode(rawValue: "forwards")
  public static let backwards = MediaTimingFillMode(rawValue: "backwards")
  public static let both = MediaTimingFillMode(rawValue: "both")
}

/// An animation's pace (UIKit's `CAMediaTimingFunction`).
open class MediaTimingFunction {
  /// The named paces (UIKit's `CAMediaTimingFunctionName`).
  public struct Name: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = Name(rawValue: "linear")
    public static let easeIn = Name(rawValue: "easeIn")
    public static let easeOut = Name(rawValue: "easeOut")
    public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
    public static let `default` = Name(rawValue: "default")
  }

  /// The cubic Bézier's two control points.
  public let controlPoints: [Float]

  /// A named pace.
  public convenience init(name: Name) {
    switch name {
    case .linear: self.init(controlPoints: 0, 0, 1, 1)
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    }
  }

  /// A pace by the control points of a cubic Bézier from (0, 0) to (1, 1).
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    controlPoints = [c1x, c1y, c2x, c2y]
  }
}

/// Groups layer changes (UIKit's `CATransaction`): changes apply at once here, and a completion block runs when
/// the transaction is committed.
public enum Transaction {
  /// The open transactions' completion blocks on this thread, innermost last (a thread builds its own scene).
  private final class OpenTransactions {
    var completions: [[() -> Void]] = []
  }

  private static var open: OpenTransactions {
    let key = "layout-render.CATransaction"
    if let existing = Thread.current.threadDictionary[key] as? OpenTransactions { return existing }
    let made = OpenTransactions()
    Thread.current.threadDictionary[key] = made
    return made
  }

  /// Opens a transaction.
  public static func begin() {
    open.completions.append([])
  }

  /// Closes the innermost transaction and runs its completion block.
  public static func commit() {
    let blocks = open.completions.popLast() ?? []
    blocks.forEach { $0() }
  }

  /// Runs the blocks of every open transaction's changes: nothing to do here.
  public static func flush() {}

  /// Stored nowhere: there are no implicit animations here.
  public static func setDisableActions(_ flag: Bool) {}

  /// Stored nowhere: there are no implicit animations here.
  public static func setAnimationDuration(_ duration: TimeInterval) {}

  /// Stored nowhere: there are no implicit animations here.
  public static func setAnimationTimingFunction(_ function: MediaTimingFunction?) {}

  /// Runs `block` when the innermost open transaction commits, or at once when none is open.
  public static func setCompletionBlock(_ block: (() -> Void)?) {
    guard let block else { return }
    let transactions = open
    if transactions.completions.isEmpty {
      block()
    } else {
      transactions.completions[transactions.completions.count - 1].append(block)
    }
  }
}

public typealias CAAnimation = LayerAnimation
public typealias CAPropertyAnimation = PropertyAnimation
public typealias CABasicAnimation = BasicAnimation
public typealias CASpringAnimation = SpringAnimation
public typealias CAKeyframeAnimation = KeyframeAnimation
public typealias CAAnimationGroup = AnimationGroup
public typealias CATransition = TransitionAnimation
public typealias CAAnimationDelegate = LayerAnimationDelegate
public typealias CAMediaTimingFillMode = MediaTimingFillMode
public typealias CAMediaTimingFunction = MediaTimingFunction
public typealias CAMediaTimingFunctionName = MediaTimingFunction.Name
public typealias CATransaction = Transaction

// Animations and `NSNull` are actions, as in Core Animation: a layer's `actions` and `defaultAction(forKey:)` return
// them. Nothing animates here, so running one does nothing.
extension LayerAnimation: CAAction {
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
  }
}

extension NSNull: CAAction {
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
  }
}
