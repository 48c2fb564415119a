/// An incremental Cassowary solver with Auto Layout's strict priorities.
///
/// Add constraints, optionally mark variables as edit variables and suggest values for them, then call
/// ``updateVariables()`` to write the solution into the variables:
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.addConstraint(left == 0)
/// try solver.addConstraint((width == 100) | 250)
/// try solver.addEditVariable(width, priority: 750)
/// try solver.suggestValue(width, 320)
/// solver.updateVariables()  // width.value == 320
/// ```
///
/// The surface follows kiwi (and kiwisolver, cassowary-rs), so their users feel at home. Three things differ:
/// - **Priorities are strict levels.** Every distinct optional priority is its own level, and each level dominates
///   all lower ones: one violation at 251 outweighs any number at 250. kiwi's weighted sum does not.
/// - **Constants and priorities change in place** (``updateConstant(of:to:)``, ``updatePriority(of:to:)``), at
///   about the cost of a ``suggestValue(_:_:)``, instead of a remove and an add.
/// - **Failures undo themselves** and say why: an unsatisfiable required constraint comes back with the constraints
///   it conflicts with.
///
/// A solver belongs to one thread or task at a time.
public final class Solver {
  /// Everything the solver knows. (Exclusive access is not checked at run time: every operation modifies it, at
  /// about 80 instructions a check, and a solver belongs to one thread or task and calls no user code while it
  /// changes it.)
  @exclusivity(unchecked) var state = SolverState()
  private var deferredOptimization = 0
  private var optimizationPending = false
  /// Counts the operations that can change the solution.
  ///
  /// A caller can tell whether anything changed since it last looked without reading every variable. Not API.
  package internal(set) var revision = 0
  /// While a batch runs: the constraint objects it changed, with what they held before (for an undo).
  private var batchJournal:
    [(constraint: Constraint, expression: LinearExpression, priority: Priority)]?

  /// The largest magnitude a coefficient, constant or suggested value may have: 1e15.
  ///
  /// Far beyond any layout (a billion points is 1e9), and small enough that sums and products of such numbers in
  /// the tableau stay far from `Double`'s overflow, so one extreme value cannot poison the solver for good (the
  /// way suggesting 1e308, then -1e308, used to leave a variable at -infinity). Larger numbers are refused with
  /// ``SolverError/outOfRange(_:)``.
  public static let maximumMagnitude = 1e15

  /// Creates an empty solver.
  public init() {}

  // MARK: - Constraints

  /// Adds a constraint.
  ///
  /// - Throws: ``SolverError/heldByAnotherSolver(_:)`` if another solver holds it;
  ///   ``SolverError/duplicateConstraint(_:)`` if it is already here; ``SolverError/nonFinite(_:)`` for an
  ///   infinite or NaN number; ``SolverError/invalidPriority(_:)``; ``SolverError/unsatisfiable(_:)`` if it is
  ///   required and cannot hold with the required constraints already added, with those it conflicts with. On
  ///   failure the solver is unchanged.
  /// - Complexity: O(Σ lengths of the rows that mention its variables) to place the row, plus the pivots of
  ///   re-optimisation (amortised few); independent subsystems do not slow each other down.
  public func addConstraint(_ constraint: Constraint) throws(SolverError) {
    revision &+= 1
    if let other = constraint.solver, other !== self, other.hasConstraint(constraint) {
      throw .heldByAnotherSolver(.init(constraint))
    }
    try state.add(constraint)
    constraint.solver = self
    try optimizeUnlessDeferred()
    checkInvariants()
  }

