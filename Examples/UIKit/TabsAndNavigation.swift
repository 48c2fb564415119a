// A tab bar app whose first tab is a navigation stack with a large title over a table, as apps are put together:
// the table's rows start below the bar, the tab bar sits above the home indicator, a badge marks the second tab.
import UIKit

final class InboxViewController: UITableViewController {
  private let messages = ["Lunch on Friday?", "Your order has shipped", "Meeting notes", "Photos from the trip", "Invoice 2041"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose))
    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
  }

  @objc private func compose() {}

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = messages[indexPath.row]
    cell.detailTextLabel?.text = "Today"
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

final class PlaceholderViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
  }
}

func makeTabs() -> UITabBarController {
  let inbox = UINavigationController(rootViewController: InboxViewController())
  inbox.navigationBar.prefersLargeTitles = true
  inbox.tabBarItem = UITabBarItem(title: "Mail", image: UIImage(systemName: "tray"), tag: 0)
  let contacts = PlaceholderViewController()
  contacts.tabBarItem = UITabBarItem(tabBarSystemItem: .contacts, tag: 1)
  contacts.tabBarItem.badgeValue = "3"
  let settings = PlaceholderViewController()
  settings.title = "Settings"
  settings.tabBarItem.image = UIImage(systemName: "gear")
  let tabs = UITabBarController()
  tabs.viewControllers = [inbox, contacts, settings]
  return tabs
}

import LayoutRender

_ = Scene("Tabs and navigation", device: .iPhone15) { root in
  makeTabs().appear(in: root)
}
