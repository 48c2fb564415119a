// A list screen with the system's Edit button in its navigation bar, shown while editing ("Done"), as table view
// controllers put `editButtonItem` on the right (the rows' delete controls in editing mode are not drawn here).
import UIKit

final class ShoppingListViewController: UITableViewController {
  private let items = ["Apples", "Bread", "Coffee beans", "Dish soap"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Shopping"
    navigationItem.rightBarButtonItem = editButtonItem
    setEditing(true, animated: false)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }
}

import LayoutRender

_ = Scene("Editable list", device: .iPhone15) { root in
  UINavigationController(rootViewController: ShoppingListViewController()).appear(in: root)
}
