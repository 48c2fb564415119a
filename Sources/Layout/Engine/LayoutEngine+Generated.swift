import Foundation

/// Which constraint the engine generated for an item.
enum GeneratedKey: Hashable, CaseIterable {
  /// Autoresizing-mask constraints: position and size on each axis.
  case maskX, maskY, maskWidth, maskHeight
  /// Content hugging and compression resistance on each axis.
  case hugWidth, compressWidth, hugHeight, compressHeight
  /// A built-in guide's edges relative to its owning view.
  case guideLeft, guideTop, guideWidth, guideHeight
}

/// A generated constraint as the engine wants it now.
struct GeneratedSpec {
  let expression: LinearExpression
  let relation: Relation
  let priority: Priority
  let description: String
}

/// A generated constraint in the solver.
struct GeneratedEntry {
  let constraint: Constraint
  let isBroken: Bool
}

extension LayoutEngine {
  /// Brings a view's generated constraints (autoresizing mask, intrinsic size) and its built-in guides' up to
  /// date, changing constants and priorities in place where the shape is the same.
  func refreshGenerated(of view: View) {
    reconcile(view, with: autoresizingSpecs(of: view).merging(intrinsicSpecs(of: view)) { a, _ in a })
    for guide in view.guides where guide.role != .custom { refreshGenerated(of: guide) }
    refreshBaselines(of: view)
  }

  /// Brings a built-in guide's constraints up to date.
  func refreshGenerated(of guide: LayoutGuide) {
    reconcile(guide, with: guideSpecs(of: guide))
  }

  /// Makes the solver hold exactly `specs` for `item`: unchanged shapes are updated in place, others replaced.
  private func reconcile(_ item: LayoutItem, with specs: [GeneratedKey: GeneratedSpec]) {
    let key = ObjectIdentifier(item)
    var entries = generatedEntries[key] ?? [:]
    for generatedKey in GeneratedKey.allCases {
      let existing = entries[generatedKey]
      let wanted = specs[generatedKey]
      if let existing, let wanted, !existing.isBroken, sameShape(existing.constraint, wanted) {
        do {
          try solver.updateConstant(of: existing.constraint, to: wanted.expression.constant)
          try solver.updatePriority(of: existing.constraint, to: wanted.priority)
          owners[ObjectIdentifier(existing.constraint)] = wanted.description
          continue
        } catch {
          // Fall through: replace it (a required constant that cannot hold is then reported and broken).
        }
      }
      if let existing {
        removeSolverConstraint(existing.constraint)
        entries[generatedKey] = nil
      }
      if let wanted {
        let constraint = Constraint(wanted.expression, wanted.relation, priority: wanted.priority)
        owners[ObjectIdentifier(constraint)] = wanted.description
        let broken = addToSolver(constraint, describedAs: wanted.description)
        entries[generatedKey] = GeneratedEntry(constraint: constraint, isBroken: broken)
      }
    }
    generatedEntries[key] = entries.isEmpty ? nil : entries
  }

  private func sameShape(_ constraint: Constraint, _ spec: GeneratedSpec) -> Bool {
    guard constraint.relation == spec.relation,
      constraint.priority.isRequired == spec.priority.isRequired,
      constraint.expression.terms.count == spec.expression.terms.count
    else { return false }
    return zip(constraint.expression.terms, spec.expression.reduced().terms).allSatisfy {
      $0.variable === $1.variable && $0.coefficient == $1.coefficient
    }
  }

  // MARK: - Autoresizing mask

