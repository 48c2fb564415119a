import Foundation
import HeadlessUIKit
import Testing

/// A cell whose content is one block of a fixed height pinned to the content view's margins: its row is the
/// block's height plus the 11-point top and bottom margins UIKit gives a cell's content view.
class BlockCell: TableViewCell {
  let block = View()
  let blockHeight: LayoutConstraint

  /// The priority of the block's bottom pin: required here; a subclass may let the row grow without a conflict.
  class var bottomPriority: LayoutPriority { .required }

  override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
    blockHeight = block.heightAnchor.constraint(equalToConstant: 30)
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    block.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(block)
    let bottom = block.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor)
    bottom.priority = Self.bottomPriority
    LayoutConstraint.activate([
      block.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      bottom,
      block.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      block.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      blockHeight,
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A data source of sections given as row counts, with block heights per row.
final class BlockRows: TableViewDataSource, TableViewDelegate {
  var heights: [[CGFloat]]
  var headerTitles: [String?] = []
  var footerTitles: [String?] = []
  var cellsMade = 0
  var displayed: [IndexPath] = []

  init(_ heights: [[CGFloat]]) { self.heights = heights }

  func numberOfSections(in tableView: TableView) -> Int { heights.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    heights[section].count
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    cellsMade += 1
    let cell = tableView.dequeueReusableCell(withIdentifier: "block", for: indexPath)
    (cell as? BlockCell)?.blockHeight.constant = heights[indexPath.section][indexPath.row]
    return cell
  }
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    headerTitles.indices.contains(section) ? headerTitles[section] : nil
  }
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    footerTitles.indices.contains(section) ? footerTitles[section] : nil
  }
  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    displayed.append(indexPath)
  }
}

/// A cell whose content view holds a vertical stack view pinned to its edges, the stack arranging a block 60 points
/// high inside its own margins of 10 on every side: the row is 10 + 60 + 10 high.
final class PaddedStackCell: TableViewCell {
  override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    let block = View()
    block.translatesAutoresizingMaskIntoConstraints = false
    let stack = StackView(arrangedSubviews: [block])
    stack.axis = .vertical
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 10, leading: 10, bottom: 10, trailing: 10)
    stack.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stack)
    LayoutConstraint.activate([
      block.heightAnchor.constraint(equalToConstant: 60),
      stack.topAnchor.constraint(equalTo: contentView.topAnchor),
      stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A cell that makes its content's constraints in `updateConstraints`, once, as older Auto Layout code does: a
/// 40-point block inside the content view's margins (11 above and below).
final class DeferredConstraintsCell: TableViewCell {
  let block = View()
  private var madeConstraints = false

  override func updateConstraints() {
    if !madeConstraints {
      madeConstraints = true
      block.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(block)
      let margins = contentView.layoutMarginsGuide
      LayoutConstraint.activate([
        block.topAnchor.constraint(equalTo: margins.topAnchor),
        block.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        block.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        block.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        block.heightAnchor.constraint(equalToConstant: 40),
      ])
    }
    super.updateConstraints()
  }
}

/// One row of padded stack cells.
final class PaddedStackRows: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "padded", for: indexPath)
  }
}

@Suite struct TableViewLayoutTests {
  /// A table of `style` filling a 375 × 600 root (no safe area), fed by `rows`.
  func makeTable(_ style: TableView.Style = .plain, rows: BlockRows) -> (View, TableView) {
    let root = makeRoot(width: 375, height: 600)
    let table = TableView(frame: root.bounds, style: style)
    table.register(BlockCell.self, forCellReuseIdentifier: "block")
    table.dataSource = rows
    table.delegate = rows
    root.addSubview(table)
    root.layoutIfNeeded()
    return (root, table)
  }

  /// The separator's device pixel: the root is on the main screen, at 3×.
  let pixel: CGFloat = 1.0 / 3

