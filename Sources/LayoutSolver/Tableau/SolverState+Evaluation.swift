// Evaluation: turning the tableau into the user variables' values.
//
// A basic user variable's value is its row's constant plus its references' values (see `SolverState+Lazy.swift`);
// a parametric one is zero. `updateVariables` reports only the variables whose value changed, and after a small
// change it evaluates only what the change can reach: the solver notes the user variables an operation touches
// (`touchedExternals`), and the evaluation climbs from them through the column index to the lazy rows that refer
// to them. Both passes evaluate a row with the same arithmetic in the same order of cells, so they give the same
// bits.

extension SolverState {
  /// Writes the new value of every user variable whose value differs from the last report into the variable, and
  /// returns those variables in symbol order when `listing` (none otherwise).
  ///
  /// Only the symbols touched since the last evaluation (`touchedExternals`: rows inserted, removed, rewritten or
  /// shifted, symbols that entered or left the basis) and the lazy rows that refer to them are evaluated: the cost
  /// follows the change, not the tableau. A new solver, a rollback, or a change that touches much of the tableau
  /// gets the full pass.
  mutating func reportChangedExternals(listing: Bool) -> [Variable] {
    let changed = needsFullEvaluation ? evaluateAllExternals() : evaluateChangedExternals()
    var variables: [Variable] = []
    if listing { variables.reserveCapacity(changed.count) }
    withEvaluationBuffers { buffers in
      for symbol in changed where buffers.variableOf[Int(symbol)] != nil {
        buffers.variableOf[Int(symbol)].unsafelyUnwrapped.value = buffers.reported[Int(symbol)]
        if listing { variables.append(buffers.variableOf[Int(symbol)].unsafelyUnwrapped) }
      }
    }
    return variables
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

  /// Computes the value of every user variable (each lazy row evaluated once, references first) and returns, in
  /// symbol order, those that differ from the last report, with `reportedValues` updated.
  ///
  /// The plan (order and references) is kept while the graph of lazy rows keeps its shape.
  ///
  /// - Complexity: O(symbols + references) with a plan; building one is O(rows + cells of the lazy rows).
  private mutating func evaluateAllExternals() -> [SymbolID] {
    needsFullEvaluation = false
    touchedExternals.removeAll(keepingCapacity: true)
    let plan = currentPlan()
    withEvaluationBuffers { buffers in
      plan.withReferences { references, bounds in
        for symbol in plan.order {
          let row = Int(buffers.rowOf[Int(symbol)])
          let cells = UnsafeBufferPointer(
            rebasing: references[Int(bounds[row])..<Int(bounds[row + 1])])
          buffers.scratch[Int(symbol)] = Self.value(
            buffers.rows[row].constant, cells, buffers.rowOf, buffers.scratch)
        }
      }
    }
    var changed: [SymbolID] = []
    for index in kinds.indices where kinds[index] == .external && variableOfSymbol[index] != nil {
      let value = rowOfSymbol[index] >= 0 ? symbolScratch[index] : 0
      if value != reportedValues[index] {
        reportedValues[index] = value
        changed.append(SymbolID(index))
      }
    }
    for symbol in plan.order { symbolScratch[Int(symbol)] = 0 }
    return changed
  }

  /// The evaluation plan, built if the graph of lazy rows changed since the last one.
  private mutating func currentPlan() -> EvaluationPlan {
    if let plan = evaluationPlan { return plan }
    var basics: [SymbolID] = []
    for index in variableOfSymbol.indices where rowOfSymbol[index] >= 0 && kinds[index] == .external
    {
      basics.append(SymbolID(index))
    }
    let plan = EvaluationPlan(
      order: referencedSymbolsInPostorder(from: basics), rows: rows, rowOf: rowOfSymbol,
      basicOf: basicOfRow)
    evaluationPlan = plan
    return plan
  }

  /// A lazy row's value: its constant plus, in cell order, each reference's coefficient times the reference's
  /// value in `values`; parametric cells count for nothing.
  ///
  /// Every evaluation goes through here, so the full and the incremental pass give the same bits.
  @inline(__always)
  static func value(
    _ constant: Double, _ cells: UnsafeBufferPointer<Cell>, _ rowOf: UnsafeBufferPointer<RowID>,
    _ values: UnsafeMutableBufferPointer<Double>
  ) -> Double {
    var value = constant
    for cell in cells where rowOf[Int(cell.symbol)] >= 0 {
      value += cell.coefficient * values[Int(cell.symbol)]
    }
    return value
  }

  /// Evaluates again the touched user variables and the lazy rows that refer to them, directly or not, and returns
  /// in symbol order those whose value changed, with `reportedValues` updated; the others keep their reported
  /// values, which are exact because nothing they depend on changed since.
  ///
  /// The rows reached are found upwards through the column index, then evaluated references first (a post-order
  /// walk restricted to them); a touched variable that is parametric now is zero. With a plan the walk reads only
  /// references; after the graph changed it scans the rows' cells.
  ///
  /// - Complexity: O(cells and column entries of the rows reached + c log c) for c changed variables.
  private mutating func evaluateChangedExternals() -> [SymbolID] {
    guard !touchedExternals.isEmpty else { return [] }
    // The rows reached, by basic symbol, marked `reached` until evaluated, then `evaluated`.
    let reached = newMark()
    let affected = rowsReached(from: touchedExternals, mark: reached)
    touchedExternals.removeAll(keepingCapacity: true)
    // Rows reached at random cost more than rows visited in order: past a quarter of the symbols, the full pass is
    // faster.
    if affected.count * 4 > kinds.count { return evaluateAllExternals() }
    let evaluated = newMark()
    let plan = evaluationPlan
    var changed = withEvaluationBuffers { buffers in
      func walk<Source: RowReferences>(_ source: Source) -> [SymbolID] {
        var walk = EvaluationWalk(
          source: source, buffers: buffers, reached: reached, evaluated: evaluated)
        for root in affected { walk.evaluate(root) }
        return walk.changed
      }
      guard let plan else { return walk(RowCells(rows: buffers.rows)) }
      return plan.withReferences { references, bounds in
        walk(PlannedReferences(rows: buffers.rows, references: references, bounds: bounds))
      }
    }
    changed.sort()
    return changed
  }

  /// The touched user variables and the basic symbols of the lazy rows that refer to them, directly or through
  /// other lazy rows, each once and marked with `mark`.
  ///
  /// - Complexity: O(column entries of the symbols reached).
  private mutating func rowsReached(from touched: [SymbolID], mark: UInt32) -> [SymbolID] {
    let plan = evaluationPlan
    return withEvaluationBuffers { buffers in
      var climb = Climb(buffers: buffers, mark: mark)
      if let plan {
        plan.withDependents { dependents, bounds in
          climb.run(from: touched) { climb, symbol in
            for dependent in dependents[Int(bounds[Int(symbol)])..<Int(bounds[Int(symbol) + 1])] {
              climb.reach(dependent)
            }
          }
        }
      } else {
        climb.run(from: touched) { climb, symbol in
          buffers.columns[Int(symbol)].forEach { climb.reach(buffers.basicOf[Int($0)]) }
        }
      }
      return climb.reached
    }
  }
}

/// The upward half of an incremental evaluation: from the touched user variables to every lazy row that refers to
/// them, directly or not (through the plan's dependents, or the column index when there is no plan).
///
/// Works on unsafe buffers of the solver's arrays (no copy or retain per symbol); valid only inside the calls that
/// lent them.
private struct Climb {
  let kinds: UnsafeBufferPointer<SymbolKind>
  let variableOf: UnsafeBufferPointer<Variable?>
  let marks: UnsafeMutableBufferPointer<UInt32>
  let mark: UInt32
  /// The symbols reached, each once, in the order reached.
  var reached: [SymbolID] = []

