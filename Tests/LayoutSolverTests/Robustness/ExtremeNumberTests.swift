import LayoutSolver
import Testing

/// Extreme but finite numbers are refused with a typed error and never poison the solver (before: suggesting
/// 1e308, then -1e308, then 5 left the variable at -infinity for good).
@Suite struct ExtremeNumberTests {
  @Test func extremeSuggestionsAreRefusedAndTheSolverStaysUsable() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(x >= -1e9)
    try solver.addEditVariable(x, priority: 750)
    for value in [1e308, -1e308, 1e16] {
      #expect {
        try solver.suggestValue(x, value)
      } throws: { error in
        guard case .outOfRange = error as? SolverError else { return false }
        return true
      }
    }
    try solver.suggestValue(x, 5)
    solver.updateVariables()
    #expect(x.value == 5)
    // Values up to a billion are fine.
    try solver.suggestValue(x, 1e9)
    solver.updateVariables()
    #expect(x.value == 1e9)
  }

  @Test func extremeCoefficientsAndConstantsAreRefusedOnAdd() {
    let x = Variable("x")
    let solver = Solver()
    #expect(throws: SolverError.self) { try solver.addConstraint(x * 1e300 == 1) }
    #expect(throws: SolverError.self) { try solver.addConstraint(x == 1e200) }
    #expect(solver.dump() == Solver().dump())
  }

  @Test func anExtremeConstantChangeIsRefusedInPlace() throws {
    let x = Variable("x")
    let solver = Solver()
    let pin = x == 3
    try solver.addConstraint(pin)
    #expect(throws: SolverError.self) { try solver.updateConstant(of: pin, to: -1.7e308) }
    solver.updateVariables()
    #expect(x.value == 3)
  }
}
