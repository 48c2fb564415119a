import LayoutSolver
import Testing

/// Seeded random systems, fuzzed against a from-scratch reference (docs/solver.md, "Auto Layout tests and seeded
/// property tests").
///
/// After every add, remove, constant change and suggestion: required constraints hold, the optimum equals that of a
/// solver rebuilt from scratch in another order, and failed operations change nothing. In debug builds the tableau
/// invariants are checked after every operation too.
@Suite struct SolverPropertyTests {
  static let seedsPerChunk: UInt64 = 300
  static let chunks: [UInt64] = Array(0..<8)

  /// One random system under test, with the model of what should be in it.
  struct Trial {
    var random: SeededRandom
    let solver = Solver()
    let variables: [Variable]
    var accepted: [Constraint] = []
    var edits: [(variable: Variable, priority: Priority, value: Double)] = []
    let seed: UInt64

    init(seed: UInt64) {
      self.seed = seed
      random = SeededRandom(seed: seed)
      let count = Int.random(in: 2...6, using: &random)
      variables = (0..<count).map { Variable("x\($0)") }
    }

    mutating func randomPriority() -> Priority {
      let choices: [Priority] = [.required, .required, .required, 1, 49, 250, 251, 500, 750, 999.5]
      return choices.randomElement(using: &random) ?? .required
    }

    mutating func randomConstraint() -> Constraint {
      let termCount = Int.random(in: 1...min(3, variables.count), using: &random)
      var expression = LinearExpression(constant: Double(Int.random(in: -20...20, using: &random)))
      for variable in variables.shuffled(using: &random).prefix(termCount) {
        let choices: [Double] = [-3, -2, -1, 1, 2, 3]
        let coefficient = choices.randomElement(using: &random) ?? 1
        expression.terms.append(Term(variable, coefficient))
      }
      let relation =
        [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)
        ?? .equal
      return Constraint(expression, relation, priority: randomPriority())
    }

    /// The total violation of optional constraints at each priority level.
    ///
    /// This is the quantity the solver minimises lexicographically: unique at the optimum, whichever vertex the
    /// solver picks.
    static func errorLevels(
      _ constraints: [Constraint],
      _ edits: [(variable: Variable, priority: Priority, value: Double)]
    ) -> [Float: Double] {
      var levels: [Float: Double] = [:]
      for constraint in constraints where !constraint.priority.isRequired {
        let value = constraint.expression.value
        let violation: Double
        switch constraint.relation {
        case .equal: violation = abs(value)
        case .lessThanOrEqual: violation = max(0, value)
        case .greaterThanOrEqual: violation = max(0, -value)
        }
        levels[constraint.priority.rawValue, default: 0] += violation
      }
      for edit in edits {
        levels[edit.priority.rawValue, default: 0] += abs(edit.variable.value - edit.value)
      }
      return levels
    }

    func errorLevels() -> [Float: Double] { Self.errorLevels(accepted, edits) }

    func expectRequiredHold(_ step: String) {
      for constraint in accepted where constraint.priority.isRequired {
        #expect(
          constraint.isSatisfied,
          "seed \(seed), \(step): required \(constraint) = \(constraint.expression.value)")
      }
    }

