import LayoutSolver
import Testing

/// kiwi's own solver tests (py/tests and tests/*.cpp), with the expected values of docs/solver.md, "kiwi's tests".
@Suite struct KiwiSuiteTests {
  @Test func managingEditVariables() throws {
    let solver = Solver()
    let v1 = Variable("v1")
    let v2 = Variable("v2")
    #expect(!solver.hasEditVariable(v1))
    try solver.addEditVariable(v1, priority: Strength.weak)
    #expect(solver.hasEditVariable(v1))
    expectSolverError(try solver.addEditVariable(v1, priority: Strength.medium)) {
      if case .duplicateEditVariable(let v) = $0 { return v.id == v1.id }
      return false
    }
    expectSolverError(try solver.removeEditVariable(v2)) {
      if case .unknownEditVariable(let v) = $0 { return v.id == v2.id }
      return false
    }
    try solver.removeEditVariable(v1)
    #expect(!solver.hasEditVariable(v1))
    expectSolverError(try solver.addEditVariable(v1, priority: .required)) {
      if case .requiredEditVariable(let v) = $0 { return v.id == v1.id }
      return false
    }
    try solver.addEditVariable(v2, priority: Strength.strong)
    #expect(solver.hasEditVariable(v2))
    expectSolverError(try solver.suggestValue(v1, 10)) {
      if case .unknownEditVariable(let v) = $0 { return v.id == v1.id }
      return false
    }
    solver.reset()
    #expect(!solver.hasEditVariable(v2))
  }

  @Test func suggestingValueOverridesWeakerConstraint() throws {
    let solver = Solver()
    let v1 = Variable("v1")
    try solver.addEditVariable(v1, priority: Strength.medium)
    try solver.addConstraint((v1 == 1) | Strength.weak)
    try solver.suggestValue(v1, 2)
    solver.updateVariables()
    expectNear(v1.value, 2)
  }

  @Test func suggestingValueBlockedByRequiredConstraint() throws {
    let solver = Solver()
    let v1 = Variable("v1")
    let v2 = Variable("v2")
    try solver.addEditVariable(v2, priority: Strength.weak)
    try solver.addConstraint(v1 + v2 == 0)
    try solver.addConstraint(v2 <= -1)
    try solver.addConstraint((v2 >= 0) | Strength.weak)
    try solver.suggestValue(v2, 0)
    solver.updateVariables()
    expectNear(v2.value, -1)
    expectNear(v1.value, 1)
  }

  @Test func managingConstraints() throws {
    let solver = Solver()
    let v = Variable("v")
    let c1 = v >= 1
    let c2 = v <= 0
    #expect(!solver.hasConstraint(c1))
    try solver.addConstraint(c1)
    #expect(solver.hasConstraint(c1))
    expectSolverError(try solver.addConstraint(c1)) {
      if case .duplicateConstraint(let c) = $0 { return c.id == c1.id }
      return false
    }
    expectSolverError(try solver.removeConstraint(c2)) {
      if case .unknownConstraint(let c) = $0 { return c.id == c2.id }
      return false
    }
    expectSolverError(try solver.addConstraint(c2)) {
      conflict($0, failing: c2, with: [c1])
    }
    #expect(!solver.hasConstraint(c2))
    try solver.removeConstraint(c1)
    #expect(!solver.hasConstraint(c1))
    try solver.addConstraint(c2)
    #expect(solver.hasConstraint(c2))
    solver.updateVariables()
    expectNear(v.value, 0)
    solver.reset()
    #expect(!solver.hasConstraint(c2))
  }

  @Test func underConstrainedSystem() throws {
    let solver = Solver()
    let v = Variable("v")
    try solver.addEditVariable(v, priority: Strength.weak)
    let c = 2 * v + 1 >= 0
    try solver.addConstraint(c)
    try solver.suggestValue(v, 10)
    solver.updateVariables()
    expectNear(c.expression.value, 21)
    expectNear(c.expression.terms[0].value, 20)
    expectNear(v.value, 10)
  }

  @Test func solvingWithStrength() throws {
    let solver = Solver()
    let v1 = Variable("v1")
    let v2 = Variable("v2")
    try solver.addConstraint(v1 + v2 == 0)
    try solver.addConstraint(v1 == 10)
    try solver.addConstraint((v2 >= 0) | Strength.weak)
    solver.updateVariables()
    expectNear(v1.value, 10)
    expectNear(v2.value, -10)

    solver.reset()
    try solver.addConstraint(v1 + v2 == 0)
    try solver.addConstraint((v1 >= 10) | Strength.medium)
    try solver.addConstraint((v2 == 2) | Strength.strong)
    solver.updateVariables()
    expectNear(v1.value, -2)
    expectNear(v2.value, 2)
  }

  @Test func handlingInfeasibleConstraints() throws {
    let solver = Solver()
    let xm = Variable("xm")
    let xl = Variable("xl")
    let xr = Variable("xr")
    try solver.addEditVariable(xm, priority: Strength.strong)
    try solver.addEditVariable(xl, priority: Strength.weak)
    try solver.addEditVariable(xr, priority: Strength.weak)
    try solver.addConstraint(2 * xm == xl + xr)
    try solver.addConstraint(xl + 20 <= xr)
    try solver.addConstraint(xl >= -10)
    try solver.addConstraint(xr <= 100)

    try solver.suggestValue(xm, 40)
    try solver.suggestValue(xr, 50)
    try solver.suggestValue(xl, 30)
    solver.updateVariables()
    expectNear(xl.value, 30)
    expectNear(xm.value, 40)
    expectNear(xr.value, 50)

    // Implementation-defined: every xl in [30, 50] with xr = 120 - xl has the same weak error, 40.
    try solver.suggestValue(xm, 60)
    solver.updateVariables()
    expectNear(xm.value, 60)
    expectNear(xl.value + xr.value, 120)
    #expect(xl.value >= 30 - 1e-6 && xl.value <= 50 + 1e-6)
    expectNear(abs(xl.value - 30) + abs(xr.value - 50), 40)

    // Forces the dual simplex; the answer is unique.
    try solver.suggestValue(xm, 90)
    solver.updateVariables()
    expectNear(xl.value, 80)
    expectNear(xm.value, 90)
    expectNear(xr.value, 100)
  }

  @Test func constraintViolated() throws {
    let solver = Solver()
    let v = Variable("v")
    let c1 = v >= 10
    let c2 = (v <= -5) | Strength.weak
    try solver.addConstraint(c1)
    try solver.addConstraint(c2)
    solver.updateVariables()
    expectNear(v.value, 10)
    #expect(c1.isSatisfied)
    #expect(!c2.isSatisfied)
  }

  @Test func dumpHasKiwiSectionsAfterFailedAdd() throws {
    let solver = Solver()
    let v = Variable("v")
    try solver.addConstraint(v >= 10)
    #expect(throws: SolverError.self) { try solver.addConstraint(v <= 0) }
    let dump = solver.dump()
    for section in [
      "Objective", "Tableau", "Infeasible", "Variables", "Edit Variables", "Constraints",
    ] {
      #expect(dump.contains(section + "\n"), "missing section \(section)")
    }
    #expect(dump.contains("v + -10 >= 0"))
  }

  /// kiwi's SimplexTest: an edit variable drives a plain LP maximisation.
  @Test func linearProgramMaximisation() throws {
    let solver = Solver()
    let x1 = Variable("x1")
    let x2 = Variable("x2")
    let x3 = Variable("x3")
    let z = Variable("z")
    for x in [x1, x2, x3] { try solver.addConstraint(x >= 0) }
    try solver.addConstraint(2 * x1 - 5 * x2 <= 11)
    try solver.addConstraint(-x1 + 3 * x2 + x3 == 7)
    try solver.addConstraint(x1 - 8 * x2 + 4 * x3 >= 33)
    try solver.addConstraint(z == -2 * x1 + 7 * x2 + 4 * x3)
    try solver.addEditVariable(z, priority: Strength.weak)
    try solver.suggestValue(z, 1e6)
    solver.updateVariables()
    expectNear(x1.value, 13, tolerance: 1e-4)
    expectNear(x2.value, 3, tolerance: 1e-4)
    expectNear(x3.value, 11, tolerance: 1e-4)
    expectNear(z.value, 39, tolerance: 1e-4)
  }
}
