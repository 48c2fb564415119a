// The four standard cell styles and the standard accessories in a grouped table, with section titles and a footer
// that wraps: the look UIKit gives cells that only set textLabel, detailTextLabel and accessoryType.
import UIKit

final class CellStylesViewController: UITableViewController {
  private let styles: [(name: String, style: UITableViewCell.CellStyle)] = [
    ("Default", .default), ("Subtitle", .subtitle), ("Value 1", .value1), ("Value 2", .value2),
  ]
  private let accessories: [(name: String, type: UITableViewCell.AccessoryType)] = [
    ("Disclosure indicator", .disclosureIndicator), ("Checkmark", .checkmark),
    ("Detail button", .detailButton), ("Detail disclosure", .detailDisclosureButton),
  ]

  init() {
    super.init(style: .grouped)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 2 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? styles.count : accessories.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    section == 0 ? "Styles" : "Accessories"
  }

  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    section == 1 ? "Accessories sit at the cell's trailing margin; the content view stops short of them." : nil
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if indexPath.section == 0 {
      let entry = styles[indexPath.row]
      let cell = UITableViewCell(style: entry.style, reuseIdentifier: nil)
      cell.textLabel?.text = entry.name
      cell.detailTextLabel?.text = "Detail"
      return cell
    }
    let entry = accessories[indexPath.row]
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = entry.name
    cell.accessoryType = entry.type
    return cell
  }
}

import LayoutRender

_ = Scene("Cell styles, grouped", device: .iPhoneSE) { root in
  CellStylesViewController().appear(in: root)
}
