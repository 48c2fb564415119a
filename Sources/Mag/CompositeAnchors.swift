import Foundation
import HeadlessUIKit

/// What a composite anchor's constant is (a point, a size or edge insets) and how it splits over the members.
public protocol CompositeOffset {
  /// No offset on any member.
  static var zero: Self { get }
  /// The constant of each member, in the composite's member order.
  func constants(for attributes: [LayoutAttribute]) -> [CGFloat]
  /// Every component negated (`edgeAnchor - insets`).
  static prefix func - (offset: Self) -> Self
}

extension CGPoint: CompositeOffset {
  public func constants(for attributes: [LayoutAttribute]) -> [CGFloat] { [x, y] }
  public static prefix func - (point: CGPoint) -> CGPoint { CGPoint(x: -point.x, y: -point.y) }
}

extension CGSize: CompositeOffset {
  public func constants(for attributes: [LayoutAttribute]) -> [CGFloat] { [width, height] }
  public static prefix func - (size: CGSize) -> CGSize {
    CGSize(width: -size.width, height: -size.height)
  }
}

extension EdgeInsets: CompositeOffset {
  /// top `+top`, leading `+left`, bottom `-bottom`, trailing `-right`: the item sits inside the other by the insets.
  public func constants(for attributes: [LayoutAttribute]) -> [CGFloat] {
    attributes.map { attribute in
      switch attribute {
      case .top: top
      case .bottom: -bottom
      case .leading: left
      case .trailing: -right
      default: 0
      }
    }
  }
  public static prefix func - (insets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right)
  }
}

/// Which anchors a composite holds, in member order, and the type of its constant (docs/dsl-semantics.md, "Mag anchors
/// and composites").
///
/// Each composite is its own kind, so only composites of one kind relate: `edgeAnchor == horizontalAnchor` does
/// not compile, as in Mag.
public protocol CompositeKind {
  associatedtype Offset: CompositeOffset
  static var attributes: [LayoutAttribute] { get }
}

/// `centerAnchor`: [centerX, centerY], constants are points.
public enum CenterComposite: CompositeKind {
  public typealias Offset = CGPoint
  public static var attributes: [LayoutAttribute] { [.centerX, .centerY] }
}

/// `sizeAnchor`: [width, height], constants are sizes.
public enum SizeComposite: CompositeKind {
  public typealias Offset = CGSize
  public static var attributes: [LayoutAttribute] { [.width, .height] }
}

/// `edgeAnchor`: [top, bottom, leading, trailing], in this order; constants are insets.
public enum EdgeComposite: CompositeKind {
  public typealias Offset = EdgeInsets
  public static var attributes: [LayoutAttribute] { [.top, .bottom, .leading, .trailing] }
}

/// `horizontalAnchor`: [leading, trailing]; the insets' left and right are used.
public enum HorizontalComposite: CompositeKind {
  public typealias Offset = EdgeInsets
  public static var attributes: [LayoutAttribute] { [.leading, .trailing] }
}

/// `verticalAnchor`: [top, bottom]; the insets' top and bottom are used.
public enum VerticalComposite: CompositeKind {
  public typealias Offset = EdgeInsets
  public static var attributes: [LayoutAttribute] { [.top, .bottom] }
}

/// Several anchors of one item used together (Mag's composites).
public struct CompositeAnchor<Kind: CompositeKind> {
  /// The view or guide the members belong to.
  public let item: LayoutItem
  var attributes: [LayoutAttribute] { Kind.attributes }
}

/// The right-hand side of a composite relation; each operator replaces its own field.
public struct CompositeTarget<Kind: CompositeKind> {
  public let anchor: CompositeAnchor<Kind>
  public internal(set) var constant: Kind.Offset = .zero
  public internal(set) var multiplier: CGFloat = 1
  public internal(set) var priority: LayoutPriority = .required
}

extension CompositeAnchor where Kind == CenterComposite {
  public var centerXAnchor: LayoutXAxisAnchor { item.centerXAnchor }
  public var centerYAnchor: LayoutYAxisAnchor { item.centerYAnchor }
}

extension CompositeAnchor where Kind == SizeComposite {
  public var widthAnchor: LayoutDimension { item.widthAnchor }
  public var heightAnchor: LayoutDimension { item.heightAnchor }
}

