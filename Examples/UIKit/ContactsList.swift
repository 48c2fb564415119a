// A contacts list: a plain table with a section per initial, subtitle cells and titled section headers.
import UIKit

final class ContactsViewController: UIViewController, UITableViewDataSource {
  private let tableView = UITableView(frame: .zero, style: .plain)
  private let contacts: [(initial: String, people: [(name: String, detail: String)])] = [
    ("A", [("Ada Lovelace", "Analyst"), ("Alan Turing", "Mathematician")]),
    ("G", [("Grace Hopper", "Rear Admiral")]),
    ("K", [("Katherine Johnson", "Flight dynamics"), ("Ken Thompson", "Unix")]),
    ("M", [("Margaret Hamilton", "Apollo software")]),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  func numberOfSections(in tableView: UITableView) -> Int { contacts.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    contacts[section].people.count
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    contacts[section].initial
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "contact")
      ?? UITableViewCell(style: .subtitle, reuseIdentifier: "contact")
    let person = contacts[indexPath.section].people[indexPath.row]
    cell.textLabel?.text = person.name
    cell.detailTextLabel?.text = person.detail
    return cell
  }
}

import LayoutRender

_ = Scene("Contacts", device: .iPhone15) { root in
  ContactsViewController().appear(in: root)
}
