// Optimisation: the primal simplex after adds and removes, the dual simplex after constant changes.

extension SolverState {
  /// Pivots until no parametric symbol has a lexicographically negative objective coefficient.
  ///
  /// The entering symbol is the most negative candidate (highest level first); after a run of degenerate pivots it
  /// falls back to the lowest-numbered one (Bland's rule), which guarantees termination.
  ///
  /// - Throws: ``SolverError/internalError(_:)`` if the objective is unbounded, which valid input cannot cause.
  mutating func optimize() throws(SolverError) {
    var degeneratePivots = 0
    while let entering = chooseEntering(useBland: degeneratePivots > 32) {
      guard let leaving = leavingRow(for: entering) else {
        throw .internalError("the objective is unbounded (entering symbol \(entering))")
      }
      degeneratePivots = isNearZero(rows[Int(leaving)].constant) ? degeneratePivots + 1 : 0
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
    while true {
      let cells = rows[Int(objectiveRow)].cells
      guard
        let entering = cells.first(where: {
          $0.coefficient < 0 && kinds[Int($0.symbol)] != .dummy && !isNearZero($0.coefficient)
        })?.symbol
      else { return }
      guard let leaving = leavingRow(for: entering) else {
        throw .internalError("the artificial objective is unbounded")
      }
      pivot(entering: entering, row: leaving)
    }
  }

  /// Restores feasibility after constants changed, keeping optimality (the dual simplex).
  ///
  /// For each restricted row with a negative constant, the entering symbol is the non-dummy symbol with a positive
  /// coefficient that minimises `objective / coefficient` lexicographically (ties: lowest number).
  ///
  /// - Returns: The row that cannot be made feasible, if any: the constraints behind it cannot all hold.
  mutating func dualOptimize() -> RowID? {
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
      pivot(entering: symbol, row: id)
    }
    return nil
  }
}
