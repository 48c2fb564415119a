// One screen on three devices, and right-to-left: the layout uses leading and trailing anchors and the safe area,
// so it adapts to each canvas and mirrors for Arabic or Hebrew.
import LayoutRender

func welcome(_ root: UIView) {
  let header = UILabel("Good morning")
  header.font = .boldSystemFont(ofSize: 30)
  let body = UILabel(
    "Three new layouts were checked overnight. Every snapshot matched its reference on Linux.")
  body.numberOfLines = 0
  body.textColor = .secondaryLabel
  let action = UIButton(title: "Open report")
  let badge = UILabel("NEW")
  badge.font = .boldSystemFont(ofSize: 13)
  badge.textColor = .white
  badge.backgroundColor = .systemGreen
  badge.layer.cornerRadius = 6
  badge.textAlignment = .center
  for view in [header, body, action, badge] { root.addSubview(view) }

  let safe = root.safeAreaLayoutGuide
  header.leadingAnchor == safe.leadingAnchor + 20
  header.topAnchor == safe.topAnchor + 24
  badge.leadingAnchor == header.trailingAnchor + 10
  badge.centerYAnchor == header.centerYAnchor
  badge.widthAnchor == 44
  badge.heightAnchor == 22
  badge.trailingAnchor <= safe.trailingAnchor - 20
  body.topAnchor == header.bottomAnchor + 12
  body.horizontalAnchor == safe.horizontalAnchor + UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
  action.leadingAnchor == safe.leadingAnchor + 20
  action.trailingAnchor == safe.trailingAnchor - 20
  action.bottomAnchor == safe.bottomAnchor - 20
  action.heightAnchor == 50
}

for device in [Device.iPhoneSE, .iPhone15, .iPad] {
  _ = Scene("Welcome (\(device.name))", device: device, build: welcome)
}
_ = Scene("Welcome (right-to-left)", device: .iPhone15, layoutDirection: .rightToLeft, build: welcome)
