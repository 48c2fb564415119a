// View controller containment: a parent adds two children, each filling half of its view.
import LayoutRender

final class ColourPanelViewController: UIViewController {
  let colour: UIColor
  let caption: String

  init(colour: UIColor, caption: String) {
    self.colour = colour
    self.caption = caption
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = colour
    let label = UILabel()
    label.text = caption
    label.textColor = .white
    label.font = .boldSystemFont(ofSize: 18)
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    label.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
    label.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
  }
}

final class SplitViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let top = ColourPanelViewController(colour: .systemTeal, caption: "Map")
    let bottom = ColourPanelViewController(colour: .systemIndigo, caption: "Details")
    for child in [top, bottom] {
      addChild(child)
      child.view.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }
    NSLayoutConstraint.activate([
      top.view.topAnchor.constraint(equalTo: view.topAnchor),
      top.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      top.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bottom.view.topAnchor.constraint(equalTo: top.view.bottomAnchor),
      bottom.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bottom.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bottom.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      bottom.view.heightAnchor.constraint(equalTo: top.view.heightAnchor),
    ])
  }
}

_ = Scene("Child view controllers", size: CGSize(width: 300, height: 400)) { root in
  SplitViewController().appear(in: root)
}
