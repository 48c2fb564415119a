import LayoutSolver
import Testing

/// Constants and priorities changed in place give what a remove and an add give, for less work (docs/solver.md,
/// "Changing constants in place", "Changing priorities in place" and "Auto Layout tests and seeded property tests").
@Suite struct InPlaceChangeTests {
  /// A row of views in a container: `left_0 == 0`, `left_i == left_(i-1) + width_(i-1) + 8`, last right ==
  /// container width; widths want 40 at 250 and at least 10 (required).
  struct Row {
    let solver = Solver()
    let lefts: [Variable]
    let widths: [Variable]
    let containerWidth: Constraint

    init(count: Int, width: Double) throws {
      lefts = (0..<count).map { Variable("left\($0)") }
      widths = (0..<count).map { Variable("width\($0)") }
      try solver.addConstraint(lefts[0] == 0)
      for index in 1..<count {
        try solver.addConstraint(lefts[index] == lefts[index - 1] + widths[index - 1] + 8)
      }
      for variable in widths {
        try solver.addConstraint((variable == 40) | 250)
        try solver.addConstraint(variable >= 10)
      }
      containerWidth = lefts[count - 1] + widths[count - 1] == width
      try solver.addConstraint(containerWidth)
    }

    func values() -> [Double] {
      solver.updateVariables()
      return lefts.map(\.value) + widths.map(\.value)
    }
  }

  @Test(arguments: [172.0, 300, 452, 1000])
  func constantChangeMatchesRemoveAndAdd(width: Double) throws {
    let inPlace = try Row(count: 10, width: 452)
    let pivotsBefore = inPlace.solver.pivotCount
    try inPlace.solver.updateConstant(of: inPlace.containerWidth, to: -width)
    let inPlacePivots = inPlace.solver.pivotCount - pivotsBefore

    let rebuilt = try Row(count: 10, width: 452)
    let rebuiltBefore = rebuilt.solver.pivotCount
    try rebuilt.solver.removeConstraint(rebuilt.containerWidth)
    try rebuilt.solver.addConstraint(rebuilt.lefts[9] + rebuilt.widths[9] == width)
    let rebuiltPivots = rebuilt.solver.pivotCount - rebuiltBefore

    // The widths' total is what the container leaves after 9 gaps of 8.
    let values = inPlace.values()
    expectNear(values[10...].reduce(0, +), width - 72)
    for (a, b) in zip(values, rebuilt.values()) { expectNear(a, b) }
    #expect(
      inPlacePivots <= rebuiltPivots, "in place: \(inPlacePivots) pivots, rebuilt: \(rebuiltPivots)"
    )
  }

  @Test func constantChangeOnARequiredEqualityIsExactAndIncremental() throws {
    let row = try Row(count: 5, width: 232)
    #expect(row.values()[5...].allSatisfy { abs($0 - 40) < 1e-9 })
    try row.solver.updateConstant(of: row.containerWidth, to: -(232 + 50))
    let widths = Array(row.values()[5...])
    expectNear(widths.reduce(0, +), 250)
    #expect(row.containerWidth.expression.constant == -282)
  }

  @Test func impossibleRequiredConstantIsRefusedAndUndone() throws {
    let row = try Row(count: 3, width: 136)
    let before = row.values()
    let dump = row.solver.dump()
    // Three widths of at least 10 and two gaps of 8 need 46 points.
    expectSolverError(try row.solver.updateConstant(of: row.containerWidth, to: -40)) {
      $0.isUnsatisfiable
    }
    #expect(row.solver.dump() == dump)
    #expect(row.values() == before)
    #expect(row.containerWidth.expression.constant == -136)
  }

  @Test func redundantEqualityWhoseConstantChangesBecomesUnsatisfiable() throws {
    let solver = Solver()
    let x = Variable("x")
    let first = x == 10
    let second = 2 * x == 20
    try solver.addConstraint(first)
    try solver.addConstraint(second)
    expectSolverError(try solver.updateConstant(of: second, to: -22)) {
      conflict($0, failing: second, with: [first])
    }
    try solver.removeConstraint(first)
    try solver.updateConstant(of: second, to: -22)
    solver.updateVariables()
    expectNear(x.value, 11)
  }

  @Test func priorityChangeBetweenOptionalLevelsMatchesRemoveAndAdd() throws {
    let solver = Solver()
    let x = Variable("x")
    let low = (x == 10) | 250
    try solver.addConstraint(low)
    try solver.addConstraint((x == 20) | 500)
    solver.updateVariables()
    expectNear(x.value, 20)
    try solver.updatePriority(of: low, to: 750)
    solver.updateVariables()
    expectNear(x.value, 10)
    #expect(low.priority == 750)
    try solver.updatePriority(of: low, to: 499.5)
    solver.updateVariables()
    expectNear(x.value, 20)
  }

  @Test func priorityChangeToRequiredAndBack() throws {
    let solver = Solver()
    let x = Variable("x")
    let wish = (x == 10) | 250
    let limit = x <= 5
    try solver.addConstraint(wish)
    try solver.updatePriority(of: wish, to: .required)
    solver.updateVariables()
    expectNear(x.value, 10)
    expectSolverError(try solver.addConstraint(limit)) {
      conflict($0, failing: limit, with: [wish])
    }
    try solver.updatePriority(of: wish, to: 300)
    try solver.addConstraint(limit)
    solver.updateVariables()
    expectNear(x.value, 5)
    // Becoming required again is impossible now, and is refused without changing anything.
    expectSolverError(try solver.updatePriority(of: wish, to: .required)) { $0.isUnsatisfiable }
    #expect(wish.priority == 300 && solver.hasConstraint(wish))
    solver.updateVariables()
    expectNear(x.value, 5)
  }

  @Test func updateVariablesReportsOnlyWhatChanged() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    let pinA = a == 1
    try solver.addConstraint(pinA)
    try solver.addConstraint(b == 2)
    #expect(
      Set(solver.updateVariables().map(ObjectIdentifier.init)) == [
        ObjectIdentifier(a), ObjectIdentifier(b),
      ])
    #expect(solver.updateVariables().isEmpty)
    try solver.updateConstant(of: pinA, to: -3)
    let changed = solver.updateVariables()
    #expect(changed.count == 1 && changed[0] === a && a.value == 3)
  }

  @Test func updateValuesWritesWhatChangedAndCountsAsAReport() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    try solver.addEditVariable(a, priority: .defaultHigh)
    try solver.addConstraint(b == a + 10)
    try solver.suggestValue(a, 5)
    solver.updateValues()
    #expect(a.value == 5 && b.value == 15)
    // The values written count as reported: nothing is left to list.
    #expect(solver.updateVariables().isEmpty)
    try solver.suggestValue(a, 7)
    solver.updateValues()
    #expect(a.value == 7 && b.value == 17)
    try solver.suggestValue(a, 8)
    #expect(
      Set(solver.updateVariables().map(ObjectIdentifier.init)) == [
        ObjectIdentifier(a), ObjectIdentifier(b),
      ])
  }
}
