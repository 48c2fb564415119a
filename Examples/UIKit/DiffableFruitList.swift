// A list written the iOS 14 way: a compositional list layout in the inset-grouped appearance, a cell registration
// that fills a list content configuration, and a diffable data source fed a snapshot of two sections.
import UIKit

final class FruitListViewController: UIViewController {
  private enum Section: Hashable {
    case favourites, others
  }

  private struct Fruit: Hashable {
    let name: String
    let colour: String
  }

  private var collectionView: UICollectionView!
  private var dataSource: UICollectionViewDiffableDataSource<Section, Fruit>!

  override func viewDidLoad() {
    super.viewDidLoad()
    let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.backgroundColor = .systemGroupedBackground
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)

    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Fruit> { cell, _, fruit in
      var content = cell.defaultContentConfiguration()
      content.text = fruit.name
      content.secondaryText = fruit.colour
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Fruit>(collectionView: collectionView) {
      collectionView, indexPath, fruit in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
    }

    var snapshot = NSDiffableDataSourceSnapshot<Section, Fruit>()
    snapshot.appendSections([.favourites, .others])
    snapshot.appendItems(
      [Fruit(name: "Apple", colour: "Red"), Fruit(name: "Banana", colour: "Yellow"), Fruit(name: "Lime", colour: "Green")],
      toSection: .favourites)
    snapshot.appendItems([Fruit(name: "Plum", colour: "Purple")], toSection: .others)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

import LayoutRender

_ = Scene("Diffable fruit list", device: .iPhone15) { root in
  FruitListViewController().appear(in: root)
}
