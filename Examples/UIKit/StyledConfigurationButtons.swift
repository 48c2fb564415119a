// Buttons styled through their configurations, as iOS 15 code styles them: an attributed title built from an
// AttributeContainer (font and colour), a title text attributes transformer that sets the font, and a plain button
// keeping the title it was given with setTitle(_:for:).
import UIKit

func makeStyledButtons() -> [UIButton] {
  var container = AttributeContainer()
  container.font = UIFont.systemFont(ofSize: 20, weight: .bold)
  var filled = UIButton.Configuration.filled()
  filled.attributedTitle = AttributedString("Check out", attributes: container)
  let checkout = UIButton(configuration: filled)

  var tinted = UIButton.Configuration.tinted()
  tinted.title = "Save for later"
  tinted.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
    var outgoing = incoming
    outgoing.font = UIFont.preferredFont(forTextStyle: .subheadline)
    return outgoing
  }
  let save = UIButton(configuration: tinted)

  let remove = UIButton(type: .system)
  remove.setTitle("Remove", for: .normal)
  var plain = UIButton.Configuration.plain()
  plain.baseForegroundColor = .systemRed
  remove.configuration = plain
  return [checkout, save, remove]
}

import LayoutRender

_ = Scene("Styled configuration buttons", size: CGSize(width: 320, height: 220)) { root in
  let stack = UIStackView(arrangedSubviews: makeStyledButtons())
  stack.axis = .vertical
  stack.spacing = 12
  stack.alignment = .center
  stack.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(stack)
  NSLayoutConstraint.activate([
    stack.centerXAnchor.constraint(equalTo: root.centerXAnchor),
    stack.centerYAnchor.constraint(equalTo: root.centerYAnchor),
  ])
}
