import Foundation
import Layout

/// Something a chain holds: a view or guide, or a modifier between two of them (seed-semantics §6.3).
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

  /// The same value at another priority (D7: promised by the README).
  public func withPriority(_ priority: LayoutPriority) -> Self {
    var copy = self
    copy.priority = priority
    return copy
  }
}

/// A fixed size for one item: `item.width(100)` (`Width`) or `item.height(20)` (`Height`).
public struct SizeValue: RestraintValue {
  let attribute: LayoutAttribute
  let item: LayoutItem
  public var value: CGFloat
  public var relation: LayoutRelation
  public var priority: LayoutPriority
  public var identifier: String?

}

/// A size relative to another item's: `item.relativeWidth(0.25, of: root)`.
public struct RelativeSizeValue: RestraintValue {
  let attribute: LayoutAttribute
  let item: LayoutItem
  let other: LayoutItem
  public var multiplier: CGFloat
  public var relation: LayoutRelation
  public var priority: LayoutPriority
  public var identifier: String?

}

public typealias Width = SizeValue
public typealias Height = SizeValue
public typealias RelativeWidth = RelativeSizeValue
public typealias RelativeHeight = RelativeSizeValue

extension SizeValue {
  /// `Width(v2, value: 50, relation: .lessThanOrEqual)`, the README's explicit form.
  public init(
    _ item: LayoutItem, value: CGFloat, relation: LayoutRelation = .equal,
    priority: LayoutPriority = .required
  ) {
    self.init(attribute: .width, item: item, value: value, relation: relation, priority: priority)
  }
}

extension LayoutItem {
  /// `item.width REL value @priority`.
  public func width(
    _ value: CGFloat, relation: LayoutRelation = .equal, priority: LayoutPriority = .required
  ) -> Width {
    SizeValue(attribute: .width, item: self, value: value, relation: relation, priority: priority)
  }

  /// `item.height REL value @priority`.
  public func height(
    _ value: CGFloat, relation: LayoutRelation = .equal, priority: LayoutPriority = .required
  ) -> Height {
    SizeValue(attribute: .height, item: self, value: value, relation: relation, priority: priority)
  }

  /// `item.width REL other.width × multiplier`.
  public func relativeWidth(
    _ multiplier: CGFloat, of other: LayoutItem, relation: LayoutRelation = .equal,
    priority: LayoutPriority = .required
  ) -> RelativeWidth {
    RelativeSizeValue(
      attribute: .width, item: self, other: other, multiplier: multiplier, relation: relation,
      priority: priority)
  }

  /// `item.height REL other.height × multiplier`.
  public func relativeHeight(
    _ multiplier: CGFloat, of other: LayoutItem, relation: LayoutRelation = .equal,
    priority: LayoutPriority = .required
  ) -> RelativeHeight {
    RelativeSizeValue(
      attribute: .height, item: self, other: other, multiplier: multiplier, relation: relation,
      priority: priority)
  }
}