  /// Removes a constraint and frees the variables no other constraint mentions.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``.
  /// - Complexity: O(Σ lengths of the rows that hold its marker), plus re-optimisation.
  public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
    revision &+= 1
    try state.remove(constraint)
    try optimizeUnlessDeferred()
    checkInvariants()
  }

  /// Whether the constraint has been added.
  ///
  /// - Complexity: O(1).
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    state.records[constraint] != nil
  }

  /// Changes the constant of an added constraint in place.
  ///
  /// The constraint object's ``Constraint/expression`` reflects the new constant. Equivalent to removing the
  /// constraint and adding it back with the new constant, at the cost of one edit suggestion.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFinite(_:)``, or
  ///   ``SolverError/unsatisfiable(_:)`` when a required constraint can no longer hold; then nothing changes.
  /// - Complexity: O(k) for the k rows that hold the constraint's marker, plus the dual simplex's pivots (usually
  ///   zero or one).
  public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
    revision &+= 1
    try flushDeferredOptimization()
    batchJournal?.append((constraint, constraint.expression, constraint.priority))
    try state.updateConstant(of: constraint, to: constant)
    checkInvariants()
  }

  /// Changes the priority of an added constraint.
  ///
  /// Between two optional priorities the change is in place: only the objective moves. Between required and
  /// optional the constraint's row changes shape, so it is removed and added again.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/invalidPriority(_:)``, or
  ///   ``SolverError/unsatisfiable(_:)`` when becoming required is impossible; then nothing changes.
  /// - Complexity: O(r) for its error symbols' rows plus re-optimisation; a required/optional switch costs a
  ///   remove, an add and a copy of the tableau's storage.
  public func updatePriority(of constraint: Constraint, to priority: Priority) throws(SolverError) {
    revision &+= 1
    guard hasConstraint(constraint) else { throw .unknownConstraint(.init(constraint)) }
    let old = constraint.priority
    guard priority.isValid else {
      throw .invalidPriority(.init(constraint, describedAt: priority))
    }
    if priority == old { return }
    batchJournal?.append((constraint, constraint.expression, constraint.priority))
    if priority.isRequired || old.isRequired {
      // The row changes shape: remove and add again. If the add fails, the saved tableau comes back whole (same
      // symbol numbers, same place in the order of constraints), which re-adding could not give.
      let saved = state
      do throws(SolverError) {
        try state.remove(constraint)
        constraint.priority = priority
        try state.add(constraint)
      } catch {
        state = saved
        state.records.reclaimSlots()
        constraint.priority = old
        throw error
      }
    } else {
      state.moveWeight(of: constraint, to: priority)
    }
    try optimizeUnlessDeferred()
    checkInvariants()
  }

  // MARK: - Edit variables

  /// Makes `variable` an edit variable: ``suggestValue(_:_:)`` then asks it to take values at `priority`.
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``; ``SolverError/requiredEditVariable(_:)`` for priority
  ///   1000; ``SolverError/invalidPriority(_:)``.
  public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    revision &+= 1
    let key = ObjectIdentifier(variable)
    guard state.edits[key] == nil else { throw .duplicateEditVariable(.init(variable)) }
    guard !priority.isRequired else { throw .requiredEditVariable(.init(variable)) }
    let constraint = Constraint(LinearExpression([Term(variable)]), .equal, priority: priority)
    try addConstraint(constraint)
    state.edits[key] = EditRecord(variable: variable, constraint: constraint)
  }

  /// Removes an edit variable.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    revision &+= 1
    guard let edit = state.edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable(.init(variable))
    }
    try removeConstraint(edit.constraint)
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    state.edits[ObjectIdentifier(variable)] != nil
  }

  /// Asks an edit variable to take `value`, and re-solves incrementally.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``; ``SolverError/nonFinite(_:)`` for an infinite or NaN value;
  ///   ``SolverError/outOfRange(_:)`` beyond ±``maximumMagnitude``.
  /// - Complexity: O(k) for the k rows that hold the edit's error symbol, plus the dual simplex's pivots (usually
  ///   zero or one).
  public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    revision &+= 1
    guard let edit = state.edits[ObjectIdentifier(variable)] else {
      throw .unknownEditVariable(.init(variable))
    }
    try updateConstant(of: edit.constraint, to: -value)
  }

  // MARK: - Results

  /// Writes the current solution into the variables.
  ///
  /// - Returns: The variables whose value changed since the last call (every variable the first time), in a
  ///   stable order.
  /// - Complexity: O(s + c) for s symbols and c cells in the rows of basic variables; unchanged variables are not
  ///   written.
  @discardableResult
  public func updateVariables() -> [Variable] {
    state.reportChangedExternals(listing: true)
  }

  /// Writes the current solution into the variables, as ``updateVariables()`` does, without listing the ones that
  /// changed (what kiwi's `updateVariables` does): for a caller that reads the values it needs afterwards.
  ///
  /// Listing costs an array and a retain and a release per changed variable: an edit loop that moves 500 variables
  /// per step runs in 0.60–0.68 of its time without the list (Benchmarks/README.md, "The edit loop").
  ///
  /// - Complexity: as ``updateVariables()``.
  public func updateValues() {
    _ = state.reportChangedExternals(listing: false)
  }

  /// Removes every constraint and edit variable.
  public func reset() {
    revision &+= 1
    state = SolverState()
    optimizationPending = false
  }

  /// A printout of the objective, tableau, infeasible rows, variables, edit variables and constraints.
  public func dump() -> String { state.dump() }

  /// How many pivots the solver has made; a measure of work for tests and benchmarks.
  public var pivotCount: Int { state.pivotCount }

  /// Caps the pivots of each simplex run (`nil` restores the default budget), so tests can reach
  /// ``SolverError/iterationLimit(pivots:)``.
  package func setPivotLimit(_ limit: Int?) { state.pivotLimit = limit }

  // MARK: - Batches

  /// Runs `body` with re-optimisation deferred to its end: one optimisation for many adds and removes.
  ///
  /// Adds and removes keep the tableau feasible, so only the final solution is affected. Constant changes inside
  /// the batch optimise first, because they need an optimal tableau.
  ///
  /// A batch is all or nothing: if `body` throws, every operation it made is undone (the tableau, and the
  /// constants and priorities of the constraint objects it changed) and the error is rethrown.
  ///
  /// - Complexity: The operations' own costs, and a copy of the tableau's storage: the saved state shares it, so
  ///   the first change to each of its arrays copies that array. Prefer ``deferringOptimization(_:)`` when each
  ///   operation's failure is handled inside `body`.
  public func batch(_ body: () throws(SolverError) -> Void) throws(SolverError) {
    let isOutermost = deferredOptimization == 0
    let saved = isOutermost ? (state, optimizationPending) : nil
    if isOutermost { batchJournal = [] }
    deferredOptimization += 1
    defer {
      deferredOptimization -= 1
      if isOutermost { batchJournal = nil }
    }
    do {
      try body()
      if isOutermost { try flushDeferredOptimization() }
    } catch {
      if let saved {
        state = saved.0
        state.records.reclaimSlots()
        optimizationPending = saved.1
        for entry in (batchJournal ?? []).reversed() {
          entry.constraint.expression = entry.expression
          entry.constraint.priority = entry.priority
        }
      }
      throw error
    }
  }

  /// Runs `body` with re-optimisation deferred to its end, as ``batch(_:)`` does, but without saving the state to
  /// undo: each operation inside still fails alone and leaves the solver as it was before it (as outside a batch),
  /// and a failure of the final optimisation leaves the solver as a failed optimisation of a single operation does.
  ///
  /// Inside it, a ``batch(_:)`` is not all or nothing (there is no saved state to go back to).
  ///
  /// - Complexity: The operations' own costs and one optimisation. Saving a state would copy each array of the
  ///   tableau the first time it changes: adding a small subtree to a large solver would cost the whole solver's
  ///   size (docs/solver.md, "Deferred optimisation").
  public func deferringOptimization(_ body: () -> Void) throws(SolverError) {
    let isOutermost = deferredOptimization == 0
    deferredOptimization += 1
    defer { deferredOptimization -= 1 }
    body()
    if isOutermost { try flushDeferredOptimization() }
  }

  private func optimizeUnlessDeferred() throws(SolverError) {
    if deferredOptimization > 0 {
      optimizationPending = true
    } else {
      try state.optimize()
    }
  }

  private func flushDeferredOptimization() throws(SolverError) {
    guard optimizationPending else { return }
    optimizationPending = false
    try state.optimize()
    checkInvariants()
  }

  #if LAYOUT_INTERNAL_CHECKS
    /// Operations since the tableau was last verified.
    private var operationsSinceCheck = 0
  #endif

  /// Verifies the tableau after an operation, in debug builds: after each operation on a small system, after every
  /// 32nd on a larger one (a check costs as much as the tableau is large, and a team's debug build of a long list
  /// would spend most of its time checking), never on one too large for the check to be cheap.
  private func checkInvariants() {
    #if LAYOUT_INTERNAL_CHECKS
      guard state.rows.count < 300 else { return }
      operationsSinceCheck += 1
      guard state.rows.count < 48 || operationsSinceCheck >= 32 else { return }
      operationsSinceCheck = 0
      let problems = state.invariantViolations(
        optimal: !optimizationPending && deferredOptimization == 0)
      assert(problems.isEmpty, "solver invariants broken:\n" + problems.joined(separator: "\n"))
    #endif
  }
}
