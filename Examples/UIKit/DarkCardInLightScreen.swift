// A card that forces the dark appearance inside a light screen (overrideUserInterfaceStyle), and a view that
// reads its traits to pick a symbol colour, as dark-mode code does.
import UIKit

final class NowPlayingCard: UIView {
  private let title = UILabel()
  private let subtitle = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    overrideUserInterfaceStyle = .dark
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 16
    title.text = "Night Drive"
    title.font = .preferredFont(forTextStyle: .headline)
    title.textColor = .label
    subtitle.text = "Synthwave Radio"
    subtitle.font = .preferredFont(forTextStyle: .subheadline)
    subtitle.textColor = .secondaryLabel
    let stack = UIStackView(arrangedSubviews: [title, subtitle])
    stack.axis = .vertical
    stack.spacing = 2
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
      stack.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class StatusDot: UIView {
  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    backgroundColor = traitCollection.userInterfaceStyle == .dark ? .systemGreen : .systemOrange
    layer.cornerRadius = 6
  }
}

import LayoutRender

_ = Scene("Dark card in a light screen", size: CGSize(width: 375, height: 200)) { root in
  let card = NowPlayingCard()
  card.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(card)
  let lightDot = StatusDot()
  let darkDot = StatusDot()
  lightDot.translatesAutoresizingMaskIntoConstraints = false
  darkDot.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(lightDot)
  card.addSubview(darkDot)
  NSLayoutConstraint.activate([
    card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
    card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
    card.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
    card.heightAnchor.constraint(equalToConstant: 80),
    lightDot.widthAnchor.constraint(equalToConstant: 12), lightDot.heightAnchor.constraint(equalToConstant: 12),
    lightDot.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
    lightDot.topAnchor.constraint(equalTo: root.topAnchor, constant: 24),
    darkDot.widthAnchor.constraint(equalToConstant: 12), darkDot.heightAnchor.constraint(equalToConstant: 12),
    darkDot.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
    darkDot.centerYAnchor.constraint(equalTo: card.centerYAnchor),
  ])
}
