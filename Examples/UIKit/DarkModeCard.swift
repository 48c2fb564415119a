// A card in dark mode: system colours and a dynamic colour provider resolve for the dark appearance.
import LayoutRender

let accent = UIColor { traits in
  traits.userInterfaceStyle == .dark
    ? UIColor(red: 1, green: 0.62, blue: 0.04, alpha: 1) : UIColor(red: 0.8, green: 0.4, blue: 0, alpha: 1)
}

final class StatCardView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 14
    let caption = UILabel()
    caption.text = "ACTIVE ENERGY"
    caption.font = .systemFont(ofSize: 12, weight: .semibold)
    caption.textColor = accent
    let value = UILabel()
    value.text = "486 kcal"
    value.font = .systemFont(ofSize: 32, weight: .bold)
    let note = UILabel()
    note.text = "81 % of your goal"
    note.textColor = .secondaryLabel
    let bar = UIProgressView()
    bar.progress = 0.81
    bar.progressTintColor = accent
    let stack = UIStackView(arrangedSubviews: [caption, value, note, bar])
    stack.axis = .vertical
    stack.spacing = 6
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

for appearance in [Appearance.light, .dark] {
  _ = Scene("Stat card (\(appearance))", size: CGSize(width: 320, height: 170), appearance: appearance) {
    root in
    let card = StatCardView()
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
    ])
  }
}
