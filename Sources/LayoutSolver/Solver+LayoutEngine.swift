// Operations for the layout engine in the same package: not public API.

extension Solver {
  /// Adds a required constraint that could not be satisfied as an optional one, at a level above every optional
  /// priority: UIKit's "break one constraint and go on" (solver-notes §5.2).
  ///
  /// The broken constraint is still satisfied as well as the required ones allow, before any optional constraint.
  package func addBrokenRequiredConstraint(_ constraint: Constraint) throws(SolverError) {
    try state.add(constraint, level: SolverState.brokenRequiredLevel)
    try state.optimize()
  }

  /// For each variable, whether it could take another value with every required constraint still satisfied and
  /// the optimum unchanged: the solver's view of an ambiguous layout (solver-notes §5.3).
  ///
  /// A variable is ambiguous if its row (or a row it refers to) holds a free user variable, or a slack or error
  /// whose objective coefficient is zero (an alternative optimum). A variable the solver does not know is
  /// ambiguous. The check is conservative: a degenerate slack that cannot actually move still counts.
  ///
  /// - Complexity: O(variables + cells of the rows they refer to), each row visited once.
  package func ambiguousVariables(_ variables: [Variable]) -> [Bool] {
    state.ambiguousVariables(variables)
  }
}

extension SolverState {
  mutating func ambiguousVariables(_ variables: [Variable]) -> [Bool] {
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
    return symbols.map { symbol in
      guard let symbol else { return true }
      return rowOfSymbol[Int(symbol)] < 0 || (free[symbol] ?? true)
    }
  }
}
