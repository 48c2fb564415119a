import LayoutSolver
import Testing

/// Auto Layout's strict priority levels (docs/solver.md, "Strict lexicographic
/// priorities" and "Auto Layout tests and seeded property tests"; docs/dsl-semantics.md, "Strict priorities"): kiwi
/// fails the first two.
@Suite struct StrictPriorityTests {
  @Test func oneAt251BeatsTwoAt250() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 0) | 251)
    try solver.addConstraint((x == 10) | 250)
    try solver.addConstraint((x == 10) | 250)
    solver.updateVariables()
    expectNear(x.value, 0)
  }

  @Test(arguments: [
    (Priority(999.5), Priority(999)), (Priority(51), Priority(49)), (Priority(2), Priority(1)),
  ])
  func oneHigherLevelBeatsAThousandLower(higher: Priority, lower: Priority) throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.batch { () throws(SolverError) in
      for _ in 0..<1000 { try solver.addConstraint((x == 10) | lower) }
    }
    try solver.addConstraint((x == 0) | higher)
    solver.updateVariables()
    expectNear(x.value, 0)
  }

  @Test func errorsWithinOneLevelAdd() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 0) | 250)
    try solver.addConstraint((x == 10) | 250)
    try solver.addConstraint((x == 10) | 250)
    solver.updateVariables()
    expectNear(x.value, 10)
  }

  /// Two labels in a required row, each with an intrinsic width of 100: who hugs and who resists.
  func labelRow(total: Double, hugging: (Priority, Priority), compression: (Priority, Priority))
    throws -> (Double, Double)
  {
    let solver = Solver()
    let (l1, w1, l2, w2) = (Variable("l1"), Variable("w1"), Variable("l2"), Variable("w2"))
    try solver.addConstraint(l1 == 0)
    try solver.addConstraint(l2 == l1 + w1)
    try solver.addConstraint(l2 + w2 == total)
    try solver.addConstraint((w1 <= 100) | hugging.0)
    try solver.addConstraint((w2 <= 100) | hugging.1)
    try solver.addConstraint((w1 >= 100) | compression.0)
    try solver.addConstraint((w2 >= 100) | compression.1)
    solver.updateVariables()
    return (w1.value, w2.value)
  }

  @Test func higherHuggingStaysAtIntrinsicWidth() throws {
    let first = try labelRow(total: 300, hugging: (250, 251), compression: (750, 750))
    expectNear(first.0, 200)
    expectNear(first.1, 100)
    let second = try labelRow(total: 300, hugging: (251, 250), compression: (750, 750))
    expectNear(second.0, 100)
    expectNear(second.1, 200)
  }

  @Test func higherCompressionResistanceKeepsItsWidth() throws {
    let widths = try labelRow(total: 150, hugging: (250, 250), compression: (750, 751))
    expectNear(widths.0, 50)
    expectNear(widths.1, 100)
  }

  @Test func requiredNeverYieldsToAnyAmountOfOptionalError() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x <= 5)
    try solver.batch { () throws(SolverError) in
      for _ in 0..<500 { try solver.addConstraint((x == 100) | 999.5) }
    }
    solver.updateVariables()
    expectNear(x.value, 5)
  }
}
