// A quantity picker: minus and plus buttons around a count, their state updated by an action closure that is run
// once with sendActions, as a test would tap it.
import LayoutRender

final class QuantityView: UIView {
  private let minus = UIButton(type: .system)
  private let plus = UIButton(type: .system)
  private let countLabel = UILabel()
  private(set) var count = 1 { didSet { update() } }

  override init(frame: CGRect) {
    super.init(frame: frame)
    minus.setTitle("−", for: .normal)
    plus.setTitle("+", for: .normal)
    for button in [minus, plus] {
      button.titleLabel?.font = .systemFont(ofSize: 24, weight: .medium)
      button.widthAnchor.constraint(equalToConstant: 44).isActive = true
    }
    minus.addAction(UIAction { [weak self] _ in self?.count -= 1 }, for: .touchUpInside)
    plus.addAction(UIAction { [weak self] _ in self?.count += 1 }, for: .touchUpInside)
    countLabel.font = .monospacedDigitSystemFont(ofSize: 20, weight: .semibold)
    countLabel.textAlignment = .center
    let row = UIStackView(arrangedSubviews: [minus, countLabel, plus])
    row.alignment = .center
    row.backgroundColor = .secondarySystemBackground
    row.layer.cornerRadius = 12
    row.translatesAutoresizingMaskIntoConstraints = false
    addSubview(row)
    NSLayoutConstraint.activate([
      row.centerXAnchor.constraint(equalTo: centerXAnchor),
      row.centerYAnchor.constraint(equalTo: centerYAnchor),
      row.widthAnchor.constraint(equalToConstant: 160),
      row.heightAnchor.constraint(equalToConstant: 48),
    ])
    update()
    plus.sendActions(for: .touchUpInside)
    plus.sendActions(for: .touchUpInside)
  }

  required init?(coder: NSCoder) { nil }

  private func update() {
    countLabel.text = "\(count)"
    minus.isEnabled = count > 1
  }
}

_ = Scene("Quantity picker", size: CGSize(width: 240, height: 100)) { root in
  root.addSubview(QuantityView(frame: root.bounds))
}
