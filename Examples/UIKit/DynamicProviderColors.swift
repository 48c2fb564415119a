// Colours that resolve per appearance through UIColor(dynamicProvider:), shown on two cards, one forced dark with
// overrideUserInterfaceStyle, as brand palettes define their own light and dark values.
import UIKit

extension UIColor {
  static let brandAccent = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(red: 1.0, green: 0.62, blue: 0.25, alpha: 1) : UIColor(red: 0.85, green: 0.33, blue: 0.0, alpha: 1)
  }
  static let cardSurface = UIColor { traits in
    traits.userInterfaceStyle == .dark ? UIColor(white: 0.16, alpha: 1) : UIColor(white: 0.97, alpha: 1)
  }
}

func makeBrandCard(title: String) -> UIView {
  let card = UIView()
  card.backgroundColor = .cardSurface
  card.layer.cornerRadius = 12
  let label = UILabel()
  label.text = title
  label.font = .boldSystemFont(ofSize: 17)
  label.textColor = .brandAccent
  label.translatesAutoresizingMaskIntoConstraints = false
  card.addSubview(label)
  NSLayoutConstraint.activate([
    label.centerXAnchor.constraint(equalTo: card.centerXAnchor),
    label.centerYAnchor.constraint(equalTo: card.centerYAnchor),
  ])
  return card
}

import LayoutRender

_ = Scene("Dynamic provider colours", size: CGSize(width: 320, height: 120)) { root in
  let light = makeBrandCard(title: "Light")
  let dark = makeBrandCard(title: "Dark")
  dark.overrideUserInterfaceStyle = .dark
  let row = UIStackView(arrangedSubviews: [light, dark])
  row.distribution = .fillEqually
  row.spacing = 12
  row.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(row)
  NSLayoutConstraint.activate([
    row.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
    row.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -16),
    row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
    row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
  ])
}
