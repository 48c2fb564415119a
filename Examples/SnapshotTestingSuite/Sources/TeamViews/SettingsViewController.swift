import UIKit

/// A settings screen: a grouped table of value rows under a profile header.
public final class SettingsViewController: UITableViewController {
  private let rows: [(title: String, value: String)] = [
    ("Account", "Ada Lovelace"), ("Notifications", "On"), ("Appearance", "Automatic"), ("Language", "English"),
  ]

  public init() {
    super.init(style: .insetGrouped)
    title = "Settings"
  }

  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 88))
    header.configure(name: "Ada Lovelace", role: "Engineer")
    header.backgroundColor = .clear
    tableView.tableHeaderView = header
  }

  public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: "row")
    cell.textLabel?.text = rows[indexPath.row].title
    cell.detailTextLabel?.text = rows[indexPath.row].value
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}
