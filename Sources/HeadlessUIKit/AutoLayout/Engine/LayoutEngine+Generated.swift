import Foundation

/// Which constraint the engine generated for an item; its raw value is its slot in ``GeneratedSpecs`` and
/// ``GeneratedEntries``.
enum GeneratedKey: Int, Hashable, CaseIterable {
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
}

/// The generated constraints an item wants now, at most one per key.
///
/// Kept in a slot per key rather than hashed: an item has a dozen keys at most, and every layout of a new item asks
/// about each of them (a view's autoresizing and intrinsic-size specs, then its guides').
struct GeneratedSpecs {
  /// Empty until a spec is set, then one slot per key.
  private var slots: [GeneratedSpec?] = []

  subscript(key: GeneratedKey) -> GeneratedSpec? {
    get { slots.isEmpty ? nil : slots[key.rawValue] }
    set {
      if slots.isEmpty {
        guard newValue != nil else { return }
        slots = Array(repeating: nil, count: GeneratedKey.allCases.count)
      }
      slots[key.rawValue] = newValue
    }
  }
}

/// The generated constraints the solver holds for one item, a slot per key, with the item held weakly (the engine
/// does not keep its tree alive).
struct GeneratedEntries {
  weak var item: LayoutItem?
  private var constraints: [Constraint?] = Array(repeating: nil, count: GeneratedKey.allCases.count)
  /// The keys whose constraint had to be broken when it was added, one bit per raw value.
  private var brokenKeys: UInt16 = 0
  /// How many slots hold a constraint.
  private(set) var count = 0

  init(item: LayoutItem) {
    self.item = item
  }

  /// The constraint held for `key`.
  func constraint(_ key: GeneratedKey) -> Constraint? { constraints[key.rawValue] }

  /// Whether the constraint held for `key` had to be broken when it was added.
  func isBroken(_ key: GeneratedKey) -> Bool { brokenKeys & (1 << key.rawValue) != 0 }

  /// Holds `constraint` for `key` (or nothing, with `nil`).
  mutating func set(_ constraint: Constraint?, broken: Bool = false, for key: GeneratedKey) {
    count += (constraint == nil ? 0 : 1) - (constraints[key.rawValue] == nil ? 0 : 1)
    constraints[key.rawValue] = constraint
    let bit = UInt16(1) << key.rawValue
    brokenKeys = broken ? brokenKeys | bit : brokenKeys & ~bit
  }

  /// The held constraints with their keys, in key order.
  var all: [(key: GeneratedKey, constraint: Constraint)] {
    GeneratedKey.allCases.compactMap { key in constraints[key.rawValue].map { (key, $0) } }
  }
}

extension LayoutEngine {
  /// Brings a view's generated constraints (autoresizing mask, intrinsic size) and its built-in guides' up to
  /// date, changing constants and priorities in place where the shape is the same.
  ///
  /// A view placed by its frame alone that is not in the solver yet stays out of it (`LayoutEngine+OutsideSolver`).
  func refreshGenerated(of view: View) {
    // Views under constraints (the most common here) are told apart by their first test, with no lookup.
    if mayStayOutsideSolver(view) {
      let key = ObjectIdentifier(view)
      if viewsOutsideSolver.contains(key) || generatedEntries[key] == nil {
        viewsOutsideSolver.insert(key)
        return
      }
    } else if !viewsOutsideSolver.isEmpty {
      viewsOutsideSolver.remove(ObjectIdentifier(view))
    }
    addGeneratedConstraints(of: view)
  }

  /// Makes the solver hold a view's generated constraints and its built-in guides' as they are wanted now.
  func addGeneratedConstraints(of view: View) {
    var specs = GeneratedSpecs()
    addAutoresizingSpecs(of: view, to: &specs)
    addIntrinsicSpecs(of: view, to: &specs)
    reconcile(view, with: specs)
    for guide in view.guides where guide.role != .custom { refreshGenerated(of: guide) }
    refreshBaselines(of: view)
  }

  /// Brings a built-in guide's constraints up to date.
  func refreshGenerated(of guide: LayoutGuide) {
    reconcile(guide, with: guideSpecs(of: guide))
  }

