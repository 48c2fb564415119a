import Foundation

// Turning a LayoutConstraint into a solver constraint.
//
// Every item has four variables in scene coordinates: left, top, width, height. Attributes are expressions of
// them (right = left + width, centerX = left + width / 2, ...). A constraint between two items is measured in the
// coordinate space of their nearest common ancestor S, as UIKit does (seed-semantics §8.7): with multiplier 1 the
// space cancels out; with another multiplier it does not (`view.top == superview.bottom * 0.5` is half the
// superview's height). In right-to-left layout, a constraint that uses leading or trailing is evaluated in S
// mirrored (x' = S.width - x): leading is the right edge, trailing the left, and positive offsets run leftward.

extension LayoutEngine {
  /// The solver form `expression REL 0` of a user constraint, or `nil` if it cannot be translated (reported).
  func translate(_ constraint: LayoutConstraint) -> (LinearExpression, Relation)? {
    guard let first = constraint.firstItem, let space = constraint.installedView else { return nil }
    let relation = solverRelation(constraint.relation)
    let constant = Double(constraint.constant)
    guard let second = constraint.secondItem else {
      let size = expression(of: first, constraint.firstAttribute, in: space, mirrored: false)
      return (size - constant, relation)
    }
    let mirrored =
      space.effectiveUserInterfaceLayoutDirection == .rightToLeft
      && (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
    var lhs = expression(of: first, constraint.firstAttribute, in: space, mirrored: mirrored)
    var rhs = expression(of: second, constraint.secondAttribute, in: space, mirrored: mirrored)
    let multiplier = Double(constraint.multiplier)
    if multiplier != 1 && !mirrored {
      // Positions are measured from the space's origin; sizes need no origin.
      switch constraint.firstAttribute.kind {
      case .horizontalPosition:
        lhs = lhs - space.itemVariables.left
        rhs = rhs - space.itemVariables.left
      case .verticalPosition:
        lhs = lhs - space.itemVariables.top
        rhs = rhs - space.itemVariables.top
      case .dimension, .none: break
      }
    }
    return (lhs - rhs * multiplier - constant, relation)
  }

  private func solverRelation(_ relation: LayoutRelation) -> Relation {
    switch relation {
    case .lessThanOrEqual: .lessThanOrEqual
    case .equal: .equal
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }

  /// An attribute as an expression of the item's variables, in scene coordinates, or mirrored in `space`.
  func expression(of item: LayoutItem, _ attribute: LayoutAttribute, in space: View, mirrored: Bool)
    -> LinearExpression
  {
    if let base = attribute.unmargined, let view = item as? View {
      return expression(of: view.layoutMarginsGuide, base, in: space, mirrored: mirrored)
    }
    if item === space, let content = space.contentGuide, attribute.isEdge {
      // A scroll view's edges, related to what is inside it, are its content area's (UIScrollView's rule).
      return expression(of: content, attribute, in: space, mirrored: mirrored)
    }
    let variables = item.variables
    let rightToLeft = space.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let physical: LinearExpression
    switch attribute {
    case .left: physical = variables.left.linearExpression
    case .right: physical = variables.left + variables.width
    case .leading:
      physical = rightToLeft ? variables.left + variables.width : variables.left.linearExpression
    case .trailing:
      physical = rightToLeft ? variables.left.linearExpression : variables.left + variables.width
    case .centerX: physical = variables.left + variables.width * 0.5
    case .top: physical = variables.top.linearExpression
    case .bottom: physical = variables.top + variables.height
    case .centerY: physical = variables.top + variables.height * 0.5
    case .width: return variables.width.linearExpression
    case .height: return variables.height.linearExpression
    case .firstBaseline, .lastBaseline: return baseline(of: item, attribute)
    default: return LinearExpression()
    }
    guard mirrored, attribute.kind == .horizontalPosition else { return physical }
    return space.itemVariables.left + space.itemVariables.width - physical
  }

  /// A view's baseline: its top plus the baseline offset of the view that stands for it, or its bottom when that
  /// view has no text.
  private func baseline(of item: LayoutItem, _ attribute: LayoutAttribute) -> LinearExpression {
    guard let view = item as? View else { return LinearExpression() }
    if attribute == .firstBaseline {
      let source = view.forFirstBaselineLayout
      let variables = source.itemVariables
      if let offset = source.firstBaselineOffsetFromTop { return variables.top + Double(offset) }
      return variables.top + variables.height
    }
    let source = view.forLastBaselineLayout
    let variables = source.itemVariables
    if let offset = source.lastBaselineOffsetFromBottom {
      return variables.top + variables.height - Double(offset)
    }
    return variables.top + variables.height
  }

  /// The views whose baseline offsets a constraint depends on (the views that stand for its items' baselines).
  func baselineSources(of constraint: LayoutConstraint) -> [View] {
    [
      (constraint.firstItem, constraint.firstAttribute),
      (constraint.secondItem, constraint.secondAttribute),
    ]
    .compactMap { item, attribute in
      switch attribute {
      case .firstBaseline: return (item as? View)?.forFirstBaselineLayout
      case .lastBaseline: return (item as? View)?.forLastBaselineLayout
      default: return nil
      }
    }
  }

  /// Translates again the active constraints that use a view's baselines (its text changed).
  ///
  /// - Complexity: O(k) for the k constraints that use them.
  func refreshBaselines(of view: View) {
    guard let users = baselineUsers[ObjectIdentifier(view)], !users.isEmpty else { return }
    for constraint in users {
      remove(constraint)
      add(constraint)
    }
  }
}
