import LayoutSolver

/// An independent exact reference for small systems: the lexicographic optimum found by visiting every vertex.
///
/// The required constraints, inside a box that keeps the region bounded, form a polytope. Each priority level's
/// total violation is convex and piecewise linear, with its pieces cut by the constraints' boundary hyperplanes, so
/// the set of points that minimise the levels in turn is a bounded union of faces of the arrangement of all those
/// hyperplanes, and it contains one of the arrangement's vertices. Enumerating every vertex (each choice of n
/// hyperplanes whose n×n system is regular) and keeping the lexicographically least feasible one gives the optimum
/// without any simplex: no pivoting rule, no tolerance shared with the solver under test.
///
/// Exponential in the number of variables: for two or three variables and a dozen constraints.
struct VertexOracle {
  /// One linear constraint, `Σ coefficients[i] · x[i] + constant  (relation)  0`, at a priority.
  struct Row {
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var priority: Priority

    func value(at point: [Double]) -> Double {
      zip(coefficients, point).reduce(constant) { $0 + $1.0 * $1.1 }
    }

    /// How far `point` is from satisfying the row, in the row's own units.
    func violation(at point: [Double]) -> Double {
      let value = value(at: point)
      switch relation {
      case .equal: return abs(value)
      case .lessThanOrEqual: return max(0, value)
      case .greaterThanOrEqual: return max(0, -value)
      }
    }

    /// A scale for "close enough": the magnitude of the terms at `point`.
    func scale(at point: [Double]) -> Double {
      zip(coefficients, point).reduce(abs(constant)) { $0 + abs($1.0 * $1.1) }
    }
  }

  let dimension: Int
  let box: Double
  /// Two errors closer than this are equal; also the rounding allowed when checking a vertex against a required
  /// constraint.
  let tolerance: Double

  /// The lexicographic optimum's total violation per priority level, highest level first, or `nil` when the
  /// required rows have no common point in the box.
  func optimum(of rows: [Row]) -> [(level: Float, error: Double)]? {
    let levels = Set(rows.filter { !$0.priority.isRequired }.map(\.priority.rawValue)).sorted(by: >)
    var best: [Double]?
    for vertex in vertices(of: rows) where isFeasible(vertex, rows) {
      let errors = levels.map { level in
        rows.filter { $0.priority.rawValue == level }.reduce(0) { $0 + $1.violation(at: vertex) }
      }
      if best.map({ lexicographicallyLess(errors, $0) }) ?? true { best = errors }
    }
    return best.map { Array(zip(levels, $0)).map { (level: $0.0, error: $0.1) } }
  }

  /// Whether the required rows (inside the box) have a common point.
  func hasFeasiblePoint(_ rows: [Row]) -> Bool {
    let required = rows.filter(\.priority.isRequired)
    return vertices(of: required).contains { isFeasible($0, required) }
  }

  private func isFeasible(_ point: [Double], _ rows: [Row]) -> Bool {
    guard point.allSatisfy({ abs($0) <= box * (1 + 1e-9) }) else { return false }
    return rows.filter(\.priority.isRequired).allSatisfy {
      $0.violation(at: point) <= 1e-12 * $0.scale(at: point) + 1e-3 * tolerance
    }
  }

  /// Every point where `dimension` of the hyperplanes (rows' boundaries and the box's faces) meet in one point.
  private func vertices(of rows: [Row]) -> [[Double]] {
    var planes = rows.map { (normal: $0.coefficients, offset: -$0.constant) }
    for axis in 0..<dimension {
      for side in [-box, box] {
        var normal = [Double](repeating: 0, count: dimension)
        normal[axis] = 1
        planes.append((normal, side))
      }
    }
    var found: [[Double]] = []
    forEachSubset(of: planes.count, size: dimension) { chosen in
      if let point = Self.solve(chosen.map { planes[$0].normal }, chosen.map { planes[$0].offset })
      {
        found.append(point)
      }
    }
    return found
  }

  private func forEachSubset(of count: Int, size: Int, _ body: ([Int]) -> Void) {
    var chosen: [Int] = []
    func extend(from start: Int) {
      if chosen.count == size {
        body(chosen)
        return
      }
      guard start < count else { return }
      for next in start..<count {
        chosen.append(next)
        extend(from: next + 1)
        chosen.removeLast()
      }
    }
    extend(from: 0)
  }

  /// Solves `matrix · x = right` by Gaussian elimination with partial pivoting; `nil` when (nearly) singular.
  static func solve(_ matrix: [[Double]], _ right: [Double]) -> [Double]? {
    let n = right.count
    var a = matrix
    var b = right
    for column in 0..<n {
      // Rows are compared after scaling by their largest entry, so a row written at 1e-6 pivots like one at 1e6.
      var pivot = column
      for row in column..<n
      where abs(a[row][column]) / rowScale(a[row]) > abs(a[pivot][column]) / rowScale(a[pivot]) {
        pivot = row
      }
      guard abs(a[pivot][column]) / rowScale(a[pivot]) > 1e-12 else { return nil }
      a.swapAt(column, pivot)
      b.swapAt(column, pivot)
      for row in (column + 1)..<n {
        let factor = a[row][column] / a[column][column]
        for k in column..<n { a[row][k] -= factor * a[column][k] }
        b[row] -= factor * b[column]
      }
    }
    var x = [Double](repeating: 0, count: n)
    for row in stride(from: n - 1, through: 0, by: -1) {
      var sum = b[row]
      for k in (row + 1)..<n { sum -= a[row][k] * x[k] }
      x[row] = sum / a[row][row]
    }
    return x
  }

  private static func rowScale(_ row: [Double]) -> Double {
    max(row.map(abs).max() ?? 1, .leastNormalMagnitude)
  }

  /// Errors compared level by level, equal to within the tolerance.
  func lexicographicallyLess(_ lhs: [Double], _ rhs: [Double]) -> Bool {
    for (a, b) in zip(lhs, rhs) where abs(a - b) > max(tolerance, 1e-9 * max(abs(a), abs(b))) {
      return a < b
    }
    return false
  }
}
