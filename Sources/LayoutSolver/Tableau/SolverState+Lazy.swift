// Lazy rows: how chains stay sparse.
//
// Cassowary's explicit tableau writes every basic symbol in terms of parametric symbols only. In a chain of views
// (`top_i == top_(i-1) + height_(i-1) + 8`) that makes `top_i`'s row hold every error and dummy symbol above it, so
// a chain of n views costs O(n²) time and memory (solver-notes §2.6).
//
// Only some rows need that canonical form: the restricted rows (slacks, errors, dummies), whose constants decide
// feasibility and ratio tests, and the objective, whose coefficients decide optimality. A row whose basic symbol is
// a user variable is unrestricted: nothing ever reads its coefficients to make a decision. So such a row may refer
// to other basic user variables ("references"), as long as the references form a directed acyclic graph. A chain's
// rows then keep four cells each, like the constraints they come from: a factorised basis, for the unrestricted
// part, in the spirit of the revised simplex method.
//
// The invariants:
// - Canonical rows (restricted basic symbols, the artificial objective) and the objective hold parametric symbols
//   only.
// - Lazy rows (external basic symbols) hold parametric symbols and references to basic external symbols, never to
//   basic restricted ones. The references are acyclic.
// - Substitutions always use canonical definitions; a lazy row is expanded (`expand`) only when a canonical row or
//   the objective needs its symbol replaced, following the rows' ranks (`SolverState+Ranks.swift`).
// - Values come from one memoised pass over the graph (`evaluateExternals`).

extension SolverState {
  /// Whether any cell of `row` is a basic symbol (necessarily external: a reference).
  func hasReferences(_ row: Row) -> Bool {
    row.cells.contains { rowOfSymbol[Int($0.symbol)] >= 0 }
  }

  /// Whether the row with this id is lazy: its basic symbol is a user variable.
  func isLazyRow(_ id: RowID) -> Bool {
    let basic = basicOfRow[Int(id)]
    return basic >= 0 && kinds[Int(basic)] == .external
  }

  /// Starts a new graph walk: marks from earlier walks no longer count.
  private mutating func newMark() -> UInt32 {
    currentMark &+= 1
    if currentMark == 0 {
      for index in visitMarks.indices { visitMarks[index] = 0 }
      currentMark = 1
    }
    return currentMark
  }

  /// The basic symbols reachable through references from `roots` (themselves included when basic), children
  /// before parents.
  ///
  /// - Complexity: O(cells of the reachable rows); iterative, so deep chains do not exhaust the stack.
  mutating func referencedSymbolsInPostorder<Roots: Sequence<SymbolID>>(from roots: Roots)
    -> [SymbolID]
  {
    let mark = newMark()
    var order: [SymbolID] = []
    var stack: [(symbol: SymbolID, next: Int)] = []
    for root in roots where rowOfSymbol[Int(root)] >= 0 && visitMarks[Int(root)] != mark {
      visitMarks[Int(root)] = mark
      stack.append((root, 0))
      while let top = stack.last {
        let cells = rows[Int(rowOfSymbol[Int(top.symbol)])].cells
        var next = top.next
        var descended = false
        while next < cells.count {
          let child = cells[next].symbol
          next += 1
          if rowOfSymbol[Int(child)] >= 0 && visitMarks[Int(child)] != mark {
            visitMarks[Int(child)] = mark
            stack[stack.count - 1].next = next
            stack.append((child, 0))
            descended = true
            break
          }
        }
        if !descended {
          stack.removeLast()
          order.append(top.symbol)
        }
      }
    }
    return order
  }

  /// The canonical form of a row: every reference replaced, recursively, by the referenced symbol's row.
  ///
  /// References are taken highest rank first (see `SolverState+Ranks.swift`), so each comes out once, with the
  /// total weight of all paths to it, after every row that refers to it; a reference whose weight has cancelled to
  /// zero is dropped without visiting what lies below it. (A card's height minus its stack's height, both written
  /// in terms of tops, never walks down the tops of the stacks above.)
  ///
  /// - Complexity: O((cells of the rows expanded) × log(references pending) + k log k) for k cells in the result.
  mutating func expand(_ row: Row) -> Row {
    guard hasReferences(row) else { return row }
    let queued = newMark()
    var pending = RankHeap()
    var constant = row.constant
    func add(_ symbol: SymbolID, _ value: Double, _ state: inout SolverState) {
      let definition = state.rowOfSymbol[Int(symbol)]
      guard definition >= 0 else {
        state.accumulate(symbol, value)
        return
      }
      state.symbolScratch[Int(symbol)] = cancellingSum(state.symbolScratch[Int(symbol)], value)
      if state.visitMarks[Int(symbol)] != queued {
        state.visitMarks[Int(symbol)] = queued
        pending.push(symbol, rank: state.rankOfRow[Int(definition)])
      }
    }
    for cell in row.cells { add(cell.symbol, cell.coefficient, &self) }
    while let symbol = pending.pop() {
      let weight = symbolScratch[Int(symbol)]
      symbolScratch[Int(symbol)] = 0
      if weight == 0 { continue }
      let definition = rows[Int(rowOfSymbol[Int(symbol)])]
      constant = cancellingSum(constant, weight * definition.constant)
      for cell in definition.cells { add(cell.symbol, weight * cell.coefficient, &self) }
    }
    return collectAccumulated(constant: constant)
  }

  /// Whether `target` appears in `row` or in any row reachable from it through references: making `target` basic
  /// with this row would then close a cycle.
  ///
  /// Searches from both ends in turn: down from the row's references (the basic symbols it reaches), and up from
  /// `target` through the column index (the lazy rows that reach it). The answer is yes exactly when the two sets
  /// meet; one side running out without meeting the other means no. So a row at the end of a long chain costs what
  /// the short side costs, not the whole chain.
  ///
  /// - Complexity: O(cells and column entries visited), at most twice the smaller side.
  mutating func references(_ target: SymbolID, from row: Row) -> Bool {
    if row.position(of: target).found { return true }
    let down = newMark()
    let up = newMark()
    var downward: [SymbolID] = []
    var upward: [SymbolID] = []
    for cell in row.cells
    where rowOfSymbol[Int(cell.symbol)] >= 0 && visitMarks[Int(cell.symbol)] != down {
      visitMarks[Int(cell.symbol)] = down
      downward.append(cell.symbol)
    }
    /// Marks, from the upper side, the basic symbols of the lazy rows holding `symbol`; true when one is reached
    /// from below.
    func climb(from symbol: SymbolID, _ state: inout SolverState) -> Bool {
      var met = false
      state.columns[Int(symbol)].forEach { id in
        let basic = state.basicOfRow[Int(id)]
        guard !met, basic >= 0, state.kinds[Int(basic)] == .external else { return }
        if state.visitMarks[Int(basic)] == down {
          met = true
        } else if state.visitMarks[Int(basic)] != up {
          state.visitMarks[Int(basic)] = up
          upward.append(basic)
        }
      }
      return met
    }
    if climb(from: target, &self) { return true }
    while let symbol = downward.popLast(), !upward.isEmpty {
      for cell in rows[Int(rowOfSymbol[Int(symbol)])].cells where rowOfSymbol[Int(cell.symbol)] >= 0
      {
        let mark = visitMarks[Int(cell.symbol)]
        if mark == up { return true }
        if mark != down {
          visitMarks[Int(cell.symbol)] = down
          downward.append(cell.symbol)
        }
      }
      if let basic = upward.popLast(), climb(from: basic, &self) { return true }
    }
    return false
  }

  /// The user variables whose value differs from the last report, with their new values, in symbol order.
  ///
  /// Only the symbols touched since the last evaluation (`touchedExternals`: rows inserted, removed, rewritten or
  /// shifted, symbols that entered or left the basis) and the lazy rows that refer to them are evaluated
  /// (``evaluateChangedExternals()``): the cost follows the change, not the tableau. A new solver, a rollback, or a
  /// change that touches much of the tableau gets the full pass (``evaluateAllExternals()``).
  mutating func changedExternals() -> [(Variable, Double)] {
    if needsFullEvaluation { return evaluateAllExternals() }
    return evaluateChangedExternals()
  }

  /// Remembers that a symbol's value may have changed, for the next evaluation; only user variables count.
  @inline(__always)
  mutating func noteValueChange(of symbol: SymbolID) {
    guard !needsFullEvaluation, kinds[Int(symbol)] == .external else { return }
    // Past one entry per symbol a full pass is cheaper than the list (a batch of additions).
    if touchedExternals.count > kinds.count {
      needsFullEvaluation = true
      touchedExternals.removeAll()
      return
    }
    touchedExternals.append(symbol)
  }

  /// Remembers that a row changed: its basic symbol's value may have.
  @inline(__always)
  mutating func noteValueChange(ofRow id: RowID) {
    let basic = basicOfRow[Int(id)]
    if basic >= 0 { noteValueChange(of: basic) }
  }

  /// Computes the value of every user variable (a basic one's row constant plus its references' values, each row
  /// evaluated once; a parametric one is zero) and returns those that differ from the last report.
  ///
  /// The evaluation order is kept while the graph of lazy rows keeps its shape.
  ///
  /// - Complexity: O(symbols + cells of the lazy rows); variables that did not change are not touched.
  private mutating func evaluateAllExternals() -> [(Variable, Double)] {
    needsFullEvaluation = false
    touchedExternals.removeAll(keepingCapacity: true)
    let order: [SymbolID]
    if let cached = evaluationOrder {
      order = cached
    } else {
      var basics: [SymbolID] = []
      for index in variableOfSymbol.indices
      where rowOfSymbol[index] >= 0 && kinds[index] == .external {
        basics.append(SymbolID(index))
      }
      order = referencedSymbolsInPostorder(from: basics)
      evaluationOrder = order
    }
    var changed: [(Variable, Double)] = []
    rows.withUnsafeBufferPointer { rows in
      rowOfSymbol.withUnsafeBufferPointer { rowOf in
        symbolScratch.withUnsafeMutableBufferPointer { values in
          for symbol in order {
            let row = Int(rowOf[Int(symbol)])
            var value = rows[row].constant
            rows[row].cells.withUnsafeBufferPointer { cells in
              for cell in cells where rowOf[Int(cell.symbol)] >= 0 {
                value += cell.coefficient * values[Int(cell.symbol)]
              }
            }
            values[Int(symbol)] = value
          }
        }
      }
    }
    for index in kinds.indices where kinds[index] == .external {
      let value = rowOfSymbol[index] >= 0 ? symbolScratch[index] : 0
      if value != reportedValues[index], let variable = variableOfSymbol[index] {
        reportedValues[index] = value
        changed.append((variable, value))
      }
    }
    for symbol in order { symbolScratch[Int(symbol)] = 0 }
    return changed
  }

