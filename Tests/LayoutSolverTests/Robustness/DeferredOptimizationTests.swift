import LayoutSolver
import Testing

/// `deferringOptimization` defers the simplex to its end as a batch does, without a saved state: an operation that
/// fails inside it fails alone, and the others stand.
@Suite struct DeferredOptimizationTests {
  /// A refused add fails alone, and the rest is optimised at the end.
  ///
  /// `x >= 0`, then inside: `x == 100` at 500, the impossible `x <= -1` (refused, caught), `y == x + 5`. The refused
  /// constraint leaves no trace; the two others are held and optimised at the end: x = 100, y = 105.
  @Test func aRefusedAddFailsAloneAndTheRestIsOptimisedAtTheEnd() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(x >= 0)
    let preferred = (x == 100) | 500
    let impossible = x <= -1
    let follower = y == x + 5
    var refusals = 0
    try solver.deferringOptimization {
      do {
        try solver.addConstraint(preferred)
        try solver.addConstraint(impossible)
      } catch {
        refusals += 1
      }
      do { try solver.addConstraint(follower) } catch { refusals += 10 }
    }
    #expect(refusals == 1)
    #expect(solver.hasConstraint(preferred) && solver.hasConstraint(follower))
    #expect(!solver.hasConstraint(impossible))
    solver.updateVariables()
    #expect(x.value == 100 && y.value == 105)
  }

  /// Deferred adds give the tableau of a batch.
  ///
  /// Deferring changes when the simplex runs, and a refused add inside leaves the tableau as it found it.
  @Test func deferredAddsGiveTheTableauOfABatch() throws {
    let x = Variable("x")
    let y = Variable("y")
    let constraints = [x >= 0, (x == 30) | 250, y == x + 5, (y <= 20) | 750]
    let batched = Solver()
    try batched.batch { () throws(SolverError) in
      for constraint in constraints { try batched.addConstraint(constraint) }
    }
    let copies = [x >= 0, (x == 30) | 250, y == x + 5, (y <= 20) | 750]
    let deferred = Solver()
    try deferred.deferringOptimization {
      for constraint in copies {
        try? deferred.addConstraint(constraint)
        try? deferred.addConstraint(x <= -1)
      }
    }
    #expect(deferred.dump() == batched.dump())
    deferred.updateVariables()
    // y <= 20 at 750 beats x == 30 at 250: y = 20, x = 15.
    #expect(x.value == 15 && y.value == 20)
  }
}