  init(buffers: EvaluationBuffers, mark: UInt32) {
    kinds = buffers.kinds
    variableOf = buffers.variableOf
    marks = buffers.marks
    self.mark = mark
  }

  /// Reaches the touched symbols, then, breadth first, the dependents of each symbol reached: `dependents`
  /// calls ``reach(_:)`` with the basic symbol of each row that refers to its second argument.
  @inline(__always)
  mutating func run(from touched: [SymbolID], dependents: (inout Climb, SymbolID) -> Void) {
    for symbol in touched { reach(symbol) }
    var next = 0
    while next < reached.count {
      let symbol = reached[next]
      next += 1
      dependents(&self, symbol)
    }
  }

  /// Adds a user variable's symbol once; row markers and restricted symbols are not evaluated.
  @inline(__always)
  mutating func reach(_ basic: SymbolID) {
    guard basic >= 0, kinds[Int(basic)] == .external, marks[Int(basic)] != mark,
      variableOf[Int(basic)] != nil
    else { return }
    marks[Int(basic)] = mark
    reached.append(basic)
  }
}

/// Where an evaluation reads a lazy row's constant and the cells that may be references.
private protocol RowReferences {
  /// The rows, for their constants.
  var rows: UnsafeBufferPointer<Row> { get }
  /// Calls `body` with the row's cells that may be references, in cell order.
  func withCells<Result>(ofRow row: RowID, _ body: (UnsafeBufferPointer<Cell>) -> Result) -> Result
}

extension RowReferences {
  func constant(ofRow row: RowID) -> Double { rows[Int(row)].constant }
}

/// A plan's references: only the references, no parametric cell.
private struct PlannedReferences: RowReferences {
  let rows: UnsafeBufferPointer<Row>
  let references: UnsafeBufferPointer<Cell>
  let bounds: UnsafeBufferPointer<Int32>

