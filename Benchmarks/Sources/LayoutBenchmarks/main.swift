// Layout-core benchmarks, release mode: a 10,000-view tree of nested rows and columns laid out from scratch, and
// the same tree laid out again after one constant changes. Prints one JSON line per workload, like
// SolverBenchmarks.
import Foundation
import Layout

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
  let root = View(frame: CGRect(x: 0, y: 0, width: 1200, height: 2400))
  var spacings: [LayoutConstraint] = []
  var previousRow: View?
  var lastCell = root
  for _ in 0..<100 {
    let row = View()
    row.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(row)
    let spacing = row.topAnchor.constraint(equalTo: previousRow?.bottomAnchor ?? root.topAnchor, constant: 4)
    spacings.append(spacing)
    LayoutConstraint.activate([
      spacing,
      row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      row.heightAnchor.constraint(equalToConstant: 20),
    ])
    var previousCell: View?
    for _ in 0..<99 {
      let cell = View()
      cell.translatesAutoresizingMaskIntoConstraints = false
      row.addSubview(cell)
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
      lastCell = cell
    }
    previousRow = row
  }
  return (root, spacings, lastCell)
}

var fromScratch: [Double] = []
var afterOneChange: [Double] = []
for _ in 0..<5 {
  var tree: (root: View, spacings: [LayoutConstraint], lastCell: View)?
  fromScratch.append(seconds {
    tree = buildTree()
    tree?.root.layoutIfNeeded()
  })
  guard let tree else { exit(1) }
  // Check the answer: the last row starts at 99 × 24 + 4, its last cell at 98 × 12 + 2.
  guard tree.lastCell.frame == CGRect(x: 98 * 12 + 2, y: 0, width: 10, height: 20),
    tree.lastCell.superview?.frame.minY == 99 * 24 + 4
  else {
    FileHandle.standardError.write(Data("wrong layout: \(tree.lastCell.frame)\n".utf8))
    exit(1)
  }
  afterOneChange.append(seconds {
    tree.spacings[50].constant = 10
    tree.root.layoutIfNeeded()
  })
  guard tree.lastCell.superview?.frame.minY == 99 * 24 + 10 else { exit(1) }
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

var stackFromScratch: [Double] = []
var stackAfterHiding: [Double] = []
for _ in 0..<5 {
  var built: (root: View, rows: [StackView])?
  stackFromScratch.append(seconds {
    built = buildStacks()
    built?.root.layoutIfNeeded()
  })
  guard let built, built.rows[999].frame.minY == 999 * 20, built.rows[0].frame.width == 136 else {
    FileHandle.standardError.write(Data("wrong stack layout\n".utf8))
    exit(1)
  }
  stackAfterHiding.append(seconds {
    built.rows[500].isHidden = true
    built.root.layoutIfNeeded()
  })
  guard built.rows[999].frame.minY == 998 * 20 else { exit(1) }
}

for (name, times) in [
  ("layout 10000-view tree from scratch", fromScratch), ("re-layout after one constant change", afterOneChange),
  ("layout 1000-row stack of 3-item stacks", stackFromScratch), ("re-layout after hiding one row", stackAfterHiding),
] {
  let sorted = times.sorted()
  print("{\"name\": \"\(name)\", \"median\": \(sorted[sorted.count / 2]), \"min\": \(sorted[0]), \"runs\": \(sorted.count)}")
}
