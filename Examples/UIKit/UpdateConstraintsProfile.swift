// A view that builds its constraints in updateConstraints (installed once, behind a flag) and asks for them with
// setNeedsUpdateConstraints, as older UIKit code does; shown in a window's root view controller.
import UIKit

final class ProfileHeader: UIView {
  private let avatar = UIView()
  private let name = UILabel()
  private var didInstallConstraints = false

  override class var requiresConstraintBasedLayout: Bool { true }

  override init(frame: CGRect) {
    super.init(frame: frame)
    avatar.backgroundColor = .systemTeal
    avatar.layer.cornerRadius = 32
    name.text = "Grace Hopper"
    name.font = .preferredFont(forTextStyle: .title2)
    for view in [avatar, name] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    setNeedsUpdateConstraints()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func updateConstraints() {
    if !didInstallConstraints {
      didInstallConstraints = true
      NSLayoutConstraint.activate([
        avatar.widthAnchor.constraint(equalToConstant: 64),
        avatar.heightAnchor.constraint(equalToConstant: 64),
        avatar.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
        avatar.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
        avatar.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        name.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 2),
        name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
      ])
    }
    super.updateConstraints()
  }
}

final class ProfileViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let header = ProfileHeader()
    header.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(header)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
  }
}

import LayoutRender

_ = Scene("Update constraints profile", size: CGSize(width: 375, height: 160)) { root in
  let window = UIWindow(frame: root.bounds)
  window.rootViewController = ProfileViewController()
  window.makeKeyAndVisible()
  root.addSubview(window)
}
