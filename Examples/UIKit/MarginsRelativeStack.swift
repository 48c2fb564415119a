// A toolbar-like row whose stack view arranges its buttons inside its own layout margins
// (isLayoutMarginsRelativeArrangement, directionalLayoutMargins), over a rounded background, as compact control
// strips are built.
import UIKit

func makeControlStrip() -> UIStackView {
  let buttons = ["Bold", "Italic", "Underline"].map { title -> UIButton in
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    return button
  }
  let strip = UIStackView(arrangedSubviews: buttons)
  strip.distribution = .equalSpacing
  strip.isLayoutMarginsRelativeArrangement = true
  strip.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 20)
  strip.backgroundColor = .secondarySystemBackground
  strip.layer.cornerRadius = 10
  return strip
}

import LayoutRender

_ = Scene("Margins relative stack", size: CGSize(width: 320, height: 100)) { root in
  let strip = makeControlStrip()
  strip.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(strip)
  NSLayoutConstraint.activate([
    strip.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
    strip.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
    strip.centerYAnchor.constraint(equalTo: root.centerYAnchor),
  ])
}
