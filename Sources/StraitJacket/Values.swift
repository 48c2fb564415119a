import Foundation
import HeadlessUIKit

/// Something a chain holds: a view or guide, or a modifier between two of them (docs/dsl-semantics.md, "Chains").
public protocol Restrainable {}
extension View: Restrainable {}
extension LayoutGuide: Restrainable {}

/// A space between two chained items: its value, multiplier, relation, priority and identifier.
public struct RestraintModifier: Restrainable, RestraintValue, Sendable {
  public var value: CGFloat
  public var multiple: CGFloat
  public var relation: LayoutRelation
  public var priority: LayoutPriority
  public var identifier: String?

  public init(
    _ value: CGFloat, multiple: CGFloat = 1, relation: LayoutRelation = .equal,
    priority: LayoutPriority = .required,
    identifier: String? = nil
  ) {
    self.value = value
    self.multiple = multiple
    self.relation = relation
    self.priority = priority
    self.identifier = identifier
  }

}

/// StraitJacket's name for a chain space: `Space(8)`.
public typealias Space = RestraintModifier

/// A value that can carry an identifier and a priority, changed by copy (StraitJacket's `withId`/`withPriority`).
public protocol RestraintValue {
  var identifier: String? { get set }
  var priority: LayoutPriority { get set }
}

extension RestraintValue {
  /// The same value with an identifier.
  public func withId(_ identifier: String) -> Self {
    var copy = self
    copy.identifier = identifier
    return copy
  }

  /// The same value at another priority (promised by the README; docs/dsl-semantics.md, "Decisions").
  public func withPriority(_ priority: LayoutPriority) -> Self {
    var copy = self
    copy.priority = priority
    return copy
  }
}

/// The axis a size value constrains: `WidthAxis` or `HeightAxis` (phantom types, so that a width can never be
/// given where a height is expected).
public protocol SizeAxis {
  /// The attribute the value constrains.
  static var attribute: LayoutAttribute { get }
}

/// The horizontal axis of a size value.
public enum WidthAxis: SizeAxis {
  public static var attribute: LayoutAttribute { .width }
}

/// The vertical axis of a size value.
public enum HeightAxis: SizeAxis {
  public static var attribute: LayoutAttribute { .height }
}

/// A fixed size for one item on one axis: `item.width(100)` (`Width`), `item.height(20)` (`Height`), or the later
/// spelling `item.equal(size: 100)`, whose axis comes from where it is used (`setSizes(widths:)`).
public struct SizeValue<Axis: SizeAxis>: RestraintValue {
  let item: LayoutItem
  public var value: CGFloat
  public var relation: LayoutRelation
  public var priority: LayoutPriority
  public var identifier: String?

  /// `Width(v2, value: 50, relation: .lessThanOrEqual)`, the README's explicit form (and `Height(…)`).
  public init(
    _ item: LayoutItem, value: CGFloat, relation: LayoutRelation = .equal,
    priority: LayoutPriority = .required
  ) {
    self.item = item
    self.value = value
    self.relation = relation
    self.priority = priority
  }
}

/// A size relative to another item's on one axis: `item.relativeWidth(0.25, of: root)`, `RelativeWidth(item,
/// multiple: 0.25, of: root)` or the later `item.multiple(0.25, of: root)`.
public struct RelativeSizeValue<Axis: SizeAxis>: RestraintValue {
  let item: LayoutItem
  let other: LayoutItem
  public var multiplier: CGFloat
  public var relation: LayoutRelation
  public var priority: LayoutPriority
  public var identifier: String?

  /// `source.size REL other.size × multiple @priority` on this axis.
  public init(
    _ item: LayoutItem, multiple: CGFloat, of other: LayoutItem,
    relation: LayoutRelation = .equal, priority: LayoutPriority = .required
  ) {
    self.item = item
    self.other = other
    self.multiplier = multiple
    self.relation = relation
    self.priority = priority
  }
}

public typealias Width = SizeValue<WidthAxis>
public typealias Height = SizeValue<HeightAxis>
public typealias RelativeWidth = RelativeSizeValue<WidthAxis>
public typealias RelativeHeight = RelativeSizeValue<HeightAxis>

extension LayoutItem {
  /// `item.width REL value @priority`.
  public func width(
    _ value: CGFloat, relation: LayoutRelation = .equal, priority: LayoutPriority = .required
  ) -> Width {
    Width(self, value: value, relation: relation, priority: priority)
  }

  /// `item.height REL value @priority`.
  public func height(
    _ value: CGFloat, relation: LayoutRelation = .equal, priority: LayoutPriority = .required
  ) -> Height {
    Height(self, value: value, relation: relation, priority: priority)
  }

  /// `item.width REL other.width × multiplier`.
  public func relativeWidth(
    _ multiplier: CGFloat, of other: LayoutItem, relation: LayoutRelation = .equal,
    priority: LayoutPriority = .required
  ) -> RelativeWidth {
    RelativeWidth(self, multiple: multiplier, of: other, relation: relation, priority: priority)
  }

  /// `item.height REL other.height × multiplier`.
  public func relativeHeight(
    _ multiplier: CGFloat, of other: LayoutItem, relation: LayoutRelation = .equal,
    priority: LayoutPriority = .required
  ) -> RelativeHeight {
    RelativeHeight(self, multiple: multiplier, of: other, relation: relation, priority: priority)
  }

  // The later spellings: the axis comes from the argument label they are passed to
  // (`setSizes(widths:heights:)`, `setRelativeSizes(widths:heights:)`). StraitJacket's later `min(size:)` and
  // `max(size:)` are left out on purpose: as members of every view they would hide Swift's `min` and `max` inside
  // every view subclass (`max(a, b)` in `layoutSubviews` would stop compiling); use `Width(view, value:, relation:)`.

  /// A size equal to `size` (later spelling).
  public func equal<Axis>(size: CGFloat) -> SizeValue<Axis> {
    SizeValue(self, value: size, relation: .equal)
  }

  /// A size `multiple` times `other`'s on the same axis (later spelling).
  public func multiple<Axis>(_ multiple: CGFloat, of other: LayoutItem) -> RelativeSizeValue<Axis> {
    RelativeSizeValue(self, multiple: multiple, of: other)
  }
}

extension RestraintModifier {
  /// A space of exactly `value` points (later spelling of `Space(value)`).
  public static func equal(_ value: CGFloat) -> RestraintModifier { RestraintModifier(value) }

  /// A space of at least `value` points.
  public static func least(_ value: CGFloat) -> RestraintModifier {
    RestraintModifier(value, relation: .greaterThanOrEqual)
  }

  /// A space of at most `value` points.
  public static func most(_ value: CGFloat) -> RestraintModifier {
    RestraintModifier(value, relation: .lessThanOrEqual)
  }
}
