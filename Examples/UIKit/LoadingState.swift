// A loading state: a large spinner and a caption centred, the view controller starting the animation in
// viewWillAppear as apps do.
import LayoutRender

final class LoadingViewController: UIViewController {
  private let spinner = UIActivityIndicatorView(style: .large)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let caption = UILabel()
    caption.text = "Loading your library…"
    caption.textColor = .secondaryLabel
    let column = UIStackView(arrangedSubviews: [spinner, caption])
    column.axis = .vertical
    column.alignment = .center
    column.spacing = 12
    column.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(column)
    NSLayoutConstraint.activate([
      column.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      column.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    spinner.startAnimating()
  }
}

_ = Scene("Loading state", size: CGSize(width: 320, height: 240)) { root in
  LoadingViewController().appear(in: root)
}
