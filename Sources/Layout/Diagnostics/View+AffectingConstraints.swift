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

extension View {
  /// Moves an ambiguously laid-out view to another layout its constraints allow (UIKit's debugging aid).
  ///
  /// UIKit picks another valid frame at random; here the choice is deterministic: every undetermined edge or size
  /// of the view is pulled 50 points further at a priority below every other, the tree is laid out, and the pull is
  /// removed again, so frames show the other layout until the next layout pass. A view whose layout is determined
  /// does not move.
  public func exerciseAmbiguityInLayout() {
    let engine = rootView.ensureEngine()
    engine.layout()
    let variables = itemVariables.all
    let pulls = zip(variables, engine.solver.ambiguousVariables(variables)).compactMap {
      variable, isAmbiguous in
      isAmbiguous
        ? Constraint(variable - (variable.value + 50), .equal, priority: LayoutPriority(0.001))
        : nil
    }
    guard !pulls.isEmpty else { return }
    for pull in pulls { try? engine.solver.addConstraint(pull) }
    engine.layout()
    for pull in pulls { try? engine.solver.removeConstraint(pull) }
  }
}
