import Foundation
import HeadlessUIKit

/// Yalta's anchor kinds (docs/dsl-semantics.md, "Yalta anchors and the al proxy"), as caseless markers: they make
/// invalid pairs fail to compile.
public protocol AnchorType {}
/// Kinds that align with each other on one axis: edges, centres and baselines.
public protocol AnchorTypeAlignment: AnchorType {}
public enum AnchorTypeEdge: AnchorTypeAlignment {}
public enum AnchorTypeCenter: AnchorTypeAlignment {}
public enum AnchorTypeBaseline: AnchorTypeAlignment {}
public enum AnchorTypeDimension: AnchorType {}

/// Yalta's axes.
public protocol AnchorAxis {}
public enum AnchorAxisHorizontal: AnchorAxis {}
public enum AnchorAxisVertical: AnchorAxis {}

/// An attribute of an item with an offset, typed by kind and axis (Yalta's `Anchor<Type, Axis>`).
///
/// Anchors are small values standing for `attribute × scale + offset`. `offsetting(by:)` and `+`/`-` accumulate an
/// offset (docs/dsl-semantics.md, "Decisions"); `*` scales the whole anchor, offset included (Yalta 0.6's `anchor *
/// multiplier`). An offset on the left-hand anchor of a relation is subtracted from the constant, one on the right-hand
/// anchor added, and a scale on the right-hand anchor multiplies the constraint's multiplier.
public struct Anchor<Type: AnchorType, Axis: AnchorAxis> {
  let item: LayoutItem
  let attribute: LayoutAttribute
  let offset: CGFloat
  let scale: CGFloat

  init(_ item: LayoutItem, _ attribute: LayoutAttribute, offset: CGFloat = 0, scale: CGFloat = 1) {
    self.item = item
    self.attribute = attribute
    self.offset = offset
    self.scale = scale
  }

  /// The same anchor with `offset` added to its offset.
  public func offsetting(by offset: CGFloat) -> Anchor {
    Anchor(item, attribute, offset: self.offset + offset, scale: scale)
  }

  /// The anchor scaled by `multiplier`, offset included: `anchor * 0.5` stands for half the attribute.
  public func multiplied(by multiplier: CGFloat) -> Anchor {
    Anchor(item, attribute, offset: offset * multiplier, scale: scale * multiplier)
  }

  /// `anchor * m`: the anchor scaled by m (Yalta 0.6's spelling).
  public static func * (anchor: Anchor, multiplier: CGFloat) -> Anchor {
    anchor.multiplied(by: multiplier)
  }

  /// `anchor + c`: the anchor offset by c.
  public static func + (anchor: Anchor, offset: CGFloat) -> Anchor { anchor.offsetting(by: offset) }
  /// `anchor - c`: the anchor offset by -c.
  public static func - (anchor: Anchor, offset: CGFloat) -> Anchor {
    anchor.offsetting(by: -offset)
  }
}

extension Anchor {
  /// Every Yalta method ends here (docs/dsl-semantics.md, "How every Yalta method ends"): the first item (if a view)
  /// stops translating its autoresizing mask, the constraint is built at priority 1000, and it is activated at once
  /// unless a `Constraints` group is open, which then collects it.
  @discardableResult
  func relate(
    to other: LayoutItem?, attribute otherAttribute: LayoutAttribute, relation: LayoutRelation,
    constant: CGFloat,
    multiplier: CGFloat = 1
  ) -> LayoutConstraint {
    (item as? View)?.translatesAutoresizingMaskIntoConstraints = false
    let constraint = LayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: other,
      attribute: otherAttribute,
      multiplier: multiplier, constant: constant)
    ConstraintsGroup.collectOrActivate(constraint)
    return constraint
  }
}

// MARK: - Alignment anchors

extension Anchor where Type: AnchorTypeAlignment {
  /// `self.attribute REL other.attribute × multiplier + (offset - self.offset + other.offset)`.
  @discardableResult
  public func align<OtherType: AnchorTypeAlignment>(
    with anchor: Anchor<OtherType, Axis>, offset: CGFloat = 0, multiplier: CGFloat = 1,
    relation: LayoutRelation = .equal
  ) -> LayoutConstraint {
    relate(
      to: anchor.item, attribute: anchor.attribute, otherOffset: anchor.offset,
      otherScale: anchor.scale, relation: relation, offset: offset, multiplier: multiplier)
  }
}

// MARK: - Edges

extension Anchor where Type == AnchorTypeEdge {
  /// Pins the edge to the same edge of `container`, `inset` inside it.
  ///
  /// Pin sign rule (docs/dsl-semantics.md, "Pin sign rule"): for right, trailing and bottom the constant is `-inset`
  /// and the relation is inverted, so `inset` and `relation` always describe the distance inward from the container's
  /// edge.
  @discardableResult
  public func pin(to container: LayoutItem, inset: CGFloat = 0, relation: LayoutRelation = .equal)
    -> LayoutConstraint
  {
    let inward = [.right, .trailing, .bottom].contains(attribute)
    let constant = (inward ? -inset : inset) - offset
    let effective: LayoutRelation
    switch (inward, relation) {
    case (true, .greaterThanOrEqual): effective = .lessThanOrEqual
    case (true, .lessThanOrEqual): effective = .greaterThanOrEqual
    default: effective = relation
    }
    return relate(to: container, attribute: attribute, relation: effective, constant: constant)
  }

  /// Pins the edge to its superview's same edge (docs/dsl-semantics.md, "Per-anchor methods").
  @discardableResult
  public func pinToSuperview(
    inset: CGFloat = 0, relation: LayoutRelation = .equal, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    guard let container = superview(of: item, file: file, line: line) else {
      return unattached(relation)
    }
    return pin(to: container, inset: inset, relation: relation)
  }

  /// Pins the edge to its superview's margins guide (docs/dsl-semantics.md, "Decisions").
  @discardableResult
  public func pinToSuperviewMargin(
    inset: CGFloat = 0, relation: LayoutRelation = .equal, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    guard let container = superview(of: item, file: file, line: line) else {
      return unattached(relation)
    }
    return pin(to: container.layoutMarginsGuide, inset: inset, relation: relation)
  }
}

// MARK: - Centres

extension Anchor where Type == AnchorTypeCenter {
  /// `view.center REL superview.center + offset` (no inversion).
  @discardableResult
  public func alignWithSuperview(
    offset: CGFloat = 0, relation: LayoutRelation = .equal, file: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    guard let container = superview(of: item, file: file, line: line) else {
      return unattached(relation)
    }
    return relate(
      to: container, attribute: attribute, relation: relation, constant: offset - self.offset)
  }
}

// MARK: - Dimensions

extension Anchor where Type == AnchorTypeDimension {
  /// `self REL constant`, a single-item constraint.
  @discardableResult
  public func set(_ constant: CGFloat, relation: LayoutRelation = .equal) -> LayoutConstraint {
    relate(to: nil, attribute: .notAnAttribute, relation: relation, constant: constant - offset)
  }

  /// `self REL other × multiplier + offset`; a width may match a height (an aspect ratio).
  @discardableResult
  public func match<OtherAxis: AnchorAxis>(
    _ anchor: Anchor<AnchorTypeDimension, OtherAxis>, offset: CGFloat = 0, multiplier: CGFloat = 1,
    relation: LayoutRelation = .equal
  ) -> LayoutConstraint {
    relate(
      to: anchor.item, attribute: anchor.attribute, otherOffset: anchor.offset,
      otherScale: anchor.scale, relation: relation, offset: offset, multiplier: multiplier)
  }
}

extension Anchor {
  /// `self × scale + self.offset REL (other × otherScale + otherOffset) × … + offset`, solved for the attributes:
  /// `self REL other × (multiplier × otherScale / scale) + (offset + otherOffset - self.offset) / scale`; a negative
  /// scale on the left turns the relation round.
  func relate(
    to other: LayoutItem, attribute otherAttribute: LayoutAttribute, otherOffset: CGFloat,
    otherScale: CGFloat, relation: LayoutRelation, offset: CGFloat, multiplier: CGFloat
  ) -> LayoutConstraint {
    let flipped: LayoutRelation =
      scale >= 0
      ? relation
      : (relation == .lessThanOrEqual
        ? .greaterThanOrEqual : relation == .greaterThanOrEqual ? .lessThanOrEqual : .equal)
    return relate(
      to: other, attribute: otherAttribute, relation: flipped,
      constant: (offset + otherOffset - self.offset) / scale,
      multiplier: multiplier * otherScale / scale)
  }
}

/// The superview a pin or alignment needs, or `nil` after reporting, at the caller's line, that there is none.
///
/// A layout guide's superview is the view that owns it, as in Yalta.
func superview(of item: LayoutItem, file: String, line: Int) -> View? {
  if let view = item as? View, let superview = view.superview { return superview }
  if let guide = item as? LayoutGuide, let owner = guide.owningView { return owner }
  Diagnostics.report(
    Diagnostic(
      .error, "\(item.debugName) has no superview to pin or align to; add it to a view first",
      file: file, line: line))
  return nil
}

extension Anchor {
  /// What a superview method returns when there is no superview: an inactive constraint that relates nothing,
  /// after the error was reported.
  func unattached(_ relation: LayoutRelation) -> LayoutConstraint {
    LayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute
    )
  }
}
