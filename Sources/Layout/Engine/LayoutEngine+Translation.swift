import Foundation

// Turning a LayoutConstraint into a solver constraint.
//
// Every item has four variables: left, top, width, height, where left and top are measured in its coordinate
// parent's space (a view's superview, a guide's owning view; a root's in the scene's): a view's variables are its
// frame. Moving a view then changes its own two variables, not those of everything inside it.
//
// A constraint between two items is measured in the coordinate space of their nearest common ancestor S, as UIKit
// does (seed-semantics §8.7): an item's position in S is its own left plus its coordinate parents' up to S, so the
// terms of S and above never appear. With multiplier 1 the choice of space cancels out anyway; with another it
// does not (`view.top == superview.bottom * 0.5` is half the superview's height). In right-to-left layout, a
// constraint that uses leading or trailing is evaluated in S mirrored (x' = S.width - x): leading is the right
// edge, trailing the left, and positive offsets run leftward.

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
    let lhs = expression(of: first, constraint.firstAttribute, in: space, mirrored: mirrored)
    let rhs = expression(of: second, constraint.secondAttribute, in: space, mirrored: mirrored)
    return (lhs - rhs * Double(constraint.multiplier) - constant, relation)
  }

  private func solverRelation(_ relation: LayoutRelation) -> Relation {
    switch relation {
    case .lessThanOrEqual: .lessThanOrEqual
    case .equal: .equal
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }

  /// An attribute as an expression of the item's variables and its coordinate parents', in `space`'s coordinates,
  /// mirrored if asked.
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
    case .left: physical = position(of: item, in: space, horizontal: true)
    case .right: physical = position(of: item, in: space, horizontal: true) + variables.width
    case .leading:
      let left = position(of: item, in: space, horizontal: true)
      physical = rightToLeft ? left + variables.width : left
    case .trailing:
      let left = position(of: item, in: space, horizontal: true)
      physical = rightToLeft ? left : left + variables.width
    case .centerX:
      physical = position(of: item, in: space, horizontal: true) + variables.width * 0.5
    case .top: physical = position(of: item, in: space, horizontal: false)
    case .bottom: physical = position(of: item, in: space, horizontal: false) + variables.height
    case .centerY:
      physical = position(of: item, in: space, horizontal: false) + variables.height * 0.5
    case .width: return variables.width.linearExpression
    case .height: return variables.height.linearExpression
    case .firstBaseline, .lastBaseline: return baseline(of: item, attribute, in: space)
    default: return LinearExpression()
    }
    guard mirrored, attribute.kind == .horizontalPosition else { return physical }
    return space.itemVariables.width - physical
  }

  /// An item's left (or top) edge in `space`'s coordinates: its own plus its coordinate parents' below `space`.
  ///
  /// `space` is normally an ancestor; if it is not, both are measured from the scene's origin and subtracted.
  func position(of item: LayoutItem, in space: View, horizontal: Bool) -> LinearExpression {
    var terms: [Term] = []
    var current: LayoutItem? = item
    while let node = current, node !== space {
      terms.append(Term(horizontal ? node.variables.left : node.variables.top))
      current = node.coordinateParent
    }
    if current == nil {
      var outer: View? = space
      while let node = outer {
        terms.append(Term(horizontal ? node.itemVariables.left : node.itemVariables.top, -1))
        outer = node.superview
      }
    }
    return LinearExpression(terms)
  }

  /// A view's baseline in `space`'s coordinates: its top plus the baseline offset of the view that stands for it,
  /// or its bottom when that view has no text.
  private func baseline(of item: LayoutItem, _ attribute: LayoutAttribute, in space: View)
    -> LinearExpression
  {
    guard let view = item as? View else { return LinearExpression() }
    if attribute == .firstBaseline {
      let source = view.forFirstBaselineLayout
      let top = position(of: source, in: space, horizontal: false)
      if let offset = source.firstBaselineOffsetFromTop { return top + Double(offset) }
      return top + source.itemVariables.height
    }
    let source = view.forLastBaselineLayout
    let bottom = position(of: source, in: space, horizontal: false) + source.itemVariables.height
    if let offset = source.lastBaselineOffsetFromBottom { return bottom - Double(offset) }
    return bottom
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