  /// Evaluates again the touched user variables and the lazy rows that refer to them, directly or not; the others
  /// keep their reported values, which are exact because nothing they depend on changed since.
  ///
  /// The rows reached are found upwards through the column index, then evaluated references first (a post-order
  /// walk restricted to them); a touched variable that is parametric now is zero. Each row is evaluated with the
  /// same arithmetic, in the same order of cells, as in the full pass, so both give the same bits.
  ///
  /// - Complexity: O(cells and column entries of the rows reached + c log c) for c changed variables.
  private mutating func evaluateChangedExternals() -> [(Variable, Double)] {
    guard !touchedExternals.isEmpty else { return [] }
    // The rows reached, by basic symbol, marked `reached` until evaluated, then `evaluated`.
    let reached = newMark()
    var affected: [SymbolID] = []
    for symbol in touchedExternals { markReached(symbol, reached, &affected) }
    touchedExternals.removeAll(keepingCapacity: true)
    var next = 0
    while next < affected.count {
      let symbol = affected[next]
      next += 1
      columns[Int(symbol)].forEach { markReached(basicOfRow[Int($0)], reached, &affected) }
    }
    // Rows reached at random cost more than rows visited in order: past a quarter of the symbols, the full pass is
    // faster.
    if affected.count * 4 > kinds.count { return evaluateAllExternals() }
    let evaluated = newMark()
    var changedSymbols: [SymbolID] = []
    // The walk works on unsafe buffers of arrays moved out of the state: no copy, no retain per row.
    var marks: [UInt32] = []
    var values: [Double] = []
    swap(&marks, &visitMarks)
    swap(&values, &reportedValues)
    defer {
      swap(&marks, &visitMarks)
      swap(&values, &reportedValues)
    }
    rows.withUnsafeBufferPointer { rows in
      rowOfSymbol.withUnsafeBufferPointer { rowOf in
        marks.withUnsafeMutableBufferPointer { marks in
          values.withUnsafeMutableBufferPointer { values in
            var stack: [(symbol: SymbolID, next: Int)] = []
            for root in affected where marks[Int(root)] == reached {
              stack.append((root, 0))
              while let top = stack.last {
                let row = rowOf[Int(top.symbol)]
                guard row >= 0 else {
                  // A parametric user variable is zero.
                  stack.removeLast()
                  marks[Int(top.symbol)] = evaluated
                  if values[Int(top.symbol)] != 0 {
                    values[Int(top.symbol)] = 0
                    changedSymbols.append(top.symbol)
                  }
                  continue
                }
                let id = Int(row)
                let descended = rows[id].cells.withUnsafeBufferPointer { cells in
                  // Descend into the first reference still to be evaluated, or evaluate this row.
                  var index = top.next
                  while index < cells.count, marks[Int(cells[index].symbol)] != reached {
                    index += 1
                  }
                  if index < cells.count {
                    let child = cells[index].symbol
                    marks[Int(child)] = evaluated
                    stack[stack.count - 1].next = index + 1
                    stack.append((child, 0))
                    return true
                  }
                  var value = rows[id].constant
                  for cell in cells where rowOf[Int(cell.symbol)] >= 0 {
                    value += cell.coefficient * values[Int(cell.symbol)]
                  }
                  marks[Int(top.symbol)] = evaluated
                  if value != values[Int(top.symbol)] {
                    values[Int(top.symbol)] = value
                    changedSymbols.append(top.symbol)
                  }
                  return false
                }
                if !descended { stack.removeLast() }
              }
            }
          }
        }
      }
    }
    changedSymbols.sort()
    return changedSymbols.compactMap { symbol in
      variableOfSymbol[Int(symbol)].map { ($0, values[Int(symbol)]) }
    }
  }

  /// Adds a lazy row's basic symbol to the rows an incremental evaluation reaches, once.
  @inline(__always)
  private mutating func markReached(_ basic: SymbolID, _ mark: UInt32, _ affected: inout [SymbolID])
  {
    guard basic >= 0, kinds[Int(basic)] == .external, variableOfSymbol[Int(basic)] != nil,
      visitMarks[Int(basic)] != mark
    else { return }
    visitMarks[Int(basic)] = mark
    affected.append(basic)
  }
}
