import Foundation

/// Told which rows will show soon, to load their data ahead (UIKit's `UITableViewDataSourcePrefetching`): a
/// headless table shows what it shows at once, so it never asks.
@preconcurrency @MainActor
public protocol TableViewDataSourcePrefetching: AnyObject {
  func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])
  func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
  public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
  {}
}

/// Told which items will show soon (UIKit's `UICollectionViewDataSourcePrefetching`); never asked headless.
@preconcurrency @MainActor
public protocol CollectionViewDataSourcePrefetching: AnyObject {
  func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
  func collectionView(
    _ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
  public func collectionView(
    _ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}

/// Which parts of a table hug their content (UIKit's `UITableViewContentHuggingElements`; stored).
public struct TableViewContentHuggingElements: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let sectionHeaders = TableViewContentHuggingElements(rawValue: 1 << 0)
}

public typealias UITableViewDataSourcePrefetching = TableViewDataSourcePrefetching
public typealias UICollectionViewDataSourcePrefetching = CollectionViewDataSourcePrefetching
public typealias UITableViewContentHuggingElements = TableViewContentHuggingElements
