import Foundation
import LayoutRender
import Testing

/// Outline sections (UIKit's `NSDiffableDataSourceSectionSnapshot`): a tree, of which the expanded part shows.
@MainActor @Suite struct SectionSnapshotTests {
  /// Fruit (apple, pear) and Nuts: collapsed, only the roots show; expanded, the children follow their parent.
  @Test func theExpandedPartShows() {
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Fruit", "Nuts"])
    outline.append(["Apple", "Pear"], to: "Fruit")
    #expect(outline.visibleItems == ["Fruit", "Nuts"])
    #expect(outline.items == ["Fruit", "Apple", "Pear", "Nuts"])
    outline.expand(["Fruit"])
    #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Nuts"])
    #expect(
      outline.level(of: "Pear") == 1 && outline.parent(of: "Pear") == "Fruit"
        && outline.isVisible("Pear"))
    outline.insert(["Fig"], after: "Apple")
    #expect(outline.snapshot(of: "Fruit").rootItems == ["Apple", "Fig", "Pear"])
    outline.delete(["Fruit"])
    #expect(outline.items == ["Nuts"] && !outline.contains("Apple"))
  }

  final class Row: UICollectionViewListCell {}

  /// A section applied as an outline shows its visible items as the section's rows.
  @Test func aDataSourceShowsTheVisibleItems() {
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
    list.register(Row.self, forCellWithReuseIdentifier: "row")
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) {
      view, indexPath, _ in
      view.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as? Row
    }
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Mail", "Notes"])
    outline.append(["Inbox", "Sent"], to: "Mail")
    outline.expand(["Mail"])
    source.apply(outline, to: 0, animatingDifferences: false)
    #expect(source.snapshot().itemIdentifiers(inSection: 0) == ["Mail", "Inbox", "Sent", "Notes"])
    #expect(source.snapshot(for: 0).level(of: "Sent") == 1)
    #expect(source.itemIdentifier(for: IndexPath(item: 3, section: 0)) == "Notes")
  }
}