extension CompositeAnchor where Kind == EdgeComposite {
  public var topAnchor: LayoutYAxisAnchor { item.topAnchor }
  public var bottomAnchor: LayoutYAxisAnchor { item.bottomAnchor }
  public var leadingAnchor: LayoutXAxisAnchor { item.leadingAnchor }
  public var trailingAnchor: LayoutXAxisAnchor { item.trailingAnchor }
}

extension CompositeAnchor where Kind == HorizontalComposite {
  public var leadingAnchor: LayoutXAxisAnchor { item.leadingAnchor }
  public var trailingAnchor: LayoutXAxisAnchor { item.trailingAnchor }
}

extension CompositeAnchor where Kind == VerticalComposite {
  public var topAnchor: LayoutYAxisAnchor { item.topAnchor }
  public var bottomAnchor: LayoutYAxisAnchor { item.bottomAnchor }
}

extension LayoutItem {
  /// [centerX, centerY]; constants are points.
  public var centerAnchor: CompositeAnchor<CenterComposite> { CompositeAnchor(item: self) }
  /// [width, height]; constants are sizes.
  public var sizeAnchor: CompositeAnchor<SizeComposite> { CompositeAnchor(item: self) }
  /// [top, bottom, leading, trailing], in this order; constants are insets.
  public var edgeAnchor: CompositeAnchor<EdgeComposite> { CompositeAnchor(item: self) }
  /// [leading, trailing]; the insets' left and right are used.
  public var horizontalAnchor: CompositeAnchor<HorizontalComposite> { CompositeAnchor(item: self) }
  /// [top, bottom]; the insets' top and bottom are used.
  public var verticalAnchor: CompositeAnchor<VerticalComposite> { CompositeAnchor(item: self) }
}

/// `offset ~ priority`: a point, size or insets with a priority, for any operator that takes the offset.
public func ~ <O: CompositeOffset>(value: O, priority: LayoutPriority) -> Prioritized<O> {
  Prioritized(value: value, priority: priority)
}

// MARK: - Building targets

public func + <K>(anchor: CompositeAnchor<K>, offset: K.Offset) -> CompositeTarget<K> {
  CompositeTarget(anchor: anchor) + offset
}
public func - <K>(anchor: CompositeAnchor<K>, offset: K.Offset) -> CompositeTarget<K> {
  CompositeTarget(anchor: anchor) - offset
}
public func * <K>(anchor: CompositeAnchor<K>, multiplier: CGFloat) -> CompositeTarget<K> {
  CompositeTarget(anchor: anchor) * multiplier
}
public func ~ <K>(anchor: CompositeAnchor<K>, priority: LayoutPriority) -> CompositeTarget<K> {
  CompositeTarget(anchor: anchor) ~ priority
}
public func + <K>(anchor: CompositeAnchor<K>, offset: Prioritized<K.Offset>) -> CompositeTarget<K> {
  CompositeTarget(anchor: anchor) + offset
}
public func - <K>(anchor: CompositeAnchor<K>, offset: Prioritized<K.Offset>) -> CompositeTarget<K> {
  CompositeTarget(anchor: anchor) - offset
}
public func * <K>(anchor: CompositeAnchor<K>, multiplier: Prioritized<CGFloat>) -> CompositeTarget<
  K
> {
  CompositeTarget(anchor: anchor) * multiplier
}

public func + <K>(target: CompositeTarget<K>, offset: K.Offset) -> CompositeTarget<K> {
  var result = target
  result.constant = offset
  return result
}
public func - <K>(target: CompositeTarget<K>, offset: K.Offset) -> CompositeTarget<K> {
  target + -offset
}
public func * <K>(target: CompositeTarget<K>, multiplier: CGFloat) -> CompositeTarget<K> {
  var result = target
  result.multiplier = multiplier
  return result
}
public func ~ <K>(target: CompositeTarget<K>, priority: LayoutPriority) -> CompositeTarget<K> {
  var result = target
  result.priority = priority
  return result
}
public func + <K>(target: CompositeTarget<K>, offset: Prioritized<K.Offset>) -> CompositeTarget<K> {
  target + offset.value ~ offset.priority
}
public func - <K>(target: CompositeTarget<K>, offset: Prioritized<K.Offset>) -> CompositeTarget<K> {
  target - offset.value ~ offset.priority
}
public func * <K>(target: CompositeTarget<K>, multiplier: Prioritized<CGFloat>) -> CompositeTarget<
  K
