// Operations for the layout engine in the same package: not public API.

extension Solver {
  /// Adds a required constraint that could not be satisfied as an optional one, at a level above every optional
  /// priority: UIKit's "break one constraint and go on" (docs/solver.md, "Breaking required constraints").
  ///
  /// The broken constraint is still satisfied as well as the required ones allow, before any optional constraint.
  package func addBrokenRequiredConstraint(_ constraint: Constraint) throws(SolverError) {
    revision &+= 1
    try state.add(constraint, level: SolverState.brokenRequiredLevel)
    constraint.solver = self
    try state.optimize()
  }

  /// For each variable, whether it could take another value with every required constraint still satisfied and
  /// the optimum unchanged: the solver's view of an ambiguous layout (docs/solver.md, "Ambiguity").
  ///
  /// A variable is ambiguous if its canonical row holds a free user variable, or a slack or error whose objective
  /// coefficient is zero (an alternative optimum) and which can actually grow (a degenerate block does not count).
  /// A variable the solver does not know is ambiguous.
  ///
  /// - Complexity: O(variables + cells of the rows they refer to) to find candidates, each row visited once, plus
  ///   an expansion of each candidate's row to confirm it.
  package func ambiguousVariables(_ variables: [Variable]) -> [Bool] {
    state.ambiguousVariables(variables)
  }
}

extension SolverState {
  mutating func ambiguousVariables(_ variables: [Variable]) -> [Bool] {
    // A first pass over the lazy graph finds the candidates: rows that reach a free user variable or a slack or
    // error with no objective weight.
    let symbols = variables.map { symbolOfVariable[ObjectIdentifier($0)] }
    var free: [SymbolID: Bool] = [:]
    for symbol in referencedSymbolsInPostorder(from: symbols.compactMap { $0 }) {
      free[symbol] = rows[Int(rowOfSymbol[Int(symbol)])].cells.contains { cell in
        if rowOfSymbol[Int(cell.symbol)] >= 0 { return free[cell.symbol] ?? false }
        switch kinds[Int(cell.symbol)] {
        case .external: return true
        case .slack, .error: return objective[Int(cell.symbol)].isZero
        case .dummy: return false
        }
      }
    }
    // The flags above ignore cancellation (a free symbol reached along two paths with opposite signs). Confirm
    // each candidate on its exact canonical row; most variables are not candidates, so this stays cheap.
    return symbols.map { symbol in
      guard let symbol else { return true }
      let id = rowOfSymbol[Int(symbol)]
      guard id >= 0 else { return true }
      guard free[symbol] ?? true else { return false }
      return expand(rows[Int(id)]).cells.contains { cell in
        switch kinds[Int(cell.symbol)] {
        case .external: true
        case .slack, .error: objective[Int(cell.symbol)].isZero && canIncrease(cell.symbol)
        case .dummy: false
        }
      }
    }
  }

  /// Whether a parametric restricted symbol can grow from zero without making a restricted row negative.
  ///
  /// True when no row blocks it, or the tightest one allows a positive step; a degenerate block (a ratio of zero)
  /// is no freedom.
  func canIncrease(_ symbol: SymbolID) -> Bool {
    guard let id = leavingRow(for: symbol) else { return true }
    let row = rows[Int(id)]
    return -row.constant / row.coefficient(of: symbol) > 0
  }
}
