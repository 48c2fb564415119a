import Foundation

/// The slot a constraint fills in a ConstraintsHolder, as a type: anchors made for an attribute return constraints
/// typed by it, so a constraint of the wrong kind cannot be assigned to a typed slot (docs/dsl-semantics.md, "Typed
/// slot anchors").
public protocol ConstraintSlot {}
public enum LeftSlot: ConstraintSlot {}
public enum RightSlot: ConstraintSlot {}
public enum TopSlot: ConstraintSlot {}
public enum BottomSlot: ConstraintSlot {}
public enum LeadingSlot: ConstraintSlot {}
public enum TrailingSlot: ConstraintSlot {}
public enum CenterXSlot: ConstraintSlot {}
public enum CenterYSlot: ConstraintSlot {}
public enum WidthSlot: ConstraintSlot {}
public enum HeightSlot: ConstraintSlot {}
public enum BaselineSlot: ConstraintSlot {}

/// A constraint made by an anchor of a known attribute; otherwise an ordinary ``LayoutConstraint``.
open class SlotConstraint<Slot: ConstraintSlot>: LayoutConstraint {}

extension LayoutAnchor {
  /// A constraint typed by `Slot`.
  func slotConstraint<Slot: ConstraintSlot>(
    _: Slot.Type, _ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1,
    constant: CGFloat
  ) -> SlotConstraint<Slot> {
    SlotConstraint<Slot>(
      item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
      attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }
}

/// An x-axis anchor whose constraints are typed by their slot.
public final class SlotXAxisAnchor<Slot: ConstraintSlot>: LayoutXAxisAnchor {
  public override func constraint(
    equalTo anchor: LayoutAnchor<LayoutXAxisAnchor>, constant: CGFloat = 0
  )
    -> SlotConstraint<Slot>
  { slotConstraint(Slot.self, .equal, anchor, constant: constant) }

  public override func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<LayoutXAxisAnchor>, constant: CGFloat = 0
  )
    -> SlotConstraint<Slot>
  { slotConstraint(Slot.self, .greaterThanOrEqual, anchor, constant: constant) }

  public override func constraint(
    lessThanOrEqualTo anchor: LayoutAnchor<LayoutXAxisAnchor>, constant: CGFloat = 0
  )
    -> SlotConstraint<Slot>
  { slotConstraint(Slot.self, .lessThanOrEqual, anchor, constant: constant) }
}

/// A y-axis anchor whose constraints are typed by their slot.
public final class SlotYAxisAnchor<Slot: ConstraintSlot>: LayoutYAxisAnchor {
  public override func constraint(
    equalTo anchor: LayoutAnchor<LayoutYAxisAnchor>, constant: CGFloat = 0
  )
    -> SlotConstraint<Slot>
  { slotConstraint(Slot.self, .equal, anchor, constant: constant) }

  public override func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<LayoutYAxisAnchor>, constant: CGFloat = 0
  )
    -> SlotConstraint<Slot>
  { slotConstraint(Slot.self, .greaterThanOrEqual, anchor, constant: constant) }

  public override func constraint(
    lessThanOrEqualTo anchor: LayoutAnchor<LayoutYAxisAnchor>, constant: CGFloat = 0
  )
    -> SlotConstraint<Slot>
  { slotConstraint(Slot.self, .lessThanOrEqual, anchor, constant: constant) }
}

/// A dimension whose constraints are typed by their slot.
public final class SlotDimension<Slot: ConstraintSlot>: LayoutDimension {
  public override func constraint(
    equalTo anchor: LayoutAnchor<LayoutDimension>, constant: CGFloat = 0
  )
    -> SlotConstraint<Slot>
  { slotConstraint(Slot.self, .equal, anchor, constant: constant) }

  public override func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<LayoutDimension>, constant: CGFloat = 0
  )
    -> SlotConstraint<Slot>
  { slotConstraint(Slot.self, .greaterThanOrEqual, anchor, constant: constant) }

  public override func constraint(
    lessThanOrEqualTo anchor: LayoutAnchor<LayoutDimension>, constant: CGFloat = 0
  )
    -> SlotConstraint<Slot>
  { slotConstraint(Slot.self, .lessThanOrEqual, anchor, constant: constant) }

  public override func constraint(equalToConstant constant: CGFloat) -> SlotConstraint<Slot> {
    slotConstraint(Slot.self, .equal, nil, constant: constant)
  }

  public override func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> SlotConstraint<
    Slot
  > {
    slotConstraint(Slot.self, .greaterThanOrEqual, nil, constant: constant)
  }

  public override func constraint(lessThanOrEqualToConstant constant: CGFloat) -> SlotConstraint<
    Slot
  > {
    slotConstraint(Slot.self, .lessThanOrEqual, nil, constant: constant)
  }

  public override func constraint(
    equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  )
    -> SlotConstraint<Slot>
  { slotConstraint(Slot.self, .equal, anchor, multiplier: multiplier, constant: constant) }

  public override func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  ) -> SlotConstraint<Slot> {
    slotConstraint(
      Slot.self, .greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
  }

  public override func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  )
    -> SlotConstraint<Slot>
  {
    slotConstraint(Slot.self, .lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
  }
}