    /// Rebuilds the same system, on fresh variables and in reverse order, and compares the lexicographic optimum.
    func expectOptimalAsRebuilt(_ step: String) throws {
      var clones: [ObjectIdentifier: Variable] = [:]
      for variable in variables { clones[ObjectIdentifier(variable)] = Variable(variable.name) }
      func clone(_ variable: Variable) -> Variable {
        clones[ObjectIdentifier(variable)] ?? variable
      }
      let constraints = accepted.reversed().map { constraint in
        Constraint(
          LinearExpression(
            constraint.expression.terms.map { Term(clone($0.variable), $0.coefficient) },
            constant: constraint.expression.constant),
          constraint.relation, priority: constraint.priority)
      }
      let clonedEdits = edits.reversed().map {
        (variable: clone($0.variable), priority: $0.priority, value: $0.value)
      }
      let rebuilt = Solver()
      for constraint in constraints { try rebuilt.addConstraint(constraint) }
      for edit in clonedEdits {
        try rebuilt.addEditVariable(edit.variable, priority: edit.priority)
        try rebuilt.suggestValue(edit.variable, edit.value)
      }
      rebuilt.updateVariables()
      let mine = errorLevels()
      let theirs = Self.errorLevels(constraints, clonedEdits)
      for level in Set(mine.keys).union(theirs.keys) {
        let (a, b) = (mine[level] ?? 0, theirs[level] ?? 0)
        #expect(
          abs(a - b) <= 1e-6 * (1 + abs(a)),
          "seed \(seed), \(step): error at \(level) is \(a), rebuilt \(b)")
      }
    }

    /// Whether a variable has no edit constraint yet.
    func isFree(_ variable: Variable) -> Bool { !edits.contains { $0.variable === variable } }

    mutating func step(_ index: Int) throws {
      let before = solver.dump()
      let roll = Int.random(in: 0..<100, using: &random)
      var label = "step \(index)"
      if roll < 50 || accepted.isEmpty {
        let constraint = randomConstraint()
        label += " add \(constraint)"
        do {
          try solver.addConstraint(constraint)
          accepted.append(constraint)
        } catch {
          #expect(
            error.isUnsatisfiable && constraint.priority.isRequired,
            "seed \(seed), \(label): \(error)")
          #expect(
            solver.dump() == before, "seed \(seed), \(label): a failed add changed the solver")
        }
      } else if roll < 65 {
        let position = Int.random(in: 0..<accepted.count, using: &random)
        label += " remove \(accepted[position])"
        try solver.removeConstraint(accepted.remove(at: position))
      } else if roll < 80, let constraint = accepted.randomElement(using: &random) {
        let constant = Double(Int.random(in: -20...20, using: &random))
        label += " constant of \(constraint) to \(constant)"
        do {
          try solver.updateConstant(of: constraint, to: constant)
        } catch {
          #expect(
            error.isUnsatisfiable && constraint.priority.isRequired,
            "seed \(seed), \(label): \(error)")
          #expect(
            solver.dump() == before, "seed \(seed), \(label): a failed change altered the solver")
        }
      } else if roll < 90 {
        let value = Double(Int.random(in: -50...50, using: &random))
        if let position = edits.indices.randomElement(using: &random), Bool.random(using: &random) {
          label += " suggest \(edits[position].variable) = \(value)"
          try solver.suggestValue(edits[position].variable, value)
          edits[position].value = value
        } else if let variable = variables.first(where: { isFree($0) }) {
          let priorities: [Priority] = [1, 250, 500, 999.5]
          let priority = priorities.randomElement(using: &random) ?? 250
          label += " edit \(variable) @\(priority) = \(value)"
          try solver.addEditVariable(variable, priority: priority)
          try solver.suggestValue(variable, value)
          edits.append((variable, priority, value))
        }
      } else {
        // Adding then removing a constraint restores the optimum.
        let levels = errorLevels()
        let constraint = randomConstraint()
        label += " add and remove \(constraint)"
        if (try? solver.addConstraint(constraint)) != nil {
          try solver.removeConstraint(constraint)
        }
        solver.updateVariables()
        for (level, value) in errorLevels() {
          #expect(
            abs(value - (levels[level] ?? 0)) <= 1e-6 * (1 + abs(value)), "seed \(seed), \(label)")
        }
      }
      solver.updateVariables()
      expectRequiredHold(label)
      try expectOptimalAsRebuilt(label)
    }
  }

  @Test(arguments: chunks)
  func randomSystemsStayFeasibleAndOptimal(chunk: UInt64) throws {
    for seed in (chunk * Self.seedsPerChunk)..<((chunk + 1) * Self.seedsPerChunk) {
      var trial = Trial(seed: seed)
      for index in 0..<16 { try trial.step(index) }
    }
  }
}
