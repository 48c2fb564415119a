// A people list with its search bar as the navigation bar's title view, as many apps put a UISearchController's bar
// there: the bar has no width of its own, so the navigation bar stretches it across. The list is a table view
// controller whose subclass overrides delegate methods, which UIKit declares on UITableViewController.
import UIKit

final class PeopleViewController: UITableViewController {
  private let people = ["Ada Lovelace", "Grace Hopper", "Katherine Johnson", "Margaret Hamilton", "Radia Perlman"]
  private let search = UISearchController(searchResultsController: nil)

  override func viewDidLoad() {
    super.viewDidLoad()
    search.searchBar.placeholder = "Search people by name"
    search.obscuresBackgroundDuringPresentation = false
    navigationItem.titleView = search.searchBar
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { people.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = people[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

  override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { 0 }
}

import LayoutRender

_ = Scene("People search", device: .iPhone15) { root in
  UINavigationController(rootViewController: PeopleViewController()).appear(in: root)
}
