// A settings screen in the inset-grouped style: value cells with disclosure indicators, a switch as an accessory
// view, section headers and a footer, fed by a data source written as app code is.
import UIKit

final class SettingsViewController: UITableViewController {
  private struct Row {
    let title: String
    let value: String?
    let hasSwitch: Bool
  }

  private let sections: [(header: String?, rows: [Row], footer: String?)] = [
    (nil, [Row(title: "Airplane Mode", value: nil, hasSwitch: true),
           Row(title: "Wi-Fi", value: "Home", hasSwitch: false),
           Row(title: "Bluetooth", value: "On", hasSwitch: false)], nil),
    ("Display", [Row(title: "Text Size", value: "Large", hasSwitch: false),
                 Row(title: "Dark Appearance", value: nil, hasSwitch: true)],
     "Dark appearance follows the schedule you choose in Control Centre."),
  ]

  init() {
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].header
  }

  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    sections[section].footer
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let row = sections[indexPath.section].rows[indexPath.row]
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    cell.textLabel?.text = row.title
    cell.detailTextLabel?.text = row.value
    if row.hasSwitch {
      let toggle = UISwitch()
      toggle.isOn = indexPath.section == 1
      cell.accessoryView = toggle
      cell.selectionStyle = .none
    } else {
      cell.accessoryType = .disclosureIndicator
    }
    return cell
  }
}

import LayoutRender

_ = Scene("Settings, inset grouped", device: .iPhone15) { root in
  SettingsViewController().appear(in: root)
}
