import Foundation

/// A view controller whose view is a collection view that it feeds (UIKit's `UICollectionViewController`).
///
/// It is the collection view's data source and delegate: override the `collectionView(…)` methods you need.
@preconcurrency @MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource,
  CollectionViewDelegate
{
  private let initialLayout: CollectionViewLayout
  private var storedCollectionView: CollectionView?

  /// A controller whose collection view is laid out by `layout`.
  public init(collectionViewLayout layout: CollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a flow layout.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialLayout = CollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    initialLayout = CollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The collection view, which is the controller's view.
  open var collectionView: CollectionView! {
    get {
      loadViewIfNeeded()
      return storedCollectionView
    }
    set {
      storedCollectionView = newValue
      view = newValue
    }
  }

  /// The collection view's layout.
  open var collectionViewLayout: CollectionViewLayout { collectionView.collectionViewLayout }
  open var clearsSelectionOnViewWillAppear = true
  open var useLayoutToLayoutNavigationTransitions = false
  open var installsStandardGestureForInteractiveMovement = true

  open override func loadView() {
    let collection = CollectionView(
      frame: Screen.main.bounds, collectionViewLayout: initialLayout)
    collection.dataSource = self
    collection.delegate = self
    storedCollectionView = collection
    view = collection
  }

  open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }
  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  { CollectionViewCell() }
  open func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView { CollectionReusableView() }
  open func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
  }

  // UIKit mirrors every requirement of the protocols it adopts into the class, so a subclass overrides them.
  open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }
  open func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  open func indexTitles(for collectionView: CollectionView) -> [String]? { nil }
  open func collectionView(
    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath { IndexPath(item: 0, section: index) }
  open func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool
  { true }
  open func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  )
    -> Bool
  { true }
  open func collectionView(
    _ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  open func collectionView(
    _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
  ) -> Bool { true }
  open func collectionView(
    _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath
  ) -> Bool { false }
  open func collectionView(
    _ collectionView: UICollectionView, canPerformAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) -> Bool { false }
  open func collectionView(
    _ collectionView: UICollectionView, performAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) {}
  open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath)
    -> Bool
  { true }
  open func collectionView(
    _ collectionView: UICollectionView,
    shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
  ) -> Bool { true }
  open func collectionView(
    _ collectionView: UICollectionView,
    didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {}
  open func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
    nil
  }
  open func collectionView(
    _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
  ) -> Bool { false }
  open func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  open func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  open func collectionView(
    _ collectionView: UICollectionView,
    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint { proposedContentOffset }
  open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath)
    -> Bool
  { false }
  open func collectionView(
    _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
    with context: any UISpringLoadedInteractionContext
  ) -> Bool { true }
  open func collectionView(
    _ collectionView: UICollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { false }
  open func collectionView(
    _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}
  open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  open func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfiguration configuration: UIContextMenuConfiguration,
    highlightPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview? { nil }
  open func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfiguration configuration: UIContextMenuConfiguration,
    dismissalPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview? { nil }
  open func collectionView(
    _ collectionView: UICollectionView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView,
    willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  open func collectionView(
    _ collectionView: UICollectionView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  open func collectionView(
    _ collectionView: UICollectionView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
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

public typealias UICollectionViewController = CollectionViewController
