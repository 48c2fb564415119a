// The arithmetic and comparison operators that build expressions and constraints, kiwi style.
//
// `Variable`, `Term` and `LinearExpression` conform to `LinearOperand`; `Double` deliberately does not, so ordinary
// floating-point arithmetic never sees these overloads.

/// A value that can stand in a linear expression: a ``Variable``, a ``Term`` or an ``LinearExpression``.
public protocol LinearOperand {
  /// The value as an expression.
  var linearExpression: LinearExpression { get }
}

extension Variable: LinearOperand {
  public var linearExpression: LinearExpression { LinearExpression([Term(self)]) }
}

extension Term: LinearOperand {
  public var linearExpression: LinearExpression { LinearExpression([self]) }
}

extension LinearExpression: LinearOperand {
  public var linearExpression: LinearExpression { self }
}

// MARK: - Scaling

extension LinearExpression {
  /// The expression times a number.
  func scaled(by factor: Double) -> LinearExpression {
    LinearExpression(
      terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
  }

  /// The sum of two expressions (terms concatenated, constants added).
  func adding(_ other: LinearExpression) -> LinearExpression {
    // A constant added (`x + 8`) shares the terms instead of copying them.
    if other.terms.isEmpty { return LinearExpression(terms, constant: constant + other.constant) }
    if terms.isEmpty { return LinearExpression(other.terms, constant: constant + other.constant) }
    return LinearExpression(terms + other.terms, constant: constant + other.constant)
  }

  /// The difference of two expressions: `adding(other.scaled(by: -1))` in one array.
  func subtracting(_ other: LinearExpression) -> LinearExpression {
    if other.terms.isEmpty { return LinearExpression(terms, constant: constant - other.constant) }
    var difference = terms
    difference.reserveCapacity(terms.count + other.terms.count)
    for term in other.terms { difference.append(Term(term.variable, -term.coefficient)) }
    return LinearExpression(difference, constant: constant - other.constant)
  }
}

/// The negation of a variable: the term (v, -1).
public prefix func - (operand: Variable) -> Term { Term(operand, -1) }
/// The negation of a term.
public prefix func - (operand: Term) -> Term { Term(operand.variable, -operand.coefficient) }
/// The negation of an expression.
public prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }

/// `variable * factor` as a term.
public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
/// `factor * variable` as a term.
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
/// `term * factor`.
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
/// `factor * term`.
public func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, rhs.coefficient * lhs) }
/// `expression * factor`.
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
/// `factor * expression`.
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }

/// `variable / divisor` as a term.
///
/// The divisor must not be zero.
public func / (lhs: Variable, rhs: Double) -> Term {
  precondition(rhs != 0, "division of a linear operand by zero")
  return Term(lhs, 1 / rhs)
}
/// `term / divisor`.
///
/// The divisor must not be zero.
public func / (lhs: Term, rhs: Double) -> Term {
  precondition(rhs != 0, "division of a linear operand by zero")
  return Term(lhs.variable, lhs.coefficient / rhs)
}
/// `expression / divisor`.
///
/// The divisor must not be zero.
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
  precondition(rhs != 0, "division of a linear operand by zero")
  return lhs.scaled(by: 1 / rhs)
}

// MARK: - Sums

/// The sum of two linear operands.
public func + <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> LinearExpression {
  lhs.linearExpression.adding(rhs.linearExpression)
}
/// A linear operand plus a constant.
public func + <L: LinearOperand>(lhs: L, rhs: Double) -> LinearExpression {
  lhs.linearExpression.adding(LinearExpression(constant: rhs))
}
/// A constant plus a linear operand.
public func + <R: LinearOperand>(lhs: Double, rhs: R) -> LinearExpression {
  LinearExpression(constant: lhs).adding(rhs.linearExpression)
}
/// The difference of two linear operands.
public func - <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> LinearExpression {
  lhs.linearExpression.adding(rhs.linearExpression.scaled(by: -1))
}
/// A linear operand minus a constant.
public func - <L: LinearOperand>(lhs: L, rhs: Double) -> LinearExpression {
  lhs.linearExpression.adding(LinearExpression(constant: -rhs))
}
/// A constant minus a linear operand.
public func - <R: LinearOperand>(lhs: Double, rhs: R) -> LinearExpression {
  LinearExpression(constant: lhs).adding(rhs.linearExpression.scaled(by: -1))
}

// MARK: - Relations

/// Builds the required constraint `lhs - rhs OP 0`.
private func relate(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression)
  -> Constraint
{
  Constraint(lhs.subtracting(rhs), relation)
}

/// The required constraint `lhs == rhs`.
public func == <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> Constraint {
  relate(lhs.linearExpression, .equal, rhs.linearExpression)
}
/// The required constraint `lhs == constant`.
public func == <L: LinearOperand>(lhs: L, rhs: Double) -> Constraint {
  relate(lhs.linearExpression, .equal, LinearExpression(constant: rhs))
}
/// The required constraint `constant == rhs`.
public func == <R: LinearOperand>(lhs: Double, rhs: R) -> Constraint {
  relate(LinearExpression(constant: lhs), .equal, rhs.linearExpression)
}
/// The required constraint `lhs <= rhs`.
public func <= <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> Constraint {
  relate(lhs.linearExpression, .lessThanOrEqual, rhs.linearExpression)
}
/// The required constraint `lhs <= constant`.
public func <= <L: LinearOperand>(lhs: L, rhs: Double) -> Constraint {
  relate(lhs.linearExpression, .lessThanOrEqual, LinearExpression(constant: rhs))
}
/// The required constraint `constant <= rhs`.
public func <= <R: LinearOperand>(lhs: Double, rhs: R) -> Constraint {
  relate(LinearExpression(constant: lhs), .lessThanOrEqual, rhs.linearExpression)
}
/// The required constraint `lhs >= rhs`.
public func >= <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> Constraint {
  relate(lhs.linearExpression, .greaterThanOrEqual, rhs.linearExpression)
}
/// The required constraint `lhs >= constant`.
public func >= <L: LinearOperand>(lhs: L, rhs: Double) -> Constraint {
  relate(lhs.linearExpression, .greaterThanOrEqual, LinearExpression(constant: rhs))
}
/// The required constraint `constant >= rhs`.
public func >= <R: LinearOperand>(lhs: Double, rhs: R) -> Constraint {
  relate(LinearExpression(constant: lhs), .greaterThanOrEqual, rhs.linearExpression)
}
