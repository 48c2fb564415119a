// In-place changes: a constraint's constant (and so edit suggestions) and an optional constraint's priority.

extension SolverState {
  /// Changes a constraint's constant without removing it: its marker is shifted (docs/solver.md, "Changing constants in
  /// place") and the dual simplex restores feasibility.
  ///
  /// Changing the constant by δ is the same as replacing the marker m by `m + δ / sign`, where sign is the marker's
  /// coefficient in the constraint's own row: so each row that holds m moves its constant by
  /// `coefficient(m) × δ / sign`, and m's own row, if m is basic, by `-δ / sign`.
  ///
  /// - Throws: ``SolverError/unsatisfiable(_:)`` if a required constraint can no longer hold (the change is undone),
  ///   ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFinite(_:)``.
  /// - Complexity: O(k) for the k rows holding the marker, plus the dual simplex's pivots (usually 0 or 1).
  mutating func updateConstant(of constraint: Constraint, to newConstant: Double)
    throws(SolverError)
  {
    guard let record = records[constraint] else {
      throw .unknownConstraint(.init(constraint))
    }
    guard newConstant.isFinite else { throw .nonFinite(.init(constraint)) }
    guard abs(newConstant) <= Solver.maximumMagnitude else { throw .outOfRange(.init(constraint)) }
    let oldConstant = constraint.expression.constant
    let delta = newConstant - oldConstant
    if delta == 0 { return }
    let isRequired = record.level == nil
    if isRequired { beginJournal() }
    constraint.expression.constant = newConstant

    let failedRow: RowID?
    do throws(SolverError) {
      if let impossible = shiftMarker(record.marker, by: delta / record.markerSign) {
        failedRow = impossible
      } else {
        failedRow = try dualOptimize()
      }
    } catch {
      if isRequired { rollBack() }
      constraint.expression.constant = oldConstant
      throw error
    }
    if let failedRow {
      let row = rows[Int(failedRow)]
      let conflicting = constraints(
        behind: row.cells.map(\.symbol) + [basicOfRow[Int(failedRow)]], excluding: constraint)
      rollBack()
      constraint.expression.constant = oldConstant
      if !isRequired {
        throw .internalError("an optional constant change left the tableau infeasible")
      }
      throw .unsatisfiable(Conflict(constraint: constraint, conflicting: conflicting))
    }
    if isRequired { commitJournal() }
  }

  /// Replaces the marker by `marker + shift` in the tableau.
  ///
  /// - Returns: A row that became impossible at once: a redundant required equality (a row of dummies) whose
  ///   constant is no longer zero. Rows that merely turned negative go to the dual simplex's work list.
  private mutating func shiftMarker(_ marker: SymbolID, by shift: Double) -> RowID? {
    let basicRow = rowOfSymbol[Int(marker)]
    let affected = basicRow >= 0 ? [basicRow] : columns[Int(marker)].elements
    var impossible: RowID?
    for id in affected {
      noteRow(id)
      let index = Int(id)
      let change = id == basicRow ? -shift : rows[index].coefficient(of: marker) * shift
      rows[index].constant = cancellingSum(rows[index].constant, change)
      let basic = basicOfRow[index]
      guard basic >= 0 else { continue }
      switch kinds[Int(basic)] {
      case .external: noteValueChange(of: basic)
      case .dummy: if rows[index].constant != 0 { impossible = impossible ?? id }
      case .slack, .error: if rows[index].constant < 0 { infeasibleRows.append(id) }
      }
    }
    return impossible
  }

  /// Moves an optional constraint's error weight from its old priority level to a new one.
  ///
  /// The rows do not change, only the objective; the primal simplex then re-optimises (docs/solver.md, "Changing
  /// priorities in place").
  ///
  /// - Complexity: O(r) for each error symbol, r its row's length if it is basic, plus the pivots that follow.
  mutating func moveWeight(of constraint: Constraint, to priority: Priority) {
    guard let record = records[constraint], let oldLevel = record.level,
      let newLevel = Self.level(of: priority)
    else {
      preconditionFailure("moveWeight needs an optional constraint moving to an optional priority")
    }
    for error in errorSymbols(of: record) {
      addWeight(-1, at: oldLevel, to: error)
      addWeight(1, at: newLevel, to: error)
    }
    records.setLevel(newLevel, of: constraint)
    constraint.priority = priority
  }
}
