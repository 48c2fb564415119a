// Content pinned to the safe area: a title under the status bar, a toolbar above the home indicator, on an iPhone
// 15 in portrait and in landscape.
import LayoutRender

final class EditorViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let title = UILabel()
    title.text = "Untitled document"
    title.font = .preferredFont(forTextStyle: .headline)
    let toolbar = UIStackView()
    toolbar.distribution = .equalSpacing
    for symbol in ["bold", "italic", "underline", "list.bullet", "photo"] {
      let button = UIButton(type: .system)
      button.setImage(UIImage(systemName: symbol), for: .normal)
      toolbar.addArrangedSubview(button)
    }
    let toolbarBackground = UIView()
    toolbarBackground.backgroundColor = .secondarySystemBackground
    for subview in [title, toolbarBackground, toolbar] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: safe.topAnchor, constant: 12),
      title.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
      toolbar.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 24),
      toolbar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -24),
      toolbar.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
      toolbarBackground.topAnchor.constraint(equalTo: toolbar.topAnchor, constant: -8),
      toolbarBackground.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      toolbarBackground.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      toolbarBackground.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }
}

for device in [Device.iPhone15, Device.iPhone15.landscape] {
  _ = Scene("Safe-area toolbar (\(device.name))", device: device) { root in
    EditorViewController().appear(in: root)
  }
}
