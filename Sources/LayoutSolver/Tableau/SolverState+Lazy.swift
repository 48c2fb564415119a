// Lazy rows: how chains stay sparse.
//
// Cassowary's explicit tableau writes every basic symbol in terms of parametric symbols only. In a chain of views
// (`top_i == top_(i-1) + height_(i-1) + 8`) that makes `top_i`'s row hold every error and dummy symbol above it, so
// a chain of n views costs O(n²) time and memory (docs/solver.md, "Dense chains and lazy rows").
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
// - Values come from one memoised pass over the graph (`SolverState+Evaluation.swift`).

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
  mutating func newMark() -> UInt32 {
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
}
