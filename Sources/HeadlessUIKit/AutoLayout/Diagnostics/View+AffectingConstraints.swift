import Foundation

extension View {
  func constraintsAffectingLayoutImplementation(for axis: LayoutAxis) -> [LayoutConstraint] {
    let kinds: Set<LayoutAttribute.Kind> =
      axis == .horizontal ? [.horizontalPosition] : [.verticalPosition]
    let dimension: LayoutAttribute = axis == .horizontal ? .width : .height
    return rootView.subtree().flatMap(\.installedConstraints).filter { constraint in
      [
        (constraint.firstLayoutItem, constraint.firstAttribute),
        (constraint.secondLayoutItem, constraint.secondAttribute),
      ]
      .contains { item, attribute in
        item === self && (kinds.contains(attribute.kind) || attribute == dimension)
      }
    }
  }
}

extension View {
  func exerciseAmbiguityInLayoutImplementation() {
    let engine = rootView.ensureEngine()
    engine.layout()
    let variables = itemVariables.all
    let pulls = zip(variables, engine.ambiguousVariables(of: self)).compactMap {
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
