import Foundation

/// The system spacing: 8 points, the standard space between siblings (Apple's Auto Layout Guide).
///
/// UIKit derives the space between two baselines from their fonts; here baselines use 8 points too.
let systemSpacing: CGFloat = 8

/// One attribute of a layout item, from which constraints are made (UIKit's `NSLayoutAnchor`).
///
/// The type parameter keeps anchors of different kinds apart at compile time: an x-axis anchor relates only to
/// x-axis anchors, a y-axis anchor to y-axis anchors, a dimension to dimensions. The methods are UIKit's, one per
/// spelling (with and without `constant:`), so a subclass overrides them as it would UIKit's.
///
/// As in UIKit it is an `NSObject`, equal to any anchor for the same attribute of the same item whatever its
/// static type (`constraint.firstAnchor == view.topAnchor`, `XCTAssertEqual(a.leftAnchor, a.leftAnchor)`). An item
/// makes each of its anchors once and keeps it, so the same anchor is the same object too
/// (`view.topAnchor === view.topAnchor`, and a constraint's ``LayoutConstraint/firstAnchor`` is the item's own),
/// and an anchor holds its item weakly: keeping an anchor does not keep its view.
@preconcurrency @MainActor
open class LayoutAnchor<AnchorType: AnyObject>: NSObject, AnchorKeyed {
  /// The item the anchor belongs to, `nil` once it is gone (UIKit's `item`).
  open var item: AnyObject? { storedItem }
  private weak var storedItem: (any LayoutItem)?
  /// The attribute it stands for.
  public let attribute: LayoutAttribute
  /// The item's identity and the attribute: what equality compares.
  nonisolated let anchorKey: AnchorKey

  /// Creates an anchor for an item's attribute.
  public required init(item: LayoutItem, attribute: LayoutAttribute) {
    storedItem = item
    self.attribute = attribute
    anchorKey = AnchorKey(item: ObjectIdentifier(item), attribute: attribute)
  }

  /// The item, or once it is gone an empty guide in no tree, so that a constraint made from the anchor then relates
  /// nothing instead of failing.
  package var layoutItem: LayoutItem { storedItem ?? LayoutGuide() }

  /// Whether `object` is an anchor for the same attribute of the same item.
  nonisolated open override func isEqual(_ object: Any?) -> Bool {
    (object as? AnchorKeyed)?.anchorKey == anchorKey
  }

  nonisolated open override var hash: Int { anchorKey.hashValue }

  /// `self == anchor`.
  open func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    relate(.equal, anchor, constant: 0)
  }

  /// `self >= anchor`.
  open func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    relate(.greaterThanOrEqual, anchor, constant: 0)
  }

  /// `self <= anchor`.
  open func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    relate(.lessThanOrEqual, anchor, constant: 0)
  }

  /// `self == anchor + c`.
  open func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat)
    -> LayoutConstraint
  {
    relate(.equal, anchor, constant: c)
  }

  /// `self >= anchor + c`.
  open func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat)
    -> LayoutConstraint
  {
    relate(.greaterThanOrEqual, anchor, constant: c)
  }

  /// `self <= anchor + c`.
  open func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat)
    -> LayoutConstraint
  {
    relate(.lessThanOrEqual, anchor, constant: c)
  }

  /// A constraint between this anchor and another, the funnel every anchor method uses.
  public func relate(
    _ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
    constant: CGFloat
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: layoutItem, attribute: attribute, relatedBy: relation, toItem: anchor?.layoutItem,
      attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }
}

/// An anchor on the horizontal axis: left, right, leading, trailing, centre X (UIKit's `NSLayoutXAxisAnchor`).
@preconcurrency @MainActor
open class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
  /// The distance from this anchor to `otherAnchor`, as a dimension that can itself be constrained.
  open func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
    OffsetGuide.span(from: self, to: otherAnchor, axis: .horizontal)
  }

  /// `self == anchor + system spacing × multiplier`: this anchor follows `anchor` by the system spacing.
  open func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    relate(.equal, anchor, constant: systemSpacing * multiplier)
  }

  /// `self >= anchor + system spacing × multiplier`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    relate(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }

  /// `self <= anchor + system spacing × multiplier`.
  open func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    relate(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
}

