import LayoutSolver

/// A benchmark workload: builds and solves something, and checks the answer so that a fast wrong solver cannot
/// pass. Each workload has a twin in `kiwi/bench_kiwi.py` with the same name and the same constraints.
///
/// Timed parts include creating the solver, the variables and the constraints, and `updateVariables`; they exclude
/// tearing the solver down, on both sides (`keep` holds it past the clock).
struct Workload {
  let name: String
  let repetitions: Int
  /// Runs the workload and returns the seconds of the timed part (setup that is not being measured is excluded).
  let run: () throws -> Double
}

enum BenchmarkFailure: Error, CustomStringConvertible {
  case wrongAnswer(String)
  var description: String {
    switch self { case .wrongAnswer(let message): "wrong answer: \(message)" }
  }
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
  if !condition { throw BenchmarkFailure.wrongAnswer(message()) }
}

/// Holds solvers built inside a timed block until the clock has stopped, so that their deallocation is not timed.
nonisolated(unsafe) var keep: [Solver] = []

func seconds(_ body: () throws -> Void) rethrows -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  try body()
  let elapsed = clock.now - start
  keep.removeAll()
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

enum Workloads {
  /// A vertical chain of views, added view by view: `top_0 == 0`, `height_i == 44 @750`,
  /// `top_i == top_(i-1) + height_(i-1) + 8`. Object creation and `updateVariables` are included.
  static func chain(_ count: Int, repetitions: Int) -> Workload {
    Workload(name: "chain \(count)", repetitions: repetitions) {
      var tops: [Variable] = []
      let time = try seconds {
        let solver = Solver()
        keep.append(solver)
        tops = (0..<count).map { Variable("top\($0)") }
        let heights = (0..<count).map { Variable("height\($0)") }
        try solver.addConstraint(tops[0] == 0)
        for index in 0..<count {
          try solver.addConstraint((heights[index] == 44) | .defaultHigh)
          if index > 0 { try solver.addConstraint(tops[index] == tops[index - 1] + heights[index - 1] + 8) }
        }
        solver.updateVariables()
      }
      try check(abs(tops[count - 1].value - 52 * Double(count - 1)) < 1e-6, "last top \(tops[count - 1].value)")
      return time
    }
  }

  /// Independent views: `height_i == 44 @750`, `top_i == 52 i`.
  static func independent(_ count: Int, repetitions: Int) -> Workload {
    Workload(name: "independent \(count)", repetitions: repetitions) {
      var tops: [Variable] = []
      let time = try seconds {
        let solver = Solver()
        keep.append(solver)
        tops = (0..<count).map { Variable("top\($0)") }
        let heights = (0..<count).map { Variable("height\($0)") }
        for index in 0..<count {
          try solver.addConstraint((heights[index] == 44) | .defaultHigh)
          try solver.addConstraint(tops[index] == 52 * Double(index))
        }
        solver.updateVariables()
      }
      try check(tops[count - 1].value == 52 * Double(count - 1), "last top \(tops[count - 1].value)")
      return time
    }
  }

  /// An N×N grid of equal cells in a fixed 1000×1000 container with 2-point gaps: per row a left-to-right chain of
  /// cells of equal width ending at 1000, per column the same vertically; each cell wants 40×40 at 250.
  static func grid(_ size: Int, repetitions: Int) -> Workload {
    Workload(name: "grid \(size)", repetitions: repetitions) {
      var widths: [[Variable]] = []
      var heights: [[Variable]] = []
      let time = try seconds {
        let solver = Solver()
        keep.append(solver)
        let lefts = (0..<size).map { r in (0..<size).map { c in Variable("left\(r),\(c)") } }
        let tops = (0..<size).map { r in (0..<size).map { c in Variable("top\(r),\(c)") } }
        widths = (0..<size).map { r in (0..<size).map { c in Variable("width\(r),\(c)") } }
        heights = (0..<size).map { r in (0..<size).map { c in Variable("height\(r),\(c)") } }
        for r in 0..<size {
          for c in 0..<size {
            if c == 0 {
              try solver.addConstraint(lefts[r][0] == 0)
            } else {
              try solver.addConstraint(lefts[r][c] == lefts[r][c - 1] + widths[r][c - 1] + 2)
              try solver.addConstraint(widths[r][c] == widths[r][0])
            }
            if r == 0 {
              try solver.addConstraint(tops[0][c] == 0)
            } else {
              try solver.addConstraint(tops[r][c] == tops[r - 1][c] + heights[r - 1][c] + 2)
              try solver.addConstraint(heights[r][c] == heights[0][c])
            }
            try solver.addConstraint((widths[r][c] == 40) | .defaultLow)
            try solver.addConstraint((heights[r][c] == 40) | .defaultLow)
          }
          try solver.addConstraint(lefts[r][size - 1] + widths[r][size - 1] == 1000)
        }
        for c in 0..<size { try solver.addConstraint(tops[size - 1][c] + heights[size - 1][c] == 1000) }
        solver.updateVariables()
      }
      let expected = (1000 - 2 * Double(size - 1)) / Double(size)
      try check(abs(widths[size - 1][size - 1].value - expected) < 1e-6, "cell width \(widths[size - 1][size - 1].value)")
      try check(abs(heights[size - 1][0].value - expected) < 1e-6, "cell height \(heights[size - 1][0].value)")
      return time
    }
  }

