import LayoutSolver
import Testing

/// A failed operation leaves the solver as it was: the same dump (symbol numbers included), nothing retained, and
/// the same results for the operations that follow, compared with a solver that never saw the failed call.
@Suite struct FailedOperationTests {
  /// The same system built on fresh variables, so two solvers can be compared dump for dump.
  struct System {
    let x = Variable("x")
    let y = Variable("y")
    let floor: Constraint
    let soft: Constraint

    init() {
      floor = x >= 10
      soft = (x <= 5) | 500
    }

    func build(_ solver: Solver) throws {
      try solver.addConstraint(floor)
      try solver.addConstraint(soft)
    }

    /// What comes next, identical on both solvers.
    func continueWith(_ solver: Solver) throws {
      try solver.addConstraint((y == x + 3) | 750)
      try solver.addConstraint(y <= 40)
      try solver.addEditVariable(x, priority: 250)
      try solver.suggestValue(x, 20)
    }
  }

  @Test func aRequiredAddThatFailsInTheArtificialPhaseLeavesNoTrace() throws {
    let touched = System()
    let solver = Solver()
    try touched.build(solver)
    weak var refused: Constraint?
    do {
      let ceiling = touched.x <= 5
      refused = ceiling
      #expect(throws: SolverError.self) { try solver.addConstraint(ceiling) }
    }
    #expect(refused == nil, "the refused constraint is not retained")

    let untouched = System()
    let reference = Solver()
    try untouched.build(reference)
    #expect(solver.dump() == reference.dump())
    try touched.continueWith(solver)
    try untouched.continueWith(reference)
    #expect(solver.dump() == reference.dump())
  }

  @Test func aFailedChangeToRequiredLeavesNoTrace() throws {
    let touched = System()
    let solver = Solver()
    try touched.build(solver)
    #expect(throws: SolverError.self) { try solver.updatePriority(of: touched.soft, to: .required) }
    #expect(touched.soft.priority == 500)

    let untouched = System()
    let reference = Solver()
    try untouched.build(reference)
    #expect(solver.dump() == reference.dump())

    // The conflict reported next lists the constraints in the order they were first added.
    func conflict(_ system: System, _ solver: Solver) -> [String] {
      do {
        try solver.addConstraint(system.x <= 9)
        return []
      } catch {
        guard case .unsatisfiable(let conflict) = error else { return [] }
        return conflict.conflicting.map(\.description)
      }
    }
    try solver.updatePriority(of: touched.soft, to: 400)
    try reference.updatePriority(of: untouched.soft, to: 400)
    #expect(conflict(touched, solver) == conflict(untouched, reference))
    try touched.continueWith(solver)
    try untouched.continueWith(reference)
    #expect(solver.dump() == reference.dump())
  }
}
