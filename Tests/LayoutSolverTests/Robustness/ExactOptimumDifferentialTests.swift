import LayoutSolver
import Testing

/// The solver against an exact optimum found without a simplex (``VertexOracle``), on random small systems whose
/// constraints are written at scales from 1e-6 to 1e6 and whose values reach 1e9 (each system at one scale, its rows differing by up to 70×; see
/// the solver's documentation on tolerances): required constraints hold, each priority level's total
/// violation is the least possible, and a required constraint is refused exactly when the required ones cannot
/// hold together.
@Suite struct ExactOptimumDifferentialTests {

  struct Case {
    var random: SeededRandom
    let dimension: Int
    let variables: [Variable]
    /// The scale this system is written at; rows vary around it by a factor of up to 70.
    let scale: Double
    /// Every variable lies within ±box (required constraints keep the region bounded).
    let box: Double
    var rows: [VertexOracle.Row] = []

    init(seed: UInt64) {
      random = SeededRandom(seed: seed)
      dimension = Int.random(in: 2...3, using: &random)
      variables = (0..<dimension).map { Variable("x\($0)") }
      scale = Self.pick([1e-6, 1e-3, 1, 1, 1e3, 1e6], &random)
      box = Self.pick([1e3, 1e3, 1e6, 1e9], &random)
    }

    /// One of `choices`, uniformly (the array is never empty).
    static func pick<Element>(_ choices: [Element], _ random: inout SeededRandom) -> Element {
      choices[Int.random(in: 0..<choices.count, using: &random)]
    }

    mutating func randomRow() -> VertexOracle.Row {
      // Integers, then the whole row scaled: the same constraint written at another scale.
      var coefficients = [Double](repeating: 0, count: dimension)
      let used = Array(
        (0..<dimension).shuffled(using: &random).prefix(
          Int.random(in: 1...dimension, using: &random)))
      for axis in used {
        coefficients[axis] = Double(Self.pick([-3, -2, -1, 1, 2, 3], &random))
      }
      let constant = Double(Int.random(in: -40...40, using: &random))
      let scale = self.scale * Self.pick([0.1, 1, 1, 7], &random)
      let relation = Self.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual], &random)
      let priority = Self.pick([Priority.required, .required, 1, 250, 500, 750, 999], &random)
      return VertexOracle.Row(
        coefficients: coefficients.map { $0 * scale }, constant: constant * scale,
        relation: relation,
        priority: priority)
    }

    func constraint(_ row: VertexOracle.Row) -> Constraint {
      var expression = LinearExpression(constant: row.constant)
      for (variable, coefficient) in zip(variables, row.coefficients) where coefficient != 0 {
        expression.terms.append(Term(variable, coefficient))
      }
      return Constraint(expression, row.relation, priority: row.priority)
    }
  }

  @Test(arguments: 0..<4)
  func agreesWithTheVertexOptimum(chunk: UInt64) throws {
    for seed in (chunk * 500)..<((chunk + 1) * 500) {
      var trial = Case(seed: seed)
      // The solver resolves numbers to its relative tolerance (1e-10) of the largest in the system, its scale
      // times its box; ten times that is allowed.
      let noise = 1e-9 * trial.scale * trial.box
      let oracle = VertexOracle(
        dimension: trial.dimension, box: trial.box,
        tolerance: max(1e-6 * trial.scale, 1e-12 * trial.scale * trial.box))
      let solver = Solver()
      for variable in trial.variables {
        try solver.addConstraint(variable >= -trial.box)
        try solver.addConstraint(variable <= trial.box)
      }
      for _ in 0..<Int.random(in: 3...8, using: &trial.random) {
        let row = trial.randomRow()
        do {
          try solver.addConstraint(trial.constraint(row))
          trial.rows.append(row)
        } catch {
          #expect(row.priority.isRequired, "seed \(seed): optional \(row) refused: \(error)")
          #expect(
            !oracle.hasFeasiblePoint(trial.rows + [row]),
            "seed \(seed), box \(trial.box): refused \(trial.constraint(row)) though the required constraints can hold"
          )
        }
      }
      solver.updateVariables()
      let point = trial.variables.map(\.value)
      guard let optimum = oracle.optimum(of: trial.rows) else {
        Issue.record("seed \(seed): the oracle finds no feasible point for an accepted system")
        continue
      }
      for row in trial.rows where row.priority.isRequired {
        #expect(
          row.violation(at: point) <= 1e-9 * max(row.scale(at: point), trial.scale) + noise,
          "seed \(seed): required \(trial.constraint(row)) violated by \(row.violation(at: point))")
      }
      // Compared lexicographically, as the solver minimises: the first level that differs beyond rounding decides,
      // and there the solver must not be worse (better can only be the oracle's rounding at a level above).
      for (level, best) in optimum {
        let rows = trial.rows.filter { $0.priority.rawValue == level }
        let achieved = rows.reduce(0) { $0 + $1.violation(at: point) }
        // A millionth of the system's scale, plus rounding: a billionth of the magnitude of the terms involved.
        let tolerance =
          1e-6 * max(trial.scale, best) + 1e-9 * rows.reduce(0) { $0 + $1.scale(at: point) } + noise
        if abs(achieved - best) <= tolerance { continue }
        #expect(
          achieved < best,
          "seed \(seed) at scale \(trial.scale), box \(trial.box): error at priority \(level) is \(achieved), optimum \(best)"
        )
        break
      }
    }
  }
}
