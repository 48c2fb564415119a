// Consistency checks of the tableau, compiled into debug builds (LAYOUT_INTERNAL_CHECKS) and used by the tests
// after every public operation on small systems.

extension SolverState {
  /// Whether the internal checks are compiled in.
  static var internalChecksEnabled: Bool {
    #if LAYOUT_INTERNAL_CHECKS
      return true
    #else
      return false
    #endif
  }

  /// Lists every broken invariant: rows sorted and free of basic symbols, the column index exact, restricted rows
  /// feasible, basic symbols absent from the objective, and (when `optimal`) no improving entering symbol.
  ///
  /// - Complexity: O(cells + symbols).
  func invariantViolations(optimal: Bool) -> [String] {
    var problems: [String] = []
    var cellCount = 0
    for (index, row) in rows.enumerated() {
      let id = RowID(index)
      let basic = basicOfRow[index]
      if basic == freeRowMarker {
        if !row.cells.isEmpty { problems.append("free row \(id) has cells") }
        continue
      }
      if basic >= 0 && rowOfSymbol[Int(basic)] != id {
        problems.append(
          "row \(id) defines s\(basic), which points to row \(rowOfSymbol[Int(basic)])")
      }
      if basic >= 0 && kinds[Int(basic)].isRestricted && row.constant < -1e-7 {
        problems.append("restricted row \(id) (s\(basic)) has negative constant \(row.constant)")
      }
      let lazy = basic >= 0 && kinds[Int(basic)] == .external
      var previous = SymbolID.min
      for cell in row.cells {
        cellCount += 1
        if cell.symbol <= previous { problems.append("row \(id) is not sorted") }
        previous = cell.symbol
        if rowOfSymbol[Int(cell.symbol)] >= 0 && (!lazy || kinds[Int(cell.symbol)] != .external) {
          problems.append("row \(id) holds basic symbol s\(cell.symbol)")
        }
        if cell.symbol == basic { problems.append("row \(id) holds its own basic symbol") }
        if !columns[Int(cell.symbol)].contains(id) {
          problems.append("column of s\(cell.symbol) misses row \(id)")
        }
      }
    }
    var columnCount = 0
    for (index, column) in columns.enumerated() {
      columnCount += column.count
      column.forEach { id in
        if basicOfRow[Int(id)] == freeRowMarker
          || !rows[Int(id)].position(of: SymbolID(index)).found
        {
          problems.append("column of s\(index) lists row \(id), which does not hold it")
        }
      }
      if rowOfSymbol[index] >= 0 && !objective[index].isZero {
        problems.append("basic symbol s\(index) has objective \(objective[index])")
      }
      if optimal && rowOfSymbol[index] < 0 && kinds[index] != .dummy && objective[index].isNegative
        && !freeSymbols.contains(SymbolID(index))
      {
        problems.append("parametric s\(index) still improves the objective: \(objective[index])")
      }
    }
    if columnCount != cellCount {
      problems.append("column index has \(columnCount) entries for \(cellCount) cells")
    }
    problems += referenceCycles()
    problems += rankViolations()
    return problems
  }

  /// Lazy rows whose references loop back to themselves (the graph must be acyclic).
  private func referenceCycles() -> [String] {
    // Kahn's algorithm over basic external symbols: whatever cannot be ordered lies on or behind a cycle.
    var pending: [Int: Int] = [:]
    var dependents: [Int: [Int]] = [:]
    for (index, row) in rows.enumerated()
    where basicOfRow[index] >= 0 && kinds[Int(basicOfRow[index])] == .external {
      let basic = Int(basicOfRow[index])
      let references = row.cells.filter { rowOfSymbol[Int($0.symbol)] >= 0 }.map { Int($0.symbol) }
      pending[basic] = references.count
      for reference in references { dependents[reference, default: []].append(basic) }
    }
    var ready = pending.filter { $0.value == 0 }.map(\.key)
    var ordered = 0
    while let symbol = ready.popLast() {
      ordered += 1
      for dependent in dependents[symbol] ?? [] {
        pending[dependent, default: 0] -= 1
        if pending[dependent] == 0 { ready.append(dependent) }
      }
    }
    return ordered == pending.count
      ? [] : ["lazy rows form a cycle (\(pending.count - ordered) rows involved)"]
  }
}
