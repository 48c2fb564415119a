import Foundation

/// One section's items as a tree, some expanded (UIKit's `NSDiffableDataSourceSectionSnapshot`).
///
/// It is what an outline list shows. The section shows ``visibleItems``: the roots, and the children of expanded
/// items, depth first.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
  public typealias Item = ItemIdentifierType

  private var roots: [Item] = []
  private var children: [Item: [Item]] = [:]
  private var parents: [Item: Item] = [:]
  private var expanded: Set<Item> = []

  /// An empty section.
  public init() {}

  // MARK: - Reading

  /// The top-level items.
  public var rootItems: [Item] { roots }
  /// Every item, depth first.
  public var items: [Item] { flattened(roots) { _ in true } }
  /// The items shown: roots, and the children of expanded items whose ancestors are all expanded.
  public var visibleItems: [Item] { flattened(roots) { expanded.contains($0) } }

  private func flattened(_ level: [Item], descending: (Item) -> Bool) -> [Item] {
    level.flatMap { item in
      [item] + (descending(item) ? flattened(children[item] ?? [], descending: descending) : [])
    }
  }

  public func contains(_ item: Item) -> Bool { parents[item] != nil || roots.contains(item) }
  public func index(of item: Item) -> Int? { items.firstIndex(of: item) }
  public func parent(of child: Item) -> Item? { parents[child] }
  public func isExpanded(_ item: Item) -> Bool { expanded.contains(item) }

  /// How deep an item is: 0 for a root.
  public func level(of item: Item) -> Int {
    var level = 0
    var current = parents[item]
    while let parent = current {
      level += 1
      current = parents[parent]
    }
    return level
  }

  /// Whether an item shows: every ancestor is expanded.
  public func isVisible(_ item: Item) -> Bool {
    guard contains(item) else { return false }
    var current = parents[item]
    while let parent = current {
      guard expanded.contains(parent) else { return false }
      current = parents[parent]
    }
    return true
  }

  /// The subtree under `parent` (with `parent` as its root when asked).
  public func snapshot(of parent: Item, includingParent: Bool = false) -> Self {
    var result = Self()
    if includingParent {
      result.roots = [parent]
      result.copySubtree(of: parent, from: self)
    } else {
      for child in children[parent] ?? [] {
        result.roots.append(child)
        result.copySubtree(of: child, from: self)
      }
    }
    return result
  }

  private mutating func copySubtree(of item: Item, from source: Self) {
    if source.expanded.contains(item) { expanded.insert(item) }
    guard let kids = source.children[item] else { return }
    children[item] = kids
    for kid in kids {
      parents[kid] = item
      copySubtree(of: kid, from: source)
    }
  }

  /// The tree as text, one item per line, indented by level (UIKit draws a similar outline).
  public func visualDescription() -> String {
    items.map { String(repeating: "  ", count: level(of: $0)) + "\($0)" }.joined(separator: "\n")
  }

  // MARK: - Changing

  /// Adds items at the end of `parent`'s children, or of the roots.
  public mutating func append(_ items: [Item], to parent: Item? = nil) {
    guard let parent else { return roots += items }
    children[parent, default: []] += items
    for item in items { parents[item] = parent }
  }

  /// Adds items just before `item`, among its siblings.
  public mutating func insert(_ items: [Item], before item: Item) {
    insert(items, beside: item, after: false)
  }

  /// Adds items just after `item`, among its siblings.
  public mutating func insert(_ items: [Item], after item: Item) {
    insert(items, beside: item, after: true)
  }

  private mutating func insert(_ items: [Item], beside item: Item, after: Bool) {
    if let parent = parents[item], let index = children[parent]?.firstIndex(of: item) {
      children[parent]?.insert(contentsOf: items, at: after ? index + 1 : index)
      for inserted in items { parents[inserted] = parent }
    } else if let index = roots.firstIndex(of: item) {
      roots.insert(contentsOf: items, at: after ? index + 1 : index)
    }
  }

  /// Adds another snapshot's trees under `parent` (or as roots).
  public mutating func append(_ snapshot: Self, to parent: Item? = nil) {
    append(snapshot.roots, to: parent)
    merge(snapshot)
  }

  /// Adds another snapshot's trees before `item`.
  public mutating func insert(_ snapshot: Self, before item: Item) {
    insert(snapshot.roots, before: item)
    merge(snapshot)
  }

  /// Adds another snapshot's trees after `item`.
  public mutating func insert(_ snapshot: Self, after item: Item) {
    insert(snapshot.roots, after: item)
    merge(snapshot)
  }

  private mutating func merge(_ snapshot: Self) {
    children.merge(snapshot.children) { _, new in new }
    parents.merge(snapshot.parents) { _, new in new }
    expanded.formUnion(snapshot.expanded)
  }

  /// Replaces `parent`'s children with another snapshot's trees.
  public mutating func replace(childrenOf parent: Item, using snapshot: Self) {
    delete(children[parent] ?? [])
    append(snapshot, to: parent)
  }

  /// Removes items and everything under them.
  public mutating func delete(_ items: [Item]) {
    for item in items {
      delete(children[item] ?? [])
      children[item] = nil
      expanded.remove(item)
      if let parent = parents.removeValue(forKey: item) {
        children[parent]?.removeAll { $0 == item }
      } else {
        roots.removeAll { $0 == item }
      }
    }
  }

  /// Removes every item.
  public mutating func deleteAll() { self = Self() }

  /// Shows items' children.
  public mutating func expand(_ items: [Item]) { expanded.formUnion(items) }

  /// Hides items' children.
  public mutating func collapse(_ items: [Item]) { expanded.subtract(items) }
}

public typealias NSDiffableDataSourceSectionSnapshot = DiffableDataSourceSectionSnapshot
