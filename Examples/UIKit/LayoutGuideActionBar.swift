// Layout guides and constraint arithmetic: actions spread by equal-width UILayoutGuide spacers in a bar whose margins
// grow by the safe area, a banner under the status bar opting out of that (insetsLayoutMarginsFromSafeArea), and a
// card sized by a multiplier at high priority but capped by an inequality, as hand-built screens lay themselves out.
import UIKit

final class ActionBar: UIView {
  init(titles: [String]) {
    super.init(frame: .zero)
    backgroundColor = .secondarySystemBackground
    directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 8, bottom: 4, trailing: 8)
    var constraints: [NSLayoutConstraint] = []
    var previousAnchor = layoutMarginsGuide.leadingAnchor
    var spacers: [UILayoutGuide] = []
    for title in titles {
      let spacer = UILayoutGuide()
      addLayoutGuide(spacer)
      spacers.append(spacer)
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      button.translatesAutoresizingMaskIntoConstraints = false
      addSubview(button)
      constraints += [
        spacer.leadingAnchor.constraint(equalTo: previousAnchor),
        spacer.trailingAnchor.constraint(equalTo: button.leadingAnchor),
        button.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
        button.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
      ]
      previousAnchor = button.trailingAnchor
    }
    let last = UILayoutGuide()
    addLayoutGuide(last)
    spacers.append(last)
    constraints += [
      last.leadingAnchor.constraint(equalTo: previousAnchor),
      last.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
    ]
    for spacer in spacers.dropFirst() {
      constraints.append(spacer.widthAnchor.constraint(equalTo: spacers[0].widthAnchor))
    }
    NSLayoutConstraint.activate(constraints)
  }

  required init?(coder: NSCoder) { nil }
}

func makeBanner() -> UIView {
  let banner = UIView()
  banner.backgroundColor = .systemYellow
  banner.insetsLayoutMarginsFromSafeArea = false
  banner.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
  let text = UILabel()
  text.text = "Offline – changes will sync later"
  text.font = .preferredFont(forTextStyle: .footnote)
  text.translatesAutoresizingMaskIntoConstraints = false
  banner.addSubview(text)
  NSLayoutConstraint.activate([
    // The margins ignore the safe area, so the top follows the safe area guide explicitly.
    text.topAnchor.constraint(equalTo: banner.safeAreaLayoutGuide.topAnchor, constant: 6),
    text.bottomAnchor.constraint(equalTo: banner.layoutMarginsGuide.bottomAnchor),
    text.leadingAnchor.constraint(equalTo: banner.layoutMarginsGuide.leadingAnchor),
    text.trailingAnchor.constraint(lessThanOrEqualTo: banner.layoutMarginsGuide.trailingAnchor),
  ])
  return banner
}

import LayoutRender

_ = Scene(
  "Layout guide action bar", size: CGSize(width: 375, height: 360),
  safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
) { root in
  root.backgroundColor = .systemBackground
  let banner = makeBanner()
  let card = UIView()
  card.backgroundColor = .systemBlue
  card.layer.cornerRadius = 12
  let bar = ActionBar(titles: ["Share", "Duplicate", "Delete"])
  for subview in [banner, card, bar] {
    subview.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(subview)
  }
  let preferredWidth = card.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.85)
  preferredWidth.priority = .defaultHigh
  NSLayoutConstraint.activate([
    banner.topAnchor.constraint(equalTo: root.topAnchor),
    banner.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    banner.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
    card.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 24),
    preferredWidth,
    card.widthAnchor.constraint(lessThanOrEqualToConstant: 280),
    card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
    bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    bar.bottomAnchor.constraint(equalTo: root.bottomAnchor),
  ])
}