  /// A row of views whose container width is an edit variable @750; every width wants 10 @750 except one flexible
  /// spacer (`width >= 0`). Times 1000 × (suggest the container width, updateVariables); the build is not timed.
  static func editLoop(_ count: Int, repetitions: Int) -> Workload {
    Workload(name: "edit loop \(count) (1000 suggests)", repetitions: repetitions) {
      let solver = Solver()
      let container = Variable("container")
      let lefts = (0..<count).map { Variable("left\($0)") }
      let widths = (0..<count).map { Variable("width\($0)") }
      let spacer = count / 2
      try solver.addEditVariable(container, priority: .defaultHigh)
      try solver.suggestValue(container, 20 * Double(count))
      try solver.addConstraint(lefts[0] == 0)
      for index in 0..<count {
        if index > 0 { try solver.addConstraint(lefts[index] == lefts[index - 1] + widths[index - 1]) }
        if index == spacer {
          try solver.addConstraint(widths[index] >= 0)
        } else {
          try solver.addConstraint((widths[index] == 10) | .defaultHigh)
        }
      }
      try solver.addConstraint(lefts[count - 1] + widths[count - 1] == container)
      solver.updateVariables()
      let time = try seconds {
        for step in 0..<1000 {
          try solver.suggestValue(container, 20 * Double(count) + Double(step % 100))
          // Values written, none listed: what kiwisolver's updateVariables does.
          solver.updateValues()
        }
      }
      let expected = 20 * Double(count) + 99 - 10 * Double(count - 1)
      try check(abs(widths[spacer].value - expected) < 1e-6, "spacer \(widths[spacer].value), expected \(expected)")
      return time
    }
  }

  /// On a built chain of 1000 views, removes all 1000 optional heights and adds them back (2000 operations); the
  /// build is not timed.
  static func removeAndReAdd(_ count: Int, repetitions: Int, links: Bool) -> Workload {
    let what = links ? "required links" : "optional heights"
    return Workload(name: "remove + re-add \(count) \(what)", repetitions: repetitions) {
      let solver = Solver()
      let tops = (0..<count).map { Variable("top\($0)") }
      let heights = (0..<count).map { Variable("height\($0)") }
      var heightConstraints: [Constraint] = []
      var linkConstraints: [Constraint] = []
      try solver.addConstraint(tops[0] == 0)
      for index in 0..<count {
        heightConstraints.append((heights[index] == 44) | .defaultHigh)
        try solver.addConstraint(heightConstraints[index])
        if index > 0 {
          linkConstraints.append(tops[index] == tops[index - 1] + heights[index - 1] + 8)
          try solver.addConstraint(linkConstraints[index - 1])
        }
      }
      let churned = links ? linkConstraints : heightConstraints
      let time = try seconds {
        for constraint in churned { try solver.removeConstraint(constraint) }
        for constraint in churned { try solver.addConstraint(constraint) }
        solver.updateVariables()
      }
      try check(abs(tops[count - 1].value - 52 * Double(count - 1)) < 1e-6, "last top \(tops[count - 1].value)")
      return time
    }
  }

  /// The whole suite, in report order.
  static var all: [Workload] {
    [
    chain(100, repetitions: 21), chain(1000, repetitions: 7), chain(10_000, repetitions: 1),
    independent(100, repetitions: 21), independent(1000, repetitions: 11), independent(10_000, repetitions: 5),
    grid(10, repetitions: 11), grid(30, repetitions: 5), grid(50, repetitions: 3),
    editLoop(1000, repetitions: 5),
      removeAndReAdd(1000, repetitions: 3, links: false), removeAndReAdd(1000, repetitions: 3, links: true),
    ]
  }
}
