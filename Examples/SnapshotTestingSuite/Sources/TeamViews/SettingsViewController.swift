import UIKit

/// A settings screen: a grouped table of value rows under a profile header.
///
/// Annotated `@MainActor` as Swift 6 code annotates controllers: this package builds in Swift 6 mode, where a
/// main-actor class needs a main-actor superclass, as UIKit's `UITableViewController` is.
@MainActor
public final class SettingsViewController: UITableViewController {
  private let model = SettingsModel()
  private var rows: [(title: String, value: String)] { model.rows }

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
