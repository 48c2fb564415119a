// Layout-core benchmarks, release mode: a 10,000-view tree of nested rows and columns laid out from scratch, and
// the same tree laid out again after one constant changes, each beside the solver alone on the same constraints; a
// tree of 1,000 stack views laid out, then again after one row is hidden. Prints one JSON line per workload, like
// SolverBenchmarks.
//
// Usage: LayoutBenchmarks [substring ...]   (only the measurements with a workload whose name contains one)
//        LayoutBenchmarks memory            (the tree's resident memory, and the solver alone's)
//        LayoutBenchmarks "memory stages"   (the tree's memory: its views, its constraints, its first layout)
import Foundation
import HeadlessUIKit
import LayoutSolver

func seconds(_ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  body()
  let elapsed = clock.now - start
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

/// 100 rows stacked in a 1200-point-wide root, each holding 99 cells side by side: 10,000 views. Each cell wants
/// to be 10 wide (@750) and at least 4; rows are 20 high with 4 points between them.
func buildTree() -> (root: View, spacings: [LayoutConstraint], lastCell: View) {
  let root = buildViews()
  return (root, constrain(root), root.subviews[99].subviews[98])
}

/// The tree's views: the root, its 100 rows, their 99 cells each.
func buildViews() -> View {
  let root = View(frame: CGRect(x: 0, y: 0, width: 1200, height: 2400))
  for _ in 0..<100 {
    let row = View()
    row.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(row)
    for _ in 0..<99 {
      let cell = View()
      cell.translatesAutoresizingMaskIntoConstraints = false
      row.addSubview(cell)
    }
  }
  return root
}

/// Makes and activates the tree's constraints; returns the rows' spacings.
func constrain(_ root: View) -> [LayoutConstraint] {
  var spacings: [LayoutConstraint] = []
  var previousRow: View?
  for row in root.subviews {
    let spacing = row.topAnchor.constraint(equalTo: previousRow?.bottomAnchor ?? root.topAnchor, constant: 4)
    spacings.append(spacing)
    LayoutConstraint.activate([
      spacing,
      row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      row.heightAnchor.constraint(equalToConstant: 20),
    ])
    var previousCell: View?
    for cell in row.subviews {
      let width = cell.widthAnchor.constraint(equalToConstant: 10)
      width.priority = .defaultHigh
      LayoutConstraint.activate([
        cell.leadingAnchor.constraint(equalTo: previousCell?.trailingAnchor ?? row.leadingAnchor, constant: 2),
        cell.topAnchor.constraint(equalTo: row.topAnchor),
        cell.bottomAnchor.constraint(equalTo: row.bottomAnchor),
        width,
        cell.widthAnchor.constraint(greaterThanOrEqualToConstant: 4),
      ])
      previousCell = cell
    }
    previousRow = row
  }
  return spacings
}

/// Lays the tree out from scratch, then again after one spacing constant changes; checks both answers.
func measureTree() -> (fromScratch: Double, afterOneChange: Double) {
  var tree: (root: View, spacings: [LayoutConstraint], lastCell: View)?
  let fromScratch = seconds {
    tree = buildTree()
    tree?.root.layoutIfNeeded()
  }
  // Check the answer: the last row starts at 99 × 24 + 4, its last cell at 98 × 12 + 2.
  guard let tree, tree.lastCell.frame == CGRect(x: 98 * 12 + 2, y: 0, width: 10, height: 20),
    tree.lastCell.superview?.frame.minY == 99 * 24 + 4
  else { fail("wrong layout of the tree") }
  let afterOneChange = seconds {
    tree.spacings[50].constant = 10
    tree.root.layoutIfNeeded()
  }
  guard tree.lastCell.superview?.frame.minY == 99 * 24 + 10 else { fail("wrong re-layout of the tree") }
  return (fromScratch, afterOneChange)
}

/// The same constraints given to the solver directly, from scratch and after the same constant change.
func measureSolverAlone() -> (fromScratch: Double, afterOneChange: Double) {
  var solved: (solver: Solver, lastRow: ItemVariables, lastCell: ItemVariables, spacings: [Constraint])?
  let fromScratch = seconds { solved = try? solveTreeDirectly() }
  guard let solved, solved.lastRow.top.value == 99 * 24 + 4, solved.lastCell.left.value == 98 * 12 + 2 else {
    fail("wrong solution from the solver alone")
  }
  let afterOneChange = seconds {
    try? solved.solver.updateConstant(of: solved.spacings[50], to: -10)
    solved.solver.updateVariables()
  }
  guard solved.lastRow.top.value == 99 * 24 + 10 else { fail("wrong re-solve from the solver alone") }
  return (fromScratch, afterOneChange)
}

/// A vertical stack of 1,000 horizontal stacks of three 40×20 items with spacing 8, in a 375-point root.
func buildStacks() -> (root: View, rows: [StackView]) {
  let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 30_000))
  let rows = (0..<1000).map { _ -> StackView in
    let row = StackView(arrangedSubviews: (0..<3).map { _ in FixedSize() })
    row.spacing = 8
    return row
  }
  let column = StackView(arrangedSubviews: rows)
  column.axis = .vertical
  column.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(column)
  LayoutConstraint.activate([
    column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    column.topAnchor.constraint(equalTo: root.topAnchor),
  ])
  return (root, rows)
}

