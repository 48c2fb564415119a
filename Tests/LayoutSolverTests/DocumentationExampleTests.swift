import LayoutSolver
import Testing

/// The code examples in docs/layout-api.md and the documentation comments, run as written.
@Suite struct DocumentationExampleTests {
  @Test func readmeSolverExample() throws {
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let window = Variable("window")
    try solver.addConstraint(left == 20)
    try solver.addConstraint(left + width <= window - 20)
    try solver.addConstraint((width == 400) | 250)
    try solver.addEditVariable(window, priority: 750)
    try solver.suggestValue(window, 320)
    solver.updateVariables()
    // The window is edited at 750, so it stays at 320 and the width takes what is left: 320 - 20 - 20.
    #expect(width.value == 280)
    #expect(window.value == 320)
  }

  @Test func solverDocumentationExample() throws {
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    try solver.addConstraint(left == 0)
    try solver.addConstraint((width == 100) | 250)
    try solver.addEditVariable(width, priority: 750)
    try solver.suggestValue(width, 320)
    solver.updateVariables()
    #expect(width.value == 320)
  }
}
