import Foundation

/// The solver behind one view tree, owned by the tree's root and kept between layout passes.
///
/// It is built on the first layout of a tree; from then on every change (a constraint activated, a constant or
/// priority changed, a view added, an intrinsic size invalidated) is applied to the solver at once, in place where
/// possible, so a layout after a small change costs a small amount of work.
final class LayoutEngine {
  unowned let root: View
  let solver = Solver()
  /// Active user constraints: their solver constraint and the constant the translation added besides the user's.
  /// (Exclusive access is not checked at run time: it is read and written for every constraint added, and the
  /// engine, like its views, belongs to the main actor.)
  @exclusivity(unchecked) var userEntries: [ObjectIdentifier: UserEntry] = [:]
  /// Constraints the engine makes itself (autoresizing mask, intrinsic size, built-in guides), per item.
  var generatedEntries: [ObjectIdentifier: GeneratedEntries] = [:]
  /// Views placed by their frames alone, kept out of the solver until a constraint refers to them
  /// (`LayoutEngine+OutsideSolver`).
  var viewsOutsideSolver: Set<ObjectIdentifier> = []

  /// The origin of a solver constraint.
  enum Owner {
    case user(LayoutConstraint)
    case generated(WeakItem, GeneratedKey)
  }

  /// An item held weakly, so that the engine (owned by the root) does not keep its own tree alive.
  struct WeakItem {
    weak var item: LayoutItem?
  }
  /// The conflicts whose broken constraint is still in the solver, by the broken solver constraint.
  var conflictEntries: [(broken: ObjectIdentifier, report: ConflictReport)] = []
  /// The constraints broken to recover from a conflict and still broken.
  var conflicts: [ConflictReport] { conflictEntries.map(\.report) }
  /// Whether a constraint was removed since the last layout, so that a broken one may hold again.
  var mayHealBrokenConstraints = false
  /// Whether a layout pass is running (a `layoutSubviews` that asks for layout does not start another).
  var isLayingOut = false
  var safeAreaIsStale = true
  /// Active constraints that use a view's baseline, by the view that supplies it, in activation order.
  var baselineUsers: [ObjectIdentifier: [LayoutConstraint]] = [:]
  /// Views whose frame the next layout writes even if their variables do not change: new in the tree, or a frame
  /// set by hand that layout overwrites.
  var itemsToRefresh: [View] = []
  /// Views whose `updateConstraints` the next layout calls (new to the tree, or marked with
  /// ``View/setNeedsUpdateConstraints()``), in the order they were noted.
  var viewsNeedingConstraintUpdate: [View] = []
  /// Whether a subtree left the tree since views were noted for `updateConstraints` (then each is checked to be
  /// still in the tree, a walk up its ancestors).
  var subtreeLeftSinceConstraintNotes = false
  /// Views whose `layoutSubviews` the next layout calls, in the order they were marked.
  var viewsNeedingLayout: [View] = []
  /// Whether the next pass refreshes every view of the tree anyway (the first layout): the solver's changed
  /// variables then need not be mapped back to their views.
  var refreshesEveryView = false
  /// Counts the passes that take the solver's new values, so that each view is visited once per pass.
  var solutionPass = 0
  /// Views with a built-in guide (margins, safe area) that follows their safe-area insets, in the order their
  /// guides were made.
  var safeAreaViews: [WeakItem] = []
  private var safeAreaViewIDs: Set<ObjectIdentifier> = []
  /// Views being measured in this engine, with the lengths of their frames their autoresizing constraints leave
  /// open (`LayoutEngine+MeasuringInPlace`).
  var openLengthsByView: [ObjectIdentifier: OpenLengths] = [:]
  /// The variables that changed while a view was measured in place, for the next pass to lay out.
  var variablesChangedWhileMeasuring: [MeasuredChange] = []

  /// A variable changed while measuring in place, with its item held weakly: the item may be released before the
  /// next pass (a variable's own reference to its item does not say whether the item still exists).
  struct MeasuredChange {
    let variable: Variable
    weak var owner: AnyObject?
  }

  struct UserEntry {
    let constraint: LayoutConstraint
    var solverConstraint: Constraint
    /// The part of the solver constraint's constant that does not come from ``LayoutConstraint/constant``.
    var baseConstant: Double
    var isBroken: Bool
  }

  /// Whether this is a scratch engine measuring ``root``'s fitting size: the root's own autoresizing size is left
  /// free (``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``).
  let isFitting: Bool

  init(root: View, isFitting: Bool = false) {
    self.root = root
    self.isFitting = isFitting
  }

