// Pivoting: exchanging a basic symbol for a parametric one.

extension SolverState {
  /// Makes `entering` basic in row `id`, whose basic symbol leaves the basis, and substitutes the new definition
  /// everywhere.
  ///
  /// The row `basic = c + a·entering + rest` becomes `entering = (basic - c - rest) / a` in place: the row keeps its
  /// id and its cells, only its basic symbol changes.
  ///
  /// - Complexity: O(Σ row lengths over `entering`'s column), with the column index.
  mutating func pivot(entering: SymbolID, row id: RowID) {
    noteRow(id)
    evaluationPlan = nil
    pivotCount += 1
    let index = Int(id)
    let leaving = basicOfRow[index]
    let (found, position) = rows[index].position(of: entering)
    precondition(found, "pivot on a symbol the row does not contain")
    let coefficient = rows[index].cells[position].coefficient
    rows[index].cells.remove(at: position)
    columns[Int(entering)].remove(id)
    rows[index].scale(by: -1 / coefficient)
    let (_, insertAt) = rows[index].position(of: leaving)
    rows[index].cells.insert(Cell(symbol: leaving, coefficient: 1 / coefficient), at: insertAt)
    columns[Int(leaving)].insert(id)
    basicOfRow[index] = entering
    rowOfSymbol[Int(entering)] = id
    rowOfSymbol[Int(leaving)] = -1
    noteValueChange(of: entering)
    if leaving >= 0 { noteValueChange(of: leaving) }
    substitute(entering, by: rows[index])
    raiseRank(ofRow: id)
  }

  /// Makes `subject` basic for a row that is not in the pool yet, then inserts it.
  ///
  /// The row reads `0 = c + a·subject + rest`; it becomes `subject = -(c + rest) / a`. It may hold references
  /// only if `subject` is a user variable that none of them reaches.
  mutating func insertRow(_ row: Row, solvedFor subject: SymbolID) {
    var row = row
    let (found, position) = row.position(of: subject)
    precondition(found, "subject not in row")
    let coefficient = row.cells[position].coefficient
    row.cells.remove(at: position)
    row.scale(by: -1 / coefficient)
    substitute(subject, by: row)
    insertRow(row, basic: subject)
  }

  /// The row that leaves the basis when `entering` enters: among restricted rows with a negative coefficient for
  /// it, the one with the smallest ratio `-constant / coefficient`.
  ///
  /// Ties go to the shorter row (less fill-in), then to the lower basic symbol, so the choice never depends on the
  /// column's iteration order.
  ///
  /// - Complexity: O(k log n) over the k rows in `entering`'s column.
  func leavingRow(for entering: SymbolID) -> RowID? {
    var best: RowID?
    var bestRatio = Double.infinity
    var bestLength = Int.max
    var bestBasic = SymbolID.max
    columns[Int(entering)].forEach { id in
      let basic = basicOfRow[Int(id)]
      guard basic >= 0, kinds[Int(basic)].isRestricted else { return }
      let row = rows[Int(id)]
      let coefficient = row.coefficient(of: entering)
      guard coefficient < 0 else { return }
      let ratio = -row.constant / coefficient
      let length = row.cells.count
      if ratio < bestRatio || (ratio == bestRatio && (length, basic) < (bestLength, bestBasic)) {
        best = id
        bestRatio = ratio
        bestLength = length
        bestBasic = basic
      }
    }
    return best
  }
}
