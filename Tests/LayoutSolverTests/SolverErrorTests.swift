import LayoutSolver
import Testing

/// Every SolverError case, and the promise that a failed call leaves the solver as it was.
@Suite struct SolverErrorTests {
  @Test func nonFiniteNumbersAreRefused() throws {
    let solver = Solver()
    let x = Variable("x")
    for bad in [x == .infinity, x * .nan == 1, (x + 1) * .infinity >= 0] {
      expectSolverError(try solver.addConstraint(bad)) {
        if case .nonFinite(let c) = $0 { return c.id == bad.id }
        return false
      }
    }
    let pin = x == 1
    try solver.addConstraint(pin)
    expectSolverError(try solver.updateConstant(of: pin, to: .nan)) {
      if case .nonFinite = $0 { return true }
      return false
    }
    try solver.addEditVariable(x, priority: 500)
    expectSolverError(try solver.suggestValue(x, .infinity)) {
      if case .nonFinite = $0 { return true }
      return false
    }
    solver.updateVariables()
    #expect(x.value == 1)
  }

  @Test(arguments: [Priority(0), Priority(-5), Priority(1000.5), Priority(.nan)])
  func invalidPrioritiesAreRefused(priority: Priority) throws {
    let solver = Solver()
    let x = Variable("x")
    let bad = (x == 1) | priority
    expectSolverError(try solver.addConstraint(bad)) {
      if case .invalidPriority(let c) = $0 { return c.id == bad.id }
      return false
    }
    let good = (x == 1) | 250
    try solver.addConstraint(good)
    expectSolverError(try solver.updatePriority(of: good, to: priority)) {
      if case .invalidPriority = $0 { return true }
      return false
    }
    #expect(good.priority == 250)
  }

  @Test func unknownConstraintOperations() throws {
    let solver = Solver()
    let stranger = Variable("x") == 1
    expectSolverError(try solver.removeConstraint(stranger)) {
      if case .unknownConstraint(let c) = $0 { return c.id == stranger.id }
      return false
    }
    expectSolverError(try solver.updateConstant(of: stranger, to: 3)) {
      if case .unknownConstraint(let c) = $0 { return c.id == stranger.id }
      return false
    }
    expectSolverError(try solver.updatePriority(of: stranger, to: 3)) {
      if case .unknownConstraint(let c) = $0 { return c.id == stranger.id }
      return false
    }
  }

  @Test func failedAddLeavesDumpAndValuesUnchanged() throws {
    let solver = Solver()
    let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
    try solver.addConstraint(a >= 0)
    try solver.addConstraint(b >= a + 10)
    try solver.addConstraint(c >= b + 10)
    try solver.addConstraint((c == 5) | 250)
    solver.updateVariables()
    let values = [a, b, c].map(\.value)
    let dump = solver.dump()
    let fresh = Variable("fresh")
    let impossible = c + fresh * 0 <= 15 - fresh + fresh
    expectSolverError(try solver.addConstraint(impossible)) { $0.isUnsatisfiable }
    #expect(solver.dump() == dump)
    solver.updateVariables()
    #expect([a, b, c].map(\.value) == values)
    // The solver still works after the failure.
    try solver.addConstraint(c <= 25)
    solver.updateVariables()
    expectNear(c.value, 20)
  }

  @Test func unsatisfiableErrorDescribesTheConflict() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x >= 10)
    do {
      try solver.addConstraint(x <= 5)
      Issue.record("expected a failure")
    } catch {
      let text = "\(error)"
      #expect(text.contains("unsatisfiable constraint x + -5 <= 0"))
      #expect(text.contains("x + -10 >= 0"))
    }
  }

  @Test func removingTheLastConstraintFreesItsVariables() throws {
    let solver = Solver()
    let x = Variable("x")
    let pin = x == 3
    try solver.addConstraint(pin)
    #expect(solver.dump().contains("x = "))
    try solver.removeConstraint(pin)
    #expect(!solver.dump().contains("x = "))
  }

  /// Errors are values that may cross to another task; they name a constraint by its identity and its text, not by
  /// the (non-Sendable) constraint itself.
  @Test func errorsNameTheConstraintByIdentityAndText() async throws {
    let solver = Solver()
    let x = Variable("x")
    let pin = (x == 10) | 500
    try solver.addConstraint(pin)
    var caught: SolverError?
    do {
      try solver.updatePriority(of: pin, to: Priority(2000))
    } catch {
      caught = error
    }
    let error = try #require(caught)
    let received = await Task.detached { error }.value
    guard case .invalidPriority(let reference) = received else {
      Issue.record("expected invalidPriority, got \(received)")
      return
    }
    #expect(reference.id == pin.id, "the constraint that was asked to change")
    // x == 10 reduces to x - 10 == 0; the text shows the priority that was asked for.
    #expect(reference.description == "x + -10 == 0 @2000")
    #expect(pin.priority == Priority(500), "a refused change leaves the constraint as it was")
  }
}
