// A profile header laid out with the visual format language and a metrics dictionary: the avatar and the name in
// one row aligned on their centres, as pre-anchor code writes it.
import UIKit

final class VisualFormatHeader: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    let avatar = UIView()
    avatar.backgroundColor = .systemGreen
    avatar.layer.cornerRadius = 24
    let name = UILabel()
    name.text = "Ada Lovelace"
    name.font = .preferredFont(forTextStyle: .title3)
    let views = ["avatar": avatar, "name": name]
    for view in [avatar, name] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    let metrics = ["side": 48, "gap": 12]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[avatar(side)]-gap-[name]-(>=8)-|", options: .alignAllCenterY, metrics: metrics,
        views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|-[avatar(side)]-|", options: [], metrics: metrics, views: views))
  }

  required init?(coder: NSCoder) { nil }
}

import LayoutRender

_ = Scene("Visual format header", size: CGSize(width: 320, height: 80)) { root in
  let header = VisualFormatHeader()
  header.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(header)
  NSLayoutConstraint.activate([
    header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    header.centerYAnchor.constraint(equalTo: root.centerYAnchor),
  ])
}
