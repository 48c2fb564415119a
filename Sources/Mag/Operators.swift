import Foundation
import HeadlessUIKit

/// `~` binds looser than `+`/`*` and tighter than the comparisons: `a == b * 0.5 + 10 ~ 999` is
/// `a == (((b * 0.5) + 10) ~ 999)` (docs/dsl-semantics.md, "Mag operators").
precedencegroup MagPriorityPrecedence {
  associativity: left
  higherThan: RangeFormationPrecedence
  lowerThan: AdditionPrecedence
}

infix operator ~ : MagPriorityPrecedence

/// A value with a priority: `100 ~ .defaultHigh`.
public struct Prioritized<Value> {
  public let value: Value
  public let priority: LayoutPriority
}

/// `value ~ priority`.
public func ~ (value: CGFloat, priority: LayoutPriority) -> Prioritized<CGFloat> {
  Prioritized(value: value, priority: priority)
}

/// The right-hand side of a Mag relation: an anchor with a constant, a multiplier and a priority.
///
/// Each operator replaces its own field: `(a + 10) + 5` has constant 5, and `(a - 100) * 0.5` keeps constant -100
/// (not scaled).
public struct LayoutTarget<AnchorType: AnyObject> {
  public let anchor: LayoutAnchor<AnchorType>
  public internal(set) var constant: CGFloat = 0
  public internal(set) var multiplier: CGFloat = 1
  public internal(set) var priority: LayoutPriority = .required
}

extension LayoutAnchor {
  var target: LayoutTarget<AnchorType> { LayoutTarget(anchor: self) }
}

// MARK: - Building targets

public func + <T>(anchor: LayoutAnchor<T>, constant: CGFloat) -> LayoutTarget<T> {
  anchor.target + constant
}
public func - <T>(anchor: LayoutAnchor<T>, constant: CGFloat) -> LayoutTarget<T> {
  anchor.target - constant
}
public func * <T>(anchor: LayoutAnchor<T>, multiplier: CGFloat) -> LayoutTarget<T> {
  anchor.target * multiplier
}
public func ~ <T>(anchor: LayoutAnchor<T>, priority: LayoutPriority) -> LayoutTarget<T> {
  anchor.target ~ priority
}
public func + <T>(anchor: LayoutAnchor<T>, constant: Prioritized<CGFloat>) -> LayoutTarget<T> {
  anchor.target + constant
}
public func - <T>(anchor: LayoutAnchor<T>, constant: Prioritized<CGFloat>) -> LayoutTarget<T> {
  anchor.target - constant
}
public func * <T>(anchor: LayoutAnchor<T>, multiplier: Prioritized<CGFloat>) -> LayoutTarget<T> {
  anchor.target * multiplier
}

public func + <T>(target: LayoutTarget<T>, constant: CGFloat) -> LayoutTarget<T> {
  var result = target
  result.constant = constant
  return result
}
public func - <T>(target: LayoutTarget<T>, constant: CGFloat) -> LayoutTarget<T> {
  target + -constant
}
public func * <T>(target: LayoutTarget<T>, multiplier: CGFloat) -> LayoutTarget<T> {
  var result = target
  result.multiplier = multiplier
  return result
}
public func ~ <T>(target: LayoutTarget<T>, priority: LayoutPriority) -> LayoutTarget<T> {
  var result = target
  result.priority = priority
  return result
}
public func + <T>(target: LayoutTarget<T>, constant: Prioritized<CGFloat>) -> LayoutTarget<T> {
  target + constant.value ~ constant.priority
}
public func - <T>(target: LayoutTarget<T>, constant: Prioritized<CGFloat>) -> LayoutTarget<T> {
  target - constant.value ~ constant.priority
}
public func * <T>(target: LayoutTarget<T>, multiplier: Prioritized<CGFloat>) -> LayoutTarget<T> {
  target * multiplier.value ~ multiplier.priority
}

// MARK: - Relations

/// `anchor REL target`: an inactive constraint that activates when released (unless activated by hand before).
func relate<T>(_ anchor: LayoutAnchor<T>, _ relation: LayoutRelation, _ target: LayoutTarget<T>)
  -> LayoutConstraint
{
  magConstraint(
    anchor.layoutItem, anchor.attribute, relation, target.anchor.layoutItem,
    target.anchor.attribute,
    multiplier: target.multiplier, constant: target.constant, priority: target.priority)
}

@discardableResult public func == <T>(lhs: LayoutAnchor<T>, rhs: LayoutTarget<T>)
  -> LayoutConstraint
{ relate(lhs, .equal, rhs) }
@discardableResult public func >= <T>(lhs: LayoutAnchor<T>, rhs: LayoutTarget<T>)
  -> LayoutConstraint
{
  relate(lhs, .greaterThanOrEqual, rhs)
}
@discardableResult public func <= <T>(lhs: LayoutAnchor<T>, rhs: LayoutTarget<T>)
  -> LayoutConstraint
{
  relate(lhs, .lessThanOrEqual, rhs)
}
@discardableResult public func == <T>(lhs: LayoutAnchor<T>, rhs: LayoutAnchor<T>)
  -> LayoutConstraint
{ lhs == rhs.target }
@discardableResult public func >= <T>(lhs: LayoutAnchor<T>, rhs: LayoutAnchor<T>)
  -> LayoutConstraint
{ lhs >= rhs.target }
@discardableResult public func <= <T>(lhs: LayoutAnchor<T>, rhs: LayoutAnchor<T>)
  -> LayoutConstraint
{ lhs <= rhs.target }

// Anchors are `NSObject`s, as in UIKit, and `NSObject`'s `==` answers a `Bool`. Between two anchors of one kind a
// non-generic overload wins over the generic one above, so each kind has its own: a statement `a == b` makes a
// constraint, and `==` where a `Bool` is wanted still compares.
@discardableResult public func == (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisAnchor)
  -> LayoutConstraint
{ lhs == rhs.target }
@discardableResult public func == (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisAnchor)
  -> LayoutConstraint
{ lhs == rhs.target }
@discardableResult public func == (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
  lhs == rhs.target
}

/// `dimension REL constant`: a single-item constraint.
func relate(
  _ dimension: LayoutDimension, _ relation: LayoutRelation, _ constant: Prioritized<CGFloat>
) -> LayoutConstraint {
  magConstraint(
    dimension.layoutItem, dimension.attribute, relation, nil, .notAnAttribute, multiplier: 1,
    constant: constant.value,
    priority: constant.priority)
}

@discardableResult public func == (lhs: LayoutDimension, rhs: CGFloat) -> LayoutConstraint {
  relate(lhs, .equal, rhs ~ .required)
}
@discardableResult public func >= (lhs: LayoutDimension, rhs: CGFloat) -> LayoutConstraint {
  relate(lhs, .greaterThanOrEqual, rhs ~ .required)
}
@discardableResult public func <= (lhs: LayoutDimension, rhs: CGFloat) -> LayoutConstraint {
  relate(lhs, .lessThanOrEqual, rhs ~ .required)
}
@discardableResult public func == (lhs: LayoutDimension, rhs: Prioritized<CGFloat>)
  -> LayoutConstraint
{ relate(lhs, .equal, rhs) }
@discardableResult public func >= (lhs: LayoutDimension, rhs: Prioritized<CGFloat>)
  -> LayoutConstraint
{
  relate(lhs, .greaterThanOrEqual, rhs)
}
@discardableResult public func <= (lhs: LayoutDimension, rhs: Prioritized<CGFloat>)
  -> LayoutConstraint
{
  relate(lhs, .lessThanOrEqual, rhs)
}
