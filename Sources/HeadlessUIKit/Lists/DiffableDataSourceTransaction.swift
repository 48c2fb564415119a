import Foundation

/// What a reorder did to a diffable data source's data (UIKit's `NSDiffableDataSourceTransaction`).
///
/// A reorder gives one to the data source's reordering handlers. Nothing is dragged here, so none is ever made by a
/// reorder; code that handles one compiles, and one can be made from two snapshots.
public struct DiffableDataSourceTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
  /// The data before the reorder.
  public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The data after it.
  public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The items' moves, as insertions and removals.
  public let difference: CollectionDifference<ItemIdentifierType>
  /// The same per section.
  public let sectionTransactions:
    [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

  /// A transaction from `initial` to `final` (the difference of their items in order).
  public init(
    initialSnapshot initial: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    finalSnapshot final: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    sectionTransactions: [DiffableDataSourceSectionTransaction<
      SectionIdentifierType, ItemIdentifierType
    >] =
      []
  ) {
    initialSnapshot = initial
    finalSnapshot = final
    difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers)
    self.sectionTransactions = sectionTransactions
  }
}

/// What a reorder did to one section (UIKit's `NSDiffableDataSourceSectionTransaction`).
public struct DiffableDataSourceSectionTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
  /// The section.
  public let sectionIdentifier: SectionIdentifierType
  /// The section's items before the reorder.
  public let initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// Its items after.
  public let finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The items' moves, as insertions and removals.
  public let difference: CollectionDifference<ItemIdentifierType>

  /// A section's transaction from `initial` to `final`.
  public init(
    sectionIdentifier: SectionIdentifierType,
    initialSnapshot initial: DiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    finalSnapshot final: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  ) {
    self.sectionIdentifier = sectionIdentifier
    initialSnapshot = initial
    finalSnapshot = final
    difference = final.items.difference(from: initial.items)
  }
}

public typealias NSDiffableDataSourceTransaction = DiffableDataSourceTransaction
public typealias NSDiffableDataSourceSectionTransaction = DiffableDataSourceSectionTransaction
