import LayoutSolver
import Testing

/// A batch that throws leaves the solver exactly as it was before the batch: tableau, solution and the constraint
/// objects it touched (before the fix, `x >= 0; batch { (x == 100) | 500; duplicate }` left x at 0 with the
/// optional constraint added and never optimised).
@Suite struct BatchAtomicityTests {
  @Test func aFailedBatchIsUndoneWhole() throws {
    let x = Variable("x")
    let solver = Solver()
    let floor = x >= 0
    try solver.addConstraint(floor)
    let reference = Solver()
    try reference.addConstraint(x >= 0)
    let preferred = (x == 100) | 500
    #expect(throws: SolverError.self) {
      try solver.batch { () throws(SolverError) in
        try solver.addConstraint(preferred)
        try solver.addConstraint(floor)  // a duplicate: the batch fails here
      }
    }
    #expect(!solver.hasConstraint(preferred))
    #expect(solver.dump() == reference.dump())
    // Still usable: the same optional constraint can be added now, and is optimised.
    try solver.addConstraint(preferred)
    solver.updateVariables()
    #expect(x.value == 100)
  }

  @Test func constantsChangedInAFailedBatchAreRestored() throws {
    let x = Variable("x")
    let solver = Solver()
    let pin = x == 10
    try solver.addConstraint(pin)
    #expect(throws: SolverError.self) {
      try solver.batch { () throws(SolverError) in
        try solver.updateConstant(of: pin, to: 42)
        try solver.addConstraint(x == 1)  // required and impossible next to x == 42
      }
    }
    #expect(pin.expression.constant == -10)
    solver.updateVariables()
    #expect(x.value == 10)
  }

  /// Constraints removed inside a failed batch, one of them added back in another place, are held again after the
  /// undo, and the solver can still change and remove them.
  @Test func constraintsMovedInAFailedBatchAreHeldAfterTheUndo() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let low = x >= 10
    let wish = (y == 50) | 500
    try solver.addConstraint(low)
    try solver.addConstraint(wish)
    #expect(throws: SolverError.self) {
      try solver.batch { () throws(SolverError) in
        try solver.removeConstraint(low)
        try solver.removeConstraint(wish)
        try solver.addConstraint(y >= 0)  // takes the place `low` had
        try solver.addConstraint(wish)  // back, in another place
        try solver.addConstraint(x == 1)
        try solver.addConstraint(x == 2)  // required and impossible next to x == 1
      }
    }
    #expect(solver.hasConstraint(low) && solver.hasConstraint(wish))
    try solver.updateConstant(of: low, to: -20)  // x >= 20
    solver.updateVariables()
    #expect(x.value == 20 && y.value == 50)
    try solver.removeConstraint(wish)
    try solver.removeConstraint(low)
    #expect(!solver.hasConstraint(low) && !solver.hasConstraint(wish))
  }

  @Test func aSuccessfulBatchOptimisesOnce() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.batch { () throws(SolverError) in
      try solver.addConstraint(x >= 0)
      try solver.addConstraint((x == 30) | 250)
      try solver.addConstraint(y == x + 5)
    }
    solver.updateVariables()
    #expect(x.value == 30 && y.value == 35)
  }
}

/// A constraint object lives in one solver at a time (before, `updateConstant` on one solver changed the object
/// under the other, and the two diverged).
@Suite struct OneSolverPerConstraintTests {
  @Test func aSecondSolverRefusesAConstraintTheFirstHolds() throws {
    let x = Variable("x")
    let shared = x == 10
    let first = Solver()
    let second = Solver()
    try first.addConstraint(shared)
    #expect {
      try second.addConstraint(shared)
    } throws: { error in
      guard case .heldByAnotherSolver = error as? SolverError else { return false }
      return true
    }
    #expect(!second.hasConstraint(shared))
    // Once the first solver lets it go, the second may take it.
    try first.removeConstraint(shared)
    try second.addConstraint(shared)
    second.updateVariables()
    #expect(x.value == 10)
  }
}
