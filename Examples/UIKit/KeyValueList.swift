// A details list: key labels hug their text, value labels take the rest and wrap, rows separated by spacing.
import LayoutRender

func detailRow(_ key: String, _ value: String) -> UIStackView {
  let keyLabel = UILabel()
  keyLabel.text = key
  keyLabel.textColor = .secondaryLabel
  keyLabel.setContentHuggingPriority(.required, for: .horizontal)
  keyLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
  let valueLabel = UILabel()
  valueLabel.text = value
  valueLabel.numberOfLines = 0
  valueLabel.textAlignment = .right
  let row = UIStackView(arrangedSubviews: [keyLabel, valueLabel])
  row.spacing = 16
  row.alignment = .firstBaseline
  return row
}

_ = Scene("Key-value list", size: CGSize(width: 340, height: 260)) { root in
  let list = UIStackView(arrangedSubviews: [
    detailRow("Order", "#10452"),
    detailRow("Placed", "24 November 2026"),
    detailRow("Ship to", "Flat 3, 18 Long Lane, Bristol BS1 4QA, United Kingdom"),
    detailRow("Total", "£42.80"),
  ])
  list.axis = .vertical
  list.spacing = 14
  list.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(list)
  NSLayoutConstraint.activate([
    list.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    list.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
    list.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
  ])
}
