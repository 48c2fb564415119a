import Foundation

// UIKit Dynamics: physics that moves views over time. A render is one instant, before any time has passed, so the
// animator and its behaviours are kept and move nothing: every item stays where layout put it, as on the first
// frame on a device.

/// Something the dynamics animator can move (UIKit's `UIDynamicItem`): every view.
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
  var center: CGPoint { get set }
  var bounds: CGRect { get }
  var transform: CGAffineTransform { get set }
}

extension View: UIDynamicItem {}

/// A range of floating-point values (UIKit's `UIFloatRange`).
public struct UIFloatRange: Hashable, Sendable {
  public var minimum: CGFloat
  public var maximum: CGFloat
  public init(minimum: CGFloat, maximum: CGFloat) {
    self.minimum = minimum
    self.maximum = maximum
  }
  /// The range from 0 to 0.
  public static let zero = UIFloatRange(minimum: 0, maximum: 0)
  /// The range of every value.
  public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)
  /// Whether it is the infinite range.
  public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}

/// Runs behaviours over the items of a reference view (UIKit's `UIDynamicAnimator`): never running here.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
  /// The view whose coordinates the behaviours use.
  open private(set) weak var referenceView: View?
  /// The behaviours added.
  open private(set) var behaviors: [UIDynamicBehavior] = []
  open weak var delegate: UIDynamicAnimatorDelegate?
  /// Whether the physics is running: never.
  open var isRunning: Bool { false }
  /// How long it has run: no time.
  open var elapsedTime: TimeInterval { 0 }

  /// An animator for the items of `view`.
  public init(referenceView view: View) {
    referenceView = view
  }

  open func addBehavior(_ behavior: UIDynamicBehavior) {
    behaviors.append(behavior)
    behavior.dynamicAnimator = self
    behavior.willMove(to: self)
  }

  open func removeBehavior(_ behavior: UIDynamicBehavior) {
    behaviors.removeAll { $0 === behavior }
    behavior.dynamicAnimator = nil
    behavior.willMove(to: nil)
  }

  open func removeAllBehaviors() {
    for behavior in behaviors { removeBehavior(behavior) }
  }

  /// The items of every behaviour in `rect`.
  open func items(in rect: CGRect) -> [any UIDynamicItem] {
    var seen: Set<ObjectIdentifier> = []
    return behaviors.flatMap(\.dynamicItems).filter {
      seen.insert(ObjectIdentifier($0)).inserted
        && CGRect(
          x: $0.center.x - $0.bounds.width / 2, y: $0.center.y - $0.bounds.height / 2,
          width: $0.bounds.width, height: $0.bounds.height
        ).intersects(rect)
    }
  }

  /// Takes an item's position and size again: nothing has moved it.
  open func updateItem(usingCurrentState item: any UIDynamicItem) {}
}

/// Hears an animator pause and resume (UIKit's `UIDynamicAnimatorDelegate`).
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
  public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// A physical rule applied to items (UIKit's `UIDynamicBehavior`): kept with its items and children.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
  /// The items it moves.
  public fileprivate(set) var items: [any UIDynamicItem] = []
  /// Its child behaviours.
  open private(set) var childBehaviors: [UIDynamicBehavior] = []
  /// Called at every step of the animation: never here.
  open var action: (() -> Void)?
  /// The animator it was added to.
  open fileprivate(set) weak var dynamicAnimator: UIDynamicAnimator?

  public override init() {}

  /// A behaviour of `items`.
  public init(items: [any UIDynamicItem]) {
    self.items = items
  }

  var dynamicItems: [any UIDynamicItem] { items + childBehaviors.flatMap(\.dynamicItems) }

  open func addChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.append(behavior) }
  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    childBehaviors.removeAll { $0 === behavior }
  }
  /// Called before the behaviour joins or leaves an animator.
  open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

  open func addItem(_ item: any UIDynamicItem) { items.append(item) }
  open func removeItem(_ item: any UIDynamicItem) { items.removeAll { $0 === item } }
}

/// Gravity (UIKit's `UIGravityBehavior`).
open class UIGravityBehavior: UIDynamicBehavior {
  /// The direction and strength: straight down at 1 by default (UIKit's default `gravityDirection` (0, 1)).
  open var gravityDirection = CGVector(dx: 0, dy: 1)
  open var angle: CGFloat = .pi / 2
  open var magnitude: CGFloat = 1
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    self.angle = angle
    self.magnitude = magnitude
  }
}

/// Collisions between items and with boundaries (UIKit's `UICollisionBehavior`).
open class UICollisionBehavior: UIDynamicBehavior {
  /// What collides (UIKit's `UICollisionBehavior.Mode`).
  public struct Mode: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let items = Mode(rawValue: 1 << 0)
    public static let boundaries = Mode(rawValue: 1 << 1)
    public static let everything = Mode(rawValue: UInt.max)
  }
  open var collisionMode: Mode = .everything
  open var translatesReferenceBoundsIntoBoundary = false
  open weak var collisionDelegate: UICollisionBehaviorDelegate?
  open func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
    translatesReferenceBoundsIntoBoundary = true
  }
  open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint)
  {}
  open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: BezierPath) {}
  open func removeAllBoundaries() {}
}

/// Hears collisions (UIKit's `UICollisionBehaviorDelegate`): none happen here.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: AnyObject {}

/// Pulls an item to a point (UIKit's `UISnapBehavior`).
open class UISnapBehavior: UIDynamicBehavior {
  open var snapPoint: CGPoint
  open var damping: CGFloat = 0.5
  public init(item: any UIDynamicItem, snapTo point: CGPoint) {
    snapPoint = point
    super.init(items: [item])
  }
}

/// A push on items (UIKit's `UIPushBehavior`).
open class UIPushBehavior: UIDynamicBehavior {
  /// Whether the push lasts or is one blow (UIKit's `UIPushBehavior.Mode`).
  public enum Mode: Int, Sendable {
    case continuous = 0, instantaneous
  }
  public let mode: Mode
  open var active = true
  open var angle: CGFloat = 0
  open var magnitude: CGFloat = 0
  open var pushDirection = CGVector(dx: 0, dy: 0)
  public init(items: [any UIDynamicItem], mode: Mode) {
    self.mode = mode
    super.init(items: items)
  }
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    self.angle = angle
    self.magnitude = magnitude
  }
}

/// A spring or rod between an item and an anchor or another item (UIKit's `UIAttachmentBehavior`).
open class UIAttachmentBehavior: UIDynamicBehavior {
  open var anchorPoint: CGPoint
  open var length: CGFloat = 0
  open var damping: CGFloat = 0
  open var frequency: CGFloat = 0
  public init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
    anchorPoint = point
    super.init(items: [item])
  }
  public init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
    anchorPoint = item2.center
    super.init(items: [item1, item2])
  }
}

/// Physical properties of items (UIKit's `UIDynamicItemBehavior`).
open class UIDynamicItemBehavior: UIDynamicBehavior {
  open var elasticity: CGFloat = 0
  open var friction: CGFloat = 0
  open var density: CGFloat = 1
  open var resistance: CGFloat = 0
  open var angularResistance: CGFloat = 0
  open var allowsRotation = true
  open var isAnchored = false
  open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {}
  open func linearVelocity(for item: any UIDynamicItem) -> CGPoint { .zero }
  open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {}
  open func angularVelocity(for item: any UIDynamicItem) -> CGFloat { 0 }
}
