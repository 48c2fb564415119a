import LayoutSolver
import Testing

/// `updateVariables` after constant changes evaluates only what the change reaches (SolverState+Evaluation.swift):
/// the values and the list of changed variables must be exactly those of a full evaluation.
@Suite struct IncrementalEvaluationTests {
  /// Rows stacked top to bottom, each holding cells side by side; every cell's top and bottom follow its row's,
  /// so a row's top is a reference in its cells' rows (the shape of a page of views).
  struct Page {
    let solver = Solver()
    var rowTops: [Variable] = []
    var rowHeights: [Variable] = []
    var cellLefts: [[Variable]] = []
    var cellTops: [[Variable]] = []
    var cellWidths: [Variable] = []
    var gaps: [Constraint] = []
    var heights: [Constraint] = []
    var widths: [Constraint] = []
    /// Every constraint the solver holds.
    var constraints: [Constraint] = []
    var all: [Variable] {
      rowTops + rowHeights + cellLefts.flatMap { $0 } + cellTops.flatMap { $0 } + cellWidths
    }

    init(rows: Int, cells: Int) throws {
      var previousBottom = LinearExpression(constant: 0)
      for _ in 0..<rows {
        let top = Variable("row.top")
        let height = Variable("row.height")
        let gap = top == previousBottom + 4
        let size = (height == 20) | .defaultHigh
        try add(gap)
        try add(size)
        gaps.append(gap)
        heights.append(size)
        var lefts: [Variable] = []
        var tops: [Variable] = []
        var previousRight = LinearExpression(constant: 0)
        for _ in 0..<cells {
          let left = Variable("cell.left")
          let cellTop = Variable("cell.top")
          let width = Variable("cell.width")
          let cellWidth = (width == 10) | .defaultHigh
          try add(left == previousRight + 2)
          try add(cellTop == top + 1)
          try add(cellWidth)
          widths.append(cellWidth)
          cellWidths.append(width)
          previousRight = left + width
          lefts.append(left)
          tops.append(cellTop)
        }
        rowTops.append(top)
        rowHeights.append(height)
        cellLefts.append(lefts)
        cellTops.append(tops)
        previousBottom = top + height
      }
      solver.updateVariables()
    }

    mutating func add(_ constraint: Constraint) throws {
      try solver.addConstraint(constraint)
      constraints.append(constraint)
    }
  }

  @Test func aGapChangeReportsExactlyTheRowsBelowAndTheirCells() throws {
    let page = try Page(rows: 10, cells: 5)
    try page.solver.updateConstant(of: page.gaps[6], to: -10)
    let changed = page.solver.updateVariables()
    // Rows 6...9 move 6 points down (their gap went from 4 to 10), with their cells' tops: 4 rows + 20 cells.
    let expected = page.rowTops[6...] + page.cellTops[6...].flatMap { $0 }
    #expect(changed.count == 24)
    #expect(Set(changed.map(ObjectIdentifier.init)) == Set(expected.map(ObjectIdentifier.init)))
    for row in 0..<10 {
      let top = 24 * Double(row) + 4 + (row >= 6 ? 6 : 0)
      #expect(page.rowTops[row].value == top)
      #expect(page.cellTops[row].allSatisfy { $0.value == top + 1 })
    }
  }

