import Foundation

// The focus system of UIKit (keyboards, remotes, game controllers): views and view controllers take part in it, and
// nothing is ever focused here, so each type keeps what code gives it and reports no focus.

/// Something that takes part in focus: a view, a view controller (UIKit's `UIFocusEnvironment`).
public protocol FocusEnvironment: AnyObject {
  /// Where focus should go first inside this environment.
  var preferredFocusEnvironments: [FocusEnvironment] { get }
  /// The environment that contains this one.
  var parentFocusEnvironment: FocusEnvironment? { get }
  /// The container of this environment's focusable items.
  var focusItemContainer: FocusItemContainer? { get }
  /// Asks for focus to be updated (nothing happens here).
  func setNeedsFocusUpdate()
  /// Updates focus now if it was asked for (nothing happens here).
  func updateFocusIfNeeded()
  /// Whether focus may move as `context` says.
  func shouldUpdateFocus(in context: FocusUpdateContext) -> Bool
  /// Called after focus moved.
  func didUpdateFocus(in context: FocusUpdateContext, with coordinator: FocusAnimationCoordinator)
}

/// Something focus can land on (UIKit's `UIFocusItem`).
public protocol FocusItem: FocusEnvironment {
  /// Whether the item can be focused.
  var canBecomeFocused: Bool { get }
  /// The item's frame in its container's coordinate space.
  var frame: CGRect { get }
}

/// What holds focusable items and finds them by place (UIKit's `UIFocusItemContainer`).
public protocol FocusItemContainer: AnyObject {
  /// The coordinate space of the container's items.
  var coordinateSpace: CoordinateSpace { get }
  /// The items in `rect`.
  func focusItems(in rect: CGRect) -> [FocusItem]
}

extension View: FocusItem {}
extension ViewController: FocusEnvironment {}

/// Which way focus moves (UIKit's `UIFocusHeading`), with UIKit's raw values.
public struct FocusHeading: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = FocusHeading(rawValue: 1 << 0)
  public static let down = FocusHeading(rawValue: 1 << 1)
  public static let left = FocusHeading(rawValue: 1 << 2)
  public static let right = FocusHeading(rawValue: 1 << 3)
  public static let next = FocusHeading(rawValue: 1 << 4)
  public static let previous = FocusHeading(rawValue: 1 << 5)
  public static let first = FocusHeading(rawValue: 1 << 8)
  public static let last = FocusHeading(rawValue: 1 << 9)
}

/// A move of focus from one item to another (UIKit's `UIFocusUpdateContext`); none is ever made here.
@preconcurrency @MainActor
open class FocusUpdateContext: NSObject {
  /// The item focus leaves.
  open weak var previouslyFocusedItem: FocusItem?
  /// The item focus goes to.
  open weak var nextFocusedItem: FocusItem?
  /// The view focus leaves.
  open weak var previouslyFocusedView: View?
  /// The view focus goes to.
  open weak var nextFocusedView: View?
  /// The way focus moves.
  open var focusHeading: FocusHeading = []

  public override init() {}
}

/// Runs animations alongside a focus change (UIKit's `UIFocusAnimationCoordinator`): at once, as focus never moves
/// here but the code's end state is what a picture shows.
open class FocusAnimationCoordinator {
  public init() {}

  /// Runs `animations` now and `completion` after them.
  open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
    animations?()
    completion?()
  }

  /// Runs `animations` now and `completion` after them (the focusing item's half of the change).
  open func addCoordinatedFocusingAnimations(
    _ animations: ((any FocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
  ) {
    animations?(ImmediateFocusAnimation())
    completion?()
  }

  /// Runs `animations` now and `completion` after them (the unfocusing item's half of the change).
  open func addCoordinatedUnfocusingAnimations(
    _ animations: ((any FocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
  ) {
    animations?(ImmediateFocusAnimation())
    completion?()
  }
}

/// What a focus animation is told of its timing (UIKit's `UIFocusAnimationContext`).
public protocol FocusAnimationContext {
  /// How long the animation runs.
  var duration: TimeInterval { get }
}

/// The timing of a focus animation that runs at once.
private struct ImmediateFocusAnimation: FocusAnimationContext {
  var duration: TimeInterval { 0 }
}

/// How far a focus move has come, for effects that follow it (UIKit's `UIFocusMovementHint`): at rest here.
open class FocusMovementHint {
  /// The direction and distance of the coming move, each component from -1 to 1.
  open var movementDirection: CGVector { .zero }
  /// The 3D transform an item would take to follow the move.
  open var perspectiveTransform: CATransform3D { CATransform3DIdentity }
  /// The rotation an item would take, in radians.
  open var rotation: CGVector { .zero }
  /// The translation an item would take, in points.
  open var translation: CGVector { .zero }
  /// The transform that combines the above.
  open var interactionTransform: CATransform3D { CATransform3DIdentity }

  public init() {}
}

/// How a view ranks when focus picks an item within a group (UIKit's `UIFocusGroupPriority`), with UIKit's values.
public struct FocusGroupPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  public static let ignored = FocusGroupPriority(0)
  public static let previouslyFocused = FocusGroupPriority(1000)
  public static let prioritized = FocusGroupPriority(2000)
  public static let currentlyFocused = FocusGroupPriority(Int.max)
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The look of a focused item (UIKit's `UIFocusEffect`): kept, never drawn.
open class FocusEffect {
  public init() {}
}

/// A halo around a focused item (UIKit's `UIFocusHaloEffect`): kept, never drawn.
open class FocusHaloEffect: FocusEffect {
  /// Where the halo is drawn relative to the item's shape.
  public enum Position: Int, Sendable {
    case automatic, outside, inside
  }

  /// The rectangle the halo follows.
  open private(set) var rect: CGRect = .zero
  /// The corner radius of the halo's shape.
  open private(set) var cornerRadius: CGFloat = 0
  /// The path the halo follows, when given as a path.
  open private(set) var bezierPath: BezierPath?
  /// The view the halo is drawn in.
  open weak var containerView: View?
  /// The view the halo is drawn above.
  open weak var referenceView: View?
  /// Where the halo is drawn relative to the shape.
  open var position = Position.automatic

  public override init() {}

  /// A halo around `rect`.
  public convenience init(rect: CGRect) {
    self.init()
    self.rect = rect
  }

  /// A halo around `rect` with rounded corners.
  public convenience init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve
  ) {
    self.init(rect: rect)
    self.cornerRadius = cornerRadius
  }

  /// A halo along `bezierPath`.
  public convenience init(path bezierPath: BezierPath) {
    self.init()
    self.bezierPath = bezierPath
  }
}

public typealias UIFocusEnvironment = FocusEnvironment
public typealias UIFocusItem = FocusItem
public typealias UIFocusItemContainer = FocusItemContainer
public typealias UIFocusHeading = FocusHeading
public typealias UIFocusUpdateContext = FocusUpdateContext
public typealias UIFocusAnimationCoordinator = FocusAnimationCoordinator
public typealias UIFocusAnimationContext = FocusAnimationContext
public typealias UIFocusMovementHint = FocusMovementHint
public typealias UIFocusGroupPriority = FocusGroupPriority
public typealias UIFocusEffect = FocusEffect
public typealias UIFocusHaloEffect = FocusHaloEffect
