import Foundation

/// What a table shows: its sections, rows and cells (UIKit's `UITableViewDataSource`).
///
/// The two row methods are required; the others have UIKit's defaults (one section, no titles). Editing and
/// moving rows never happen here.
@preconcurrency @MainActor
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
@preconcurrency @MainActor
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
  func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath)
    -> [TableViewRowAction]?
  // UIKit declares these too (in its own spelling here); each has a default below.
  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
  func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
  func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath)
    -> Bool
  func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)
  func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
  func tableView(
    _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool
  func tableView(
    _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?)
  func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool
  func tableView(
    _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
  ) -> Bool
  func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator)
  func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?
  func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath)
    -> Bool
  func tableView(
    _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
    with context: any UISpringLoadedInteractionContext
  ) -> Bool
  func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool
  func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
  func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration?
  func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
  func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
}

extension TableViewDelegate {
  public func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  public func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath)
    -> [TableViewRowAction]?
  { nil }
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
  public func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}
  public func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}
  public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  { UITableView.automaticDimension }
  public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  { UITableView.automaticDimension }
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  public func tableView(
    _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
  ) -> Bool { true }
  public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)
  {}
  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
  public func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }
  public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  public func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath)
    -> Bool
  { false }
  public func tableView(
    _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool { false }
  public func tableView(
    _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
    withSender sender: Any?
  ) {}
  public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
    true
  }
  public func tableView(
    _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
  ) -> Bool { true }
  public func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {}
  public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }
  public func tableView(
    _ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath
  ) -> Bool { false }
  public func tableView(
    _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
    with context: any UISpringLoadedInteractionContext
  ) -> Bool { true }
  public func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { false }
  public func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}
  public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  public func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  public func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  public func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
  public func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  public func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
}

public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate
