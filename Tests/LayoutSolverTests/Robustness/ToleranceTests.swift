import LayoutSolver
import Testing

/// Zero tests are relative to the scale of the numbers compared, so satisfiable systems are never refused because
/// their coefficients are small or their values large (before: a fixed 1e-8 reported `x * 1e-9 == 1` unsatisfiable
/// and `x == 1e8/11` then `11x == 1e8` as a conflict).
@Suite struct ToleranceTests {
  @Test func aTinyCoefficientIsNotTakenForZero() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(x * 1e-9 == 1)
    solver.updateVariables()
    #expect(abs(x.value - 1e9) <= 1e9 * 1e-12)
  }

  @Test func aTinyCoefficientCountsAtAnOptionalPriority() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint((x * 1e-9 == 1) | 500)
    solver.updateVariables()
    #expect(abs(x.value - 1e9) <= 1e9 * 1e-12)
  }

  @Test func theSameEquationAtAnotherScaleIsRedundantNotAConflict() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(x == 1e8 / 11)
    try solver.addConstraint(x * 11 == 1e8)
    solver.updateVariables()
    #expect(abs(x.value - 1e8 / 11) <= 1e-6)
  }

  @Test func aGenuineConflictAtLargeScaleIsStillReported() throws {
    let x = Variable("x")
    let solver = Solver()
    let first = x == 1e9
    try solver.addConstraint(first)
    #expect {
      try solver.addConstraint(x == 1e9 + 1)
    } throws: { error in
      guard case .unsatisfiable(let conflict) = error as? SolverError else { return false }
      return conflict.conflicting.map(\.id) == [ObjectIdentifier(first)]
    }
  }

  /// Coefficient scales from 1e-6 to 1e6 and values up to 1e9: `a·x == a·v` pins x to v, and a second variable tied
  /// to it by `a·y == a·x + a` lands one above.
  @Test(arguments: [1e-6, 1e-3, 1, 1e3, 1e6])
  func scalesFromMicroToMega(scale: Double) throws {
    for value in [0.5, 1e3, 1e6, 1e9] {
      let x = Variable("x")
      let y = Variable("y")
      let solver = Solver()
      try solver.addConstraint(x * scale == value * scale)
      try solver.addConstraint(y * scale == x * scale + scale)
      try solver.addConstraint((y <= 0) | 250)
      solver.updateVariables()
      #expect(abs(x.value - value) <= max(1, value) * 1e-9, "scale \(scale), value \(value)")
      #expect(abs(y.value - (value + 1)) <= max(1, value) * 1e-9, "scale \(scale), value \(value)")
    }
  }
}

/// Every simplex run has a pivot budget: numerical trouble ends in a typed error, never a hang.
@Suite struct PivotBudgetTests {
  /// Two optional pins at zero that a required `x + y >= 10` then overrides: placing it takes a pivot.
  func pinnedPair(_ solver: Solver) throws -> (Variable, Variable) {
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint((x == 0) | 500)
    try solver.addConstraint((y == 0) | 500)
    return (x, y)
  }

  /// The pivot comes in the artificial phase, which is journaled: the failed add is undone.
  @Test func anAddPastItsBudgetThrowsIterationLimitAndIsUndone() throws {
    let solver = Solver()
    let (x, y) = try pinnedPair(solver)
    try solver.addConstraint(x + y >= 10)
    #expect(
      solver.pivotCount > 0, "the optimisation must need a pivot for the test to mean anything")

    let limited = Solver()
    let (u, v) = try pinnedPair(limited)
    limited.setPivotLimit(0)
    let before = limited.dump()
    let sum = u + v >= 10
    #expect {
      try limited.addConstraint(sum)
    } throws: { error in
      guard case .iterationLimit(pivots: 0) = error as? SolverError else { return false }
      return true
    }
    #expect(limited.dump() == before)
    #expect(!limited.hasConstraint(sum))
  }

  /// A required pin moved so that `x + y >= 10` needs y to take over: the dual simplex pivots.
  @Test func aConstantChangePastItsBudgetIsUndone() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(x + y >= 10)
    try solver.addConstraint((y == 0) | 500)
    let pin = x == 20
    try solver.addConstraint(pin)
    let pivots = solver.pivotCount
    let before = solver.dump()
    solver.setPivotLimit(0)
    #expect {
      try solver.updateConstant(of: pin, to: 0)
    } throws: { error in
      guard case .iterationLimit = error as? SolverError else { return false }
      return true
    }
    #expect(solver.dump() == before)
    #expect(pin.expression.constant == -20)
    solver.setPivotLimit(nil)
    try solver.updateConstant(of: pin, to: 0)
    #expect(
      solver.pivotCount > pivots, "the change must need a pivot for the test to mean anything")
    solver.updateVariables()
    #expect(x.value == 0 && y.value == 10)
  }
}
