// A settings screen as an app writes it: a table view controller in inset-grouped style with a switch cell, a
// header view subclass with a content configuration, value1 cells, a footer title and an action sheet.
import UIKit

final class SwitchCell: UITableViewCell {
    static let id = "SwitchCell"
    let toggle = UISwitch()
    var onToggle: ((Bool) -> Void)?
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .default, reuseIdentifier: reuseIdentifier)
        accessoryView = toggle
        selectionStyle = .none
        toggle.addTarget(self, action: #selector(changed), for: .valueChanged)
    }
    required init?(coder: NSCoder) { fatalError() }
    @objc private func changed() { onToggle?(toggle.isOn) }
}

final class SectionHeaderView: UITableViewHeaderFooterView {
    static let id = "Header"
    let icon = UIImageView()
    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        icon.tintColor = .secondaryLabel
        icon.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(icon)
        NSLayoutConstraint.activate([
            icon.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            icon.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
    override func prepareForReuse() {
        super.prepareForReuse()
        icon.image = nil
    }
}

final class PreferencesViewController: UITableViewController {
    enum Row { case toggle(String, Bool), detail(String, String), action(String) }
    private let sections: [(String, [Row])] = [
        ("General", [.toggle("Notifications", true), .toggle("Dark Mode", false), .detail("Language", "English")]),
        ("Account", [.detail("Email", "ada@example.com"), .detail("Plan", "Pro"), .action("Sign Out")]),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(SwitchCell.self, forCellReuseIdentifier: SwitchCell.id)
        tableView.register(SectionHeaderView.self, forHeaderFooterViewReuseIdentifier: SectionHeaderView.id)
        tableView.cellLayoutMarginsFollowReadableWidth = true
        tableView.sectionHeaderTopPadding = 0
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
        navigationItem.backButtonDisplayMode = .minimal
    }

    @objc private func close() { dismiss(animated: true) }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: SectionHeaderView.id) as? SectionHeaderView
        var content = header?.defaultContentConfiguration()
        content?.text = sections[section].0
        header?.contentConfiguration = content
        header?.icon.image = UIImage(systemName: section == 0 ? "gearshape" : "person.crop.circle")
        return header
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? "Signed in since 2021." : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch sections[indexPath.section].1[indexPath.row] {
        case let .toggle(title, on):
            let cell = tableView.dequeueReusableCell(withIdentifier: SwitchCell.id, for: indexPath) as! SwitchCell
            cell.textLabel?.text = title
            cell.toggle.isOn = on
            cell.onToggle = { [weak self] isOn in self?.overrideUserInterfaceStyle = isOn ? .dark : .unspecified }
            return cell
        case let .detail(title, value):
            let cell = tableView.dequeueReusableCell(withIdentifier: "value1") ?? UITableViewCell(style: .value1, reuseIdentifier: "value1")
            cell.textLabel?.text = title
            cell.detailTextLabel?.text = value
            cell.accessoryType = .disclosureIndicator
            return cell
        case let .action(title):
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = title
            cell.textLabel?.textColor = .systemRed
            cell.textLabel?.textAlignment = .center
            return cell
        }
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard case .action = sections[indexPath.section].1[indexPath.row] else { return }
        let sheet = UIAlertController(title: nil, message: "Sign out of this device?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Sign Out", style: .destructive) { _ in })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = tableView.cellForRow(at: indexPath)
        present(sheet, animated: true)
        if let url = URL(string: UIApplication.openSettingsURLString), UIApplication.shared.canOpenURL(url) {
            UIApplication.shared.open(url, options: [:], completionHandler: nil)
        }
    }
}

import LayoutRender
_ = Scene("Preferences table", device: .iPhone15) { root in
    let nav = UINavigationController(rootViewController: PreferencesViewController(style: .insetGrouped))
    nav.modalPresentationStyle = .formSheet
    nav.appear(in: root)
}
