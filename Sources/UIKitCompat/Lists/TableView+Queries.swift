import Foundation
import Layout

// Where rows are and which are shown: UIKit's geometry questions, answered from the last layout (a table lays
// itself out first when it has not yet).
extension TableView {
  /// The frames of every section after a layout.
  private var sectionFrames: [TableGeometry.SectionFrames] {
    layoutIfNeeded()
    guard let geometry else { return [] }
    return geometry.frames(
      top: tableHeaderView?.frame.height ?? 0, inset: tableStyle == .insetGrouped ? sideMargin : 0)
  }

  /// A section's frame, header to footer, in the table's content coordinates.
  open func rect(forSection section: Int) -> CGRect {
    let frames = sectionFrames
    return frames.indices.contains(section) ? frames[section].all : .zero
  }

  open func rectForHeader(inSection section: Int) -> CGRect {
    let frames = sectionFrames
    return frames.indices.contains(section) ? frames[section].header : .zero
  }

  open func rectForFooter(inSection section: Int) -> CGRect {
    let frames = sectionFrames
    return frames.indices.contains(section) ? frames[section].footer : .zero
  }

  /// A row's frame; rows past the visible window have their estimated height.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    let frames = sectionFrames
    guard frames.indices.contains(indexPath.section),
      frames[indexPath.section].rows.indices.contains(indexPath.row)
    else { return .zero }
    return frames[indexPath.section].rows[indexPath.row]
  }

  /// The row at a point in content coordinates, if any.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    indexPathsForRows(in: CGRect(origin: point, size: CGSize(width: 0.001, height: 0.001)))?.first
  }

  /// The rows whose frames meet `rect`, top to bottom.
  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    var paths: [IndexPath] = []
    for (section, frames) in sectionFrames.enumerated() where frames.all.overlaps(rect) {
      for (row, frame) in frames.rows.enumerated() where frame.overlaps(rect) {
        paths.append(IndexPath(row: row, section: section))
      }
    }
    return paths
  }

  /// The row a shown cell is at.
  open func indexPath(for cell: TableViewCell) -> IndexPath? {
    layoutIfNeeded()
    return shownCells.first { $0.value === cell }?.key
  }

  /// The cell shown at `indexPath`; `nil` for a row outside the visible window.
  open func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    layoutIfNeeded()
    return shownCells[indexPath]
  }

  /// The cells shown, top to bottom.
  open var visibleCells: [TableViewCell] {
    layoutIfNeeded()
    return shownCells.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The rows shown, top to bottom.
  open var indexPathsForVisibleRows: [IndexPath]? {
    layoutIfNeeded()
    return shownCells.keys.sorted()
  }

  /// The header view shown for `section`, if it is a header-footer view.
  open func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
    layoutIfNeeded()
    return shownSupplements[SupplementKey(kind: .header, section: section)]
      as? TableViewHeaderFooterView
  }

  open func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
    layoutIfNeeded()
    return shownSupplements[SupplementKey(kind: .footer, section: section)]
      as? TableViewHeaderFooterView
  }

  /// Scrolls so that the row is at `scrollPosition` (`.none` scrolls the least distance that shows it), as far as
  /// the content allows.
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool)
  {
    let row = rectForRow(at: indexPath)
    let height = bounds.height
    let target: CGFloat
    switch scrollPosition {
    case .top: target = row.minY
    case .middle: target = row.midY - height / 2
    case .bottom: target = row.maxY - height
    case .none:
      scrollRectToVisible(row, animated: animated)
      return
    }
    let highest = max(contentSize.height - height, 0)
    contentOffset = CGPoint(x: contentOffset.x, y: min(max(target, 0), highest))
  }

  open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
    guard let row = indexPathForSelectedRow else { return }
    scrollToRow(at: row, at: scrollPosition, animated: animated)
  }
}
