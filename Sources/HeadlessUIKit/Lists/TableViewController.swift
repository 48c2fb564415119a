import Foundation

/// A view controller whose view is a table that it feeds (UIKit's `UITableViewController`).
///
/// It is the table's data source and delegate: override the `tableView(…)` methods you need, as in UIKit. Its
/// own answers are UIKit's defaults (no rows, the table's heights).
@preconcurrency @MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
  private let tableStyle: TableView.Style
  private var storedTableView: TableView?

  /// A controller whose table has `style`.
  public init(style: TableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a plain table.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
  }

  /// The table, which is the controller's view.
  open var tableView: TableView! {
    get {
      loadViewIfNeeded()
      return storedTableView
    }
    set {
      storedTableView = newValue
      view = newValue
    }
  }

  /// Whether the selection is cleared when the view appears (stored).
  open var clearsSelectionOnViewWillAppear = true

  /// The table's pull-to-refresh control.
  open var refreshControl: RefreshControl? {
    get { tableView.refreshControl }
    set { tableView.refreshControl = newValue }
  }

  open override func loadView() {
    let table = TableView(frame: Screen.main.bounds, style: tableStyle)
    table.dataSource = self
    table.delegate = self
    storedTableView = table
    view = table
  }

  // MARK: - Data source (override)

  open func numberOfSections(in tableView: TableView) -> Int { 1 }
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(style: .default, reuseIdentifier: nil)
  }
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
  open func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  open func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}

  // MARK: - Delegate (override)

  open func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
  open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
  open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
  {
    0
  }

  // UIKit mirrors every requirement of the protocols it adopts into the class, so a subclass overrides them.
  open func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
  open func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  open func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  open func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath)
    -> [TableViewRowAction]?
  { nil }
  open func tableView(
    _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
  ) {}
  open func tableView(
    _ tableView: TableView, willDisplayFooterView view: View, forSection section: Int
  ) {}
  open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }
  open func tableView(
    _ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  open func tableView(
    _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
  ) -> TableViewCell.EditingStyle { .delete }
  open func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  open func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}
  open func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}
  open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  { UITableView.automaticDimension }
  open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  { UITableView.automaticDimension }
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  open func tableView(
    _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
  ) -> Bool { true }
  open func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
  }
  open func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
  open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  { true }
  open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  open func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  open func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
  { false }
  open func tableView(
    _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool { false }
  open func tableView(
    _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) {}
  open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
  open func tableView(
    _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
  ) -> Bool { true }
  open func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {}
  open func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }
  open func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath)
    -> Bool
  { false }
  open func tableView(
    _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
    with context: any UISpringLoadedInteractionContext
  ) -> Bool { true }
  open func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { false }
  open func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}
  open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
  open func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  open func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  open func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  open func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
  open func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  open func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  open func scrollViewDidScroll(_ scrollView: ScrollView) {}
  open func scrollViewDidZoom(_ scrollView: ScrollView) {}
  open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  open func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
  open func viewForZooming(in scrollView: ScrollView) -> View? { nil }
  open func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
  open func scrollViewDidEndZooming(
    _ scrollView: ScrollView, with view: View?, atScale scale: CGFloat
  ) {}
  open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
  open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}

public typealias UITableViewController = TableViewController