  @Test func selfSizingRowsAreTheirContentPlusTheMargins() {
    let rows = BlockRows([[30, 50, 10]])
    let (_, table) = makeTable(rows: rows)
    // 11 + block + 11 for each row, and the separator's pixel below, stacked from the top.
    let heights = [52 + pixel, 72 + pixel, 32 + pixel]
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 0))
        == CGRect(x: 0, y: 0, width: 375, height: heights[0]))
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: heights[0], width: 375, height: heights[1]))
    #expect(
      table.rectForRow(at: IndexPath(row: 2, section: 0))
        == CGRect(x: 0, y: heights[0] + heights[1], width: 375, height: heights[2]))
    #expect(abs(table.contentSize.height - (heights[0] + heights[1] + heights[2])) < 1e-9)
    let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? BlockCell
    // The content view ends above the separator: the block keeps its 30 points inside the margins.
    #expect(first?.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 52))
    #expect(first?.block.frame == CGRect(x: 16, y: 11, width: 343, height: 30))
  }

  /// Without separators a self-sizing row is its content alone, and the content view fills its row.
  @Test func withoutSeparatorsARowIsItsContent() {
    let rows = BlockRows([[30, 50]])
    let root = makeRoot(width: 375, height: 600)
    let table = TableView(frame: root.bounds, style: .plain)
    table.separatorStyle = .none
    table.register(BlockCell.self, forCellReuseIdentifier: "block")
    table.dataSource = rows
    root.addSubview(table)
    root.layoutIfNeeded()
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 52, width: 375, height: 72))
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView.frame.height == 72)
  }

  /// A stack view arranging inside its margins sizes its row: 10 + 60 + 10.
  @Test func aStackWithMarginsSizesItsRow() {
    let rows = PaddedStackRows()
    let root = makeRoot(width: 375, height: 600)
    let table = TableView(frame: root.bounds, style: .plain)
    table.register(PaddedStackCell.self, forCellReuseIdentifier: "padded")
    table.dataSource = rows
    root.addSubview(table)
    root.layoutIfNeeded()
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 80 + pixel, width: 375, height: 80 + pixel))
  }

  /// A cell measured on its own, as helpers that size a cell before snapshotting it do, is as tall as its content
  /// view's constraints make it, at the width asked for.
  @Test func aCellMeasuredOnItsOwnIsItsContentsHeight() {
    let cell = PaddedStackCell(style: .default, reuseIdentifier: nil)
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 320, height: 80))
    let block = BlockCell(style: .default, reuseIdentifier: nil)
    // 11 + 30 + 11 (the content view's margins).
    #expect(block.systemLayoutSizeFitting(CGSize(width: 320, height: 1000)).height == 52)
    // Constraints made in the cell's `updateConstraints` count: 11 + 40 + 11.
    let deferred = DeferredConstraintsCell(style: .default, reuseIdentifier: nil)
    #expect(deferred.systemLayoutSizeFitting(CGSize(width: 320, height: 0)).height == 62)
  }

  /// A self-sizing cell's required constraints hold at its measured height: it joins the table without a
  /// conflict (its content view kept the 44-point height it was made with, which the block's 30 + 22 cannot fit).
  @Test func selfSizingCellsJoinTheTableWithoutAConflict() {
    let rows = BlockRows([[30, 50]])
    let (_, diagnostics) = Diagnostics.collect { makeTable(rows: rows) }
    #expect(diagnostics.map(\.message) == [])
  }
}

@Suite struct TableViewStyleTests {
  func makeTable(
    _ style: TableView.Style, rows: BlockRows, width: CGFloat = 375, height: CGFloat = 600
  )
    -> TableView
  {
    let root = makeRoot(width: width, height: height)
    let table = TableView(frame: root.bounds, style: style)
    table.register(BlockCell.self, forCellReuseIdentifier: "block")
    table.dataSource = rows
    table.delegate = rows
    root.addSubview(table)
    root.layoutIfNeeded()
    return table
  }

  /// A row of a 22-point block: 11 + 22 + 11, and the separator's pixel at 3×.
  let row: CGFloat = 44 + 1.0 / 3

