// A chat screen's composer: a text view pinned above the keyboard layout guide (which rests below the safe area
// while no keyboard shows), its text container's padding removed and its lines limited to three, as messaging
// apps set it up.
import UIKit

final class ComposerViewController: UIViewController {
  let messageView = UITextView()
  let sendButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    let bar = UIView()
    bar.backgroundColor = .systemBackground
    messageView.font = .preferredFont(forTextStyle: .body)
    messageView.text = "Running ten minutes late, save me a seat by the window and order the soup of the day for both of us"
    messageView.isScrollEnabled = false
    messageView.textContainer.lineFragmentPadding = 0
    messageView.textContainer.maximumNumberOfLines = 3
    messageView.textContainer.lineBreakMode = .byTruncatingTail
    messageView.textContainerInset = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
    messageView.backgroundColor = .secondarySystemBackground
    messageView.layer.cornerRadius = 18
    sendButton.setTitle("Send", for: .normal)
    sendButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
    sendButton.setContentHuggingPriority(.required, for: .horizontal)
    for subview in [bar, messageView, sendButton] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    view.addSubview(bar)
    bar.addSubview(messageView)
    bar.addSubview(sendButton)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      messageView.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
      messageView.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
      messageView.leadingAnchor.constraint(equalTo: bar.layoutMarginsGuide.leadingAnchor),
      sendButton.leadingAnchor.constraint(equalTo: messageView.trailingAnchor, constant: 8),
      sendButton.trailingAnchor.constraint(equalTo: bar.layoutMarginsGuide.trailingAnchor),
      sendButton.bottomAnchor.constraint(equalTo: messageView.bottomAnchor),
    ])
  }
}

import LayoutRender

_ = Scene("Chat composer", device: .iPhone15) { root in
  ComposerViewController().appear(in: root)
}
