import LayoutSolver
import Testing

/// kiwi's "expressions", "variables and terms" and "constraint creation" tests (docs/solver.md, "kiwi's tests").
@Suite struct ExpressionTests {
  let foo = Variable("foo")
  let bar = Variable("bar")

  @Test func variableAndTermArithmetic() {
    let v = Variable("v")
    let v2 = Variable("v2")
    let negated = -v
    #expect(negated.variable === v && negated.coefficient == -1)
    #expect((v * 2).coefficient == 2)
    #expect((v / 2).coefficient == 0.5)
    #expect((v + 2).constant == 2)
    let twoMinus = 2 - v
    #expect(twoMinus.constant == 2 && coefficients(twoMinus) == coefficients((v, -1)))
    #expect(coefficients(v - v2) == coefficients((v, 1), (v2, -1)))
    let relation = v == v2 + 1
    #expect(coefficients(relation.expression) == coefficients((v, 1), (v2, -1)))
    #expect(relation.expression.constant == -1)
    let term = Term(v, 10)
    #expect((-term).coefficient == -10)
    #expect((term * 2).coefficient == 20)
    #expect((term / 2).coefficient == 5)
  }

  @Test func expressionArithmetic() {
    let e = 10 * foo + 5
    let e2 = bar - 10
    let negated = -e
    #expect(coefficients(negated) == coefficients((foo, -10)) && negated.constant == -5)
    for doubled in [e * 2, 2 * e] {
      #expect(coefficients(doubled) == coefficients((foo, 20)) && doubled.constant == 10)
    }
    let halved = e / 2
    #expect(coefficients(halved) == coefficients((foo, 5)) && halved.constant == 2.5)
    #expect((e + 2).constant == 7)
    #expect(coefficients(e + bar) == coefficients((foo, 10), (bar, 1)) && (e + bar).constant == 5)
    #expect(coefficients(e + e2) == coefficients((foo, 10), (bar, 1)) && (e + e2).constant == -5)
    #expect((e - 2).constant == 3)
    #expect(coefficients(2 - e) == coefficients((foo, -10)) && (2 - e).constant == -3)
    #expect(coefficients(e - bar) == coefficients((foo, 10), (bar, -1)) && (e - bar).constant == 5)
    #expect(coefficients(bar - e) == coefficients((foo, -10), (bar, 1)) && (bar - e).constant == -5)
    #expect(coefficients(e - e2) == coefficients((foo, 10), (bar, -1)) && (e - e2).constant == 15)
  }

  @Test func relationsBetweenExpressionsKeepRelationAndReduce() {
    let e = 10 * foo + 5
    let e2 = bar - 10
    for (constraint, relation) in [
      (e == e2, Relation.equal), (e <= e2, .lessThanOrEqual), (e >= e2, .greaterThanOrEqual),
    ] {
      #expect(constraint.relation == relation)
      #expect(coefficients(constraint.expression) == coefficients((foo, 10), (bar, -1)))
      #expect(constraint.expression.constant == 15)
      #expect(constraint.priority == .required)
    }
  }

  @Test func constraintCreation() {
    let v = Variable("v")
    for relation in [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual] {
      let constraint = Constraint(v + 1, relation)
      #expect(constraint.priority == .required)
      #expect(constraint.relation == relation)
      #expect(constraint.expression.constant == 1)
      #expect(constraint.expression.terms.count == 1)
      #expect(
        constraint.expression.terms[0].variable === v
          && constraint.expression.terms[0].coefficient == 1)
      let weak = constraint | 250
      #expect(weak !== constraint && weak.priority == 250 && weak.relation == relation)
      #expect(constraint.priority == .required)
    }
  }

  @Test func reductionMergesRepeatedVariablesAndDropsZeros() {
    let c = foo + foo + bar - bar == 4
    #expect(coefficients(c.expression) == coefficients((foo, 2)))
    #expect(c.expression.constant == -4)
  }

  @Test func prioritiesAreOrderedLikeKiwiStrengths() {
    #expect(
      Strength.weak < Strength.medium && Strength.medium < Strength.strong
        && Strength.strong < .required)
    #expect(Priority(999.5) > 999 && Priority.required.isRequired && !Priority(999.5).isRequired)
    #expect(
      !Priority(0).isValid && !Priority(1001).isValid && !Priority(.nan).isValid
        && Priority(0.5).isValid)
  }
}
