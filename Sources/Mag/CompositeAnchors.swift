import Foundation
import Layout

/// What a composite anchor's constant is (a point, a size or edge insets) and how it splits over the members.
public protocol CompositeOffset {
  /// The constant of each member, in the composite's member order.
  func constants(for attributes: [LayoutAttribute]) -> [CGFloat]
  /// Every component negated (`edgeAnchor - insets`).
  static prefix func - (offset: Self) -> Self
}

extension CGPoint: CompositeOffset {
  public func constants(for attributes: [LayoutAttribute]) -> [CGFloat] { [x, y] }
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

extension CGPoint {
  public static prefix func - (point: CGPoint) -> CGPoint { CGPoint(x: -point.x, y: -point.y) }
}

/// Several anchors of one item used together (Mag's composites), with their member order (seed-semantics §5.1).
public struct CompositeAnchor<Offset: CompositeOffset> {
  let item: LayoutItem
  let attributes: [LayoutAttribute]
}

/// The right-hand side of a composite relation.
public struct CompositeTarget<Offset: CompositeOffset> {
  let anchor: CompositeAnchor<Offset>
  var offset: Offset?
  var multiplier: CGFloat = 1
  var priority: LayoutPriority = .required
}

extension LayoutItem {
  /// [centerX, centerY]; constants are points.
  public var centerAnchor: CompositeAnchor<CGPoint> {
    CompositeAnchor(item: self, attributes: [.centerX, .centerY])
  }
  /// [width, height]; constants are sizes.
  public var sizeAnchor: CompositeAnchor<CGSize> {
    CompositeAnchor(item: self, attributes: [.width, .height])
  }
  /// [top, bottom, leading, trailing], in this order; constants are insets.
  public var edgeAnchor: CompositeAnchor<EdgeInsets> {
    CompositeAnchor(item: self, attributes: [.top, .bottom, .leading, .trailing])
  }
  /// [leading, trailing]; the insets' left and right are used.
  public var horizontalAnchor: CompositeAnchor<EdgeInsets> {
    CompositeAnchor(item: self, attributes: [.leading, .trailing])
  }
  /// [top, bottom]; the insets' top and bottom are used.
  public var verticalAnchor: CompositeAnchor<EdgeInsets> {
    CompositeAnchor(item: self, attributes: [.top, .bottom])
  }
}

public func + <O>(anchor: CompositeAnchor<O>, offset: O) -> CompositeTarget<O> {
  CompositeTarget(anchor: anchor) + offset
}
public func - <O>(anchor: CompositeAnchor<O>, offset: O) -> CompositeTarget<O> {
  CompositeTarget(anchor: anchor) + -offset
}
public func * <O>(anchor: CompositeAnchor<O>, multiplier: CGFloat) -> CompositeTarget<O> {
  CompositeTarget(anchor: anchor) * multiplier
}
public func ~ <O>(anchor: CompositeAnchor<O>, priority: LayoutPriority) -> CompositeTarget<O> {
  CompositeTarget(anchor: anchor) ~ priority
}
public func + <O>(target: CompositeTarget<O>, offset: O) -> CompositeTarget<O> {
  var result = target
  result.offset = offset
  return result
}
public func - <O>(target: CompositeTarget<O>, offset: O) -> CompositeTarget<O> { target + -offset }
public func * <O>(target: CompositeTarget<O>, multiplier: CGFloat) -> CompositeTarget<O> {
  var result = target
  result.multiplier = multiplier
  return result
}
public func ~ <O>(target: CompositeTarget<O>, priority: LayoutPriority) -> CompositeTarget<O> {
  var result = target
  result.priority = priority
  return result
}

/// One constraint per member; the relation is never inverted (unlike Yalta's pins).
func relate<O>(
  _ anchor: CompositeAnchor<O>, _ relation: LayoutRelation, _ target: CompositeTarget<O>
) -> [LayoutConstraint] {
  let constants =
    target.offset?.constants(for: anchor.attributes) ?? anchor.attributes.map { _ in 0 }
  return zip(anchor.attributes, constants).map { attribute, constant in
    magConstraint(
      anchor.item, attribute, relation, target.anchor.item, attribute,
      multiplier: target.multiplier,
      constant: constant, priority: target.priority)
  }
}

@discardableResult public func == <O>(lhs: CompositeAnchor<O>, rhs: CompositeTarget<O>)
  -> [LayoutConstraint]
{
  relate(lhs, .equal, rhs)
}
@discardableResult public func >= <O>(lhs: CompositeAnchor<O>, rhs: CompositeTarget<O>)
  -> [LayoutConstraint]
{
  relate(lhs, .greaterThanOrEqual, rhs)
}
@discardableResult public func <= <O>(lhs: CompositeAnchor<O>, rhs: CompositeTarget<O>)
  -> [LayoutConstraint]
{
  relate(lhs, .lessThanOrEqual, rhs)
}
@discardableResult public func == <O>(lhs: CompositeAnchor<O>, rhs: CompositeAnchor<O>)
  -> [LayoutConstraint]
{
  relate(lhs, .equal, CompositeTarget(anchor: rhs))
}
@discardableResult public func >= <O>(lhs: CompositeAnchor<O>, rhs: CompositeAnchor<O>)
  -> [LayoutConstraint]
{
  relate(lhs, .greaterThanOrEqual, CompositeTarget(anchor: rhs))
}
@discardableResult public func <= <O>(lhs: CompositeAnchor<O>, rhs: CompositeAnchor<O>)
  -> [LayoutConstraint]
{
  relate(lhs, .lessThanOrEqual, CompositeTarget(anchor: rhs))
}

/// `sizeAnchor REL CGSize(...)`: single-item width and height constraints.
func relate(_ anchor: CompositeAnchor<CGSize>, _ relation: LayoutRelation, _ size: CGSize)
  -> [LayoutConstraint]
{
  zip(anchor.attributes, [size.width, size.height]).map { attribute, constant in
    magConstraint(
      anchor.item, attribute, relation, nil, .notAnAttribute, multiplier: 1, constant: constant,
      priority: .required)
  }
}
@discardableResult public func == (lhs: CompositeAnchor<CGSize>, rhs: CGSize) -> [LayoutConstraint]
{ relate(lhs, .equal, rhs) }
@discardableResult public func >= (lhs: CompositeAnchor<CGSize>, rhs: CGSize) -> [LayoutConstraint]
{
  relate(lhs, .greaterThanOrEqual, rhs)
}
@discardableResult public func <= (lhs: CompositeAnchor<CGSize>, rhs: CGSize) -> [LayoutConstraint]
{
  relate(lhs, .lessThanOrEqual, rhs)
}
