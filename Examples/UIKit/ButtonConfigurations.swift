// The iOS 15 button configurations side by side, as a design-system screen shows them.
import LayoutRender

func configuredButton(_ configuration: UIButton.Configuration, title: String) -> UIButton {
  var configuration = configuration
  configuration.title = title
  return UIButton(configuration: configuration)
}

_ = Scene("Button configurations", size: CGSize(width: 320, height: 300)) { root in
  var capsule = UIButton.Configuration.filled()
  capsule.cornerStyle = .capsule
  var withImage = UIButton.Configuration.tinted()
  withImage.image = UIImage(systemName: "heart.fill")
  withImage.imagePadding = 8
  let buttons = [
    configuredButton(.filled(), title: "Filled"),
    configuredButton(.tinted(), title: "Tinted"),
    configuredButton(.gray(), title: "Gray"),
    configuredButton(.plain(), title: "Plain"),
    configuredButton(capsule, title: "Capsule"),
    configuredButton(withImage, title: "Favourite"),
  ]
  buttons[2].isEnabled = false
  let stack = UIStackView(arrangedSubviews: buttons)
  stack.axis = .vertical
  stack.spacing = 10
  stack.alignment = .leading
  stack.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(stack)
  NSLayoutConstraint.activate([
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
    stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
  ])
}
