import Foundation

extension View {
  /// The active constraints that position or size the view along an axis: those of its tree that name the view
  /// with an attribute of that axis, in tree and activation order (UIKit's debugging aid of the same name).
  ///
  /// - Complexity: O(c) for the c active constraints of the tree.
  public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
    let kinds: Set<LayoutAttribute.Kind> =
      axis == .horizontal ? [.horizontalPosition] : [.verticalPosition]
    let dimension: LayoutAttribute = axis == .horizontal ? .width : .height
    return rootView.subtree().flatMap(\.installedConstraints).filter { constraint in
      [
        (constraint.firstItem, constraint.firstAttribute),
        (constraint.secondItem, constraint.secondAttribute),
      ]
      .contains { item, attribute in
        item === self && (kinds.contains(attribute.kind) || attribute == dimension)
      }
    }
  }
}
