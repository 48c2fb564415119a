/// The reason a required constraint could not be added or changed: the constraint and those it conflicts with.
public struct Conflict: Sendable {
  /// The constraint whose addition or change failed.
  public let constraint: ConstraintReference
  /// The constraints already in the solver that, with ``constraint``, cannot all hold.
  ///
  /// They are listed in the order they were added; ``constraint`` itself is not repeated here.
  public let conflicting: [ConstraintReference]

  init(constraint: Constraint, conflicting: [Constraint]) {
    self.constraint = ConstraintReference(constraint)
    self.conflicting = conflicting.map(ConstraintReference.init)
  }
}

/// Why a ``Solver`` operation failed.
///
/// A failed operation leaves the solver as it was.
public enum SolverError: Error, Sendable {
  /// A required constraint cannot hold together with the required constraints already added.
  case unsatisfiable(Conflict)
  /// The constraint is already in the solver.
  case duplicateConstraint(ConstraintReference)
  /// The constraint is not in the solver.
  case unknownConstraint(ConstraintReference)
  /// The variable already has an edit constraint.
  case duplicateEditVariable(VariableReference)
  /// The variable has no edit constraint.
  case unknownEditVariable(VariableReference)
  /// Edit variables must be optional; a required edit would make every suggestion a hard constraint.
  case requiredEditVariable(VariableReference)
  /// A coefficient, constant or suggested value is infinite or NaN.
  case nonFinite(ConstraintReference)
  /// A coefficient, constant or suggested value is beyond ±``Solver/maximumMagnitude``, where the solver's
  /// arithmetic could overflow.
  case outOfRange(ConstraintReference)
  /// The constraint is in another solver: a constraint object belongs to one solver at a time.
  case heldByAnotherSolver(ConstraintReference)
  /// A priority outside 0 < p <= 1000.
  case invalidPriority(ConstraintReference)
  /// A broken invariant: a bug in the solver, never the caller's fault.
  case internalError(String)
  /// One simplex run made this many pivots without finishing: numerical trouble in the solver, never the caller's
  /// fault. The required constraints still hold; the solution may not be optimal, and after a constant change at
  /// an optional priority it may not satisfy every constraint until the next successful operation.
  case iterationLimit(pivots: Int)
}

extension SolverError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .unsatisfiable(let conflict):
      let others = conflict.conflicting.map { "  \($0)" }.joined(separator: "\n")
      return "unsatisfiable constraint \(conflict.constraint); it conflicts with:\n\(others)"
    case .duplicateConstraint(let constraint): return "duplicate constraint \(constraint)"
    case .unknownConstraint(let constraint): return "unknown constraint \(constraint)"
    case .duplicateEditVariable(let variable): return "duplicate edit variable \(variable)"
    case .unknownEditVariable(let variable): return "unknown edit variable \(variable)"
    case .requiredEditVariable(let variable): return "edit variable \(variable) cannot be required"
    case .nonFinite(let constraint): return "non-finite number in constraint \(constraint)"
    case .outOfRange(let constraint):
      return "a number beyond ±\(Solver.maximumMagnitude) in constraint \(constraint)"
    case .heldByAnotherSolver(let constraint):
      return
        "constraint \(constraint) is already in another solver; make a new constraint for this one"
    case .invalidPriority(let constraint):
      return "priority outside 0 < p <= 1000 in constraint \(constraint)"
    case .internalError(let message): return "internal solver error: \(message)"
    case .iterationLimit(let pivots):
      return "internal solver error: the simplex made \(pivots) pivots without finishing"
    }
  }
}
