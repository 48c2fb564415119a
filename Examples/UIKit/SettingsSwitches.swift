// Settings rows with switches: a table-like list built from stacks, each row a title and a UISwitch.
import LayoutRender

final class SwitchRow: UIView {
  let titleLabel = UILabel()
  let toggle = UISwitch()

  init(title: String, isOn: Bool) {
    super.init(frame: .zero)
    titleLabel.text = title
    toggle.isOn = isOn
    let row = UIStackView(arrangedSubviews: [titleLabel, toggle])
    row.alignment = .center
    row.translatesAutoresizingMaskIntoConstraints = false
    addSubview(row)
    NSLayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      row.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      row.topAnchor.constraint(equalTo: topAnchor, constant: 6),
      row.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
      heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

_ = Scene("Settings switches", device: .iPhone15, backgroundColor: .systemGroupedBackground) { root in
  let rows = [
    SwitchRow(title: "Airplane Mode", isOn: false),
    SwitchRow(title: "Wi-Fi", isOn: true),
    SwitchRow(title: "Bluetooth", isOn: true),
    SwitchRow(title: "Low Power Mode", isOn: false),
  ]
  rows[3].toggle.isEnabled = false
  let list = UIStackView(arrangedSubviews: rows)
  list.axis = .vertical
  list.backgroundColor = .secondarySystemGroupedBackground
  list.layer.cornerRadius = 10
  list.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(list)
  NSLayoutConstraint.activate([
    list.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor, constant: 16),
    list.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor, constant: -16),
    list.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 24),
  ])
}
