/// A linear expression: a sum of ``Term``s plus a constant.
///
/// Build expressions with the arithmetic operators (`2 * x + y - 10`); compare them with `==`, `<=` or `>=` to make a
/// ``Constraint``. Products of two variables and division by zero are not linear and are rejected (the second by a
/// precondition, since the divisor is a literal in practice).
public struct LinearExpression {
  /// The summands, in the order they were written.
  ///
  /// The same variable may appear more than once until the expression
  /// is reduced (see ``reduced()``).
  public var terms: [Term]
  /// The constant summand.
  public var constant: Double

  /// Creates `terms + constant`.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression's value from its variables' current values.
  public var value: Double { terms.reduce(constant) { $0 + $1.value } }

  /// The same expression with one term per variable (coefficients added, zero sums dropped), in first-appearance
  /// order.
  ///
  /// - Complexity: O(n) where n is the number of terms.
  public func reduced() -> LinearExpression {
    // Most expressions have a handful of terms: compare pairwise rather than hash.
    if terms.count <= 8 {
      // Most are reduced already (one term per variable, none zero): kept as they are, without a copy.
      let alreadyReduced = terms.indices.allSatisfy { index in
        terms[index].coefficient != 0
          && !terms[..<index].contains { $0.variable === terms[index].variable }
      }
      if alreadyReduced { return self }
      var result: [Term] = []
      result.reserveCapacity(terms.count)
      for term in terms {
        if let index = result.firstIndex(where: { $0.variable === term.variable }) {
          result[index].coefficient += term.coefficient
        } else {
          result.append(term)
        }
      }
      result.removeAll { $0.coefficient == 0 }
      return LinearExpression(result, constant: constant)
    }
    var order: [ObjectIdentifier] = []
    var merged: [ObjectIdentifier: Term] = [:]
    for term in terms {
      let key = ObjectIdentifier(term.variable)
      if let existing = merged[key] {
        merged[key] = Term(term.variable, existing.coefficient + term.coefficient)
      } else {
        merged[key] = term
        order.append(key)
      }
    }
    let reducedTerms = order.compactMap { key -> Term? in
      guard let term = merged[key], term.coefficient != 0 else { return nil }
      return term
    }
    return LinearExpression(reducedTerms, constant: constant)
  }
}

extension LinearExpression: CustomStringConvertible {
  public var description: String {
    var parts = terms.map(\.description)
    if constant != 0 || parts.isEmpty { parts.append(formatNumber(constant)) }
    return parts.joined(separator: " + ")
  }
}

/// Formats a number without a trailing `.0` for whole values, for readable dumps.
func formatNumber(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  return String(value)
}
