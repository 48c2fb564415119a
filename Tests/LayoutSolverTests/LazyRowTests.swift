import LayoutSolver
import Testing

/// Rows of user variables that refer to other user variables (SolverState+Lazy.swift).
///
/// Values, cycles, removal and insertion order. Expected values are derived by hand from the constraints.
@Suite struct LazyRowTests {
  /// A vertical chain: `top_0 == 0`, `top_i == top_(i-1) + height_(i-1) + gap`, `height_i == 44 @750`.
  struct Chain {
    let solver = Solver()
    let tops: [Variable]
    let heights: [Variable]
    var links: [Constraint] = []
    var sizes: [Constraint] = []

    init(count: Int, gap: Double = 8, linksFirst: Bool = false) throws {
      tops = (0..<count).map { Variable("top\($0)") }
      heights = (0..<count).map { Variable("height\($0)") }
      try solver.addConstraint(tops[0] == 0)
      for index in 0..<count {
        sizes.append((heights[index] == 44) | .defaultHigh)
        if index > 0 { links.append(tops[index] == tops[index - 1] + heights[index - 1] + gap) }
      }
      let order =
        linksFirst
        ? links + sizes
        : zip(sizes, [nil] + links.map(Optional.some)).flatMap { [$0.1, $0.0] }.compactMap { $0 }
      for constraint in order { try solver.addConstraint(constraint) }
      solver.updateVariables()
    }
  }

