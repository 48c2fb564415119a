// An onboarding page: a symbol, a title and a message centred, a page control and two buttons at the bottom.
import LayoutRender

final class OnboardingViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let symbol = UIImageView(image: UIImage(systemName: "sparkles"))
    symbol.tintColor = .systemPurple
    symbol.translatesAutoresizingMaskIntoConstraints = false
    symbol.widthAnchor.constraint(equalToConstant: 80).isActive = true
    symbol.heightAnchor.constraint(equalToConstant: 80).isActive = true
    let title = UILabel()
    title.text = "Everything in one place"
    title.font = .preferredFont(forTextStyle: .title2)
    title.textAlignment = .center
    let message = UILabel()
    message.text = "Keep your notes, tasks and files together, and find them again in seconds."
    message.numberOfLines = 0
    message.textAlignment = .center
    message.textColor = .secondaryLabel
    let content = UIStackView(arrangedSubviews: [symbol, title, message])
    content.axis = .vertical
    content.alignment = .center
    content.spacing = 16
    let pages = UIPageControl()
    pages.numberOfPages = 4
    pages.currentPage = 1
    let skip = UIButton(type: .system)
    skip.setTitle("Skip", for: .normal)
    var next = UIButton.Configuration.filled()
    next.title = "Next"
    next.cornerStyle = .capsule
    let nextButton = UIButton(configuration: next)
    let buttons = UIStackView(arrangedSubviews: [skip, nextButton])
    buttons.distribution = .equalSpacing
    for subview in [content, pages, buttons] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      content.centerYAnchor.constraint(equalTo: view.centerYAnchor, constant: -40),
      content.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 16),
      content.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor, constant: -16),
      buttons.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      buttons.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      buttons.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
      pages.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      pages.bottomAnchor.constraint(equalTo: buttons.topAnchor, constant: -24),
    ])
  }
}

_ = Scene("Onboarding page", device: .iPhone15) { root in
  OnboardingViewController(nibName: nil, bundle: nil).appear(in: root)
}