final class FixedSize: View {
  override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
}

/// Lays the stack tree out from scratch, then again after hiding one row, then hides and shows a row 400 times
/// (the cost of one such change once caches are warm); checks the answers.
func measureStacks() -> (fromScratch: Double, afterHiding: Double, toggling: Double) {
  var built: (root: View, rows: [StackView])?
  let fromScratch = seconds {
    built = buildStacks()
    built?.root.layoutIfNeeded()
  }
  guard let built, built.rows[999].frame.minY == 999 * 20, built.rows[0].frame.width == 136 else {
    fail("wrong stack layout")
  }
  let afterHiding = seconds {
    built.rows[500].isHidden = true
    built.root.layoutIfNeeded()
  }
  guard built.rows[999].frame.minY == 998 * 20 else { fail("wrong stack re-layout") }
  let toggles = 400
  let toggling = seconds {
    for toggle in 0..<toggles {
      built.rows[250].isHidden = toggle % 2 == 0
      built.root.layoutIfNeeded()
    }
  }
  guard built.rows[999].frame.minY == 998 * 20 else { fail("wrong stack re-layout after toggling") }
  return (fromScratch, afterHiding, toggling / Double(toggles))
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("LayoutBenchmarks: \(message)\n".utf8))
  exit(1)
}

/// Runs a measurement five times and prints each of its workloads' median, if one of them is wanted.
func report(_ names: [String], _ measure: () -> [Double]) {
  let filters = Array(CommandLine.arguments.dropFirst())
  guard filters.isEmpty || names.contains(where: { name in filters.contains { name.contains($0) } }) else { return }
  let runs = (0..<5).map { _ in measure() }
  for (index, name) in names.enumerated() {
    let sorted = runs.map { $0[index] }.sorted()
    print("{\"name\": \"\(name)\", \"median\": \(sorted[sorted.count / 2]), \"min\": \(sorted[0]), \"runs\": \(sorted.count)}")
  }
}

// The tree and the solver alone alternate within each run, so that both medians see the same machine.
report([
  "layout 10000-view tree from scratch", "re-layout after one constant change",
  "solver alone: the 10000-view tree's constraints", "solver alone: one constant change",
]) {
  let tree = measureTree()
  let solver = measureSolverAlone()
  return [tree.fromScratch, tree.afterOneChange, solver.fromScratch, solver.afterOneChange]
}
/// The process's resident memory in bytes (`/proc/self/statm`): measured in a fresh process, its growth is what a
/// structure holds.
func heapBytesInUse() -> Int {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let fields = statm.split(separator: " ")
  return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
}

/// The memory the laid-out 10,000-view tree holds (views, constraints, engine, solver), and the solver alone's
/// for the same constraints, per view and per constraint (49,904 constraints: the root's 4, 4 per row, 5 per cell).
func measureMemory() {
  // Only on its own (`LayoutBenchmarks memory`): after other workloads the process's memory is already grown.
  guard CommandLine.arguments.dropFirst() == ["memory"] else { return }
  let constraints = 4 + 100 * 4 + 9_900 * 5
  let before = heapBytesInUse()
  var tree: (root: View, spacings: [LayoutConstraint], lastCell: View)? = buildTree()
  tree?.root.layoutIfNeeded()
  let treeBytes = heapBytesInUse() - before
  let beforeSolver = heapBytesInUse()
  var solved = try? solveTreeDirectly()
  let solverBytes = heapBytesInUse() - beforeSolver
  _ = (tree, solved)
  for (name, bytes) in [("memory: laid-out 10000-view tree", treeBytes), ("memory: solver alone", solverBytes)] {
    print(
      "{\"name\": \"\(name)\", \"bytes\": \(bytes), \"per view\": \(bytes / 10_000), "
        + "\"per constraint\": \(bytes / constraints)}")
  }
}

measureMemory()

/// Where the tree's memory goes, stage by stage, in resident bytes per view (measured alone, in a fresh process):
/// the 10,000 views in their tree, then their 49,904 constraints made and activated, then the first layout (the
/// engine's entries and the solver).
func measureMemoryStages() {
  guard CommandLine.arguments.dropFirst() == ["memory stages"] else { return }
  let start = heapBytesInUse()
  let root = buildViews()
  let views = heapBytesInUse()
  _ = constrain(root)
  let constraints = heapBytesInUse()
  root.layoutIfNeeded()
  let laidOut = heapBytesInUse()
  guard root.subviews[99].subviews[98].frame == CGRect(x: 98 * 12 + 2, y: 0, width: 10, height: 20) else {
    fail("wrong layout of the tree (memory stages)")
  }
  for (stage, bytes) in [
    ("views in their tree", views - start), ("constraints made and activated", constraints - views),
    ("first layout (engine and solver)", laidOut - constraints),
  ] {
    print("{\"name\": \"memory stage: \(stage)\", \"bytes\": \(bytes), \"per view\": \(bytes / 10_000)}")
  }
  withExtendedLifetime(root) {}
}

measureMemoryStages()
report([
  "layout 1000-row stack of 3-item stacks", "re-layout after hiding one row",
  "re-layout after hiding or showing one row, warm (mean of 400)",
]) {
  let times = measureStacks()
  return [times.fromScratch, times.afterHiding, times.toggling]
}
