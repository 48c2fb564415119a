import LayoutSolver
import Testing

/// The same operations give the same solution and the same tableau, whatever the hashing order (docs/solver.md,
/// "Determinism").
///
/// Each build uses fresh variables and constraints, so every identity-keyed dictionary inside the solver hashes
/// differently; nothing may depend on that.
@Suite struct DeterminismTests {
  /// Builds a seeded layout-like system: a grid of cells with chains, equalities, optional sizes and edits.
  static func build(seed: UInt64) throws -> (dump: String, values: [Double]) {
    var random = SeededRandom(seed: seed)
    let solver = Solver()
    let count = 40
    let lefts = (0..<count).map { Variable("left\($0)") }
    let widths = (0..<count).map { Variable("width\($0)") }
    let container = Variable("container")
    try solver.addConstraint(lefts[0] == 0)
    for index in 1..<count {
      let gap = Double(Int.random(in: 0...8, using: &random))
      try solver.addConstraint(lefts[index] >= lefts[index - 1] + widths[index - 1] + gap)
      try solver.addConstraint((lefts[index] == lefts[index - 1] + widths[index - 1] + gap) | 500)
    }
    for width in widths {
      let wanted = Double(Int.random(in: 10...60, using: &random))
      let priority = Priority(Float(Int.random(in: 1...3, using: &random) * 250))
      try solver.addConstraint((width == wanted) | priority)
      try solver.addConstraint(width >= 5)
    }
    for _ in 0..<10 {
      let a = widths.randomElement(using: &random) ?? widths[0]
      let b = widths.randomElement(using: &random) ?? widths[1]
      try? solver.addConstraint((a == b) | 250)
    }
    try solver.addConstraint(lefts[count - 1] + widths[count - 1] <= container)
    try solver.addEditVariable(container, priority: 999)
    for step in 0..<20 {
      try solver.suggestValue(container, Double(800 + 37 * step % 600))
    }
    solver.updateVariables()
    return (solver.dump(), (lefts + widths + [container]).map(\.value))
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func sameOperationsGiveTheSameTableauAndValues(seed: UInt64) throws {
    let first = try Self.build(seed: seed)
    let second = try Self.build(seed: seed)
    #expect(first.dump == second.dump)
    #expect(first.values == second.values)
  }
}
