// The row pool: inserting, removing and combining rows while keeping the column index exact.

extension SolverState {
  /// Puts `row` into the pool as the definition of `basic` (or as the artificial objective) and indexes its cells.
  ///
  /// - Complexity: O(n) where n is the number of cells.
  @discardableResult
  mutating func insertRow(_ row: Row, basic: SymbolID) -> RowID {
    let id: RowID
    if let reused = freeRows.popLast() {
      id = reused
      rows[Int(id)] = row
      basicOfRow[Int(id)] = basic
      rankOfRow[Int(id)] = 0
    } else {
      id = RowID(rows.count)
      rows.append(row)
      basicOfRow.append(basic)
      rankOfRow.append(0)
    }
    journal?.noteCreatedRow(id)
    evaluationPlan = nil
    for cell in row.cells { columns[Int(cell.symbol)].insert(id) }
    if basic >= 0 {
      rowOfSymbol[Int(basic)] = id
      noteValueChange(of: basic)
    }
    raiseRank(ofRow: id)
    return id
  }

  /// Drops a row from the pool and the column index; its basic symbol becomes parametric.
  ///
  /// - Complexity: O(n) where n is the number of cells.
  mutating func removeRow(_ id: RowID) {
    noteRow(id)
    evaluationPlan = nil
    let index = Int(id)
    for cell in rows[index].cells { columns[Int(cell.symbol)].remove(id) }
    let basic = basicOfRow[index]
    if basic >= 0 {
      rowOfSymbol[Int(basic)] = -1
      noteValueChange(of: basic)
    }
    rows[index] = Row()
    basicOfRow[index] = freeRowMarker
    freeRows.append(id)
  }

  /// Replaces a row's contents (same basic symbol), keeping the column index exact.
  mutating func replaceCells(ofRow id: RowID, with row: Row) {
    noteRow(id)
    evaluationPlan = nil
    noteValueChange(ofRow: id)
    for cell in rows[Int(id)].cells { columns[Int(cell.symbol)].remove(id) }
    rows[Int(id)] = row
    for cell in row.cells { columns[Int(cell.symbol)].insert(id) }
  }

  /// Removes `symbol`'s cell from a row.
  mutating func eraseCell(_ symbol: SymbolID, fromRow id: RowID) {
    noteRow(id)
    evaluationPlan = nil
    noteValueChange(ofRow: id)
    let (found, position) = rows[Int(id)].position(of: symbol)
    if found { rows[Int(id)].cells.remove(at: position) }
    columns[Int(symbol)].remove(id)
  }

  /// Replaces `symbol`, which has just become basic with row `definition`, wherever the invariants require it.
  ///
  /// Canonical rows and the objective always get the canonical definition (expanded if `definition` holds
  /// references). Lazy rows get it only when `symbol` is restricted; when it is a user variable they keep it as a
  /// reference (see `SolverState+Lazy.swift`). Restricted rows whose constant turns negative join the dual simplex's
  /// work list.
  ///
  /// - Complexity: O(Σ (r + d)) over the rows r in `symbol`'s column that change, with d the definition's length,
  ///   plus an expansion when a lazy definition meets a canonical row.
  mutating func substitute(_ symbol: SymbolID, by definition: Row) {
    let keepReferences = kinds[Int(symbol)] == .external
    var canonical: Row?
    for target in columns[Int(symbol)].elements {
      if keepReferences && isLazyRow(target) { continue }
      if canonical == nil {
        canonical = hasReferences(definition) ? expand(definition) : definition
      }
      guard let replacement = canonical else { continue }
      let coefficient = rows[Int(target)].coefficient(of: symbol)
      addRow(replacement, times: coefficient, into: target, eliminating: symbol)
      columns[Int(symbol)].remove(target)
      let basic = basicOfRow[Int(target)]
      if basic >= 0 && kinds[Int(basic)].isRestricted && rows[Int(target)].constant < 0 {
        infeasibleRows.append(target)
      }
    }
    if !objective[Int(symbol)].isZero {
      if canonical == nil {
        canonical = hasReferences(definition) ? expand(definition) : definition
      }
      if let replacement = canonical { substituteInObjective(symbol, by: replacement) }
    }
  }

