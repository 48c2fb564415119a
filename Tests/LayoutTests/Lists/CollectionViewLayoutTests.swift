import Foundation
import HeadlessUIKit
import Testing

/// Feeds a collection view plain cells, with per-item sizes when `sizes` is given.
final class SizedItems: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
  var counts: [Int]
  var sizes: [CGSize]?

  init(_ counts: [Int], sizes: [CGSize]? = nil) {
    self.counts = counts
    self.sizes = sizes
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    counts[section]
  }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes?[indexPath.item] ?? (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
  }
}

/// A cell whose content is a 40-point block 8 points inside its content view's top and bottom edges.
final class PrototypeCell: CollectionViewCell {
  override init(frame: CGRect) {
    super.init(frame: frame)
    let block = View()
    block.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(block)
    LayoutConstraint.activate([
      block.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
      block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      block.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      block.heightAnchor.constraint(equalToConstant: 40),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

@Suite struct CollectionViewLayoutTests {
  /// A prototype cell measured by hand (as a flow layout delegate's `sizeForItemAt` does) is as tall as its content
  /// view's constraints make it: 8 + 40 + 8, at the width asked for; a table's header-footer view likewise.
  @Test func aCellMeasuredByHandIsItsContentsSize() {
    let cell = PrototypeCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(
      cell.systemLayoutSizeFitting(
        CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 200, height: 56))
    let header = TableViewHeaderFooterView(reuseIdentifier: nil)
    let block = View()
    block.translatesAutoresizingMaskIntoConstraints = false
    header.contentView.addSubview(block)
    LayoutConstraint.activate([
      block.topAnchor.constraint(equalTo: header.contentView.topAnchor),
      block.bottomAnchor.constraint(equalTo: header.contentView.bottomAnchor),
      block.heightAnchor.constraint(equalToConstant: 30),
    ])
    #expect(
      header.systemLayoutSizeFitting(
        CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height == 30)
  }

  func makeCollection(_ layout: CollectionViewLayout, items: SizedItems, width: CGFloat = 320)
    -> CollectionView
  {
    let root = makeRoot(width: width, height: 480)
    let collection = CollectionView(frame: root.bounds, collectionViewLayout: layout)
    collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collection.dataSource = items
    collection.delegate = items
    root.addSubview(collection)
    root.layoutIfNeeded()
    return collection
  }

  func frame(_ collection: CollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
    collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  /// UIKit's defaults: 50-point items, 10 points apart.
  ///
  /// 320 points hold five columns
  /// (5 × 50 + 4 × 10 = 290 ≤ 320 < 350); the 70 spare points spread over 4 gaps of 17.5, and the last line keeps
  /// the same columns.
  @Test func equalItemsSitOnOneGridOfColumns() {
    let collection = makeCollection(CollectionViewFlowLayout(), items: SizedItems([13]))
    #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(frame(collection, 4) == CGRect(x: 270, y: 0, width: 50, height: 50))
    #expect(frame(collection, 6) == CGRect(x: 67.5, y: 60, width: 50, height: 50))
    #expect(frame(collection, 12) == CGRect(x: 135, y: 120, width: 50, height: 50))
    #expect(collection.contentSize == CGSize(width: 320, height: 170))
    #expect(collection.visibleCells.count == 13)
  }

  /// Varied widths within 10-point insets (300 points to fill): [100, 150] fill a line with one 50-point gap,
  /// [80, 200] with one of 20; the last line, [60], starts at the inset.
  @Test func fullLinesAreJustifiedAndTheLastStartsAtTheInset() {
    let layout = CollectionViewFlowLayout()
    layout.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    let sizes = [100, 150, 80, 200, 60].map { CGSize(width: $0, height: 40) }
    let collection = makeCollection(layout, items: SizedItems([5], sizes: sizes))
    #expect(frame(collection, 0) == CGRect(x: 10, y: 5, width: 100, height: 40))
    #expect(frame(collection, 1) == CGRect(x: 160, y: 5, width: 150, height: 40))
    #expect(frame(collection, 2) == CGRect(x: 10, y: 55, width: 80, height: 40))
    #expect(frame(collection, 3) == CGRect(x: 110, y: 55, width: 200, height: 40))
    #expect(frame(collection, 4) == CGRect(x: 10, y: 105, width: 60, height: 40))
    #expect(collection.contentSize == CGSize(width: 320, height: 150))
  }

  /// Items of different heights are centred in their line, which is as tall as the tallest.
  @Test func itemsAreCentredInTheirLine() {
    let sizes = [CGSize(width: 100, height: 20), CGSize(width: 100, height: 60)]
    let collection = makeCollection(
      CollectionViewFlowLayout(), items: SizedItems([2], sizes: sizes))
    // One line, the last: left-aligned at 10-point spacing; the short item centred in the 60-point line.
    #expect(frame(collection, 0) == CGRect(x: 0, y: 20, width: 100, height: 20))
    #expect(frame(collection, 1) == CGRect(x: 110, y: 0, width: 100, height: 60))
  }

  /// Sections stack: header, insets, lines, footer; a one-item line of a uniform section is centred.
  @Test func sectionsStackWithTheirHeadersAndFooters() {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 200, height: 30)
    layout.headerReferenceSize = CGSize(width: 0, height: 24)
    layout.footerReferenceSize = CGSize(width: 0, height: 8)
    layout.sectionInset = EdgeInsets(top: 4, left: 0, bottom: 4, right: 0)
    let collection = makeCollection(layout, items: SizedItems([2, 1]))
    let header = collection.layoutAttributesForSupplementaryElement(
      ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    // Section 0: header 0–24, inset 4, items at 28 and 68 (centred: (320 − 200) / 2 = 60), inset to 102,
    // footer to 110. Section 1's header 110–134, its item at 138.
    #expect(frame(collection, 0) == CGRect(x: 60, y: 28, width: 200, height: 30))
    #expect(frame(collection, 1) == CGRect(x: 60, y: 68, width: 200, height: 30))
    #expect(header?.frame == CGRect(x: 0, y: 110, width: 320, height: 24))
    #expect(frame(collection, 0, 1) == CGRect(x: 60, y: 138, width: 200, height: 30))
    #expect(collection.contentSize == CGSize(width: 320, height: 180))
  }

  /// Scrolling horizontally, lines become columns: three 50-point items fill a 170-point-tall column.
  @Test func horizontalScrollingStacksColumns() {
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    let root = makeRoot(width: 320, height: 170)
    let items = SizedItems([4])
    let collection = CollectionView(frame: root.bounds, collectionViewLayout: layout)
    collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collection.dataSource = items
    root.addSubview(collection)
    root.layoutIfNeeded()
    // (170 + 10) / 60 = 3 rows; 170 − 150 = 20 spread over 2 gaps of 10.
    #expect(frame(collection, 1) == CGRect(x: 0, y: 60, width: 50, height: 50))
    #expect(frame(collection, 3) == CGRect(x: 60, y: 0, width: 50, height: 50))
    #expect(collection.contentSize == CGSize(width: 110, height: 170))
  }
}
