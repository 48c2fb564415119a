import UIKit

// Views and controllers written as an app writes them, for the strategies to snapshot.

/// A fixed-size swatch: one colour, light or dark.
final class SwatchView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor { traits in
      traits.userInterfaceStyle == .dark
        ? UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        : UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    }
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A screen that fills its safe area with green and records the traits it was laid out with.
final class SafeAreaScreen: UIViewController {
  let content = UIView()
  private(set) var traitsAtLayout: UITraitCollection?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    content.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    content.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
    ])
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    traitsAtLayout = view.traitCollection
  }
}

/// A greeting card: a title and a subtitle stacked in a rounded card.
final class GreetingCard: UIView {
  let title = UILabel()
  let subtitle = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 12
    title.text = "Hello, Linux"
    title.font = .preferredFont(forTextStyle: .headline)
    subtitle.text = "Rendered without a simulator"
    subtitle.font = .preferredFont(forTextStyle: .subheadline)
    subtitle.textColor = .secondaryLabel
    let stack = UIStackView(arrangedSubviews: [title, subtitle])
    stack.axis = .vertical
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
