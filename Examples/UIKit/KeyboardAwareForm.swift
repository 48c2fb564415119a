// A view controller that follows the keyboard as UIKit apps do: @objc handlers registered with selectors, a
// bottom constraint kept to move the button. Headless, no keyboard shows, so the button rests at the bottom.
import UIKit

final class FeedbackViewController: UIViewController {
  private let textView = UITextView()
  private let sendButton = UIButton(type: .system)
  private var bottomConstraint: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    textView.text = "The new release is great, but the settings screen crops long names."
    textView.font = .preferredFont(forTextStyle: .body)
    textView.layer.cornerRadius = 10
    textView.translatesAutoresizingMaskIntoConstraints = false
    sendButton.setTitle("Send feedback", for: .normal)
    sendButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
    sendButton.addTarget(self, action: #selector(send(_:)), for: .touchUpInside)
    sendButton.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(textView)
    view.addSubview(sendButton)
    bottomConstraint = sendButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -12)
    NSLayoutConstraint.activate([
      textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      textView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      textView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      textView.heightAnchor.constraint(equalToConstant: 160),
      sendButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      sendButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      bottomConstraint,
    ])
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
  }

  @objc private func keyboardWillShow(_ notification: Notification) {
    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
    bottomConstraint.constant = -12 - frame.height
  }

  @objc private func keyboardWillHide(_ notification: Notification) {
    bottomConstraint.constant = -12
  }

  @objc private func send(_ sender: UIButton) {
    view.endEditing(true)
  }
}

import LayoutRender

_ = Scene("Keyboard-aware form", device: .iPhoneSE) { root in
  FeedbackViewController().appear(in: root)
}
