import Foundation

/// The sections and items a list shows, by identifier (UIKit's `NSDiffableDataSourceSnapshot`).
///
/// Build one, then hand it to a diffable data source's `apply(_:animatingDifferences:)`. Nothing animates here,
/// so applying a snapshot reloads the list.
public struct DiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
  Sendable
{
  private var sections: [SectionIdentifierType] = []
  private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

  public init() {}

  public var numberOfItems: Int { sections.reduce(0) { $0 + (items[$1]?.count ?? 0) } }
  public var numberOfSections: Int { sections.count }
  public var sectionIdentifiers: [SectionIdentifierType] { sections }
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }

  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    items[identifier]?.count ?? 0
  }

  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    items[identifier] ?? []
  }

  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    sections.first { items[$0]?.contains(identifier) ?? false }
  }

  /// The item's position among all items, section after section.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }

  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex(of: identifier)
  }

  // MARK: - Items

  /// Appends items to `sectionIdentifier`, or to the last section; there must be one, as in UIKit.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    guard let section = sectionIdentifier ?? sections.last else {
      preconditionFailure("appendItems: there are no sections to append to; append a section first")
    }
    items[section, default: []].append(contentsOf: identifiers)
  }

  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, next: beforeIdentifier, after: false)
  }

  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, next: afterIdentifier, after: true)
  }

  private mutating func insert(
    _ identifiers: [ItemIdentifierType], next anchor: ItemIdentifierType, after: Bool
  ) {
    guard let section = sectionIdentifier(containingItem: anchor),
      let index = items[section]?.firstIndex(of: anchor)
    else { preconditionFailure("insertItems: item \(anchor) is not in the snapshot") }
    items[section]?.insert(contentsOf: identifiers, at: after ? index + 1 : index)
  }

  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let doomed = Set(identifiers)
    for section in sections { items[section]?.removeAll { doomed.contains($0) } }
  }

  public mutating func deleteAllItems() {
    sections.removeAll()
    items.removeAll()
  }

  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    deleteItems([identifier])
    insertItems([identifier], beforeItem: toIdentifier)
  }

  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    deleteItems([identifier])
    insertItems([identifier], afterItem: toIdentifier)
  }

  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    reloadedItemIdentifiers.append(contentsOf: identifiers)
  }

  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    reconfiguredItemIdentifiers.append(contentsOf: identifiers)
  }

  // MARK: - Sections

  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    sections.append(contentsOf: identifiers)
  }

  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    sections.insert(contentsOf: identifiers, at: sectionIndex(toIdentifier))
  }

  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    sections.insert(contentsOf: identifiers, at: sectionIndex(toIdentifier) + 1)
  }

  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    for section in identifiers { items[section] = nil }
    sections.removeAll { identifiers.contains($0) }
  }

  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    sections.removeAll { $0 == identifier }
    sections.insert(identifier, at: sectionIndex(toIdentifier))
  }

  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    sections.removeAll { $0 == identifier }
    sections.insert(identifier, at: sectionIndex(toIdentifier) + 1)
  }

  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    reloadedSectionIdentifiers.append(contentsOf: identifiers)
  }

  private func sectionIndex(_ identifier: SectionIdentifierType) -> Int {
    guard let index = sections.firstIndex(of: identifier) else {
      preconditionFailure("section \(identifier) is not in the snapshot")
    }
    return index
  }

  /// The identifier of the section at `index`, if there is one.
  func section(at index: Int) -> SectionIdentifierType? {
    sections.indices.contains(index) ? sections[index] : nil
  }

  /// The number of items in the section at `index` (none past the last section).
  func numberOfItems(inSectionAt index: Int) -> Int {
    section(at: index).map(numberOfItems(inSection:)) ?? 0
  }

  /// The item at `indexPath` (section, then item: a table's row is the same index).
  func item(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard sections.indices.contains(indexPath.section),
      let list = items[sections[indexPath.section]], list.indices.contains(indexPath.item)
    else { return nil }
    return list[indexPath.item]
  }

  /// Where `item` is.
  func indexPath(of item: ItemIdentifierType) -> IndexPath? {
    for (number, section) in sections.enumerated() {
      if let index = items[section]?.firstIndex(of: item) {
        return IndexPath(item: index, section: number)
      }
    }
    return nil
  }
}

public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot
