/// A constraint as an error names it: its identity and its text at the time of the error.
///
/// Errors cross threads, constraints do not (a solver changes them in place), so a ``SolverError`` carries this
/// instead of the constraint. Compare with ``Constraint/id`` to find the constraint:
///
/// ```swift
/// catch .unsatisfiable(let conflict) where conflict.constraint.id == width.id { … }
/// ```
public struct ConstraintReference: Hashable, Sendable, CustomStringConvertible {
  /// The constraint's ``Constraint/id``.
  public let id: ObjectIdentifier
  /// The constraint as text (`x + 10 == y | 750`).
  public let description: String

  /// Names a constraint.
  init(_ constraint: Constraint) {
    id = constraint.id
    description = constraint.description
  }

  /// Names a constraint as it would read at another priority (the one a failed change asked for).
  init(_ constraint: Constraint, describedAt priority: Priority) {
    id = constraint.id
    description =
      Constraint(constraint.expression, constraint.relation, priority: priority)
      .description
  }
}

/// A variable as an error names it: its identity and its text.
public struct VariableReference: Hashable, Sendable, CustomStringConvertible {
  /// The variable's ``Variable/id``.
  public let id: ObjectIdentifier
  /// The variable's name (or a generated one).
  public let description: String

  /// Names a variable.
  init(_ variable: Variable) {
    id = variable.id
    description = variable.description
  }
}
