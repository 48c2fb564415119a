import Foundation

// Turning a LayoutConstraint into a solver constraint.
//
// Every item has four variables: left, top, width, height, where left and top are measured in its coordinate
// parent's space (a view's superview, a guide's owning view; a root's in the scene's): a view's variables are its
// frame. Moving a view then changes its own two variables, not those of everything inside it.
//
// A constraint between two items is measured in the coordinate space of their nearest common ancestor S, as UIKit does
// (docs/dsl-semantics.md, "Coordinate space of a constraint"): an item's position in S is its own left plus its
// coordinate parents' up to S, so the terms of S and above never appear. With multiplier 1 the choice of space cancels
// out anyway; with another it does not (`view.top == superview.bottom * 0.5` is half the superview's height). In
// right-to-left layout, a constraint that uses leading or trailing is evaluated in S mirrored (x' = S.width - x):
// leading is the right edge, trailing the left, and positive offsets run leftward.

extension LayoutEngine {
  /// The solver form `expression REL 0` of a user constraint, or `nil` if it cannot be translated (reported).
  ///
  /// The terms are gathered in one buffer, in the order the expression reads (first item, then second), so that
  /// new variables reach the solver in a fixed order.
  func translate(_ constraint: LayoutConstraint) -> (LinearExpression, Relation)? {
    guard let first = constraint.firstLayoutItem, let space = constraint.installedView else {
      return nil
    }
    let relation = solverRelation(constraint.relation)
    let constant = Double(constraint.constant)
    var expression = LinearExpression()
    expression.terms.reserveCapacity(8)
    guard let second = constraint.secondLayoutItem else {
      add(first, constraint.firstAttribute, in: space, .plain, times: 1, to: &expression)
      expression.constant -= constant
      return (expression, relation)
    }
    let rightToLeft = space.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let direction: Direction =
      !rightToLeft
      ? .plain
      : constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional
        ? .mirrored : .rightToLeft
    add(first, constraint.firstAttribute, in: space, direction, times: 1, to: &expression)
    add(
      second, constraint.secondAttribute, in: space, direction,
      times: -Double(constraint.multiplier), to: &expression)
    expression.constant -= constant
    return (expression, relation)
  }

  /// How horizontal positions are read in a constraint's space.
  enum Direction {
    /// Left to right.
    case plain
    /// Right to left, for a constraint without leading or trailing: only where leading and trailing are.
    case rightToLeft
    /// Right to left, mirrored (x' = space.width - x), for a constraint that uses leading or trailing.
    case mirrored
  }

  private func solverRelation(_ relation: LayoutRelation) -> Relation {
    switch relation {
    case .lessThanOrEqual: .lessThanOrEqual
    case .equal: .equal
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }

  /// Adds `factor` × an attribute, as an expression of the item's variables and its coordinate parents' in
  /// `space`'s coordinates, to `expression`.
  func add(
    _ item: LayoutItem, _ attribute: LayoutAttribute, in space: View, _ direction: Direction,
    times factor: Double, to expression: inout LinearExpression
  ) {
    if let base = attribute.unmargined, let view = item as? View {
      // A margin attribute may make the view's margins guide now; the guide joins the tree's engine as it is made,
      // and a scratch engine measuring a fitting size must take it as well.
      let guide = view.layoutMarginsGuide
      if generatedEntries[ObjectIdentifier(guide)] == nil { refreshGenerated(of: guide) }
      return add(guide, base, in: space, direction, times: factor, to: &expression)
    }
    if item === space, let content = space.contentGuide, attribute.isEdge {
      // A scroll view's edges, related to what is inside it, are its content area's (UIScrollView's rule).
      return add(content, attribute, in: space, direction, times: factor, to: &expression)
    }
    let variables = item.variables
    let rightToLeft = direction != .plain
    // A position is the item's left (or top) plus a fraction of its width (or height).
    let fraction: Double
    switch attribute {
    case .left, .top: fraction = 0
    case .right, .bottom: fraction = 1
    case .leading: fraction = rightToLeft ? 1 : 0
    case .trailing: fraction = rightToLeft ? 0 : 1
    case .centerX, .centerY: fraction = 0.5
    case .width:
      expression.terms.append(Term(variables.width, factor))
      return
    case .height:
      expression.terms.append(Term(variables.height, factor))
      return
    case .firstBaseline, .lastBaseline:
      return addBaseline(of: item, attribute, in: space, times: factor, to: &expression)
    default: return
    }
    let horizontal = attribute.kind == .horizontalPosition
    var sign = factor
    if horizontal && direction == .mirrored {
      expression.terms.append(Term(space.itemVariables.width, factor))
      sign = -factor
    }
    addPosition(of: item, in: space, horizontal: horizontal, times: sign, to: &expression)
    if fraction != 0 {
      let size = horizontal ? variables.width : variables.height
      expression.terms.append(Term(size, fraction == 1 ? sign : fraction * sign))
    }
  }

  /// Adds `factor` × an item's left (or top) edge in `space`'s coordinates: its own plus its coordinate parents'
  /// below `space`.
  ///
  /// `space` is normally an ancestor; if it is not, both are measured from the scene's origin and subtracted.
  func addPosition(
    of item: LayoutItem, in space: View, horizontal: Bool, times factor: Double,
    to expression: inout LinearExpression
  ) {
    var current: LayoutItem? = item
    while let node = current, node !== space {
      let variables = node.variables
      expression.terms.append(Term(horizontal ? variables.left : variables.top, factor))
      current = node.coordinateParent
    }
    guard current == nil else { return }
    var outer: View? = space
    while let node = outer {
      let variables = node.itemVariables
      expression.terms.append(Term(horizontal ? variables.left : variables.top, -factor))
      outer = node.storedSuperview
    }
  }

  /// Adds `factor` × a view's baseline in `space`'s coordinates: its top plus the baseline offset of the view that
  /// stands for it, or its bottom when that view has no text.
  private func addBaseline(
    of item: LayoutItem, _ attribute: LayoutAttribute, in space: View, times factor: Double,
    to expression: inout LinearExpression
  ) {
    guard let view = item as? View else { return }
    let source =
      attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
    addPosition(of: source, in: space, horizontal: false, times: factor, to: &expression)
    let offset =
      attribute == .firstBaseline
      ? source.firstBaselineOffsetFromTop
      : source.lastBaselineOffsetFromBottom.map { -$0 }
    if attribute == .lastBaseline || offset == nil {
      expression.terms.append(Term(source.itemVariables.height, factor))
    }
    if let offset { expression.constant += Double(offset) * factor }
  }

  /// The views whose baseline offsets a constraint depends on (the views that stand for its items' baselines).
  func baselineSources(of constraint: LayoutConstraint) -> [View] {
    guard constraint.firstAttribute.isBaseline || constraint.secondAttribute.isBaseline else {
      return []
    }
    return [
      (constraint.firstLayoutItem, constraint.firstAttribute),
      (constraint.secondLayoutItem, constraint.secondAttribute),
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
