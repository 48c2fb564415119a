// A searchable list and the alert it asks before deleting, written as an app writes them: a search bar as the
// table's header, a value-style table, and a UIAlertController with a cancel and a destructive action.
import UIKit

final class RecipesViewController: UIViewController, UITableViewDataSource, UISearchBarDelegate {
  private let tableView = UITableView(frame: .zero, style: .plain)
  private let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: 56))
  private let recipes = [
    ("Lemon tart", "45 min"), ("Mushroom risotto", "35 min"), ("Pea soup", "20 min"), ("Ratatouille", "1 h"),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Recipes"
    searchBar.placeholder = "Search recipes"
    searchBar.delegate = self
    tableView.tableHeaderView = searchBar
    tableView.dataSource = self
    tableView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { recipes.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: "recipe")
    cell.textLabel?.text = recipes[indexPath.row].0
    cell.detailTextLabel?.text = recipes[indexPath.row].1
    return cell
  }

  func confirmDeletion(of name: String) -> UIAlertController {
    let alert = UIAlertController(
      title: "Delete \(name)?", message: "The recipe and its photos will be removed.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in })
    return alert
  }
}

import LayoutRender

_ = Scene("Searchable list", device: .iPhone15) { root in
  RecipesViewController().appear(in: root)
}

_ = Scene("Delete alert", device: .iPhone15) { root in
  RecipesViewController().confirmDeletion(of: "Lemon tart").appear(in: root)
}