  /// Adds everything in the tree: generated constraints first, then the user's in tree and activation order, in
  /// one batch (one optimisation).
  func build() {
    let views = root.subtree()
    joinViews(views)
    refreshesEveryView = !isFitting
    userEntries.reserveCapacity(views.reduce(0) { $0 + $1.installedConstraints.count })
    batch {
      for view in root.subtree() { addItemTree(view) }
      for view in root.subtree() {
        for constraint in view.installedConstraints { add(constraint) }
      }
    }
  }

  private func batch(_ body: () -> Void) {
    do {
      // Each addition's failure is handled inside (a conflict breaks the constraint): nothing to undo as a whole.
      try solver.deferringOptimization(body)
    } catch {
      Diagnostics.report(Diagnostic(.error, "layout engine: \(error)"))
    }
  }

  // MARK: - Tree changes

  /// A view (with its subviews, guides and the constraints installed among them) joined this tree.
  func addSubtree(_ view: View) {
    joinViews(view.subtree())
    if let parent = view.storedSuperview { setNeedsLayout(parent) }
    batch {
      for member in view.subtree() { addItemTree(member) }
      for member in view.subtree() {
        for constraint in member.installedConstraints { add(constraint) }
      }
    }
    safeAreaIsStale = true
  }

  /// A view left this tree: its generated constraints and the constraints installed inside it go.
  func removeSubtree(_ view: View) {
    if !viewsNeedingConstraintUpdate.isEmpty { subtreeLeftSinceConstraintNotes = true }
    if let parent = view.storedSuperview { setNeedsLayout(parent) }
    for member in view.subtree() {
      for constraint in member.installedConstraints { remove(constraint) }
      removeItem(member)
      for guide in member.guides { removeItem(guide) }
    }
  }

  /// Views joining the tree get their frame written and `layoutSubviews` called at the next layout; what another
  /// engine marked on them does not count here.
  private func joinViews(_ views: [View]) {
    // A scratch engine measuring a fitting size leaves the views as they are.
    guard !isFitting else { return }
    for view in views {
      if view.needsConstraintUpdate { viewsNeedingConstraintUpdate.append(view) }
      // A controller hears when its root view's safe area changes, guides or not.
      if view.owningController != nil { noteSafeAreaDependent(view) }
      view.needsLayout = false
      view.solutionStamp = 0
      itemsToRefresh.append(view)
    }
  }

  /// Remembers a view whose built-in guides follow its safe-area insets.
  func noteSafeAreaDependent(_ view: View) {
    guard safeAreaViewIDs.insert(ObjectIdentifier(view)).inserted else { return }
    safeAreaViews.append(WeakItem(item: view))
  }

  private func addItemTree(_ view: View) {
    refreshGenerated(of: view)
    for guide in view.guides { addItem(guide) }
  }

  /// A guide (or view) joined the tree: make its generated constraints.
  func addItem(_ item: LayoutItem) {
    if let view = item as? View {
      refreshGenerated(of: view)
    } else if let guide = item as? LayoutGuide {
      refreshGenerated(of: guide)
    }
  }

  /// An item left the tree: remove its generated constraints.
  func removeItem(_ item: LayoutItem) {
    let key = ObjectIdentifier(item)
    viewsOutsideSolver.remove(key)
    for (_, constraint) in generatedEntries.removeValue(forKey: key)?.all ?? [] {
      removeSolverConstraint(constraint)
    }
  }

  /// The active constraints of the tree, in tree order and then activation order: the order every bulk operation
  /// uses, so that no result depends on hashing.
  func activeConstraintsInTreeOrder() -> [LayoutConstraint] {
    root.subtree().flatMap(\.installedConstraints)
  }

  func directionDidChange() {
    for constraint in activeConstraintsInTreeOrder() { remove(constraint) }
    for view in root.subtree() { addItemTree(view) }
    for view in root.subtree() {
      for constraint in view.installedConstraints { add(constraint) }
    }
  }

  func setNeedsSafeAreaUpdate() { safeAreaIsStale = true }

  // MARK: - User constraints

  /// Adds an active user constraint; a required one that cannot hold is broken and reported.
  func add(_ constraint: LayoutConstraint) {
    let key = ObjectIdentifier(constraint)
    guard userEntries[key] == nil, let (expression, relation) = translate(constraint) else {
      return
    }
    let solverConstraint = Constraint(expression, relation, priority: constraint.priority)
    let base = expression.constant + Double(constraint.constant)
    let broken = addToSolver(solverConstraint, for: .user(constraint))
    userEntries[key] = UserEntry(
      constraint: constraint, solverConstraint: solverConstraint, baseConstant: base,
      isBroken: broken)
    for source in baselineSources(of: constraint) {
      baselineUsers[ObjectIdentifier(source), default: []].append(constraint)
    }
  }

