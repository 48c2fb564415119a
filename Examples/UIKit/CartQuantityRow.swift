// A cart row: a symbol sized for its text style, the item's name and price, and a stepper for the quantity whose
// minus is dimmed at the minimum. A tap on the row is a gesture recognizer that a headless render never fires.
import LayoutRender

final class CartRowView: UIView, UIGestureRecognizerDelegate {
  private let quantity = UILabel()
  private let stepper = UIStepper()

  init(item: String, price: String, count: Int) {
    super.init(frame: .zero)
    backgroundColor = .secondarySystemGroupedBackground
    layer.cornerRadius = 12
    let icon = UIImageView(image: UIImage(systemName: "cart.fill"))
    icon.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title2, scale: .small)
    icon.tintColor = .systemIndigo
    let name = UILabel()
    name.text = item
    name.font = .preferredFont(forTextStyle: .headline)
    let cost = UILabel()
    cost.text = price
    cost.font = .preferredFont(forTextStyle: .subheadline)
    cost.textColor = .secondaryLabel
    let text = UIStackView(arrangedSubviews: [name, cost])
    text.axis = .vertical
    text.spacing = 2
    stepper.minimumValue = 1
    stepper.maximumValue = 9
    stepper.value = Double(count)
    quantity.text = "\(count)"
    quantity.font = .monospacedDigitSystemFont(ofSize: 17, weight: .semibold)
    let row = UIStackView(arrangedSubviews: [icon, text, UIView(), quantity, stepper])
    row.alignment = .center
    row.spacing = 12
    row.translatesAutoresizingMaskIntoConstraints = false
    addSubview(row)
    NSLayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      row.topAnchor.constraint(equalTo: topAnchor, constant: 12),
      row.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
    ])
    let tap = UITapGestureRecognizer(target: self, action: #selector(showDetails))
    tap.delegate = self
    addGestureRecognizer(tap)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func showDetails(_ recognizer: UITapGestureRecognizer) {
    guard recognizer.state == .ended else { return }
    quantity.textColor = .systemRed
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    !stepper.frame.contains(touch.location(in: self))
  }
}

_ = Scene("Cart quantity rows", size: CGSize(width: 375, height: 200), backgroundColor: .systemGroupedBackground) {
  root in
  let first = CartRowView(item: "Espresso beans", price: "$14.00", count: 1)
  let second = CartRowView(item: "Oat milk", price: "$3.50", count: 4)
  let list = UIStackView(arrangedSubviews: [first, second])
  list.axis = .vertical
  list.spacing = 12
  list.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(list)
  NSLayoutConstraint.activate([
    list.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
    list.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
    list.centerYAnchor.constraint(equalTo: root.centerYAnchor),
  ])
}
