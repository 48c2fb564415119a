// Removing a constraint: pivot its marker into the basis and drop that row.

extension SolverState {
  /// Removes a constraint and frees its symbols; the caller optimises.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``.
  /// - Complexity: O(Σ lengths of the rows that contain the marker).
  mutating func remove(_ constraint: Constraint) throws(SolverError) {
    guard let record = records.remove(constraint) else {
      throw .unknownConstraint(.init(constraint))
    }
    if let level = record.level {
      for error in errorSymbols(of: record) { addWeight(-1, at: level, to: error) }
    }
    let marker = record.marker
    let basicRow = rowOfSymbol[Int(marker)]
    if basicRow >= 0 {
      removeRow(basicRow)
    } else {
      // A lazy row solved for the marker would carry references into the rows the marker is substituted into.
      // Unless the marker is in one row only (the usual case: a chain link's dummy), canonicalise the lazy rows
      // that hold it first; expansion can cancel the marker out of a row, so choose the row afterwards.
      if columns[Int(marker)].count > 1 {
        for id in columns[Int(marker)].elements where isLazyRow(id) && hasReferences(rows[Int(id)])
        {
          replaceCells(ofRow: id, with: expand(rows[Int(id)]))
        }
      }
      guard let leaving = markerLeavingRow(marker) else {
        throw .internalError("no row to pivot the marker of \(constraint) out of")
      }
      pivot(entering: marker, row: leaving)
      removeRow(leaving)
    }
    releaseSymbol(marker)
    if let other = record.other { releaseSymbol(other) }
    for symbol in record.variables { useCounts[Int(symbol)] -= 1 }
    releaseUnusedVariables(record.variables)
  }

  /// The error symbols that carry a constraint's weight in the objective.
  func errorSymbols(of record: ConstraintRecord) -> [SymbolID] {
    guard record.level != nil else { return [] }
    if kinds[Int(record.marker)] == .error {
      return [record.marker] + (record.other.map { [$0] } ?? [])
    }
    return record.other.map { [$0] } ?? []
  }

  /// The row in which a parametric marker should become basic before its row is dropped (kiwi's rule, with
  /// deterministic tie-breaks).
  ///
  /// First choice: a restricted row with a negative coefficient and the smallest `-constant / coefficient` (keeps
  /// feasibility). Second: a restricted row with the smallest `constant / coefficient`. Last: an unrestricted row.
  /// Ties go to the shorter row, then the lower basic symbol.
  private func markerLeavingRow(_ marker: SymbolID) -> RowID? {
    typealias Choice = (ratio: Double, length: Int, basic: SymbolID, id: RowID)
    var first: Choice?
    var second: Choice?
    var third: Choice?
    func better(_ candidate: Choice, than current: Choice?) -> Bool {
      guard let current else { return true }
      return (candidate.ratio, candidate.length, candidate.basic) < (
        current.ratio, current.length, current.basic
      )
    }
    columns[Int(marker)].forEach { id in
      let basic = basicOfRow[Int(id)]
      guard basic >= 0 else { return }
      let row = rows[Int(id)]
      let coefficient = row.coefficient(of: marker)
      if kinds[Int(basic)] == .external {
        let choice: Choice = (0, row.cells.count, basic, id)
        if better(choice, than: third) { third = choice }
      } else if coefficient < 0 {
        let choice: Choice = (-row.constant / coefficient, row.cells.count, basic, id)
        if better(choice, than: first) { first = choice }
      } else {
        let choice: Choice = (row.constant / coefficient, row.cells.count, basic, id)
        if better(choice, than: second) { second = choice }
      }
    }
    return (first ?? second ?? third)?.id
  }
}
