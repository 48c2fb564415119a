import Foundation

/// A view controller whose view is a collection view that it feeds (UIKit's `UICollectionViewController`).
///
/// It is the collection view's data source and delegate: override the `collectionView(…)` methods you need.
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
}

public typealias UICollectionViewController = CollectionViewController
