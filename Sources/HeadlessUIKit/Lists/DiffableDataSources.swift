import Foundation

/// A table's data source that shows a snapshot of identifiers (UIKit's `UITableViewDiffableDataSource`): make it
/// with the table and a closure that gives each item its cell, keep it, and apply snapshots.
@preconcurrency @MainActor
open class TableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
  NSObject, TableViewDataSource
{
  public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

  private weak var tableView: TableView?
  private let cellProvider: CellProvider
  private var current = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// How rows would animate (stored; nothing animates here).
  public var defaultRowAnimation: TableView.RowAnimation = .automatic

  /// Becomes `tableView`'s data source; `cellProvider` gives each item's cell.
  public init(tableView: TableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  open func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// Shows `snapshot` (the table reloads; there is no animation here), then calls `completion`.
  open func apply(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    current = snapshot
    tableView?.reloadData()
    completion?()
  }

  open func applySnapshotUsingReloadData(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) { apply(snapshot, completion: completion) }

  /// Shows `snapshot`, awaited (the table reloads at once).
  open func apply(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async { apply(snapshot, animatingDifferences: animatingDifferences, completion: nil) }

  /// Shows `snapshot` with a reload, awaited.
  open func applySnapshotUsingReloadData(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async { apply(snapshot, completion: nil) }

  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.section(at: index)
  }
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    current.numberOfItems(inSectionAt: section)
  }
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    guard let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(tableView, indexPath, item)
    else {
      preconditionFailure("the cell provider returned no cell for the row at \(indexPath)")
    }
    return cell
  }
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
  open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  open func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  open func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
  open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
  open func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  )
    -> Int
  { index }
}

/// A collection view's data source that shows a snapshot of identifiers (UIKit's
/// `UICollectionViewDiffableDataSource`).
@preconcurrency @MainActor
open class CollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
  NSObject, CollectionViewDataSource
{
  public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) ->
    CollectionViewCell?
  public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) ->
    CollectionReusableView?

  private weak var collectionView: CollectionView?
  private let cellProvider: CellProvider
  private var current = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  private var sectionSnapshots:
    [SectionIdentifierType: DiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
  /// Gives headers and footers their views.
  public var supplementaryViewProvider: SupplementaryViewProvider?
  /// What reordering may do (stored: nothing is dragged here).
  public var reorderingHandlers = ReorderingHandlers()
  /// What expanding and collapsing may do (stored: nothing is tapped here).
  public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

  /// Closures a reorder asks (UIKit's `ReorderingHandlers`); nothing is dragged here, so they are kept, not called.
  public struct ReorderingHandlers {
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    public var willReorder:
      ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    public var didReorder:
      ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    public init() {}
  }

  /// Closures an outline's expanding and collapsing ask (UIKit's `SectionSnapshotHandlers`).
  public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
    public var shouldExpandItem: ((Item) -> Bool)?
    public var willExpandItem: ((Item) -> Void)?
    public var shouldCollapseItem: ((Item) -> Bool)?
    public var willCollapseItem: ((Item) -> Void)?
    public var snapshotForExpandingParent:
      ((Item, DiffableDataSourceSectionSnapshot<Item>) -> DiffableDataSourceSectionSnapshot<Item>)?
    public init() {}
  }

  /// Becomes `collectionView`'s data source; `cellProvider` gives each item's cell.
  public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  open func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// Shows `snapshot` (the collection view reloads; there is no animation here), then calls `completion`.
  open func apply(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    current = snapshot
    collectionView?.reloadData()
    completion?()
  }

  open func applySnapshotUsingReloadData(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) { apply(snapshot, completion: completion) }

  /// Shows `snapshot`, awaited.
  open func apply(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async { apply(snapshot, animatingDifferences: animatingDifferences, completion: nil) }

  /// Shows `snapshot` with a reload, awaited.
  open func applySnapshotUsingReloadData(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async { apply(snapshot, completion: nil) }

  /// Shows a section as an outline: its items become the section snapshot's visible ones (the section is added
  /// at the end when the snapshot lacks it).
  open func apply(
    _ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    var whole = current
    if whole.indexOfSection(section) == nil { whole.appendSections([section]) }
    whole.deleteItems(whole.itemIdentifiers(inSection: section))
    whole.appendItems(snapshot.visibleItems, toSection: section)
    sectionSnapshots[section] = snapshot
    apply(whole, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// Shows a section as an outline, awaited.
  open func apply(
    _ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType,
    animatingDifferences: Bool = true
  ) async {
    apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: nil)
  }

  /// The section's outline: the one applied, else its items as roots.
  open func snapshot(for section: SectionIdentifierType) -> DiffableDataSourceSectionSnapshot<
    ItemIdentifierType
  > {
    if let outline = sectionSnapshots[section] { return outline }
    var flat = DiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    flat.append(current.itemIdentifiers(inSection: section))
    return flat
  }

  /// The index path an index title leads to: the first item of the section at `index`.
  open func collectionView(
    _ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int
  )
    -> IndexPath
  { IndexPath(item: 0, section: index) }

  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.section(at: index)
  }
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }
  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    current.numberOfItems(inSectionAt: section)
  }
  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    guard let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    else {
      preconditionFailure("the cell provider returned no cell for the item at \(indexPath)")
    }
    return cell
  }
  open func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    supplementaryViewProvider?(collectionView, kind, indexPath) ?? CollectionReusableView()
  }
  open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    false
  }
  open func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  open func indexTitles(for collectionView: CollectionView) -> [String]? { nil }
}

public typealias UITableViewDiffableDataSource = TableViewDiffableDataSource
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
