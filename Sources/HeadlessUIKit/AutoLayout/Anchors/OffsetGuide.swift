import Foundation

/// The guide behind `anchorWithOffset(to:)`: it spans from one anchor to another along an axis, so its width (or
/// height) is the distance between them and can be constrained like any dimension.
///
/// The guide is added to the first anchor's view; the distance is signed, as UIKit's is (negative when the second
/// anchor comes first in the reading direction).
enum OffsetGuide {
  /// A dimension equal to `end − start`.
  static func span<Anchor>(
    from start: LayoutAnchor<Anchor>, to end: LayoutAnchor<Anchor>, axis: LayoutAxis
  ) -> LayoutDimension {
    let guide = LayoutGuide(role: .offset)
    guard let owner = start.layoutItem.layoutOwner else {
      Diagnostics.report(
        Diagnostic(
          .error,
          "anchorWithOffset(to:): \(start.layoutItem.debugName) is not in a view tree; the offset is unconstrained"
        ))
      return guide.dimension(axis == .horizontal ? .width : .height)
    }
    owner.addLayoutGuide(guide)
    // Leading and trailing relate only to their own kind, so a span between directional anchors runs from the
    // guide's leading edge to its trailing one (its width is then measured in the reading direction, as UIKit's is).
    let directional = start.attribute.isDirectional || end.attribute.isDirectional
    let (leading, trailing): (LayoutAttribute, LayoutAttribute) =
      axis == .vertical ? (.top, .bottom) : directional ? (.leading, .trailing) : (.left, .right)
    LayoutConstraint.activate([
      LayoutConstraint(
        item: guide, attribute: leading, relatedBy: .equal, toItem: start.layoutItem,
        attribute: start.attribute),
      LayoutConstraint(
        item: guide, attribute: trailing, relatedBy: .equal, toItem: end.layoutItem,
        attribute: end.attribute),
    ])
    return guide.dimension(axis == .horizontal ? .width : .height)
  }
}
