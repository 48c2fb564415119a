// A sign-up form taller than the screen: a vertical stack in a scroll view, pinned to the content layout guide
// and as wide as the frame layout guide.
import LayoutRender

final class SignUpViewController: UIViewController {
  let scrollView = UIScrollView()
  let stackView = UIStackView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    stackView.translatesAutoresizingMaskIntoConstraints = false
    stackView.axis = .vertical
    stackView.spacing = 16
    view.addSubview(scrollView)
    scrollView.addSubview(stackView)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      stackView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
      stackView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
      stackView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
      stackView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
      stackView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
    ])
    let heading = UILabel()
    heading.text = "Create your account"
    heading.font = .preferredFont(forTextStyle: .title1)
    stackView.addArrangedSubview(heading)
    for (placeholder, secure) in [
      ("First name", false), ("Last name", false), ("Email", false), ("Phone", false),
      ("Password", true), ("Confirm password", true), ("Street", false), ("City", false),
      ("Postcode", false), ("Country", false),
    ] {
      let field = UITextField(frame: .zero)
      field.placeholder = placeholder
      field.isSecureTextEntry = secure
      field.borderStyle = .roundedRect
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
      stackView.addArrangedSubview(field)
    }
    let termsLabel = UILabel()
    termsLabel.text = "I accept the terms"
    let terms = UIStackView(arrangedSubviews: [termsLabel, UISwitch()])
    terms.alignment = .center
    stackView.addArrangedSubview(terms)
    var button = UIButton.Configuration.filled()
    button.title = "Sign Up"
    stackView.addArrangedSubview(UIButton(configuration: button))
  }
}

_ = Scene("Scrolling sign-up form", device: .iPhoneSE) { root in
  SignUpViewController().appear(in: root)
}