  @inline(__always)
  func withCells<Result>(ofRow row: RowID, _ body: (UnsafeBufferPointer<Cell>) -> Result) -> Result
  {
    body(
      UnsafeBufferPointer(rebasing: references[Int(bounds[Int(row)])..<Int(bounds[Int(row) + 1])]))
  }
}

/// The rows' own cells, parametric ones included: for when the graph changed since the last plan.
private struct RowCells: RowReferences {
  let rows: UnsafeBufferPointer<Row>

  @inline(__always)
  func withCells<Result>(ofRow row: RowID, _ body: (UnsafeBufferPointer<Cell>) -> Result) -> Result
  {
    rows[Int(row)].cells.withUnsafeBufferPointer(body)
  }
}

/// The downward half of an incremental evaluation: each row reached evaluated after the reached rows it refers to
/// (a post-order walk restricted to them), its new value compared with the one reported.
///
/// Marks go from `reached` to `evaluated`. Works on unsafe buffers of the solver's arrays; valid only inside the
/// calls that lent them.
private struct EvaluationWalk<Source: RowReferences> {
  let source: Source
  let rowOf: UnsafeBufferPointer<RowID>
  let marks: UnsafeMutableBufferPointer<UInt32>
  /// The values last reported, updated in place.
  let values: UnsafeMutableBufferPointer<Double>
  let reached: UInt32
  let evaluated: UInt32
  /// The symbols whose value changed, in the order evaluated.
  var changed: [SymbolID] = []
  private var stack: [(symbol: SymbolID, next: Int)] = []

  init(source: Source, buffers: EvaluationBuffers, reached: UInt32, evaluated: UInt32) {
    self.source = source
    rowOf = buffers.rowOf
    marks = buffers.marks
    values = buffers.reported
    self.reached = reached
    self.evaluated = evaluated
  }

  /// Evaluates `root`, if not done yet, after the reached rows it refers to.
  mutating func evaluate(_ root: SymbolID) {
    guard marks[Int(root)] == reached else { return }
    // Most rows reached refer only to rows evaluated already (a chain climbed from its foot): no stack.
    guard let first = settleOrFindPending(root, from: 0) else { return }
    stack.append((root, first.next))
    stack.append((first.symbol, 0))
    while let top = stack.last {
      if let child = settleOrFindPending(top.symbol, from: top.next) {
        stack[stack.count - 1].next = child.next
        stack.append((child.symbol, 0))
      } else {
        stack.removeLast()
      }
    }
  }

  /// Evaluates `symbol` if none of its row's cells from `index` on is still to be evaluated, and returns `nil`;
  /// otherwise marks the first such cell's symbol as taken and returns it with the index after it.
  ///
  /// A parametric user variable is zero. Cells before `index` hold nothing pending, so the sum may start from the
  /// first cell.
  @inline(__always)
  private mutating func settleOrFindPending(_ symbol: SymbolID, from index: Int) -> (
    symbol: SymbolID, next: Int
  )? {
    let row = rowOf[Int(symbol)]
    var value = 0.0
    if row >= 0 {
      let (pending, sum) = source.withCells(ofRow: row) {
        cells -> ((symbol: SymbolID, next: Int)?, Double) in
        for position in index..<cells.count where marks[Int(cells[position].symbol)] == reached {
          return ((cells[position].symbol, position + 1), 0)
        }
        return (nil, SolverState.value(source.constant(ofRow: row), cells, rowOf, values))
      }
      if let pending {
        marks[Int(pending.symbol)] = evaluated
        return pending
      }
      value = sum
    }
    marks[Int(symbol)] = evaluated
    if value != values[Int(symbol)] {
      values[Int(symbol)] = value
      changed.append(symbol)
    }
    return nil
  }
}
