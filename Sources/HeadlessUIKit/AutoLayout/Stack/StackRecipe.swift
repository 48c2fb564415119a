import Foundation

/// The structure of a generated constraint: what a rebuild compares to decide whether a constraint stays.
struct StackConstraintKey: Hashable {
  let first: ObjectIdentifier?
  let firstAttribute: LayoutAttribute
  let relation: LayoutRelation
  let second: ObjectIdentifier?
  let secondAttribute: LayoutAttribute
  let multiplier: CGFloat
  let identifier: String?

  init(_ spec: StackConstraintSpec) {
    first = ObjectIdentifier(spec.first)
    firstAttribute = spec.firstAttribute
    relation = spec.relation
    second = spec.second.map(ObjectIdentifier.init)
    secondAttribute = spec.secondAttribute
    multiplier = spec.multiplier
    identifier = spec.identifier
  }

  /// Hashes the items and attributes only; equality still compares every field.
  ///
  /// Items and attributes tell a stack's constraints apart, and hashing the identifier's string for each of
  /// thousands of constraints on every rebuild cost more than the rest of the key.
  func hash(into hasher: inout Hasher) {
    hasher.combine(first)
    hasher.combine(firstAttribute)
    hasher.combine(second)
    hasher.combine(secondAttribute)
  }
}

/// A constraint the recipe asks for, as a value: a rebuild makes a ``LayoutConstraint`` only for those the stack
/// does not hold yet, so that a small change does not make and drop thousands of objects.
///
/// It lives only during a rebuild, while the stack holds every item it names; the items are held unowned(unsafe),
/// so that copying a spec costs no reference counting (views are weakly referenced elsewhere, which makes each
/// retain of one take a slow path).
struct StackConstraintSpec {
  unowned(unsafe) let first: LayoutItem
  let firstAttribute: LayoutAttribute
  let relation: LayoutRelation
  unowned(unsafe) let second: LayoutItem?
  let secondAttribute: LayoutAttribute
  let multiplier: CGFloat
  let constant: CGFloat
  let priority: LayoutPriority
  let identifier: String

  /// The constraint this describes, inactive.
  func makeConstraint() -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
      attribute: secondAttribute, multiplier: multiplier, constant: constant)
    constraint.storedPriority = priority
    constraint.identifier = identifier
    return constraint
  }
}

/// A constraint a stack generated, with the structure a rebuild compares.
struct GeneratedConstraint {
  let key: StackConstraintKey
  let constraint: LayoutConstraint
}

/// The constraints a stack view generates for its current state (docs/stack-view.md, "The stack view recipe"), in a
/// fixed order.
///
/// Names follow the spec: rules are written for a horizontal stack (leading, trailing, width, centerX along the
/// axis; top, bottom, height, centerY across it) and mapped for a vertical one. `items` are the arranged views,
/// `visible` those not hidden, F and L the first and last visible.
struct StackRecipe {
  unowned let stack: StackView
  let items: [View]
  let visible: [View]
  let along:
    (
      leading: LayoutAttribute, trailing: LayoutAttribute, size: LayoutAttribute,
      center: LayoutAttribute
    )
  let across:
    (
      leading: LayoutAttribute, trailing: LayoutAttribute, size: LayoutAttribute,
      center: LayoutAttribute
    )

  init(stack: StackView) {
    self.stack = stack
    items = stack.arrangedSubviews
    visible = items.filter { !$0.isHidden }
    let horizontal: (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) = (
      .leading, .trailing, .width, .centerX
    )
    let vertical: (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) = (
      .top, .bottom, .height, .centerY
    )
    along = stack.axis == .horizontal ? horizontal : vertical
    across = stack.axis == .horizontal ? vertical : horizontal
  }

  /// Every generated constraint: distribution first, then alignment.
  func constraints() -> [StackConstraintSpec] {
    guard !items.isEmpty else {
      stack.setHelperGuides(spanner: false, gaps: 0, distributionSpacer: false)
      return []
    }
    let needsSpanner = visible.isEmpty || (items.count > 1 && alignmentHasWeakSide)
    let gaps =
      [.equalSpacing, .equalCentering].contains(stack.distribution) ? max(visible.count - 1, 0) : 0
    stack.setHelperGuides(spanner: needsSpanner, gaps: gaps, distributionSpacer: visible.isEmpty)
    return distributionConstraints() + alignmentConstraints()
  }

  /// A constraint with the recipe's identifier and priority.
  func make(
    _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
    _ second: LayoutItem?,
    _ secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: CGFloat = 1,
    constant: CGFloat = 0,
    priority: LayoutPriority = .required, id identifier: String
  ) -> StackConstraintSpec {
    StackConstraintSpec(
      first: first, firstAttribute: firstAttribute, relation: relation, second: second,
      secondAttribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier,
      constant: constant, priority: priority, identifier: identifier)
  }

  /// The canvas's attribute: its margin variant when the arrangement is margins-relative (docs/stack-view.md, "Margins
  /// and baselines").
  func canvas(_ attribute: LayoutAttribute) -> LayoutAttribute {
    guard stack.isLayoutMarginsRelativeArrangement else { return attribute }
    switch attribute {
    case .leading: return .leadingMargin
    case .trailing: return .trailingMargin
    case .top: return .topMargin
    case .bottom: return .bottomMargin
    case .centerX: return .centerXWithinMargins
    case .centerY: return .centerYWithinMargins
    default: return attribute
    }
  }
}

extension StackView {
  /// Keeps exactly the helper guides the recipe needs, reusing existing ones so that constraints on them stay.
  func setHelperGuides(spanner needsSpanner: Bool, gaps: Int, distributionSpacer needsSpacer: Bool)
  {
    if needsSpanner && spanner == nil {
      spanner = makeHelperGuide("alignmentSpanner")
    } else if !needsSpanner, let guide = spanner {
      retireHelper(guide)
      spanner = nil
    }
    while gapGuides.count < gaps { gapGuides.append(makeHelperGuide("gap[\(gapGuides.count)]")) }
    while gapGuides.count > gaps, let guide = gapGuides.popLast() { retireHelper(guide) }
    if needsSpacer && distributionSpacer == nil {
      distributionSpacer = makeHelperGuide("distributionSpacer")
    } else if !needsSpacer, let guide = distributionSpacer {
      retireHelper(guide)
      distributionSpacer = nil
    }
  }

  /// A new helper guide of this stack, named after its role.
  private func makeHelperGuide(_ role: String) -> LayoutGuide {
    let guide = LayoutGuide()
    guide.identifier = "\(debugName).\(role)"
    addLayoutGuide(guide)
    return guide
  }

  /// Removes a helper guide and the generated constraints that use it.
  private func retireHelper(_ guide: LayoutGuide) {
    let usesGuide = { (entry: GeneratedConstraint) in
      entry.constraint.firstItem === guide || entry.constraint.secondItem === guide
    }
    for entry in generated where usesGuide(entry) { entry.constraint.isActive = false }
    generated.removeAll(where: usesGuide)
    removeLayoutGuide(guide)
  }
}