  /// Removes a user constraint that was deactivated or left the tree.
  func remove(_ constraint: LayoutConstraint) {
    guard let entry = userEntries.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
    removeSolverConstraint(entry.solverConstraint)
    for source in baselineSources(of: constraint) {
      baselineUsers[ObjectIdentifier(source)]?.removeAll { $0 === constraint }
    }
  }

  /// Applies a new ``LayoutConstraint/constant`` in place.
  func updateConstant(of constraint: LayoutConstraint) {
    guard var entry = userEntries[ObjectIdentifier(constraint)] else { return }
    let target = entry.baseConstant - Double(constraint.constant)
    do {
      try solver.updateConstant(of: entry.solverConstraint, to: target)
    } catch {
      // A required constraint whose new constant cannot hold: break it, as if it had just been added.
      removeSolverConstraint(entry.solverConstraint)
      let replacement = Constraint(
        LinearExpression(entry.solverConstraint.expression.terms, constant: target),
        entry.solverConstraint.relation,
        priority: constraint.priority)
      entry.isBroken = addToSolver(replacement, for: .user(constraint))
      entry.solverConstraint = replacement
      userEntries[ObjectIdentifier(constraint)] = entry
    }
  }

  /// Applies a new optional ``LayoutConstraint/priority`` in place.
  func updatePriority(of constraint: LayoutConstraint) {
    guard let entry = userEntries[ObjectIdentifier(constraint)], !entry.isBroken else { return }
    do {
      try solver.updatePriority(of: entry.solverConstraint, to: constraint.priority)
    } catch {
      Diagnostics.report(Diagnostic(.error, "layout engine: \(error)"))
    }
  }

  // MARK: - Solver access

  /// Adds a solver constraint; if it is required and cannot hold, reports the conflict and adds it at the
  /// broken-required level instead (UIKit's recovery, with our deterministic rule: the constraint whose addition
  /// failed is the one broken).
  ///
  /// - Returns: Whether the constraint had to be broken.
  @discardableResult
  func addToSolver(_ constraint: Constraint, for owner: Owner) -> Bool {
    if !viewsOutsideSolver.isEmpty { bringInViews(referencedBy: constraint) }
    do {
      try solver.addConstraint(constraint)
      return false
    } catch .unsatisfiable(let conflict) {
      let report = ConflictReport(
        broken: reported(conflict.constraint, owner),
        conflicting: conflict.conflicting.map { reported($0, origin(of: $0.id)) })
      let description = report.broken.description
      conflictEntries.append((ObjectIdentifier(constraint), report))
      Diagnostics.report(Diagnostic(.warning, report.message))
      do {
        try solver.addBrokenRequiredConstraint(constraint)
      } catch {
        Diagnostics.report(
          Diagnostic(.error, "layout engine could not add broken \(description): \(error)"))
      }
      return true
    } catch {
      Diagnostics.report(
        Diagnostic(.error, "layout engine could not add \(describe(owner)): \(error)"))
      return false
    }
  }

  /// A solver constraint named for a report, by who made it.
  func reported(_ reference: ConstraintReference, _ owner: Owner?) -> ReportedConstraint {
    switch owner {
    case .user(let constraint): ReportedConstraint(reference, made: constraint)
    case .some(let owner): ReportedConstraint(reference, generated: describe(owner))
    case nil: ReportedConstraint(reference, generated: reference.description)
    }
  }

  /// A readable description of a solver constraint's origin.
  func describe(_ owner: Owner) -> String {
    switch owner {
    case .user(let constraint): constraint.description
    case .generated(let reference, let key):
      reference.item.map { describeGenerated($0, key) } ?? "(released item)"
    }
  }

  /// Who made a solver constraint the engine holds, found by a search: only conflict reports need it.
  ///
  /// - Complexity: O(c) for the c constraints of the tree.
  func origin(of id: ObjectIdentifier) -> Owner? {
    for entry in userEntries.values where ObjectIdentifier(entry.solverConstraint) == id {
      return .user(entry.constraint)
    }
    for entries in generatedEntries.values {
      for (key, constraint) in entries.all where ObjectIdentifier(constraint) == id {
        return .generated(WeakItem(item: entries.item), key)
      }
    }
    return nil
  }

  func removeSolverConstraint(_ constraint: Constraint) {
    let key = ObjectIdentifier(constraint)
    if !conflictEntries.isEmpty {
      conflictEntries.removeAll { $0.broken == key }
      mayHealBrokenConstraints = true
    }
    guard solver.hasConstraint(constraint) else { return }
    do {
      try solver.removeConstraint(constraint)
    } catch {
      Diagnostics.report(Diagnostic(.error, "layout engine: \(error)"))
    }
  }
}
