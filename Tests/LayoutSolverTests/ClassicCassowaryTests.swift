import LayoutSolver
import Testing

/// The original Cassowary tests (ClTests) and the other ports' cases, with docs/solver.md, "ClTests and other ports"'s
/// values.
@Suite struct ClassicCassowaryTests {
  @Test func simple0() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x + 2 == 20)
    solver.updateVariables()
    expectNear(x.value, 18)

    solver.reset()
    let y = Variable("y")
    try solver.addConstraint(x == 20)
    try solver.addConstraint(x + 2 == y + 10)
    solver.updateVariables()
    expectNear(x.value, 20)
    expectNear(y.value, 12)
  }

  /// Stays are emulated with weak equalities, as kiwi has none.
  @Test func simple1StaysThenEquality() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint((x == 167) | Strength.weak)
    try solver.addConstraint((y == 2) | Strength.weak)
    try solver.addConstraint(x == y)
    solver.updateVariables()
    expectNear(x.value, y.value)
    #expect(abs(x.value - 167) < 1e-6 || abs(x.value - 2) < 1e-6)
  }

  @Test func justStay1() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint((x == 5) | Strength.weak)
    try solver.addConstraint((y == 10) | Strength.weak)
    solver.updateVariables()
    expectNear(x.value, 5)
    expectNear(y.value, 10)
  }

  @Test func addDelete1() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 100) | Strength.weak)
    let c10 = x <= 10
    let c20 = x <= 20
    try solver.addConstraint(c10)
    try solver.addConstraint(c20)
    solver.updateVariables()
    expectNear(x.value, 10)
    try solver.removeConstraint(c10)
    solver.updateVariables()
    expectNear(x.value, 20)
    try solver.removeConstraint(c20)
    solver.updateVariables()
    expectNear(x.value, 100)

    let c10again = x <= 10
    try solver.addConstraint(c10)
    try solver.addConstraint(c10again)
    solver.updateVariables()
    expectNear(x.value, 10)
    try solver.removeConstraint(c10)
    solver.updateVariables()
    expectNear(x.value, 10)
    try solver.removeConstraint(c10again)
    solver.updateVariables()
    expectNear(x.value, 100)
  }

  @Test func addDelete2() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint((x == 100) | Strength.weak)
    try solver.addConstraint((y == 120) | Strength.strong)
    let c10 = x <= 10
    let c20 = x <= 20
    try solver.addConstraint(c10)
    try solver.addConstraint(c20)
    solver.updateVariables()
    expectNear(x.value, 10)
    expectNear(y.value, 120)
    try solver.removeConstraint(c10)
    solver.updateVariables()
    expectNear(x.value, 20)
    expectNear(y.value, 120)
    let cxy = 2 * x == y
    try solver.addConstraint(cxy)
    solver.updateVariables()
    expectNear(x.value, 20)
    expectNear(y.value, 40)
    try solver.removeConstraint(c20)
    solver.updateVariables()
    expectNear(x.value, 60)
    expectNear(y.value, 120)
    try solver.removeConstraint(cxy)
    solver.updateVariables()
    expectNear(x.value, 100)
    expectNear(y.value, 120)
  }

  /// Implementation-defined: (10, 13) and (7, 10) are both optimal.
  @Test func casso1() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x <= y)
    try solver.addConstraint(y == x + 3)
    try solver.addConstraint((x == 10) | Strength.weak)
    try solver.addConstraint((y == 10) | Strength.weak)
    solver.updateVariables()
    let first = abs(x.value - 10) < 1e-6 && abs(y.value - 13) < 1e-6
    let second = abs(x.value - 7) < 1e-6 && abs(y.value - 10) < 1e-6
    #expect(first || second, "got (\(x.value), \(y.value))")
  }

  @Test func inconsistentEqualities() throws {
    let solver = Solver()
    let x = Variable("x")
    let c1 = x == 10
    let c2 = x == 5
    try solver.addConstraint(c1)
    expectSolverError(try solver.addConstraint(c2)) { conflict($0, failing: c2, with: [c1]) }
  }

  @Test func inconsistentInequalities() throws {
    let solver = Solver()
    let x = Variable("x")
    let c1 = x >= 10
    let c2 = x <= 5
    try solver.addConstraint(c1)
    expectSolverError(try solver.addConstraint(c2)) { conflict($0, failing: c2, with: [c1]) }
  }

  /// Needs the artificial-variable phase; the conflict names the chain that forces z >= 10.
  @Test func inconsistentThroughArtificialPhase() throws {
    let solver = Solver()
    let w = Variable("w")
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let chain = [w >= 10, x >= w, y >= x, z >= y]
    let atLeast8 = z >= 8
    for c in chain + [atLeast8] { try solver.addConstraint(c) }
    let before = solver.dump()
    let last = z <= 4
    expectSolverError(try solver.addConstraint(last)) { error in
      guard case .unsatisfiable(let conflict) = error, conflict.constraint.id == last.id else {
        return false
      }
      let names = Set(conflict.conflicting.map(\.id))
      // Either minimal explanation is acceptable: z >= 8, or the whole chain from w >= 10.
      return names == Set([ObjectIdentifier(atLeast8)])
        || names == Set(chain.map(ObjectIdentifier.init))
        || names == Set((chain + [atLeast8]).map(ObjectIdentifier.init))
    }
    #expect(solver.dump() == before, "a failed add must leave the tableau exactly as it was")
    #expect(!solver.hasConstraint(last))
  }

  /// Stays are weak equalities whose constants are re-anchored to the current values when an edit ends, which is
  /// what Cassowary's stays do.
  @Test func multiedit() throws {
    let solver = Solver()
    let variables = ["x", "y", "w", "h"].map { Variable($0) }
    let (x, y, w, h) = (variables[0], variables[1], variables[2], variables[3])
    let stays = variables.map { ($0 == 0) | Strength.weak }
    for stay in stays { try solver.addConstraint(stay) }
    // Ending an edit re-anchors every stay at the current value, then drops the edit constraints.
    func endEdit(_ edited: [Variable]) throws {
      solver.updateVariables()
      for (variable, stay) in zip(variables, stays) {
        try solver.updateConstant(of: stay, to: -variable.value)
      }
      for variable in edited { try solver.removeEditVariable(variable) }
      solver.updateVariables()
    }

    try solver.addEditVariable(x, priority: Strength.strong)
    try solver.addEditVariable(y, priority: Strength.strong)
    try solver.suggestValue(x, 10)
    try solver.suggestValue(y, 20)
    solver.updateVariables()
    #expect(variables.map(\.value) == [10, 20, 0, 0])

    try solver.addEditVariable(w, priority: Strength.strong)
    try solver.addEditVariable(h, priority: Strength.strong)
    try solver.suggestValue(w, 30)
    try solver.suggestValue(h, 40)
    try endEdit([w, h])
    #expect(variables.map(\.value) == [10, 20, 30, 40])

    try solver.suggestValue(x, 50)
    try solver.suggestValue(y, 60)
    try endEdit([x, y])
    #expect(variables.map(\.value) == [50, 60, 30, 40])
  }

  /// cassowary.js testEdit: under-determined before the edit (any answer), unique after it.
  @Test func cassowaryJSEdit() throws {
    let solver = Solver()
    let x1 = Variable("x1")
    let x2 = Variable("x2")
    let x3 = Variable("x3")
    try solver.addConstraint(x3 == (x1 + x2) / 2)
    try solver.addConstraint(x2 == x1 + 10)
    try solver.addConstraint(x2 <= 100)
    try solver.addConstraint(x1 >= 0)
    solver.updateVariables()
    expectNear(x2.value, x1.value + 10)
    try solver.addEditVariable(x3, priority: Strength.strong)
    try solver.suggestValue(x3, 90)
    solver.updateVariables()
    expectNear(x1.value, 85)
    expectNear(x2.value, 95)
    expectNear(x3.value, 90)
  }

  @Test func removalThenOppositeEquality() throws {
    let solver = Solver()
    let v = Variable("v")
    let c = v == 100
    try solver.addConstraint(c)
    solver.updateVariables()
    expectNear(v.value, 100)
    try solver.removeConstraint(c)
    try solver.addConstraint(v == 0)
    solver.updateVariables()
    expectNear(v.value, 0)
  }

  /// cassowary-rs's crate example: two boxes in a window whose width is edited.
  @Test func twoBoxesInAResizableWindow() throws {
    let solver = Solver()
    let ww = Variable("window")
    let (left1, right1) = (Variable("box1.left"), Variable("box1.right"))
    let (left2, right2) = (Variable("box2.left"), Variable("box2.right"))
    try solver.addEditVariable(ww, priority: Strength.strong)
    for c in [left1 == 0, right2 == ww, left2 >= right1, left1 <= right1, left2 <= right2] {
      try solver.addConstraint(c)
    }
    try solver.addConstraint((right1 - left1 == 50) | Strength.weak)
    try solver.addConstraint((right2 - left2 == 100) | Strength.weak)

    try solver.suggestValue(ww, 300)
    solver.updateVariables()
    #expect([left1, right1, left2, right2].map(\.value) == [0, 50, 200, 300])

    // Implementation-defined: both vertices have a total weak error of 75.
    try solver.suggestValue(ww, 75)
    solver.updateVariables()
    expectNear(right2.value, 75)
    #expect(
      left2.value >= right1.value - 1e-9 && left1.value <= right1.value
        && left2.value <= right2.value)
    let error = abs(right1.value - left1.value - 50) + abs(right2.value - left2.value - 100)
    expectNear(error, 75)

    try solver.addConstraint(((right1 - left1) / 50 == (right2 - left2) / 100) | Strength.medium)
    solver.updateVariables()
    expectNear(right1.value, 25)
    expectNear(left2.value, 25)
  }

  /// casuarius: required widths with weak positivity give exactly the widths.
  @Test func requiredWidthsWithWeakPositivity() throws {
    let solver = Solver()
    let ww = Variable("window")
    let (left1, right1) = (Variable("box1.left"), Variable("box1.right"))
    let (left2, right2) = (Variable("box2.left"), Variable("box2.right"))
    try solver.addEditVariable(ww, priority: Strength.strong)
    for c in [
      left1 == 0, right2 == ww, left2 >= right1, right1 - left1 == 50, right2 - left2 == 100,
    ] {
      try solver.addConstraint(c)
    }
    for v in [left1, right1, left2, right2] { try solver.addConstraint((v >= 0) | Strength.weak) }
    try solver.suggestValue(ww, 300)
    solver.updateVariables()
    #expect(right1.value - left1.value == 50)
    #expect(right2.value - left2.value == 100)
    #expect(right2.value == 300)
  }

  @Test func negativeZeroEqualsZero() throws {
    let solver = Solver()
    let v = Variable("v")
    try solver.addConstraint(v == -0.0)
    solver.updateVariables()
    #expect(v.value == 0)
  }

  /// LuizZak/CassowarySwift: the midpoint edit example.
  @Test func midpointEdit() throws {
    let solver = Solver()
    let (left, mid, right) = (Variable("l"), Variable("mid"), Variable("r"))
    try solver.addConstraint(mid == (left + right) / 2)
    try solver.addConstraint(right == left + 10)
    try solver.addConstraint(right <= 100)
    try solver.addConstraint(left >= 0)
    try solver.addEditVariable(mid, priority: Strength.strong)
    try solver.suggestValue(mid, 2)
    solver.updateVariables()
    expectNear(left.value, 0)
    expectNear(mid.value, 5)
    expectNear(right.value, 10)
  }

  /// LuizZak/CassowarySwift: a child pinned to its parent's top and bottom gives the parent its height.
  @Test func childHeightDrivesParent() throws {
    let solver = Solver()
    let (parentTop, parentHeight) = (Variable("parent.top"), Variable("parent.height"))
    let (childTop, childHeight) = (Variable("child.top"), Variable("child.height"))
    try solver.addConstraint(childTop == parentTop)
    try solver.addConstraint(childTop + childHeight == parentTop + parentHeight)
    try solver.addEditVariable(childHeight, priority: Strength.strong)
    try solver.suggestValue(childHeight, 24)
    solver.updateVariables()
    expectNear(parentHeight.value, 24)
  }

  @Test func greaterThanOrEqualWithTwoEdits() throws {
    let solver = Solver()
    let v1 = Variable("v1")
    let v2 = Variable("v2")
    try solver.addConstraint(v2 >= v1 + 10)
    try solver.addEditVariable(v1, priority: Strength.strong)
    try solver.addEditVariable(v2, priority: Strength.medium)
    try solver.suggestValue(v1, 10)
    try solver.suggestValue(v2, 0)
    solver.updateVariables()
    expectNear(v1.value, 10)
    expectNear(v2.value, 20)
  }

  /// nangege/Cassowary: a constant updated in place, the variable follows.
  @Test func constantUpdatedInPlace() throws {
    let solver = Solver()
    let v1 = Variable("v1")
    let c = v1 == 100
    try solver.addConstraint(c)
    for value in [150.0, 0, -20] {
      try solver.updateConstant(of: c, to: -value)
      solver.updateVariables()
      expectNear(v1.value, value)
    }
  }

  @Test func nonNegativeVariablesCannotSumToNegative() throws {
    let solver = Solver()
    let v1 = Variable("v1")
    let v2 = Variable("v2")
    try solver.addConstraint(v1 >= 0)
    try solver.addConstraint(v2 >= 0)
    #expect(throws: SolverError.self) { try solver.addConstraint(v1 + v2 == -10) }
  }

  @Test func strengthChangedInPlace() throws {
    let solver = Solver()
    let v1 = Variable("v1")
    let strong = (v1 == 100) | Strength.strong
    try solver.addConstraint(strong)
    try solver.addConstraint((v1 == 150) | Strength.medium)
    solver.updateVariables()
    expectNear(v1.value, 100)
    try solver.updatePriority(of: strong, to: Strength.weak)
    solver.updateVariables()
    expectNear(v1.value, 150)
  }
}