  /// Replaces `symbol` by `definition` in the objective.
  ///
  /// - Complexity: O(d × k) where d is the definition's length and k the number of priority levels involved.
  mutating func substituteInObjective(_ symbol: SymbolID, by definition: Row) {
    let weight = objective[Int(symbol)]
    if weight.isZero { return }
    noteObjective(symbol)
    objective[Int(symbol)] = LexVector()
    for cell in definition.cells {
      noteObjective(cell.symbol)
      objective[Int(cell.symbol)].add(weight, times: cell.coefficient)
      noteCandidate(cell.symbol)
    }
    noteObjectiveConstant()
    objectiveConstant.add(weight, times: definition.constant)
  }

  /// `row[target] += factor × source`, dropping `eliminating`'s cell from the target and updating the column index
  /// for every cell that appears or cancels.
  ///
  /// A sorted merge into a reused buffer: no allocation once the buffers have grown.
  ///
  /// - Complexity: O(t + s), the lengths of the two rows.
  mutating func addRow(
    _ source: Row, times factor: Double, into target: RowID, eliminating: SymbolID
  ) {
    noteRow(target)
    evaluationPlan = nil
    noteValueChange(ofRow: target)
    let index = Int(target)
    var old: [Cell] = []
    swap(&old, &rows[index].cells)
    var merged = scratchCells
    scratchCells = []
    merged.removeAll(keepingCapacity: true)
    merged.reserveCapacity(old.count + source.cells.count)
    let sourceCells = source.cells
    var i = 0
    var j = 0
    let oldCount = old.count
    let sourceCount = sourceCells.count
    while i < oldCount || j < sourceCount {
      if j == sourceCount || (i < oldCount && old[i].symbol < sourceCells[j].symbol) {
        if old[i].symbol != eliminating { merged.append(old[i]) }
        i += 1
      } else if i == oldCount || sourceCells[j].symbol < old[i].symbol {
        let value = sourceCells[j].coefficient * factor
        if value != 0 {
          merged.append(Cell(symbol: sourceCells[j].symbol, coefficient: value))
          columns[Int(sourceCells[j].symbol)].insert(target)
        }
        j += 1
      } else {
        let value = cancellingSum(old[i].coefficient, sourceCells[j].coefficient * factor)
        if value == 0 {
          columns[Int(old[i].symbol)].remove(target)
        } else {
          merged.append(Cell(symbol: old[i].symbol, coefficient: value))
        }
        i += 1
        j += 1
      }
    }
    rows[index].cells = merged
    rows[index].constant = cancellingSum(rows[index].constant, source.constant * factor)
    scratchCells = old
  }

  /// Builds a row (not in the pool) from `constant + Σ terms`.
  ///
  /// Basic symbols stay in place as references: the result is a lazy row, and ``expand(_:)`` gives its canonical
  /// form.
  ///
  /// - Complexity: O(k log k) for k terms.
  mutating func buildRow(constant: Double, terms: [(SymbolID, Double)]) -> Row {
    for (symbol, coefficient) in terms { accumulate(symbol, coefficient) }
    // Two cells more: a new constraint's row takes its tracking symbols next.
    return collectAccumulated(constant: constant, spareCells: 2)
  }

  /// Adds `value` to a symbol's entry in the accumulator.
  @inline(__always)
  mutating func accumulate(_ symbol: SymbolID, _ value: Double) {
    let index = Int(symbol)
    if accumulatorScale[index] == 0 { accumulatorTouched.append(symbol) }
    accumulator[index] += value
    // The largest magnitude summed is the scale the total's noise is relative to; being non-zero, it also marks
    // the symbol as listed.
    accumulatorScale[index] = max(accumulatorScale[index], abs(value), .leastNonzeroMagnitude)
  }

  /// Turns the accumulator into a sorted row, dropping sums that cancelled (see ``cancellingSum(_:_:)``), and
  /// clears it; the row has room for `spareCells` more.
  mutating func collectAccumulated(constant: Double, spareCells: Int = 0) -> Row {
    accumulatorTouched.sort()
    var cells: [Cell] = []
    cells.reserveCapacity(accumulatorTouched.count + spareCells)
    for symbol in accumulatorTouched {
      let value = accumulator[Int(symbol)]
      let scale = accumulatorScale[Int(symbol)]
      accumulator[Int(symbol)] = 0
      accumulatorScale[Int(symbol)] = 0
      if abs(value) > relativeTolerance * scale {
        cells.append(Cell(symbol: symbol, coefficient: value))
      }
    }
    accumulatorTouched.removeAll(keepingCapacity: true)
    return Row(constant: constant, cells: cells)
  }
}
