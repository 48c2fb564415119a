/// What the solver remembers about one added constraint.
struct ConstraintRecord {
  let constraint: Constraint
  /// The symbol that tracks the constraint: a slack (inequality), the positive error (optional equality) or a dummy
  /// (required equality).
  var marker: SymbolID
  /// The second error symbol of an optional constraint, or `nil`.
  var other: SymbolID?
  /// The marker's coefficient in the constraint's row as built from `expression` (before any sign reversal):
  /// changing the constant by δ is the same as replacing the marker by `marker + δ / markerSign`.
  var markerSign: Double
  /// The objective level of the error symbols (the priority), or `nil` for a required constraint.
  var level: Double?
  /// Order of addition, for reporting conflicts in a stable order.
  let sequence: Int
  /// The external symbols of the expression, each counted once.
  var variables: [SymbolID]
}

/// What the solver remembers about one edit variable.
struct EditRecord {
  let variable: Variable
  let constraint: Constraint
}

/// The whole state of a ``Solver``: symbols, the row pool, the column index and the objective.
///
/// A value type, so that the compiler checks exclusive access statically in the hot loops. Operations live in
/// extensions by concern (`+Rows`, `+Pivot`, `+Simplex`, `+Add`, `+Remove`, `+Change`, `+Lazy`, `+Evaluation`,
/// `+Journal`, `+Invariants`, `+Dump`).
struct SolverState {
  // MARK: Symbols, indexed by SymbolID

  var kinds: [SymbolKind] = []
  /// The row a basic symbol defines, or -1 for a parametric symbol.
  var rowOfSymbol: [RowID] = []
  /// The rows in which each symbol has a cell: substitution visits only these.
  var columns: [RowSet] = []
  /// Each parametric symbol's objective coefficient (basic symbols hold zero).
  var objective: [LexVector] = []
  /// The user variable behind each external symbol.
  var variableOfSymbol: [Variable?] = []
  /// The constraint behind each slack, error and dummy symbol.
  var constraintOfSymbol: [Constraint?] = []
  /// How many added constraints mention each external symbol.
  var useCounts: [Int32] = []
  var freeSymbols: [SymbolID] = []

  /// Symbols whose objective coefficient may have turned negative since the last optimisation.
  var candidates: [SymbolID] = []
  var isCandidate: [Bool] = []

  /// Scratch space for walking the graph of lazy rows (see `SolverState+Lazy.swift`): a mark per symbol for the
  /// current walk, and a weight or value per symbol.
  var visitMarks: [UInt32] = []
  var currentMark: UInt32 = 0
  var symbolScratch: [Double] = []
  /// The evaluation order and each lazy row's references, valid until the graph of lazy rows changes: any row
  /// inserted, removed, pivoted or rewritten discards it (see ``EvaluationPlan``).
  var evaluationPlan: EvaluationPlan?
  /// Each user variable's value as last reported by `updateVariables`.
  var reportedValues: [Double] = []
  /// User variables whose value may have changed since the last evaluation.
  ///
  /// They are the basic symbols of rows that were inserted, removed, rewritten or shifted, and symbols that entered
  /// or left the basis; the next evaluation starts from them (see `SolverState+Lazy.swift`).
  var touchedExternals: [SymbolID] = []
  /// Whether the next evaluation must be a full pass (a new solver, a rollback, or too many touched symbols).
  var needsFullEvaluation = true

  // MARK: Rows, indexed by RowID

  var rows: [Row] = []
  var basicOfRow: [SymbolID] = []
  /// Each row's place in the graph of references (see `SolverState+Ranks.swift`).
  var rankOfRow: [UInt32] = []
  var freeRows: [RowID] = []
  /// Restricted rows whose constant went negative: the dual simplex's work list.
  var infeasibleRows: [RowID] = []
  var objectiveConstant = LexVector()

  // MARK: Constraints and edits

  var records = ConstraintRecords()
  var symbolOfVariable: [ObjectIdentifier: SymbolID] = [:]
  var edits: [ObjectIdentifier: EditRecord] = [:]
  var nextSequence = 0

  /// The undo log of the operation under way, when it may fail after changing the tableau.
  var journal: Journal?

  /// Reusable buffers, so that the hot loops do not allocate.
  var scratchCells: [Cell] = []
  var accumulator: [Double] = []
  var accumulatorScale: [Double] = []
  var accumulatorTouched: [SymbolID] = []

  /// How many pivots have been made, for tests and benchmarks.
  var pivotCount = 0

  /// The symbols made since the current add began, in order (see ``add(_:level:)``); a reused buffer.
  var symbolLog: [SymbolID] = []

  /// Overrides the pivot budget of each simplex run (see ``PivotBudget``), for tests.
  var pivotLimit: Int?
}

// MARK: - Symbols

