// Optimisation: the primal simplex after adds and removes, the dual simplex after constant changes.

extension SolverState {
  /// Pivots until no parametric symbol has a lexicographically negative objective coefficient.
  ///
  /// The entering symbol is the most negative candidate (highest level first); after a run of degenerate pivots it
  /// falls back to the lowest-numbered one (Bland's rule), which guarantees termination.
  ///
  /// - Throws: ``SolverError/internalError(_:)`` if the objective is unbounded, which valid input cannot cause;
  ///   ``SolverError/iterationLimit(pivots:)`` past the pivot budget (the tableau stays feasible).
  mutating func optimize() throws(SolverError) {
    var degeneratePivots = 0
    var budget = PivotBudget(self)
    while let entering = chooseEntering(useBland: degeneratePivots > 32) {
      guard let leaving = leavingRow(for: entering) else {
        throw .internalError("the objective is unbounded (entering symbol \(entering))")
      }
      try budget.spend()
      degeneratePivots = rows[Int(leaving)].constant == 0 ? degeneratePivots + 1 : 0
      pivot(entering: entering, row: leaving)
    }
  }

  /// The next entering symbol from the candidate list, dropping candidates that no longer qualify.
  private mutating func chooseEntering(useBland: Bool) -> SymbolID? {
    var best: SymbolID?
    var kept = 0
    for position in candidates.indices {
      let symbol = candidates[position]
      let index = Int(symbol)
      guard rowOfSymbol[index] < 0, kinds[index] != .dummy, objective[index].isNegative else {
        isCandidate[index] = false
        continue
      }
      candidates[kept] = symbol
      kept += 1
      guard let current = best else {
        best = symbol
        continue
      }
      if useBland {
        if symbol < current { best = symbol }
      } else {
        let order = LexVector.compare(
          objective[index], dividedBy: 1, objective[Int(current)], dividedBy: 1)
        if order < 0 || (order == 0 && symbol < current) { best = symbol }
      }
    }
    candidates.removeSubrange(kept...)
    return best
  }

  /// Minimises the artificial objective held in row `objectiveRow` (phase one of an add).
  ///
  /// Bland's rule on the row's cells: the first non-dummy symbol with a negative coefficient enters.
  mutating func optimizeArtificial(objectiveRow: RowID) throws(SolverError) {
    var budget = PivotBudget(self)
    while true {
      let cells = rows[Int(objectiveRow)].cells
      guard
        let entering = cells.first(where: {
          $0.coefficient < 0 && kinds[Int($0.symbol)] != .dummy
        })?.symbol
      else { return }
      guard let leaving = leavingRow(for: entering) else {
        throw .internalError("the artificial objective is unbounded")
      }
      try budget.spend()
      pivot(entering: entering, row: leaving)
    }
  }

  /// Restores feasibility after constants changed, keeping optimality (the dual simplex).
  ///
  /// For each restricted row with a negative constant, the entering symbol is the non-dummy symbol with a positive
  /// coefficient that minimises `objective / coefficient` lexicographically (ties: lowest number).
  ///
  /// - Returns: The row that cannot be made feasible, if any: the constraints behind it cannot all hold.
  /// - Throws: ``SolverError/iterationLimit(pivots:)`` past the pivot budget.
  mutating func dualOptimize() throws(SolverError) -> RowID? {
    var budget = PivotBudget(self)
    while let id = infeasibleRows.popLast() {
      let basic = basicOfRow[Int(id)]
      guard basic >= 0, kinds[Int(basic)].isRestricted, rows[Int(id)].constant < 0 else { continue }
      var entering: SymbolID?
      var enteringCoefficient = 0.0
      for cell in rows[Int(id)].cells
      where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
        guard let current = entering else {
          entering = cell.symbol
          enteringCoefficient = cell.coefficient
          continue
        }
        let order = LexVector.compare(
          objective[Int(cell.symbol)], dividedBy: cell.coefficient,
          objective[Int(current)], dividedBy: enteringCoefficient)
        if order < 0 || (order == 0 && cell.symbol < current) {
          entering = cell.symbol
          enteringCoefficient = cell.coefficient
        }
      }
      guard let symbol = entering else {
        infeasibleRows.removeAll()
        return id
      }
      do throws(SolverError) { try budget.spend() } catch {
        infeasibleRows.removeAll()
        throw error
      }
      pivot(entering: symbol, row: id)
    }
    return nil
  }
}

/// A bound on the pivots of one simplex run, so that numerical trouble ends in an error instead of a hang.
///
/// Bland's rule makes every run finite in exact arithmetic; with rounding, a cycle is still conceivable. The bound
/// is far above what any run needs (a run rarely pivots more than a few times per row it touches).
struct PivotBudget {
  private var remaining: Int
  private let limit: Int

  init(_ state: SolverState) {
    limit = state.pivotLimit ?? (10_000 + 100 * state.rows.count)
    remaining = limit
  }

  mutating func spend() throws(SolverError) {
    remaining -= 1
    if remaining < 0 { throw .iterationLimit(pivots: limit) }
  }
}
