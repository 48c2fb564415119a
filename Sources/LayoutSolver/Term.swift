/// A variable times a coefficient: one summand of an ``LinearExpression``.
public struct Term {
  /// The variable.
  public var variable: Variable
  /// The factor applied to the variable.
  public var coefficient: Double

  /// Creates `coefficient × variable`.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  /// The term's value from its variable's current value.
  public var value: Double { coefficient * variable.value }
}

extension Term: CustomStringConvertible {
  public var description: String {
    coefficient == 1 ? "\(variable)" : "\(formatNumber(coefficient)) * \(variable)"
  }
}
