// iOS 17's content-unavailable configurations, as an app writes them: a favourites list that is empty (with an
// action), and a search screen whose query found nothing, each in a navigation controller.
import LayoutRender

final class FavoritesViewController: UICollectionViewController {
  private var favorites: [String] = []

  init() {
    let list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Favorites"
    navigationController?.navigationBar.prefersLargeTitles = true
  }

  override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
    guard favorites.isEmpty else {
      contentUnavailableConfiguration = nil
      return
    }
    var empty = UIContentUnavailableConfiguration.empty()
    empty.image = UIImage(systemName: "star")
    empty.text = "No Favorites"
    empty.secondaryText = "Tap the star on a recipe to keep it here."
    empty.button.title = "Browse Recipes"
    contentUnavailableConfiguration = empty
  }
}

final class RecipeSearchViewController: UITableViewController {
  private let search = UISearchController(searchResultsController: nil)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Search"
    search.searchBar.text = "quince tart"
    navigationItem.searchController = search
  }

  override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
    contentUnavailableConfiguration = UIContentUnavailableConfiguration.search().updated(for: state)
  }
}

_ = Scene("Favorites unavailable", device: .iPhone15) { root in
  let navigation = UINavigationController(rootViewController: FavoritesViewController())
  navigation.view.frame = root.bounds
  root.addSubview(navigation.view)
}

_ = Scene("Search unavailable", device: .iPhone15) { root in
  let navigation = UINavigationController(rootViewController: RecipeSearchViewController())
  navigation.view.frame = root.bounds
  root.addSubview(navigation.view)
}