  /// The required constraints that pin a view with `translatesAutoresizingMaskIntoConstraints` where its frame
  /// and mask say, relative to its superview (or to the scene for a root).
  ///
  /// On each axis the fixed parts of (leading margin, size, trailing margin) keep their values and the flexible
  /// ones share the rest of the superview's size in proportion to their current values, as UIKit's autoresizing
  /// does.
  func autoresizingSpecs(of view: View) -> [GeneratedKey: GeneratedSpec] {
    guard view.translatesAutoresizingMaskIntoConstraints else { return [:] }
    let frame = view.storedFrame
    let own = view.itemVariables
    let note = "(autoresizing mask of \(view.debugName); translatesAutoresizingMaskIntoConstraints is true)"
    guard let parent = view.superview else {
      return [
        .maskX: spec(own.left - Double(frame.minX), "\(view.debugName).left == \(formatted(frame.minX)) \(note)"),
        .maskY: spec(own.top - Double(frame.minY), "\(view.debugName).top == \(formatted(frame.minY)) \(note)"),
        .maskWidth: spec(own.width - Double(frame.width), "\(view.debugName).width == \(formatted(frame.width)) \(note)"),
        .maskHeight: spec(
          own.height - Double(frame.height), "\(view.debugName).height == \(formatted(frame.height)) \(note)"),
      ]
    }
    let outer = parent.itemVariables
    let mask = view.autoresizingMask
    let horizontal = axisSpecs(
      origin: own.left, size: own.width, parentOrigin: outer.left, parentSize: outer.width,
      start: frame.minX, length: frame.width, parentLength: parent.storedFrame.width,
      flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
    let vertical = axisSpecs(
      origin: own.top, size: own.height, parentOrigin: outer.top, parentSize: outer.height,
      start: frame.minY, length: frame.height, parentLength: parent.storedFrame.height,
      flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
    let name = view.debugName
    return [
      .maskX: spec(horizontal.position, "\(name).left == \(parent.debugName).left + \(formatted(frame.minX)) \(note)"),
      .maskWidth: spec(horizontal.size, "\(name).width == \(formatted(frame.width)) \(note)"),
      .maskY: spec(vertical.position, "\(name).top == \(parent.debugName).top + \(formatted(frame.minY)) \(note)"),
      .maskHeight: spec(vertical.size, "\(name).height == \(formatted(frame.height)) \(note)"),
    ]
  }

  /// The position and size expressions (`== 0`) of one axis of an autoresizing view.
  private func axisSpecs(
    origin: Variable, size: Variable, parentOrigin: Variable, parentSize: Variable, start: CGFloat, length: CGFloat,
    parentLength: CGFloat, flexible: (lead: Bool, size: Bool, trail: Bool)
  ) -> (position: LinearExpression, size: LinearExpression) {
    let parts = [Double(start), Double(length), Double(parentLength - start - length)]
    let isFlexible = [flexible.lead, flexible.size, flexible.trail]
    let fixedTotal = zip(parts, isFlexible).filter { !$0.1 }.reduce(0) { $0 + $1.0 }
    let flexibleTotal = zip(parts, isFlexible).filter { $0.1 }.reduce(0) { $0 + $1.0 }
    let flexibleCount = Double(isFlexible.filter { $0 }.count)
    /// A part's value as an expression of the parent's size: fixed, or a share of what the fixed parts leave.
    func part(_ index: Int) -> LinearExpression {
      guard isFlexible[index] else { return LinearExpression(constant: parts[index]) }
      let share = flexibleTotal > 0 ? parts[index] / flexibleTotal : 1 / flexibleCount
      return parentSize * share - fixedTotal * share
    }
    let position = origin - parentOrigin - part(0)
    let sizeExpression = flexible.size ? size - part(1) : size - Double(length)
    return (position, sizeExpression)
  }

  private func spec(_ expression: LinearExpression, _ description: String) -> GeneratedSpec {
    GeneratedSpec(expression: expression, relation: .equal, priority: .required, description: description)
  }

  // MARK: - Intrinsic size

  /// Content hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) on each axis that has
  /// an intrinsic size.
  func intrinsicSpecs(of view: View) -> [GeneratedKey: GeneratedSpec] {
    let size = view.currentIntrinsicSize
    var specs: [GeneratedKey: GeneratedSpec] = [:]
    let variables = view.itemVariables
    let name = view.debugName
    for (axis, value, variable, hugKey, compressKey) in [
      (LayoutAxis.horizontal, size.width, variables.width, GeneratedKey.hugWidth, GeneratedKey.compressWidth),
      (.vertical, size.height, variables.height, .hugHeight, .compressHeight),
    ] where value != View.noIntrinsicMetric && value.isFinite && value >= 0 {
      let dimension = axis == .horizontal ? "width" : "height"
      let hug = view.contentHuggingPriority(for: axis)
      let compress = view.contentCompressionResistancePriority(for: axis)
      specs[hugKey] = GeneratedSpec(
        expression: variable - Double(value), relation: .lessThanOrEqual, priority: hug,
        description: "\(name).\(dimension) <= \(formatted(value)) @\(hug) (content hugging)")
      specs[compressKey] = GeneratedSpec(
        expression: variable - Double(value), relation: .greaterThanOrEqual, priority: compress,
        description: "\(name).\(dimension) >= \(formatted(value)) @\(compress) (compression resistance)")
    }
    return specs
  }

  // MARK: - Built-in guides

  /// A margins or safe-area guide's edges, inset from its owning view's.
  func guideSpecs(of guide: LayoutGuide) -> [GeneratedKey: GeneratedSpec] {
    guard guide.role != .custom, let view = guide.owningView else { return [:] }
    let insets: EdgeInsets
    switch guide.role {
    case .margins:
      insets = view.layoutMargins + (view.insetsLayoutMarginsFromSafeArea ? view.computedSafeAreaInsets : .zero)
    case .safeArea: insets = view.computedSafeAreaInsets
    case .custom: return [:]
    }
    let inner = guide.itemVariables
    let outer = view.itemVariables
    let name = guide.debugName
    let owner = view.debugName
    return [
      .guideLeft: spec(
        inner.left - outer.left - Double(insets.left), "\(name).left == \(owner).left + \(formatted(insets.left))"),
      .guideTop: spec(
        inner.top - outer.top - Double(insets.top), "\(name).top == \(owner).top + \(formatted(insets.top))"),
      .guideWidth: spec(
        inner.width - outer.width + Double(insets.left + insets.right),
        "\(name).width == \(owner).width - \(formatted(insets.left + insets.right))"),
      .guideHeight: spec(
        inner.height - outer.height + Double(insets.top + insets.bottom),
        "\(name).height == \(owner).height - \(formatted(insets.top + insets.bottom))"),
    ]
  }
}

extension View {
  /// The intrinsic size the engine uses: for views whose height depends on their width, the size at the width of
  /// the last layout pass.
  var currentIntrinsicSize: CGSize {
    if hasHeightForWidth, let width = widthForIntrinsicHeight { return intrinsicContentSize(forWidth: width) }
    return intrinsicContentSize
  }
}
