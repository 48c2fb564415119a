// An empty state: a large symbol, a title, a wrapped message and an action, centred and no wider than 280 points.
import LayoutRender

final class EmptyStateView: UIView {
  init(symbol: String, title: String, message: String, action: String) {
    super.init(frame: .zero)
    let image = UIImageView(image: UIImage(systemName: symbol))
    image.tintColor = .tertiaryLabel
    image.translatesAutoresizingMaskIntoConstraints = false
    image.widthAnchor.constraint(equalToConstant: 56).isActive = true
    image.heightAnchor.constraint(equalToConstant: 56).isActive = true
    let titleLabel = UILabel()
    titleLabel.text = title
    titleLabel.font = .preferredFont(forTextStyle: .title3)
    let messageLabel = UILabel()
    messageLabel.text = message
    messageLabel.font = .preferredFont(forTextStyle: .subheadline)
    messageLabel.textColor = .secondaryLabel
    messageLabel.numberOfLines = 0
    messageLabel.textAlignment = .center
    var configuration = UIButton.Configuration.tinted()
    configuration.title = action
    let button = UIButton(configuration: configuration)
    let stack = UIStackView(arrangedSubviews: [image, titleLabel, messageLabel, button])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 10
    stack.setCustomSpacing(20, after: messageLabel)
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: centerYAnchor),
      stack.widthAnchor.constraint(lessThanOrEqualToConstant: 280),
      stack.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: 20),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

_ = Scene("Empty state", size: CGSize(width: 375, height: 360)) { root in
  let empty = EmptyStateView(
    symbol: "tray", title: "No messages",
    message: "Messages you receive appear here. Invite a friend to start a conversation.",
    action: "Invite a friend")
  empty.frame = root.bounds
  root.addSubview(empty)
}
