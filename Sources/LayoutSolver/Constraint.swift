/// How a constraint's expression compares with zero.
public enum Relation: Sendable {
  /// `expression <= 0`
  case lessThanOrEqual
  /// `expression == 0`
  case equal
  /// `expression >= 0`
  case greaterThanOrEqual
}

extension Relation: CustomStringConvertible {
  public var description: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}

/// A linear relation between variables, `expression OP 0`, with a ``Priority``.
///
/// Constraints are handles compared by identity (`===`). Make them with the comparison operators:
///
/// ```swift
/// let c = x + 2 == y          // x + 2 - y == 0, required
/// let d = (width >= 44) | 750 // optional at 750
/// ```
///
/// The expression is reduced at creation (one term per variable). A ``Solver`` may change the constant and the
/// priority of a constraint it holds in place (``Solver/updateConstant(of:to:)``,
/// ``Solver/updatePriority(of:to:)``); nothing else about a constraint changes after creation. For that reason a
/// constraint is not `Sendable`; errors name it by ``id`` and text (``ConstraintReference``).
public final class Constraint: Identifiable {
  /// The reduced left-hand side; the constraint reads `expression OP 0`.
  ///
  /// (Exclusive access is not checked at run time: the solver reads it several times per addition, and only the
  /// solver that holds the constraint changes it, on its own thread.)
  @exclusivity(unchecked) public internal(set) var expression: LinearExpression
  /// The comparison with zero.
  public let relation: Relation
  /// How strongly the constraint asks to hold.
  public internal(set) var priority: Priority

  /// Creates `expression OP 0` at a priority.
  ///
  /// - Parameters:
  ///   - expression: The left-hand side; it is reduced (one term per variable).
  ///   - relation: How it compares with zero.
  ///   - priority: ``Priority/required`` unless given.
  /// The solver that last took this constraint; a constraint lives in one solver at a time, because solvers
  /// change its constant and priority in place.
  weak var solver: Solver?
  /// Where that solver keeps its record of the constraint (see `ConstraintRecords`); checked before it is used.
  var recordSlot: Int32 = -1

  public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required)
  {
    self.expression = expression.reduced()
    self.relation = relation
    self.priority = priority
  }

  /// A new constraint with the same expression and relation at another priority (kiwi's `c | strength`).
  public func withPriority(_ priority: Priority) -> Constraint {
    Constraint(expression, relation, priority: priority)
  }

  /// kiwi's spelling of ``withPriority(_:)``: `(x == 10) | 250`.
  public static func | (constraint: Constraint, priority: Priority) -> Constraint {
    constraint.withPriority(priority)
  }

  /// Whether the relation holds for the variables' current values, to within 1e-8 of the magnitude of its terms
  /// (and at least 1e-8): `x * 1e6 == 1e9` holds at x = 1000 despite rounding, `x * 1e-9 == 1` does not at x = 0.
  public var isSatisfied: Bool {
    let value = expression.value
    let magnitude = expression.terms.reduce(abs(expression.constant)) {
      $0 + abs($1.coefficient * $1.variable.value)
    }
    let slack = 1e-8 * max(1, magnitude)
    switch relation {
    case .lessThanOrEqual: return value <= slack
    case .equal: return abs(value) <= slack
    case .greaterThanOrEqual: return value >= -slack
    }
  }

  /// Whether every coefficient and the constant are finite numbers.
  var isFinite: Bool {
    expression.constant.isFinite && expression.terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// Whether every number is within ±``Solver/maximumMagnitude``.
  var isWithinRange: Bool {
    abs(expression.constant) <= Solver.maximumMagnitude
      && expression.terms.allSatisfy { abs($0.coefficient) <= Solver.maximumMagnitude }
  }
}

extension Constraint: CustomStringConvertible {
  public var description: String {
    // Only exactly 1000 goes without saying: an invalid priority (2000, NaN) shows in an error's text.
    let suffix = priority == .required ? "" : " @\(priority)"
    return "\(expression) \(relation) 0\(suffix)"
  }
}