/// An anchor on the vertical axis: top, bottom, centre Y, baselines (UIKit's `NSLayoutYAxisAnchor`).
@preconcurrency @MainActor
open class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
  /// The distance from this anchor to `otherAnchor`, as a dimension that can itself be constrained.
  open func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
    OffsetGuide.span(from: self, to: otherAnchor, axis: .vertical)
  }

  /// `self == anchor + system spacing × multiplier`: this anchor sits below `anchor` by the system spacing.
  open func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    relate(.equal, anchor, constant: systemSpacing * multiplier)
  }

  /// `self >= anchor + system spacing × multiplier`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    relate(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }

  /// `self <= anchor + system spacing × multiplier`.
  open func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    relate(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
}

/// A width or a height (UIKit's `NSLayoutDimension`); a width may relate to a height (an aspect ratio).
@preconcurrency @MainActor
open class LayoutDimension: LayoutAnchor<LayoutDimension> {
  /// `self == c`.
  open func constraint(equalToConstant c: CGFloat) -> LayoutConstraint {
    relate(.equal, nil, constant: c)
  }

  /// `self >= c`.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    relate(.greaterThanOrEqual, nil, constant: c)
  }

  /// `self <= c`.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    relate(.lessThanOrEqual, nil, constant: c)
  }

  /// `self == anchor × m`.
  open func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
    relate(.equal, anchor, multiplier: m, constant: 0)
  }

  /// `self >= anchor × m`.
  open func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat)
    -> LayoutConstraint
  {
    relate(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// `self <= anchor × m`.
  open func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat)
    -> LayoutConstraint
  {
    relate(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// `self == anchor × m + c`.
  open func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> LayoutConstraint
  {
    relate(.equal, anchor, multiplier: m, constant: c)
  }

  /// `self >= anchor × m + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  )
    -> LayoutConstraint
  {
    relate(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// `self <= anchor × m + c`.
  open func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  )
    -> LayoutConstraint
  {
    relate(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}

extension LayoutItem {
  /// An x-axis anchor of this item (what the items' `leadingAnchor` and the other x-axis anchors return).
  func xAxisAnchor(_ attribute: LayoutAttribute) -> LayoutXAxisAnchor {
    keptAnchor(attribute) { LayoutXAxisAnchor(item: $0, attribute: attribute) }
  }

  /// A y-axis anchor of this item.
  func yAxisAnchor(_ attribute: LayoutAttribute) -> LayoutYAxisAnchor {
    keptAnchor(attribute) { LayoutYAxisAnchor(item: $0, attribute: attribute) }
  }

  /// A dimension of this item.
  func dimension(_ attribute: LayoutAttribute) -> LayoutDimension {
    keptAnchor(attribute) { LayoutDimension(item: $0, attribute: attribute) }
  }

  /// The item's anchor for `attribute`: made on first use and kept with the item's variables.
  private func keptAnchor<Anchor: AnyObject>(
    _ attribute: LayoutAttribute, make: (LayoutItem) -> Anchor
  ) -> Anchor {
    let variables = _layoutVariables
    for kept in variables.anchors where kept.attribute == attribute {
      if let anchor = kept.anchor as? Anchor { return anchor }
    }
    let made = make(self)
    variables.anchors.append((attribute, made))
    return made
  }

  /// The item's anchor for `attribute` with its axis erased, as a constraint answers it: the same object as the
  /// item's typed anchor.
  func erasedAnchor(_ attribute: LayoutAttribute) -> LayoutAnchor<AnyObject> {
    let typed: AnyObject =
      switch attribute.kind {
      case .dimension: dimension(attribute)
      case .horizontalPosition: xAxisAnchor(attribute)
      case .verticalPosition, .none: yAxisAnchor(attribute)
      }
    // Unsafe: every anchor class is a `LayoutAnchor` whose parameter is a class, so the object has the layout and
    // methods of `LayoutAnchor<AnyObject>`; Objective-C's erased generics make UIKit's the same object.
    return unsafeBitCast(typed, to: LayoutAnchor<AnyObject>.self)
  }
}

/// What makes two anchors equal: the same item and the same attribute.
struct AnchorKey: Hashable, Sendable {
  let item: ObjectIdentifier
  let attribute: LayoutAttribute
}

/// An anchor of any static type, for equality across them.
protocol AnchorKeyed {
  nonisolated var anchorKey: AnchorKey { get }
}