  /// A grouped table without titles: 35 points above the first section, 17.5-point footers and headers between
  /// sections (35 points apart), rows of 22 + 22 and the separator.
  @Test func groupedSectionsWithoutTitlesAreThirtyFivePointsApart() {
    let table = makeTable(.grouped, rows: BlockRows([[22, 22], [22]]))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 35)
    #expect(abs(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY - (35 + row)) < 1e-9)
    expectRect(
      table.rectForFooter(inSection: 0), CGRect(x: 0, y: 35 + 2 * row, width: 375, height: 17.5))
    expectRect(
      table.rectForHeader(inSection: 1), CGRect(x: 0, y: 52.5 + 2 * row, width: 375, height: 17.5))
    #expect(abs(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY - (70 + 2 * row)) < 1e-9)
    #expect(abs(table.contentSize.height - (70 + 3 * row + 17.5)) < 1e-9)
  }

  /// An inset-grouped table's rows are inset by the side margin (20 points on a 390-point table, 16 on a
  /// 375-point one) and its sections' first and last rows are rounded by 10 points.
  @Test func insetGroupedRowsAreInsetAndRounded() {
    let wide = makeTable(.insetGrouped, rows: BlockRows([[22, 22, 22]]), width: 390)
    #expect(wide.rectForRow(at: IndexPath(row: 1, section: 0)).minX == 20)
    #expect(wide.rectForRow(at: IndexPath(row: 1, section: 0)).width == 350)
    let narrow = makeTable(.insetGrouped, rows: BlockRows([[22, 22, 22]]))
    #expect(narrow.rectForRow(at: IndexPath(row: 0, section: 0)).width == 343)
    let first = narrow.cellForRow(at: IndexPath(row: 0, section: 0))
    let middle = narrow.cellForRow(at: IndexPath(row: 1, section: 0))
    #expect(first?.layer.cornerRadius == 10)
    #expect(first?.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(middle?.layer.cornerRadius == 0)
  }

  /// A plain table's titled header is 28 points tall with 22 points above it (iOS 15's header top padding); an
  /// untitled section has neither.
  @Test func plainHeadersHaveTopPadding() {
    let rows = BlockRows([[22], [22]])
    rows.headerTitles = [nil, "Second"]
    let table = makeTable(.plain, rows: rows)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
    expectRect(table.rectForHeader(inSection: 1), CGRect(x: 0, y: row + 22, width: 375, height: 28))
    #expect(abs(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY - (row + 50)) < 1e-9)
    #expect(table.headerView(forSection: 1)?.textLabel?.text == "Second")
  }

  /// Only the rows in the visible window get cells: 44⅓-point rows in a 200-point table show rows 0 to 4 (row 4
  /// starts at 177.3), and the data source is asked for those alone; the others count by their estimate (44).
  @Test func onlyTheVisibleWindowIsBuilt() {
    let rows = BlockRows([Array(repeating: 22, count: 1000)])
    let table = makeTable(.plain, rows: rows, height: 200)
    #expect(table.indexPathsForVisibleRows == (0..<5).map { IndexPath(row: $0, section: 0) })
    #expect(rows.cellsMade == 5)
    #expect(rows.displayed.count == 5)
    #expect(abs(table.contentSize.height - (5 * row + 44 * 995)) < 0.001)
  }

  /// Scrolling two rows down shows rows 2 to 6; the cells of rows 0 and 1 left the window and serve rows 5 and 6.
  @Test func scrollingReusesCells() {
    let rows = BlockRows([Array(repeating: 22, count: 50)])
    let table = makeTable(.plain, rows: rows, height: 200)
    let before = Set(table.visibleCells.map(ObjectIdentifier.init))
    table.contentOffset = CGPoint(x: 0, y: 2 * row)
    table.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows == (2..<7).map { IndexPath(row: $0, section: 0) })
    let after = Set(table.visibleCells.map(ObjectIdentifier.init))
    #expect(after == before)
    #expect(rows.cellsMade == 7)
  }

  /// A standard cell's row is 44 points, and an accessory takes its glyph and the side margin from the content view.
  @Test func standardCellsAreFortyFourPointsAndAccessoriesNarrowTheContent() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Wi-Fi"
    cell.accessoryType = .disclosureIndicator
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
    cell.layoutIfNeeded()
    // 375 − 16 (side margin) − 8 (chevron).
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 351, height: 44))
    #expect(cell.textLabel?.frame.minX == 16)
    let root = makeRoot(width: 375, height: 300)
    let table = TableView(frame: root.bounds, style: .plain)
    let source = OneCell(cell)
    table.dataSource = source
    root.addSubview(table)
    root.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    // In the table the content view ends above the separator's pixel (3×): 44 − 1/3.
    #expect(cell.contentView.frame.height == 44 - 1.0 / 3)
  }
}

/// A data source of one given cell.
final class OneCell: TableViewDataSource {
  let cell: TableViewCell
  init(_ cell: TableViewCell) { self.cell = cell }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    cell
  }
}

@Suite struct ListContentConfigurationTests {
  /// A configured cell self-sizes like a standard one: at least 44 points; its text starts at the side margin.
  @Test func aConfiguredCellIsAtLeastAStandardRow() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = "Wi-Fi"
    cell.contentConfiguration = content
    let root = makeRoot(width: 375, height: 300)
    let table = TableView(frame: root.bounds, style: .plain)
    let source = OneCell(cell)
    table.dataSource = source
    root.addSubview(table)
    root.layoutIfNeeded()
    // 44 with the separator's pixel: the content view is 44 − 1/3.
    #expect(abs(table.rectForRow(at: IndexPath(row: 0, section: 0)).height - 44) < 1e-9)
    let view = cell.contentView.subviews.compactMap { $0 as? ListContentView }.first
    let text = view?.subviews.first { $0.identifier == "text" }
    #expect(text?.frame.minX == 16)
  }

  /// The standard configurations keep UIKit's arrangement: a value cell puts its value beside the text.
  @Test func standardConfigurationsForEachStyle() {
    #expect(
      TableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
        .prefersSideBySideTextAndSecondaryText)
    #expect(
      !TableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
        .prefersSideBySideTextAndSecondaryText)
    #expect(ListContentConfiguration.groupedHeader().textProperties.transform == .uppercase)
    #expect(ListContentConfiguration.cell().directionalLayoutMargins.top == 11)
  }

  /// A background configuration replaces the list's default background: its colour and corners are drawn.
  @Test func backgroundConfigurationIsDrawn() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    var background = BackgroundConfiguration.listGroupedCell()
    background.cornerRadius = 12
    background.backgroundColor = .systemYellow
    cell.backgroundConfiguration = background
    cell.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
    cell.layoutIfNeeded()
    let drawn = cell.subviews.first { $0.identifier == "background" }
    #expect(drawn?.backgroundColor == .systemYellow)
    #expect(drawn?.cornerRadius == 12)
    #expect(drawn?.frame == cell.bounds)
  }
}