> {
  target * multiplier.value ~ multiplier.priority
}

// MARK: - Relations

/// One constraint per member; the relation is never inverted (unlike Yalta's pins).
func relate<K>(
  _ anchor: CompositeAnchor<K>, _ relation: LayoutRelation, _ target: CompositeTarget<K>
) -> [LayoutConstraint] {
  let constants = target.constant.constants(for: anchor.attributes)
  return zip(anchor.attributes, constants).map { attribute, constant in
    magConstraint(
      anchor.item, attribute, relation, target.anchor.item, attribute,
      multiplier: target.multiplier, constant: constant, priority: target.priority)
  }
}

@discardableResult public func == <K>(lhs: CompositeAnchor<K>, rhs: CompositeTarget<K>)
  -> [LayoutConstraint]
{ relate(lhs, .equal, rhs) }
@discardableResult public func >= <K>(lhs: CompositeAnchor<K>, rhs: CompositeTarget<K>)
  -> [LayoutConstraint]
{ relate(lhs, .greaterThanOrEqual, rhs) }
@discardableResult public func <= <K>(lhs: CompositeAnchor<K>, rhs: CompositeTarget<K>)
  -> [LayoutConstraint]
{ relate(lhs, .lessThanOrEqual, rhs) }
@discardableResult public func == <K>(lhs: CompositeAnchor<K>, rhs: CompositeAnchor<K>)
  -> [LayoutConstraint]
{ relate(lhs, .equal, CompositeTarget(anchor: rhs)) }
@discardableResult public func >= <K>(lhs: CompositeAnchor<K>, rhs: CompositeAnchor<K>)
  -> [LayoutConstraint]
{ relate(lhs, .greaterThanOrEqual, CompositeTarget(anchor: rhs)) }
@discardableResult public func <= <K>(lhs: CompositeAnchor<K>, rhs: CompositeAnchor<K>)
  -> [LayoutConstraint]
{ relate(lhs, .lessThanOrEqual, CompositeTarget(anchor: rhs)) }

/// `sizeAnchor REL CGSize(...) (~ p)`: single-item width and height constraints.
func relate(
  _ anchor: CompositeAnchor<SizeComposite>, _ relation: LayoutRelation, _ size: CGSize,
  priority: LayoutPriority = .required
) -> [LayoutConstraint] {
  zip(anchor.attributes, [size.width, size.height]).map { attribute, constant in
    magConstraint(
      anchor.item, attribute, relation, nil, .notAnAttribute, multiplier: 1, constant: constant,
      priority: priority)
  }
}

@discardableResult public func == (lhs: CompositeAnchor<SizeComposite>, rhs: CGSize)
  -> [LayoutConstraint]
{ relate(lhs, .equal, rhs) }
@discardableResult public func >= (lhs: CompositeAnchor<SizeComposite>, rhs: CGSize)
  -> [LayoutConstraint]
{ relate(lhs, .greaterThanOrEqual, rhs) }
@discardableResult public func <= (lhs: CompositeAnchor<SizeComposite>, rhs: CGSize)
  -> [LayoutConstraint]
{ relate(lhs, .lessThanOrEqual, rhs) }
@discardableResult public func == (lhs: CompositeAnchor<SizeComposite>, rhs: Prioritized<CGSize>)
  -> [LayoutConstraint]
{ relate(lhs, .equal, rhs.value, priority: rhs.priority) }
@discardableResult public func >= (lhs: CompositeAnchor<SizeComposite>, rhs: Prioritized<CGSize>)
  -> [LayoutConstraint]
{ relate(lhs, .greaterThanOrEqual, rhs.value, priority: rhs.priority) }
@discardableResult public func <= (lhs: CompositeAnchor<SizeComposite>, rhs: Prioritized<CGSize>)
  -> [LayoutConstraint]
{ relate(lhs, .lessThanOrEqual, rhs.value, priority: rhs.priority) }
