// Buttons as pre-iOS 15 code makes them: system and custom types, per-state titles and colours, content insets,
// a background colour and corner radius set on the layer.
import LayoutRender

final class LegacyButtonsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let system = UIButton(type: .system)
    system.setTitle("Forgot password?", for: .normal)
    let disabled = UIButton(type: .system)
    disabled.setTitle("Resend code", for: .normal)
    disabled.setTitle("Resend in 0:30", for: .disabled)
    disabled.isEnabled = false
    let custom = UIButton()
    custom.setTitle("Buy now", for: .normal)
    custom.setTitleColor(.white, for: .normal)
    custom.backgroundColor = .systemOrange
    custom.layer.cornerRadius = 8
    custom.contentEdgeInsets = UIEdgeInsets(top: 10, left: 24, bottom: 10, right: 24)
    let tinted = UIButton(type: .system)
    tinted.setTitle("Delete account", for: .normal)
    tinted.tintColor = .systemRed
    let stack = UIStackView(arrangedSubviews: [system, disabled, custom, tinted])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    stack.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
    stack.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
  }
}

_ = Scene("Legacy buttons", size: CGSize(width: 320, height: 260)) { root in
  LegacyButtonsViewController().appear(in: root)
}
