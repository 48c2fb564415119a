import LayoutSolver
import Testing

/// Expects `actual` within `tolerance` of `expected`, reporting at the caller's location.
func expectNear(
  _ actual: Double, _ expected: Double, tolerance: Double = 1e-6, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance,
    "\(actual) is not \(expected) ± \(tolerance) \(comment.map { "(\($0))" } ?? "")",
    sourceLocation: sourceLocation)
}

/// Expects `body` to throw a ``SolverError`` for which `matches` is true.
func expectSolverError(
  _ body: @autoclosure () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation,
  matches: (SolverError) -> Bool
) {
  do {
    try body()
    Issue.record("expected a solver error, got none", sourceLocation: sourceLocation)
  } catch let error as SolverError {
    #expect(matches(error), "unexpected error: \(error)", sourceLocation: sourceLocation)
  } catch {
    Issue.record("expected a SolverError, got \(error)", sourceLocation: sourceLocation)
  }
}

/// Whether a conflict names exactly these constraints (by identity, in any order).
func conflict(_ error: SolverError, failing constraint: Constraint, with expected: [Constraint])
  -> Bool
{
  guard case .unsatisfiable(let conflict) = error, conflict.constraint.id == constraint.id else {
    return false
  }
  return Set(conflict.conflicting.map(\.id))
    == Set(expected.map(ObjectIdentifier.init))
}

extension SolverError {
  var isUnsatisfiable: Bool {
    if case .unsatisfiable = self { return true }
    return false
  }
}

/// A term list as a variable → coefficient map, for order-insensitive comparison.
func coefficients(_ expression: LinearExpression) -> [ObjectIdentifier: Double] {
  var map: [ObjectIdentifier: Double] = [:]
  for term in expression.terms {
    map[ObjectIdentifier(term.variable), default: 0] += term.coefficient
  }
  return map
}

/// Builds the expected map from (variable, coefficient) pairs.
func coefficients(_ pairs: (Variable, Double)...) -> [ObjectIdentifier: Double] {
  Dictionary(uniqueKeysWithValues: pairs.map { (ObjectIdentifier($0.0), $0.1) })
}

/// The priorities kiwi's named strengths map onto (docs/solver.md, "Strength mapping and tolerances": any three
/// increasing optional priorities).
enum Strength {
  static let weak: Priority = 250
  static let medium: Priority = 500
  static let strong: Priority = 750
}
