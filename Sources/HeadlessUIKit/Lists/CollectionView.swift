import Foundation

/// Items in sections placed by a layout object (UIKit's `UICollectionView`).
///
/// Give it a layout (``CollectionViewFlowLayout``, ``CollectionViewCompositionalLayout`` or your own subclass of
/// ``CollectionViewLayout``) and a ``dataSource``; register cell classes and dequeue them in
/// `collectionView(_:cellForItemAt:)` as in UIKit. At layout the collection view asks its layout for the elements
/// in the visible window and makes only those; a layout whose items size themselves measures the cells it makes.
@preconcurrency @MainActor
open class CollectionView: ScrollView {
  /// What layout attributes are for (UIKit's `UICollectionView.ElementCategory`).
  public typealias ElementCategory = CollectionViewLayoutAttributes.Category

  /// The direction a flow layout's lines stack in.
  public enum ScrollDirection: Int, Sendable {
    case vertical = 0, horizontal
  }
  /// Where an item ends up after scrolling to it.
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }
  /// Whether cells that change size resize their items (stored).
  public enum SelfSizingInvalidation: Int, Sendable {
    case disabled = 0, enabled, enabledIncludingConstraints
  }
  /// How often items move while reordering (stored).
  public enum ReorderingCadence: Int, Sendable {
    case immediate = 0, fast, slow
  }

  /// The kind of a flow or list layout's section header.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a flow or list layout's section footer.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  private var storedLayout: CollectionViewLayout
  var cellClasses: [String: CollectionViewCell.Type] = [:]
  var supplementaryClasses: [String: CollectionReusableView.Type] = [:]
  var reusableCells: [String: [CollectionViewCell]] = [:]
  var shownCells: [IndexPath: CollectionViewCell] = [:]
  var shownSupplements: [SupplementaryKey: CollectionReusableView] = [:]
  /// Cells made to measure their size this pass, and the sizes measured, until the data reloads.
  var measuredCells: [IndexPath: CollectionViewCell] = [:]
  var measuredSizes: [IndexPath: CGSize] = [:]
  var measuredSupplements: [SupplementaryKey: CollectionReusableView] = [:]
  /// Whether the layout must prepare again before the next pass, and the size it last prepared for.
  var layoutIsStale = true
  var preparedSize: CGSize?
  var selectedItems: [IndexPath] = []

  /// A supplementary view's slot: its kind and index path.
  struct SupplementaryKey: Hashable, Comparable {
    var kind: String
    var indexPath: IndexPath

    /// By index path, then kind (so views are added in a fixed order).
    static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.indexPath == rhs.indexPath ? lhs.kind < rhs.kind : lhs.indexPath < rhs.indexPath
    }
  }

  /// A collection view at `frame` laid out by `layout`.
  public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    storedLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
    backgroundColor = .systemBackground
  }

  public required init?(coder: NSCoder) {
    storedLayout = CollectionViewFlowLayout()
    super.init(coder: coder)
    storedLayout.collectionView = self
    backgroundColor = .systemBackground
  }

  /// The layout; setting it lays the items out again.
  open var collectionViewLayout: CollectionViewLayout {
    get { storedLayout }
    set { setCollectionViewLayout(newValue, animated: false) }
  }

  /// Told which items will show soon (never asked headless).
  open weak var prefetchDataSource: CollectionViewDataSourcePrefetching?
  /// The interaction that shows items' context menus (none: menus never open here).
  open var contextMenuInteraction: ContextMenuInteraction? { nil }
  /// What runs when an interactive layout transition ends: whether it completed and whether it finished.
  public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void
  private var transition:
    (layout: CollectionViewTransitionLayout, completion: LayoutInteractiveTransitionCompletion?)?

  /// Starts moving to another layout under the app's control; the current layout shows until
  /// ``finishInteractiveTransition()``.
  open func startInteractiveTransition(
    to layout: CollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil
  ) -> CollectionViewTransitionLayout {
    let transitionLayout = CollectionViewTransitionLayout(
      currentLayout: collectionViewLayout, nextLayout: layout)
    transition = (transitionLayout, completion)
    return transitionLayout
  }

  /// Ends the transition in the new layout.
  open func finishInteractiveTransition() {
    guard let transition else { return }
    self.transition = nil
    setCollectionViewLayout(transition.layout.nextLayout, animated: false)
    transition.completion?(true, true)
  }

  /// Ends the transition back in the old layout.
  open func cancelInteractiveTransition() {
    guard let transition else { return }
    self.transition = nil
    transition.completion?(false, false)
  }

  /// Starts dragging an item to a new place: refused, as nothing is dragged here.
  open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { false }
  /// Moves the dragged item (none here).
  open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {}
  /// Drops the dragged item (none here).
  open func endInteractiveMovement() {}
  /// Cancels the drag (none here).
  open func cancelInteractiveMovement() {}

  open func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
    setCollectionViewLayout(layout, animated: animated, completion: nil)
  }

  open func setCollectionViewLayout(
    _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    storedLayout.collectionView = nil
    storedLayout = layout
    layout.collectionView = self
    invalidateItems()
    completion?(true)
  }

  /// Where the items come from; setting it reloads.
  open weak var dataSource: CollectionViewDataSource? { didSet { reloadData() } }
  /// What is told about the items and, for a flow layout, asked for their sizes (UIKit redeclares the scroll
  /// view's `delegate` with this type).
  open weak var delegate: CollectionViewDelegate? {
    get { delegateObject as? CollectionViewDelegate }
    set { delegateObject = newValue }
  }

  open var isPrefetchingEnabled = true
  open var dragInteractionEnabled = false
  /// Asked when a drag starts from the list (kept; nothing is dragged here).
  open weak var dragDelegate: (any CollectionViewDragDelegate)?
  /// Asked when a drop arrives (kept; nothing is dropped here).
  open weak var dropDelegate: (any CollectionViewDropDelegate)?
  open var reorderingCadence: ReorderingCadence = .immediate
  open var selfSizingInvalidation: SelfSizingInvalidation = .enabled
  open var allowsSelection = true
  open var allowsMultipleSelection = false
  open var allowsSelectionDuringEditing = false
  open var allowsMultipleSelectionDuringEditing = false
  open var isEditing = false
  open var remembersLastFocusedIndexPath = false
  open var selectionFollowsFocus = false
  open var allowsFocus = false
  open var allowsFocusDuringEditing = false
  open var hasActiveDrag: Bool { false }
  open var hasActiveDrop: Bool { false }
  open var hasUncommittedUpdates: Bool { false }

  /// A view behind the items, the collection view's size.
  open var backgroundView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  // MARK: - Registration and reuse

  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass as? CollectionViewCell.Type
  }

  /// Nibs cannot be loaded here; registering one leaves the identifier unregistered.
  open func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
    cellClasses[identifier] = nil
  }

  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaryClasses[elementKind + "/" + identifier] = viewClass as? CollectionReusableView.Type
  }

  open func register(
    _ nib: Nib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    supplementaryClasses[kind + "/" + identifier] = nil
  }

  /// A cell of the class registered for `identifier`, one waiting for reuse if there is one.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> CollectionViewCell
  {
    if var waiting = reusableCells[identifier], let cell = waiting.popLast() {
      reusableCells[identifier] = waiting
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = cellClasses[identifier] else {
      preconditionFailure(
        "could not dequeue a cell with identifier \(identifier): register a class for it first "
          + "(register(_:forCellWithReuseIdentifier:))")
    }
    return cellClass.init(_dequeuedWithReuseIdentifier: identifier)
  }

  /// A supplementary view of the class registered for `elementKind` and `identifier`.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    guard let viewClass = supplementaryClasses[elementKind + "/" + identifier] else {
      preconditionFailure(
        "could not dequeue a view of kind \(elementKind) with identifier \(identifier): register a class "
          + "for it first (register(_:forSupplementaryViewOfKind:withReuseIdentifier:))")
    }
    return viewClass.init(_dequeuedWithReuseIdentifier: identifier)
  }

  // MARK: - Data

  /// Forgets the items and asks the data source again at the next layout.
  open func reloadData() {
    for (_, cell) in shownCells.sorted(by: { $0.key < $1.key }) { recycle(cell) }
    shownCells.removeAll()
    for view in shownSupplements.values { view.removeFromSuperview() }
    shownSupplements.removeAll()
    invalidateItems()
  }

  /// Throws away measured sizes and asks the layout to prepare again.
  func invalidateItems() {
    measuredCells.removeAll()
    measuredSizes.removeAll()
    layoutIsStale = true
    setNeedsLayout()
  }

  open var numberOfSections: Int {
    dataSource.map { max($0.numberOfSections(in: self), 0) } ?? 0
  }

  open func numberOfItems(inSection section: Int) -> Int {
    dataSource.map { max($0.collectionView(self, numberOfItemsInSection: section), 0) } ?? 0
  }

  // MARK: - Updates (there is no animation: each reloads)

  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    reloadData()
    completion?(true)
  }
  open func insertSections(_ sections: IndexSet) { reloadData() }
  open func deleteSections(_ sections: IndexSet) { reloadData() }
  open func reloadSections(_ sections: IndexSet) { reloadData() }
  open func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
  open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
  open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
  open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
  open func reconfigureItems(at indexPaths: [IndexPath]) { reloadData() }
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }

  // MARK: - Selection

  open var indexPathsForSelectedItems: [IndexPath]? { selectedItems }

  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      selectedItems.removeAll()
      setNeedsLayout()
      return
    }
    if !allowsMultipleSelection { selectedItems.removeAll() }
    if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
    for (path, cell) in shownCells { cell.isSelected = selectedItems.contains(path) }
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedItems.removeAll { $0 == indexPath }
    shownCells[indexPath]?.isSelected = false
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutItems()
  }

  // MARK: - Queries: where items are and which are shown, answered from the layout

  open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The item at a point in content coordinates, if any.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    layoutIfNeeded()
    let probe = CGRect(origin: point, size: CGSize(width: 0.001, height: 0.001))
    return collectionViewLayout.layoutAttributesForElements(in: probe)?
      .first { $0.representedElementCategory == .cell }?.indexPath
  }

  open func indexPath(for cell: CollectionViewCell) -> IndexPath? {
    layoutIfNeeded()
    return shownCells.first { $0.value === cell }?.key
  }

  open func indexPath(forSupplementaryView supplementaryView: CollectionReusableView) -> IndexPath?
  {
    layoutIfNeeded()
    return shownSupplements.first { $0.value === supplementaryView }?.key.indexPath
  }

  /// The cell shown for an item; `nil` outside the visible window.
  open func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    layoutIfNeeded()
    return shownCells[indexPath]
  }

  /// The cells shown, in index-path order.
  open var visibleCells: [CollectionViewCell] {
    layoutIfNeeded()
    return shownCells.sorted { $0.key < $1.key }.map(\.value)
  }

  open var indexPathsForVisibleItems: [IndexPath] {
    layoutIfNeeded()
    return shownCells.keys.sorted()
  }

  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> CollectionReusableView?
  {
    layoutIfNeeded()
    return shownSupplements[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
  }

  open func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
    layoutIfNeeded()
    return shownSupplements.filter { $0.key.kind == elementKind }
      .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
  }

  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    layoutIfNeeded()
    return shownSupplements.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
  }

  /// Scrolls so that the item is at `scrollPosition`, as far as the content allows.
  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool)
  {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    var offset = contentOffset
    let size = bounds.size
    if scrollPosition.contains(.top) { offset.y = frame.minY }
    if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - size.height }
    if scrollPosition.contains(.left) { offset.x = frame.minX }
    if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - size.width }
    let content = contentSize
    offset.x = min(max(offset.x, 0), max(content.width - size.width, 0))
    offset.y = min(max(offset.y, 0), max(content.height - size.height, 0))
    contentOffset = offset
  }
}

public typealias UICollectionView = CollectionView