  /// Makes the solver hold exactly `specs` for `item`: unchanged shapes are updated in place, others replaced.
  ///
  /// Each constraint is recorded as soon as it is added, so that a conflict report on the next can name it.
  private func reconcile(_ item: LayoutItem, with specs: GeneratedSpecs) {
    let key = ObjectIdentifier(item)
    // What the item held before, looked up once: each key's slot changes only at that key's turn below.
    let held = generatedEntries[key]
    for generatedKey in GeneratedKey.allCases {
      let existing = held?.constraint(generatedKey)
      let wanted = specs[generatedKey]
      guard existing != nil || wanted != nil else { continue }
      if let existing, let wanted, held?.isBroken(generatedKey) == false,
        sameShape(existing, wanted)
      {
        do {
          try solver.updateConstant(of: existing, to: wanted.expression.constant)
          try solver.updatePriority(of: existing, to: wanted.priority)
          continue
        } catch {
          // Fall through: replace it (a required constant that cannot hold is then reported and broken).
        }
      }
      if let existing {
        removeSolverConstraint(existing)
        generatedEntries[key]?.set(nil, for: generatedKey)
      }
      if let wanted {
        let constraint = Constraint(wanted.expression, wanted.relation, priority: wanted.priority)
        let broken = addToSolver(constraint, for: .generated(WeakItem(item: item), generatedKey))
        generatedEntries[key, default: GeneratedEntries(item: item)].set(
          constraint, broken: broken, for: generatedKey)
      }
    }
    if generatedEntries[key]?.count == 0 { generatedEntries[key] = nil }
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
  func addAutoresizingSpecs(of view: View, to specs: inout GeneratedSpecs) {
    guard view.translatesAutoresizingMaskIntoConstraints else { return }
    let frame = view.storedFrame
    let own = view.itemVariables
    if isFitting && view === root {
      // A view measured for its fitting size keeps its place but not its size.
      specs[.maskX] = required(own.left.linearExpression)
      specs[.maskY] = required(own.top.linearExpression)
      return
    }
    guard let parent = view.storedSuperview else {
      specs[.maskX] = required(own.left - Double(frame.minX))
      specs[.maskY] = required(own.top - Double(frame.minY))
      specs[.maskWidth] = required(own.width - Double(frame.width))
      specs[.maskHeight] = required(own.height - Double(frame.height))
      return
    }
    let outer = parent.itemVariables
    let mask = view.autoresizingMask
    let horizontal = axisSpecs(
      origin: own.left, size: own.width, parentSize: outer.width,
      start: frame.minX, length: frame.width, parentLength: view.maskReferenceSize.width,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin)
      ))
    let vertical = axisSpecs(
      origin: own.top, size: own.height, parentSize: outer.height,
      start: frame.minY, length: frame.height, parentLength: view.maskReferenceSize.height,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
    specs[.maskX] = required(horizontal.position)
    specs[.maskWidth] = required(horizontal.size)
    specs[.maskY] = required(vertical.position)
    specs[.maskHeight] = required(vertical.size)
    leaveOpenLengthsOut(of: view, from: &specs)
  }

  /// The position and size expressions (`== 0`) of one axis of an autoresizing view (its origin is in its
  /// superview's coordinates).
  private func axisSpecs(
    origin: Variable, size: Variable, parentSize: Variable, start: CGFloat,
    length: CGFloat,
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
    let position = origin - part(0)
    let sizeExpression = flexible.size ? size - part(1) : size - Double(length)
    return (position, sizeExpression)
  }

  private func required(_ expression: LinearExpression) -> GeneratedSpec {
    GeneratedSpec(expression: expression, relation: .equal, priority: .required)
  }

  // MARK: - Intrinsic size

  /// Content hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) on each axis that has
  /// an intrinsic size.
  func addIntrinsicSpecs(of view: View, to specs: inout GeneratedSpecs) {
    let size = view.currentIntrinsicSize
    guard size.width != View.noIntrinsicMetric || size.height != View.noIntrinsicMetric else {
      return
    }
    let variables = view.itemVariables
    for (axis, value, variable, hugKey, compressKey) in [
      (
        LayoutAxis.horizontal, size.width, variables.width, GeneratedKey.hugWidth,
        GeneratedKey.compressWidth
      ),
      (.vertical, size.height, variables.height, .hugHeight, .compressHeight),
    ] where value != View.noIntrinsicMetric && value.isFinite && value >= 0 {
      specs[hugKey] = GeneratedSpec(
        expression: variable - Double(value), relation: .lessThanOrEqual,
        priority: view.contentHuggingPriority(for: axis))
      specs[compressKey] = GeneratedSpec(
        expression: variable - Double(value), relation: .greaterThanOrEqual,
        priority: view.contentCompressionResistancePriority(for: axis))
    }
  }

  // MARK: - Built-in guides

  /// A margins or safe-area guide's edges, inset from its owning view's (a guide's left and top are in its owning
  /// view's coordinates); a scroll area's guides.
  func guideSpecs(of guide: LayoutGuide) -> GeneratedSpecs {
    var specs = GeneratedSpecs()
    guard let view = guide.owningView else { return specs }
    let inner = guide.itemVariables
    let outer = view.itemVariables
    switch guide.role {
    case .contentArea:
      // At the view's origin; the content's constraints size it, else (weakly) the content size code gave.
      let size = view.explicitContentSize
      specs[.guideLeft] = required(inner.left.linearExpression)
      specs[.guideTop] = required(inner.top.linearExpression)
      specs[.guideWidth] = GeneratedSpec(
        expression: inner.width - Double(size.width), relation: .equal, priority: .fittingSizeLevel)
      specs[.guideHeight] = GeneratedSpec(
        expression: inner.height - Double(size.height), relation: .equal,
        priority: .fittingSizeLevel)
      return specs
    case .frameArea:
      let origin = view.storedBoundsOrigin
      specs[.guideLeft] = required(inner.left - Double(origin.x))
      specs[.guideTop] = required(inner.top - Double(origin.y))
      specs[.guideWidth] = required(inner.width - outer.width)
      specs[.guideHeight] = required(inner.height - outer.height)
      return specs
    case .margins, .safeArea: noteSafeAreaDependent(view)
    case .custom, .offset: break
    }
    guard let insets = guideInsets(of: guide) else { return specs }
    specs[.guideLeft] = required(inner.left - Double(insets.left))
    specs[.guideTop] = required(inner.top - Double(insets.top))
    specs[.guideWidth] = required(inner.width - outer.width + Double(insets.left + insets.right))
    specs[.guideHeight] = required(inner.height - outer.height + Double(insets.top + insets.bottom))
    return specs
  }

  /// How far a built-in guide is inset from its owning view, or `nil` for a custom guide.
  private func guideInsets(of guide: LayoutGuide) -> EdgeInsets? {
    guard let view = guide.owningView else { return nil }
    switch guide.role {
    case .margins:
      return view.layoutMargins
        + (view.insetsLayoutMarginsFromSafeArea ? view.computedSafeAreaInsets : .zero)
    case .safeArea: return view.computedSafeAreaInsets
    case .custom, .offset, .contentArea, .frameArea: return nil
    }
  }

  // MARK: - Descriptions

  /// A generated constraint as a reader would write it, from the item's current state; made only for reports.
  func describeGenerated(_ item: LayoutItem, _ key: GeneratedKey) -> String {
    let name = item.debugName
    if let view = item as? View {
      let frame = view.storedFrame
      let parent = view.storedSuperview.map { "\($0.debugName)." } ?? ""
      let note = "(autoresizing mask of \(name); translatesAutoresizingMaskIntoConstraints is true)"
      let size = view.currentIntrinsicSize
      switch key {
      case .maskX: return "\(name).left == \(parent)left + \(formatted(frame.minX)) \(note)"
      case .maskY: return "\(name).top == \(parent)top + \(formatted(frame.minY)) \(note)"
      case .maskWidth: return "\(name).width == \(formatted(frame.width)) \(note)"
      case .maskHeight: return "\(name).height == \(formatted(frame.height)) \(note)"
      case .hugWidth:
        return
          "\(name).width <= \(formatted(size.width)) @\(view.contentHuggingPriority(for: .horizontal)) (content hugging)"
      case .compressWidth:
        return
          "\(name).width >= \(formatted(size.width)) @\(view.contentCompressionResistancePriority(for: .horizontal)) (compression resistance)"
      case .hugHeight:
        return
          "\(name).height <= \(formatted(size.height)) @\(view.contentHuggingPriority(for: .vertical)) (content hugging)"
      case .compressHeight:
        return
          "\(name).height >= \(formatted(size.height)) @\(view.contentCompressionResistancePriority(for: .vertical)) (compression resistance)"
      default: return "\(name) (generated)"
      }
    }
    guard let guide = item as? LayoutGuide, let insets = guideInsets(of: guide),
      let owner = guide.owningView
    else {
      return "\(name) (generated)"
    }
    let ownerName = owner.debugName
    switch key {
    case .guideLeft: return "\(name).left == \(ownerName).left + \(formatted(insets.left))"
    case .guideTop: return "\(name).top == \(ownerName).top + \(formatted(insets.top))"
    case .guideWidth:
      return "\(name).width == \(ownerName).width - \(formatted(insets.left + insets.right))"
    case .guideHeight:
      return "\(name).height == \(ownerName).height - \(formatted(insets.top + insets.bottom))"
    default: return "\(name) (generated)"
    }
  }
}

extension View {
  /// The intrinsic size the engine uses: for views whose height depends on their width, the size at the width of
  /// the last layout pass.
  var currentIntrinsicSize: CGSize {
    if hasHeightForWidth, let width = widthForIntrinsicHeight {
      return intrinsicContentSize(forWidth: width)
    }
    return intrinsicContentSize
  }
}