extension SolverState {
  /// Creates a symbol of `kind`, reusing the most recently freed number.
  ///
  /// - Complexity: O(1) amortised.
  mutating func makeSymbol(_ kind: SymbolKind) -> SymbolID {
    if let symbol = freeSymbols.popLast() {
      kinds[Int(symbol)] = kind
      journal?.createdSymbols.append(symbol)
      symbolLog.append(symbol)
      return symbol
    }
    let symbol = SymbolID(kinds.count)
    kinds.append(kind)
    rowOfSymbol.append(-1)
    columns.append(RowSet())
    objective.append(LexVector())
    variableOfSymbol.append(nil)
    constraintOfSymbol.append(nil)
    useCounts.append(0)
    isCandidate.append(false)
    visitMarks.append(0)
    symbolScratch.append(0)
    reportedValues.append(.nan)
    accumulator.append(0)
    accumulatorScale.append(0)
    journal?.createdSymbols.append(symbol)
    symbolLog.append(symbol)
    return symbol
  }

  /// Forgets symbols made by an operation that failed, so the numbering is as if they had never been made.
  ///
  /// `created` lists them in the order they were made; those that reused a freed number go back on the free list
  /// in their old order, the others are cut off the end of the per-symbol arrays. No row may mention them.
  mutating func discardSymbols(_ created: [SymbolID], symbolCountBefore: Int) {
    for symbol in created.reversed() {
      forgetSymbol(symbol)
      if Int(symbol) < symbolCountBefore { freeSymbols.append(symbol) }
    }
    truncateSymbols(to: symbolCountBefore)
  }

  /// Clears what ties a symbol made by a failed operation to a variable, a constraint or the objective.
  mutating func forgetSymbol(_ symbol: SymbolID) {
    let index = Int(symbol)
    if let variable = variableOfSymbol[index] {
      symbolOfVariable[ObjectIdentifier(variable)] = nil
    }
    variableOfSymbol[index] = nil
    constraintOfSymbol[index] = nil
    objective[index] = LexVector()
    useCounts[index] = 0
  }

  /// Drops the symbols numbered `count` and above, which nothing refers to.
  mutating func truncateSymbols(to count: Int) {
    let excess = kinds.count - count
    guard excess > 0 else { return }
    kinds.removeLast(excess)
    rowOfSymbol.removeLast(excess)
    columns.removeLast(excess)
    objective.removeLast(excess)
    variableOfSymbol.removeLast(excess)
    constraintOfSymbol.removeLast(excess)
    useCounts.removeLast(excess)
    isCandidate.removeLast(excess)
    visitMarks.removeLast(excess)
    symbolScratch.removeLast(excess)
    reportedValues.removeLast(excess)
    accumulator.removeLast(excess)
    accumulatorScale.removeLast(excess)
    candidates.removeAll { Int($0) >= count }
    freeSymbols.removeAll { Int($0) >= count }
    evaluationPlan = nil
    needsFullEvaluation = true
  }

  /// The external symbol of `variable`, created on first use.
  mutating func symbol(for variable: Variable) -> SymbolID {
    let key = ObjectIdentifier(variable)
    if let symbol = symbolOfVariable[key] { return symbol }
    let symbol = makeSymbol(.external)
    variableOfSymbol[Int(symbol)] = variable
    reportedValues[Int(symbol)] = .nan
    symbolOfVariable[key] = symbol
    noteValueChange(of: symbol)
    return symbol
  }

  /// Frees a symbol that no row or constraint refers to any more.
  ///
  /// Cells that still mention it are round-off (no remaining equation involves it) and are erased; a basic
  /// symbol's own row is then dropped.
  mutating func releaseSymbol(_ symbol: SymbolID) {
    let index = Int(symbol)
    for row in columns[index].elements {
      eraseCell(symbol, fromRow: row)
    }
    if rowOfSymbol[index] >= 0 {
      removeRow(rowOfSymbol[index])
    }
    noteObjective(symbol)
    objective[index] = LexVector()
    if let variable = variableOfSymbol[index] {
      symbolOfVariable[ObjectIdentifier(variable)] = nil
      variableOfSymbol[index] = nil
    }
    constraintOfSymbol[index] = nil
    useCounts[index] = 0
    freeSymbols.append(symbol)
  }

  /// Remembers that a symbol's objective coefficient may now be negative.
  @inline(__always)
  mutating func noteCandidate(_ symbol: SymbolID) {
    let index = Int(symbol)
    if !isCandidate[index] && objective[index].isNegative {
      isCandidate[index] = true
      candidates.append(symbol)
    }
  }

  /// The level of required constraints that had to be broken (docs/solver.md, "Breaking required constraints"): above
  /// every optional priority (the largest `Float` below 1000 is 999.99994), below required.
  static let brokenRequiredLevel = 999.99997

  /// The objective level of a priority: the priority value itself, so a new priority never renumbers the others.
  static func level(of priority: Priority) -> Double? {
    priority.isRequired ? nil : Double(priority.rawValue)
  }
}
