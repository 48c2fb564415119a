import Foundation

/// What a table shows: its sections, rows and cells (UIKit's `UITableViewDataSource`).
///
/// The two row methods are required; the others have UIKit's defaults (one section, no titles). Editing and
/// moving rows never happen here.
public protocol TableViewDataSource: AnyObject {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  func numberOfSections(in tableView: TableView) -> Int
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
  func sectionIndexTitles(for tableView: TableView) -> [String]?
  func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int)
    -> Int
  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  )
}

extension TableViewDataSource {
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
  public func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
  public func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
}

/// What a table asks about sizes and tells about display and selection (UIKit's `UITableViewDelegate`).
///
/// Every method has UIKit's default: the heights are the table's (``TableView/rowHeight`` …), no custom header
/// or footer views. Set it as the table's `delegate`.
public protocol TableViewDelegate: ScrollViewDelegate {
  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
  func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
  func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
  func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
  func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  func tableView(
    _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
  ) -> TableViewCell.EditingStyle
  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
  func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
}

extension TableViewDelegate {
  public func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  public func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
  ) {}
  public func tableView(
    _ tableView: TableView, willDisplayFooterView view: View, forSection section: Int
  ) {}
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    nil
  }
  public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    nil
  }
  public func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  { 0 }
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  {
    indexPath
  }
  public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }
  public func tableView(
    _ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
  ) -> TableViewCell.EditingStyle { .delete }
  public func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
}

public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate
