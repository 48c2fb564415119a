// A sign-in screen as an app writes it: padded text fields, a button subclass, a scrolling stack, keyboard
// notifications and a target-action timer.
import UIKit

final class RoundedTextField: UITextField {
    private let padding = UIEdgeInsets(top: 0, left: 14, bottom: 0, right: 14)
    override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .none
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 10
        heightAnchor.constraint(equalToConstant: 50).isActive = true
        clearButtonMode = .whileEditing
        autocorrectionType = .no
        autocapitalizationType = .none
    }
    required init?(coder: NSCoder) { fatalError() }
    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
    override func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
}

final class PrimaryButton: UIButton {
    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.7 : 1 }
    }
    override var isEnabled: Bool {
        didSet { backgroundColor = isEnabled ? .systemBlue : .systemGray3 }
    }
    init(title: String) {
        super.init(frame: .zero)
        setTitle(title, for: .normal)
        titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        setTitleColor(.white, for: .normal)
        backgroundColor = .systemBlue
        layer.cornerRadius = 12
        contentEdgeInsets = UIEdgeInsets(top: 14, left: 20, bottom: 14, right: 20)
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class SignInViewController: UIViewController, UITextFieldDelegate {
    private let scrollView = UIScrollView()
    private let stack = UIStackView()
    private let emailField = RoundedTextField()
    private let passwordField = RoundedTextField()
    private let loginButton = PrimaryButton(title: "Sign In")
    private let errorLabel = UILabel()
    private var bottomConstraint: NSLayoutConstraint!
    private var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let logo = UIImageView(image: UIImage(systemName: "lock.shield.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 56, weight: .medium)))
        logo.tintColor = .systemBlue
        logo.contentMode = .scaleAspectFit
        let title = UILabel()
        title.text = "Welcome back"
        title.font = .preferredFont(forTextStyle: .largeTitle).withTraits(.traitBold)
        title.textAlignment = .center
        let subtitle = UILabel()
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 4
        paragraph.alignment = .center
        subtitle.attributedText = NSAttributedString(string: "Sign in to continue to your account and pick up where you left off.", attributes: [.paragraphStyle: paragraph, .foregroundColor: UIColor.secondaryLabel, .font: UIFont.preferredFont(forTextStyle: .callout)])
        subtitle.numberOfLines = 0
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .emailAddress
        emailField.returnKeyType = .next
        emailField.delegate = self
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .go
        passwordField.delegate = self
        passwordField.text = "hunter2"
        errorLabel.textColor = .systemRed
        errorLabel.font = .preferredFont(forTextStyle: .footnote)
        errorLabel.isHidden = true
        loginButton.addTarget(self, action: #selector(loginTapped), for: .touchUpInside)
        let forgot = UIButton(type: .system)
        forgot.setTitle("Forgot password?", for: .normal)
        forgot.contentHorizontalAlignment = .trailing
        [logo, title, subtitle, emailField, passwordField, errorLabel, forgot, loginButton].forEach(stack.addArrangedSubview)
        stack.axis = .vertical
        stack.spacing = 12
        stack.setCustomSpacing(24, after: subtitle)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 32, leading: 24, bottom: 24, trailing: 24)
        scrollView.keyboardDismissMode = .interactive
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        scrollView.addSubview(stack)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        bottomConstraint = scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomConstraint,
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            logo.heightAnchor.constraint(equalToConstant: 80),
        ])
        let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChange(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
        timer = Timer.scheduledTimer(timeInterval: 30, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
            self?.emailField.becomeFirstResponder()
        }
    }

    deinit {
        timer?.invalidate()
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func tick() {}
    @objc private func dismissKeyboard() { view.endEditing(true) }

    @objc private func keyboardWillChange(_ notification: Notification) {
        guard let info = notification.userInfo,
              let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
              let curveRaw = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int else { return }
        let converted = view.convert(frame, from: nil)
        bottomConstraint.constant = -(view.bounds.maxY - converted.minY)
        let curve = UIView.AnimationCurve(rawValue: curveRaw) ?? .easeInOut
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve) { self.view.layoutIfNeeded() }
        animator.startAnimation()
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        bottomConstraint.constant = 0
        UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
    }

    @objc private func loginTapped() {
        guard let email = emailField.text, email.contains("@") else {
            errorLabel.text = "Enter a valid email address."
            UIView.transition(with: errorLabel, duration: 0.2, options: .transitionCrossDissolve) {
                self.errorLabel.isHidden = false
            }
            UINotificationFeedbackGenerator().notificationOccurred(.error)
            return
        }
        let alert = UIAlertController(title: "Signed in", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField { passwordField.becomeFirstResponder() } else { loginTapped() }
        return true
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = (textField.text ?? "") as NSString
        let updated = current.replacingCharacters(in: range, with: string)
        loginButton.isEnabled = !updated.isEmpty
        return updated.count <= 64
    }
}

extension UIFont {
    func withTraits(_ traits: UIFontDescriptor.SymbolicTraits) -> UIFont {
        guard let descriptor = fontDescriptor.withSymbolicTraits(traits) else { return self }
        return UIFont(descriptor: descriptor, size: 0)
    }
}

import LayoutRender
_ = Scene("Sign-in scroll", device: .iPhone15) { root in
    SignInViewController().appear(in: root)
}
