import Foundation
import HeadlessUIKit
import Testing

/// A block cell whose bottom pin is at 999 (the usual way to let a row grow without a conflict): the row is
/// 11 + the block's height + 11.
final class GrowingBlockCell: BlockCell {
  override class var bottomPriority: LayoutPriority { LayoutPriority(999) }
}

/// A cell whose block leans on the cell itself, a constraint that leaves the content view.
///
/// The 40-point block may sit anywhere in the content view (which must hold it) and would like its bottom on the
/// cell's own bottom (at 700). Measured on its own, the content
/// view is as short as the block allows, 40 points; the cell's height does not count.
final class LeaningBlockCell: TableViewCell {
  override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    let block = View()
    block.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(block)
    let leaning = block.bottomAnchor.constraint(equalTo: bottomAnchor)
    leaning.priority = LayoutPriority(700)
    LayoutConstraint.activate([
      block.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor),
      contentView.bottomAnchor.constraint(greaterThanOrEqualTo: block.bottomAnchor),
      block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      block.widthAnchor.constraint(equalToConstant: 40),
      block.heightAnchor.constraint(equalToConstant: 40),
      leaning,
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// Rows of growing block cells; the rows listed in `fixed` have the height given there instead of sizing
/// themselves.
final class GrowingRows: TableViewDataSource, TableViewDelegate {
  let count: Int
  let fixed: [Int: CGFloat]
  let identifier: String

  init(count: Int, fixed: [Int: CGFloat] = [:], identifier: String = "growing") {
    self.count = count
    self.fixed = fixed
    self.identifier = identifier
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
  }
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    fixed[indexPath.row] ?? TableView.automaticDimension
  }
}

/// Rows of growing block cells made without a reuse identifier, as simple code makes them.
///
/// A cell the table does not show leaves it for good. The cells made are kept by row, for the test to look at.
final class UnreusedRows: TableViewDataSource {
  let count: Int
  var made: [Int: GrowingBlockCell] = [:]
  init(count: Int) { self.count = count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = GrowingBlockCell(style: .default, reuseIdentifier: nil)
    made[indexPath.row] = cell
    return cell
  }
}

/// A table measures its self-sizing cells in its own engine (docs/solver.md, "Measuring in place"): the answers
/// are those of a cell measured on its own, and what the measuring solved is laid out.
@Suite struct MeasuringInPlaceTests {
  /// The separator's device pixel: the root is on the main screen, at 3×.
  let pixel: CGFloat = 1.0 / 3

  func makeTable(_ rows: GrowingRows) -> (View, TableView) {
    let root = makeRoot(width: 375, height: 600)
    let table = TableView(frame: root.bounds, style: .plain)
    table.register(GrowingBlockCell.self, forCellReuseIdentifier: "growing")
    table.register(LeaningBlockCell.self, forCellReuseIdentifier: "leaning")
    table.dataSource = rows
    table.delegate = rows
    root.addSubview(table)
    root.layoutIfNeeded()
    return (root, table)
  }

  /// A shown cell measured again is laid out as it was measured.
  ///
  /// A table narrowed to 320 points measures its shown cells again, in place, at the new width; the first cell's
  /// block has grown from 30 to 70 points meanwhile. Its row is 11 + 70 + 11 and the separator's pixel, the next row
  /// moves down by 40, and what changed while the cell was measured is laid out: the block and the content view's
  /// margins guide are 16 and 11 in, 320 - 32 = 288 wide and 70 high.
  @Test func aShownCellMeasuredAgainIsLaidOutAsMeasured() throws {
    let rows = GrowingRows(count: 2)
    let (root, table) = makeTable(rows)
    let first = try #require(
      table.cellForRow(at: IndexPath(row: 0, section: 0)) as? GrowingBlockCell)
    first.blockHeight.constant = 70
    table.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
    root.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === first)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 92 + pixel)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 92 + pixel)
    #expect(first.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 92))
    #expect(
      first.contentView.layoutMarginsGuide.layoutFrame
        == CGRect(x: 16, y: 11, width: 288, height: 70))
    #expect(first.block.frame == CGRect(x: 16, y: 11, width: 288, height: 70))
    // The table holds its data source weakly.
    withExtendedLifetime(rows) {}
  }

  /// Cells measured above the window and let go are not laid out.
  ///
  /// A table scrolled down before its first layout measures the rows above its window too (their heights place the
  /// window's rows) and lets their cells go before the next pass, which lays out what measuring changed for the cells
  /// still there and nothing of the others: as in UIKit, measuring sets no frame, so the block of row 0 keeps the
  /// zero frame it was made with. Rows are 52 points and the separator's pixel; at an offset of 1,000 the first row
  /// shown is row 19 (19 × 52.333 = 994.3), whose block sits 16 and 11 into its cell, 343 × 30.
  @Test func cellsMeasuredAboveTheWindowAndReleasedAreNotLaidOut() throws {
    let rows = UnreusedRows(count: 60)
    let root = makeRoot(width: 375, height: 600)
    let table = TableView(frame: root.bounds, style: .plain)
    table.dataSource = rows
    root.addSubview(table)
    table.contentOffset = CGPoint(x: 0, y: 1000)
    root.layoutIfNeeded()
    let first = try #require(table.visibleCells.first as? GrowingBlockCell)
    #expect(table.indexPath(for: first) == IndexPath(row: 19, section: 0))
    #expect(first.block.frame == CGRect(x: 16, y: 11, width: 343, height: 30))
    #expect(table.subviews.compactMap { $0 as? TableViewCell }.count == table.visibleCells.count)
    let gone = try #require(rows.made[0])
    #expect(gone.superview == nil)
    #expect(gone.block.frame == .zero)
  }

  /// A row of a fixed height above self-sizing ones: the self-sizing cells join the table to be measured before
  /// the fixed row's cell is made, yet the rows stand among the table's subviews in the order they are shown.
  @Test func rowsStandAmongTheSubviewsInTheirOrder() {
    let rows = GrowingRows(count: 3, fixed: [0: 60])
    let (_, table) = makeTable(rows)
    defer { withExtendedLifetime(rows) {} }
    let cells = table.subviews.compactMap { $0 as? TableViewCell }
    let expected = (0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
    #expect(cells.count == 3)
    #expect(
      cells.map(ObjectIdentifier.init) == expected.compactMap { $0.map(ObjectIdentifier.init) })
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 60, width: 375, height: 52 + pixel))
  }

  /// A cell with a constraint from inside its content view to the cell itself is measured as on its own: the
  /// content view holds the 40-point block and no more (in the table's engine the cell's 44-point frame would have
  /// pulled it to 44), and its row is 40 and the separator's pixel.
  @Test func aCellWithAConstraintLeavingItsContentIsMeasuredAsOnItsOwn() {
    let rows = GrowingRows(count: 2, identifier: "leaning")
    let (_, table) = makeTable(rows)
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 40 + pixel, width: 375, height: 40 + pixel))
    withExtendedLifetime(rows) {}
  }
}
