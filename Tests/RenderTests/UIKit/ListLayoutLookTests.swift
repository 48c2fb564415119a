import Foundation
import LayoutRender
import Testing

/// A list layout's own look: its background (the configuration's or the appearance's), clear headers, and rows
/// whose content stops before a label accessory and is measured at the width it is left.
@MainActor @Suite struct ListLayoutLookTests {
  /// A collection view with a one-section list of `rows`, each with the given accessories, and a header.
  func makeList(
    _ appearance: UICollectionLayoutListConfiguration.Appearance, rows: [String],
    accessories: [UICellAccessory] = [],
    configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }
  ) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
    var list = UICollectionLayoutListConfiguration(appearance: appearance)
    list.headerMode = .supplementary
    configure(&list)
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 393, height: 400),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
    let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, text in
      var content = cell.defaultContentConfiguration()
      content.text = text
      cell.contentConfiguration = content
      cell.accessories = accessories
    }
    let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, _ in
      var content = UIListContentConfiguration.groupedHeader()
      content.text = "Header"
      view.contentConfiguration = content
    }
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
      collection, path, text in
      collection.dequeueConfiguredReusableCell(using: cell, for: path, item: text)
    }
    source.supplementaryViewProvider = { collection, _, path in
      collection.dequeueConfiguredReusableSupplementary(using: header, for: path)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(rows)
    source.apply(snapshot, animatingDifferences: false)
    return (collection, source)
  }

  func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
    let index = (y * image.width + x) * 4
    return Array(image.pixels[index..<index + 3])
  }

  func render(_ view: UIView) throws -> RGBAImage {
    try Scene("list", size: view.bounds.size, scale: 1, backgroundColor: .magenta) { root in
      root.addSubview(view)
    }.image()
  }

  /// An inset-grouped list is drawn on the grouped background (242, 242, 247) with no background colour set, and
  /// its header shows that background: headers are clear; a configuration's colour replaces it.
  @Test func anInsetGroupedListIsOnTheGroupedBackgroundWithClearHeaders() throws {
    let (collection, source) = makeList(.insetGrouped, rows: ["One", "Two"])
    let image = try render(collection)
    let header = try #require(
      collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first)
    // Below the rows, and in the header beside its text, the grouped background.
    #expect(pixel(image, 200, 390) == [242, 242, 247])
    #expect(pixel(image, 380, Int(header.frame.midY)) == [242, 242, 247])
    withExtendedLifetime(source) {}

    let (tinted, tintedSource) = makeList(.insetGrouped, rows: ["One"]) {
      $0.backgroundColor = .systemMint
    }
    let tintedImage = try render(tinted)
    #expect(pixel(tintedImage, 200, 390) == pixel(try render(colour(.systemMint)), 0, 0))
    withExtendedLifetime(tintedSource) {}
  }

  func colour(_ color: UIColor) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    view.backgroundColor = color
    return view
  }

  /// A row's text stops before its label accessory, and the row is as tall as the text wrapped at that width: a
  /// long title that fits the whole row on one line takes two lines beside the label.
  @Test func rowsAreMeasuredAtTheWidthTheirAccessoriesLeave() throws {
    let title = "The Left Hand of Darkness and More"
    let (plain, plainSource) = makeList(.insetGrouped, rows: [title])
    let (narrowed, narrowedSource) = makeList(
      .insetGrouped, rows: [title], accessories: [.label(text: "100%"), .disclosureIndicator()])
    for view in [plain, narrowed] { _ = try render(view) }
    let wide = try #require(plain.cellForItem(at: IndexPath(item: 0, section: 0)))
    let narrow = try #require(narrowed.cellForItem(at: IndexPath(item: 0, section: 0)))
    let label = try #require(
      narrow.subviews.compactMap { $0 as? UILabel }.first { $0.text == "100%" })
    #expect(narrow.contentView.frame.maxX <= label.frame.minX)
    #expect(narrow.frame.height > wide.frame.height)
    withExtendedLifetime((plainSource, narrowedSource)) {}
  }
}
