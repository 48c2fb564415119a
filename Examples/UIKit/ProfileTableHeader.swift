// A table header view above grouped rows: the header keeps its frame's height and takes the table's width, the
// rows follow it, and a custom header view from the delegate titles the second section.
import UIKit

final class ProfileViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)

  override func viewDidLoad() {
    super.viewDidLoad()
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 120))
    let avatar = UIView()
    avatar.backgroundColor = .systemTeal
    avatar.layer.cornerRadius = 36
    avatar.translatesAutoresizingMaskIntoConstraints = false
    let name = UILabel()
    name.text = "Ada Lovelace"
    name.font = .preferredFont(forTextStyle: .title2)
    name.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(avatar)
    header.addSubview(name)
    NSLayoutConstraint.activate([
      avatar.widthAnchor.constraint(equalToConstant: 72),
      avatar.heightAnchor.constraint(equalToConstant: 72),
      avatar.centerXAnchor.constraint(equalTo: header.centerXAnchor),
      avatar.topAnchor.constraint(equalTo: header.topAnchor, constant: 12),
      name.centerXAnchor.constraint(equalTo: header.centerXAnchor),
      name.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 8),
    ])
    tableView.tableHeaderView = header
    tableView.dataSource = self
    tableView.delegate = self
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tableView)
  }

  func numberOfSections(in tableView: UITableView) -> Int { 2 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 2 : 3 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    let rows = [["Email", "ada@example.org"], ["Phone", "+44 20 7946 0000"]]
    if indexPath.section == 0 {
      cell.textLabel?.text = rows[indexPath.row][0]
      cell.detailTextLabel?.text = rows[indexPath.row][1]
    } else {
      cell.textLabel?.text = ["Notes", "Engines", "Letters"][indexPath.row]
      cell.accessoryType = .disclosureIndicator
    }
    return cell
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard section == 1 else { return nil }
    let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
    var content = header.defaultContentConfiguration()
    content.text = "Work"
    header.contentConfiguration = content
    return header
  }
}

import LayoutRender

_ = Scene("Profile with a table header", device: .iPhone15) { root in
  ProfileViewController().appear(in: root)
}
