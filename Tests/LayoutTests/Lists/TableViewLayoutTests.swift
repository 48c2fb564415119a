import Foundation
import Layout
import Testing
import UIKitCompat

/// A cell whose content is one block of a fixed height pinned to the content view's margins: its row is the
/// block's height plus the 11-point top and bottom margins UIKit gives a cell's content view.
final class BlockCell: TableViewCell {
  let block = View()
  let blockHeight: LayoutConstraint

  override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
    blockHeight = block.heightAnchor.constraint(equalToConstant: 30)
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    block.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(block)
    LayoutConstraint.activate([
      block.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      block.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
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
    let cell = tableView.dequeueReusableCell(withIdentifier: "block", for: indexPath) as! BlockCell
    cell.blockHeight.constant = heights[indexPath.section][indexPath.row]
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

  @Test func selfSizingRowsAreTheirContentPlusTheMargins() {
    let rows = BlockRows([[30, 50, 10]])
    let (_, table) = makeTable(rows: rows)
    // 11 + block + 11 for each row, stacked from the top.
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 0))
        == CGRect(x: 0, y: 0, width: 375, height: 52))
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 52, width: 375, height: 72))
    #expect(
      table.rectForRow(at: IndexPath(row: 2, section: 0))
        == CGRect(x: 0, y: 124, width: 375, height: 32))
    #expect(table.contentSize == CGSize(width: 375, height: 156))
    let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? BlockCell
    #expect(first?.block.frame == CGRect(x: 16, y: 11, width: 343, height: 30))
  }
}