  /// A row of 20 views 10 wide (@750) whose 11th is flexible (`width >= 0`) and whose right edge follows the
  /// container's width (an edit variable): the flexible view's width is written in the errors of every other
  /// width, yet each suggestion moves exactly it and the lefts after it.
  @Test func aFlexibleViewAbsorbsEachSuggestionAndOnlyTheViewsAfterItMove() throws {
    let solver = Solver()
    let container = Variable("container")
    let lefts = (0..<20).map { Variable("left\($0)") }
    let widths = (0..<20).map { Variable("width\($0)") }
    try solver.addEditVariable(container, priority: .defaultHigh)
    try solver.suggestValue(container, 300)
    try solver.addConstraint(lefts[0] == 0)
    for index in 0..<20 {
      if index > 0 {
        try solver.addConstraint(lefts[index] == lefts[index - 1] + widths[index - 1])
      }
      try solver.addConstraint(
        index == 10 ? widths[index] >= 0 : (widths[index] == 10) | .defaultHigh)
    }
    try solver.addConstraint(lefts[19] + widths[19] == container)
    solver.updateVariables()
    for step in 1...5 {
      let containerWidth = 300 + 7 * Double(step)
      try solver.suggestValue(container, containerWidth)
      let changed = solver.updateVariables()
      // The 19 fixed widths take 190; the flexible one takes the rest, and each left after it moves with it.
      let flexible = containerWidth - 190
      #expect(widths[10].value == flexible)
      for index in 0..<20 {
        #expect(
          lefts[index].value
            == (index <= 10 ? 10 * Double(index) : 10 * Double(index) - 10 + flexible))
      }
      let expected = [container, widths[10]] + lefts[11...]
      #expect(Set(changed.map(ObjectIdentifier.init)) == Set(expected.map(ObjectIdentifier.init)))
    }
  }

  @Test func nothingChangedReportsNothing() throws {
    let page = try Page(rows: 3, cells: 3)
    #expect(page.solver.updateVariables().isEmpty)
    try page.solver.updateConstant(of: page.gaps[1], to: -4)
    #expect(page.solver.updateVariables().isEmpty)
  }

  @Test func aChangeThatCancelsBeforeTheUpdateReportsNothing() throws {
    let page = try Page(rows: 4, cells: 2)
    try page.solver.updateConstant(of: page.widths[3], to: -30)
    try page.solver.updateConstant(of: page.widths[3], to: -10)
    #expect(page.solver.updateVariables().isEmpty)
  }

  /// Random constant changes (gaps, optional heights and widths, some pushed below zero and back), mixed with
  /// removals and additions that change the tableau's shape: after each update, every value equals a solver
  /// rebuilt from scratch with the same constraints, and the reported list is exactly the variables whose value
  /// moved since the previous update.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func randomChangesMatchARebuiltSolver(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    var page = try Page(rows: 8, cells: 4)
    var previous = page.all.map(\.value)
    for step in 0..<40 {
      let choice = Int.random(in: 0..<10, using: &random)
      if choice == 0 {
        // A change of shape: a width constraint leaves and a new one takes its place.
        let index = Int.random(in: 0..<page.widths.count, using: &random)
        let old = page.widths[index]
        try page.solver.removeConstraint(old)
        let replacement = Constraint(old.expression, old.relation, priority: old.priority)
        try page.solver.addConstraint(replacement)
        page.widths[index] = replacement
        page.constraints = page.constraints.map { $0 === old ? replacement : $0 }
      } else {
        let group = [page.gaps, page.heights, page.widths][choice % 3]
        let constraint = group[Int.random(in: 0..<group.count, using: &random)]
        try page.solver.updateConstant(
          of: constraint, to: -Double(Int.random(in: -5...40, using: &random)))
      }
      let changed = Set(page.solver.updateVariables().map(ObjectIdentifier.init))
      let values = page.all.map(\.value)
      let moved = Set(
        zip(page.all, zip(previous, values)).filter { $0.1.0 != $0.1.1 }.map {
          ObjectIdentifier($0.0)
        })
      #expect(changed == moved, "step \(step): reported and moved variables differ")
      previous = values
      try expectSameAsRebuilt(page, step: step)
    }
  }

  /// Builds a second solver from the page's current constraints and compares every variable's value.
  private func expectSameAsRebuilt(_ page: Page, step: Int) throws {
    let rebuilt = Solver()
    var copies: [ObjectIdentifier: Variable] = [:]
    func copy(_ variable: Variable) -> Variable {
      if let existing = copies[ObjectIdentifier(variable)] { return existing }
      let fresh = Variable(variable.name)
      copies[ObjectIdentifier(variable)] = fresh
      return fresh
    }
    for constraint in page.constraints {
      let terms = constraint.expression.terms.map { Term(copy($0.variable), $0.coefficient) }
      let expression = LinearExpression(terms, constant: constraint.expression.constant)
      try rebuilt.addConstraint(
        Constraint(expression, constraint.relation, priority: constraint.priority))
    }
    rebuilt.updateVariables()
    for variable in page.all {
      let expected = copies[ObjectIdentifier(variable)]?.value ?? 0
      #expect(
        abs(variable.value - expected) < 1e-9,
        "step \(step): \(variable) is \(variable.value), rebuilt \(expected)")
    }
  }
}