  @Test(arguments: [false, true])
  func chainValuesDoNotDependOnInsertionOrder(linksFirst: Bool) throws {
    let chain = try Chain(count: 300, linksFirst: linksFirst)
    for (index, top) in chain.tops.enumerated() { #expect(top.value == 52 * Double(index)) }
    #expect(chain.heights.allSatisfy { $0.value == 44 })
  }

  @Test func changingOneHeightMovesEverythingBelowIt() throws {
    let chain = try Chain(count: 100)
    try chain.solver.updateConstant(of: chain.sizes[40], to: -60)
    chain.solver.updateVariables()
    for (index, top) in chain.tops.enumerated() {
      let expected = 52 * Double(index) + (index > 40 ? 16 : 0)
      #expect(top.value == expected, "top \(index)")
    }
  }

  @Test func removingALinkFreesOnlyWhatHungOnIt() throws {
    let chain = try Chain(count: 50)
    // Without link 20 (top_20's position), a new required constraint can place top_20 anywhere; the views below
    // follow it, the views above stay.
    try chain.solver.removeConstraint(chain.links[19])
    try chain.solver.addConstraint(chain.tops[20] == 2000)
    chain.solver.updateVariables()
    for index in 0..<20 { #expect(chain.tops[index].value == 52 * Double(index)) }
    for index in 20..<50 { #expect(chain.tops[index].value == 2000 + 52 * Double(index - 20)) }
    // Putting the link back is possible because the heights above are optional: together they stretch to
    // 2000 - 20 × 8 (which ones stretch is not determined, all being at one level).
    try chain.solver.addConstraint(chain.links[19])
    chain.solver.updateVariables()
    expectNear(chain.heights[0..<20].map(\.value).reduce(0, +), 1840)
    #expect(chain.tops[49].value == 2000 + 52 * 29)
    // With top 19 pinned and height 19 required, the link cannot come back, and the refusal changes nothing.
    try chain.solver.removeConstraint(chain.links[19])
    try chain.solver.addConstraint(chain.tops[19] == 988)
    try chain.solver.updatePriority(of: chain.sizes[19], to: .required)
    chain.solver.updateVariables()
    let before = chain.tops.map(\.value)
    expectSolverError(try chain.solver.addConstraint(chain.links[19])) { $0.isUnsatisfiable }
    chain.solver.updateVariables()
    #expect(chain.tops.map(\.value) == before)
    #expect(chain.tops[19].value == 988 && chain.tops[20].value == 2000)
  }

  @Test func removingAndReAddingEveryConstraintRestoresTheChain() throws {
    let chain = try Chain(count: 60)
    for constraint in chain.sizes + chain.links { try chain.solver.removeConstraint(constraint) }
    for constraint in (chain.links + chain.sizes).reversed() {
      try chain.solver.addConstraint(constraint)
    }
    chain.solver.updateVariables()
    for (index, top) in chain.tops.enumerated() { #expect(top.value == 52 * Double(index)) }
  }

  /// `x == y + 1` makes x's row refer to y; `x + y == 10` must not make y's row refer back to x.
  @Test func aRowThatWouldCloseACycleIsExpanded() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x == y + 1)
    try solver.addConstraint(x + y == 10)
    solver.updateVariables()
    #expect(x.value == 5.5)
    #expect(y.value == 4.5)
  }

  /// A cycle found from either end of a 30-variable chain.
  ///
  /// `v_i == v_(i-1) + 1`, then `v_0 + v_29 == 100`: solving it for `v_0` would make `v_0`'s row refer to `v_29`,
  /// whose row reaches `v_0` down the chain. `v_29 = v_0 + 29`, so `2 v_0 + 29 = 100`, `v_0 = 35.5` and
  /// `v_i = 35.5 + i`.
  @Test func aCycleThroughALongChainIsFound() throws {
    let solver = Solver()
    let chain = (0..<30).map { Variable("v\($0)") }
    for index in 1..<30 { try solver.addConstraint(chain[index] == chain[index - 1] + 1) }
    try solver.addConstraint(chain[0] + chain[29] == 100)
    solver.updateVariables()
    for (index, variable) in chain.enumerated() { expectNear(variable.value, 35.5 + Double(index)) }
  }

  /// A variable used elsewhere but unrelated to a long chain is no cycle.
  ///
  /// `w_1 == w + 1` keeps `w` in a row, yet `w` can be solved for with a reference to the chain's end: `v_0 == 0`,
  /// `v_i == v_(i-1) + 1`, `w + v_29 == 50` give `w = 21`, `w_1 = 22`.
  @Test func anUnrelatedVariableBesideALongChainIsNoCycle() throws {
    let solver = Solver()
    let chain = (0..<30).map { Variable("v\($0)") }
    let w = Variable("w")
    let w1 = Variable("w1")
    try solver.addConstraint(chain[0] == 0)
    for index in 1..<30 { try solver.addConstraint(chain[index] == chain[index - 1] + 1) }
    try solver.addConstraint(w1 == w + 1)
    try solver.addConstraint(w + chain[29] == 50)
    solver.updateVariables()
    expectNear(chain[29].value, 29)
    expectNear(w.value, 21)
    expectNear(w1.value, 22)
  }

  /// A constraint between neighbours deep in a chain changes only them.
  ///
  /// Expanding `top_39 - top_38` cancels `top_38` and everything above it, leaving `height_38 + 8`. With
  /// `top_39 - top_38 <= 30` (required) only `height_38` gives way, to 22; every other height stays 44, so
  /// `top_i = 52 i` up to 38 and `top_39 = 52 × 38 + 30 = 2006`.
  @Test(arguments: [false, true])
  func aConstraintBetweenNeighboursDeepInAChainChangesOnlyThem(linksFirst: Bool) throws {
    let chain = try Chain(count: 40, linksFirst: linksFirst)
    try chain.solver.addConstraint(chain.tops[39] - chain.tops[38] <= 30)
    chain.solver.updateVariables()
    for index in 0...38 { expectNear(chain.tops[index].value, 52 * Double(index)) }
    expectNear(chain.tops[39].value, 2006)
    expectNear(chain.heights[38].value, 22)
    for index in 0..<40 where index != 38 { expectNear(chain.heights[index].value, 44) }
  }

  @Test func inequalityOnADeepChainElementSeesTheWholeChain() throws {
    let chain = try Chain(count: 40)
    // The last view must end by 1000 (the chain wants 40 × 52 - 8 = 2072): the optional heights, all at one level,
    // give way. Which heights shrink is not determined, only their total.
    try chain.solver.addConstraint(chain.tops[39] + chain.heights[39] <= 1000)
    chain.solver.updateVariables()
    let bottom = chain.tops[39].value + chain.heights[39].value
    expectNear(bottom, 1000)
    expectNear(chain.heights.map(\.value).reduce(0, +), 1000 - 39 * 8)
  }

  @Test func aLongChainKeepsRowsShort() throws {
    let chain = try Chain(count: 2000)
    // A canonical tableau would hold about 3 × 2000² / 2 = 6 million cells; lazy rows keep about 4 per link.
    let dump = chain.solver.dump()
    let cells = dump.split(separator: "\n").reduce(0) {
      $0 + $1.split(separator: "*", omittingEmptySubsequences: false).count - 1
    }
    #expect(cells < 20_000, "\(cells) cells")
    #expect(chain.tops[1999].value == 52 * 1999)
  }
}
