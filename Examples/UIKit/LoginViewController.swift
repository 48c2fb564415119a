// A login screen as a view controller builds it: loadView makes the root view, viewDidLoad the form.
import LayoutRender

final class LoginViewController: UIViewController {
  private let emailField = UITextField()
  private let passwordField = UITextField()
  private let signInButton = UIButton(configuration: .filled())

  override func loadView() {
    view = UIView()
    view.backgroundColor = .systemBackground
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let title = UILabel()
    title.text = "Welcome back"
    title.font = .preferredFont(forTextStyle: .largeTitle)
    emailField.placeholder = "Email"
    emailField.keyboardType = .emailAddress
    emailField.borderStyle = .roundedRect
    emailField.autocapitalizationType = .none
    passwordField.placeholder = "Password"
    passwordField.text = "hunter22"
    passwordField.isSecureTextEntry = true
    passwordField.borderStyle = .roundedRect
    signInButton.configuration?.title = "Sign In"
    #if canImport(ObjectiveC)
      signInButton.addTarget(self, action: #selector(signIn), for: .touchUpInside)
    #else
      signInButton.addAction(UIAction { [weak self] _ in self?.signIn() }, for: .touchUpInside)
    #endif
    let form = UIStackView(arrangedSubviews: [title, emailField, passwordField, signInButton])
    form.axis = .vertical
    form.spacing = 12
    form.setCustomSpacing(24, after: title)
    form.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(form)
    NSLayoutConstraint.activate([
      form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
    ])
  }

  func signIn() {}
}

_ = Scene("Login controller", device: .iPhoneSE) { root in
  LoginViewController().appear(in: root)
}
