// A now-playing panel forced dark with traitOverrides inside a light screen: its system colours (background, label,
// secondary label) resolve for the dark appearance, as media panels on light screens do.
import UIKit

func makeNowPlayingPanel() -> UIView {
  let panel = UIView()
  panel.traitOverrides.userInterfaceStyle = .dark
  panel.backgroundColor = .secondarySystemBackground
  panel.layer.cornerRadius = 14
  let title = UILabel()
  title.text = "Tides and Harbours"
  title.font = .preferredFont(forTextStyle: .headline)
  title.textColor = .label
  let artist = UILabel()
  artist.text = "The Quay Ensemble"
  artist.font = .preferredFont(forTextStyle: .subheadline)
  artist.textColor = .secondaryLabel
  let text = UIStackView(arrangedSubviews: [title, artist])
  text.axis = .vertical
  text.spacing = 2
  text.translatesAutoresizingMaskIntoConstraints = false
  panel.addSubview(text)
  NSLayoutConstraint.activate([
    text.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 16),
    text.trailingAnchor.constraint(lessThanOrEqualTo: panel.trailingAnchor, constant: -16),
    text.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
  ])
  return panel
}

import LayoutRender

_ = Scene("Dark panel override", size: CGSize(width: 340, height: 120)) { root in
  let panel = makeNowPlayingPanel()
  panel.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(panel)
  NSLayoutConstraint.activate([
    panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
    panel.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
    panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 24),
    panel.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -24),
  ])
}
