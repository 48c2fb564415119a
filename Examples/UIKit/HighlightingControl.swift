// A custom UIControl as apps write it: isSelected and isHighlighted overridden to restyle, a sendActions call,
// and the target-action pair kept through #selector.
import UIKit

final class ToggleTile: UIControl {
  private let titleLabel = UILabel()

  override var isSelected: Bool {
    didSet { updateColors() }
  }

  override var isHighlighted: Bool {
    didSet { alpha = isHighlighted ? 0.6 : 1 }
  }

  init(title: String) {
    super.init(frame: .zero)
    layer.cornerRadius = 12
    layer.borderWidth = 1
    titleLabel.text = title
    titleLabel.font = .systemFont(ofSize: 16, weight: .semibold)
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
      titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
      heightAnchor.constraint(equalToConstant: 56),
    ])
    addTarget(self, action: #selector(toggle), for: .touchUpInside)
    updateColors()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  @objc private func toggle() {
    isSelected.toggle()
    sendActions(for: .valueChanged)
  }

  private func updateColors() {
    backgroundColor = isSelected ? .systemBlue : .systemBackground
    layer.borderColor = (isSelected ? UIColor.systemBlue : UIColor.separator).cgColor
    titleLabel.textColor = isSelected ? .white : .label
  }
}

import LayoutRender

_ = Scene("Highlighting control", size: CGSize(width: 375, height: 220)) { root in
  let tiles = ["Wi-Fi", "Bluetooth", "AirDrop"].map(ToggleTile.init(title:))
  tiles[0].isSelected = true
  tiles[2].isHighlighted = true
  let stack = UIStackView(arrangedSubviews: tiles)
  stack.axis = .vertical
  stack.spacing = 10
  stack.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(stack)
  NSLayoutConstraint.activate([
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
    stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
    stack.centerYAnchor.constraint(equalTo: root.centerYAnchor),
  ])
}
