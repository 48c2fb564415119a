import Foundation
import HeadlessUIKit
import Testing

/// A list cell whose content is a block of a fixed height pinned to the content view's margins.
final class BlockListCell: CollectionViewListCell {
  let block = View()
  override init(frame: CGRect) {
    super.init(frame: frame)
    block.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(block)
    LayoutConstraint.activate([
      block.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      block.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
      block.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      block.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      block.heightAnchor.constraint(equalToConstant: 30),
    ])
  }
  required init?(coder: NSCoder) { nil }
}

@Suite struct CompositionalLayoutTests {
  func makeCollection(
    _ layout: CollectionViewLayout, counts: [Int],
    cell: CollectionViewCell.Type = CollectionViewCell.self
  )
    -> CollectionView
  {
    let root = makeRoot(width: 300, height: 480)
    let collection = CollectionView(frame: root.bounds, collectionViewLayout: layout)
    collection.register(cell, forCellWithReuseIdentifier: "cell")
    let items = SizedItems(counts)
    collection.dataSource = items
    root.addSubview(collection)
    root.layoutIfNeeded()
    withExtendedLifetime(items) {}
    return collection
  }

  func frame(_ collection: CollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
    collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  /// Three items a row: each a third of the 280 points inside the 10-point insets; 100-point groups 10 apart; the
  /// seventh item starts a third group.
  @Test func fractionalItemsFillRepeatedGroups() {
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    let collection = makeCollection(
      CollectionViewCompositionalLayout(section: section), counts: [7])
    let third = 280.0 / 3
    #expect(frame(collection, 0) == CGRect(x: 10, y: 5, width: third, height: 100))
    #expect(abs((frame(collection, 2)?.minX ?? 0) - (10 + 2 * third)) < 1e-9)
    #expect(frame(collection, 4)?.origin == CGPoint(x: 10 + third, y: 115))
    #expect(frame(collection, 6)?.origin == CGPoint(x: 10, y: 225))
    #expect(collection.contentSize.height == 330)
  }

  /// A fixed count shares the group's length equally, spacing between: (300 − 3 × 4) / 4 = 72.
  @Test func aCountSplitsTheGroupEqually() {
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      repeatingSubitem: item, count: 4)
    group.interItemSpacing = .fixed(4)
    let collection = makeCollection(
      CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), counts: [4]
    )
    #expect(frame(collection, 1) == CGRect(x: 76, y: 0, width: 72, height: 50))
    #expect(frame(collection, 3) == CGRect(x: 228, y: 0, width: 72, height: 50))
  }

  /// A group's content insets inset its subitems: a vertical group of three 76-point items, 276 wide and 228 tall,
  /// inset 5 on each side, holds items as wide as what is left (266, a fraction of 1 of it) from x 5; the next
  /// group starts 228 below.
  @Test func aGroupsContentInsetsInsetItsItems() {
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(76)))
    let group = CollectionLayoutGroup.vertical(
      layoutSize: CollectionLayoutSize(
        widthDimension: .absolute(276), heightDimension: .absolute(228)),
      repeatingSubitem: item, count: 3)
    group.contentInsets = DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
    let collection = makeCollection(
      CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), counts: [4]
    )
    #expect(frame(collection, 0) == CGRect(x: 5, y: 0, width: 266, height: 76))
    #expect(frame(collection, 2) == CGRect(x: 5, y: 152, width: 266, height: 76))
    #expect(frame(collection, 3) == CGRect(x: 5, y: 228, width: 266, height: 76))
  }

  /// An orthogonal section puts its groups side by side: 240-point groups (0.8 of 300) 8 apart, one row tall.
  @Test func orthogonalSectionsRunSideways() {
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(50)),
      subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.interGroupSpacing = 8
    let collection = makeCollection(
      CollectionViewCompositionalLayout(section: section), counts: [3])
    #expect(frame(collection, 1) == CGRect(x: 248, y: 0, width: 240, height: 50))
    #expect(frame(collection, 2)?.minX == 496)
    #expect(collection.contentSize.height == 50)
  }

  /// A list's rows size themselves: 30-point blocks within 11-point margins make 52-point rows; an inset-grouped
  /// list insets them by the 16-point side margin of a 300-point list and puts 17.5 points above and below.
  @Test func listRowsSizeThemselves() {
    let layout = CollectionViewCompositionalLayout.list(
      using: CollectionLayoutListConfiguration(appearance: .insetGrouped))
    let collection = makeCollection(layout, counts: [2], cell: BlockListCell.self)
    #expect(frame(collection, 0) == CGRect(x: 16, y: 17.5, width: 268, height: 52))
    #expect(frame(collection, 1) == CGRect(x: 16, y: 69.5, width: 268, height: 52))
    #expect(abs(collection.contentSize.height - (17.5 + 104 + 17.5)) < 1e-9)
    let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))
    #expect(first?.layer.cornerRadius == 10)
  }

  /// A custom group places its items where its provider says: three per 100-point group (a square on the left,
  /// two 200 × 50 bars on the right), so item 4 is the second bar of the second group, 100 points down.
  @Test func customGroupsPlaceItemsWhereTheProviderSays() {
    let group = CollectionLayoutGroup.custom(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
    ) { environment in
      let width = environment.container.contentSize.width
      return [
        CollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
        CollectionLayoutGroupCustomItem(
          frame: CGRect(x: 100, y: 0, width: width - 100, height: 50)),
        CollectionLayoutGroupCustomItem(
          frame: CGRect(x: 100, y: 50, width: width - 100, height: 50), zIndex: 2),
      ]
    }
    let collection = makeCollection(
      CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), counts: [5]
    )
    #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(frame(collection, 3) == CGRect(x: 0, y: 100, width: 100, height: 100))
    #expect(frame(collection, 4) == CGRect(x: 100, y: 100, width: 200, height: 50))
    #expect(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.zIndex == 2)
    #expect(collection.contentSize.height == 200)
  }

  /// The class factories return the class they are called on, as UIKit's `-> Self` factories do.
  @Test func factoriesReturnTheSubclassTheyAreCalledOn() {
    final class Tracked: CollectionLayoutDimension {}
    final class Row: CollectionLayoutGroup {}
    let dimension = Tracked.absolute(44)
    #expect(dimension.isAbsolute && dimension.dimension == 44)
    let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: dimension)
    let row = Row.horizontal(layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)])
    #expect(row.subitems.count == 1 && row.layoutSize.heightDimension === dimension)
    #expect(
      CollectionLayoutSpacing.flexible(8).isFlexible && CollectionLayoutSpacing.fixed(8).isFixed)
    let header = CollectionLayoutBoundarySupplementaryItem(
      layoutSize: size, elementKind: "header", alignment: .topLeading)
    #expect(header.containerAnchor.edges == [.top, .leading] && header.extendsBoundary)
    let background = CollectionLayoutDecorationItem.background(elementKind: "background")
    #expect(background.elementKind == "background" && background.zIndex == 0)
  }
}
