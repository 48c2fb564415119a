// The solver alone on the constraints the layout engine makes for the 10,000-view tree of `main.swift`: the floor
// the engine's own work is measured against (issue 19: whole-tree layout within 2× of this).
import LayoutSolver

/// Four variables per item, as the engine keeps them: left and top in the superview's coordinates (the frame),
/// width and height.
struct ItemVariables {
  let left: Variable
  let top: Variable
  let width: Variable
  let height: Variable

  init() {
    (left, top, width, height) = (Variable(), Variable(), Variable(), Variable())
  }
}

/// Builds and solves, in one batch, the same constraints as `buildTree()` in the engine's translation: the root's
/// autoresizing-mask frame, then per row and per cell the user constraints measured in the superview's
/// coordinates (where the superview's own left and top are 0), with `right = left + width` and
/// `bottom = top + height`. Returns the last row's and the last cell's variables and the spacing constraints.
func solveTreeDirectly() throws -> (solver: Solver, lastRow: ItemVariables, lastCell: ItemVariables, spacings: [Constraint]) {
  let solver = Solver()
  let root = ItemVariables()
  var spacings: [Constraint] = []
  var previousRow: ItemVariables?
  var lastCell = root
  try solver.batch { () throws(SolverError) in
    try solver.addConstraint(root.left == 0)
    try solver.addConstraint(root.top == 0)
    try solver.addConstraint(root.width == 1200)
    try solver.addConstraint(root.height == 2400)
    for _ in 0..<100 {
      let row = ItemVariables()
      let above = previousRow.map { $0.top + $0.height } ?? LinearExpression()
      let spacing = row.top == above + 4
      spacings.append(spacing)
      try solver.addConstraint(spacing)
      try solver.addConstraint(row.left == 0)
      try solver.addConstraint(row.left + row.width == root.width)
      try solver.addConstraint(row.height == 20)
      var previousCell: ItemVariables?
      for _ in 0..<99 {
        let cell = ItemVariables()
        let before = previousCell.map { $0.left + $0.width } ?? LinearExpression()
        try solver.addConstraint(cell.left == before + 2)
        try solver.addConstraint(cell.top == 0)
        try solver.addConstraint(cell.top + cell.height == row.height)
        try solver.addConstraint((cell.width == 10) | .defaultHigh)
        try solver.addConstraint(cell.width >= 4)
        previousCell = cell
        lastCell = cell
      }
      previousRow = row
    }
  }
  solver.updateVariables()
  guard let previousRow else { fatalError("no rows") }
  return (solver, previousRow, lastCell, spacings)
}
