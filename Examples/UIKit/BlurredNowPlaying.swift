// A "now playing" bar floating over colourful artwork: a UIVisualEffectView with a system material blur, its labels
// and button added to the effect view's contentView, as media apps overlay controls on content.
import UIKit

final class NowPlayingBar: UIVisualEffectView {
  let titleLabel = UILabel()
  let artistLabel = UILabel()
  let playButton = UIButton(type: .system)

  init() {
    super.init(effect: UIBlurEffect(style: .systemThickMaterial))
    layer.cornerRadius = 14
    clipsToBounds = true
    titleLabel.text = "Harbour Lights"
    titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
    artistLabel.text = "The Quiet Tides"
    artistLabel.font = .systemFont(ofSize: 13)
    artistLabel.textColor = .secondaryLabel
    playButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
    playButton.tintColor = .label
    let labels = UIStackView(arrangedSubviews: [titleLabel, artistLabel])
    labels.axis = .vertical
    labels.spacing = 2
    for subview in [labels, playButton] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      labels.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      labels.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      playButton.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      playButton.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      playButton.leadingAnchor.constraint(greaterThanOrEqualTo: labels.trailingAnchor, constant: 8),
      contentView.heightAnchor.constraint(equalToConstant: 64),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

import LayoutRender

_ = Scene("Blurred now playing", size: CGSize(width: 375, height: 300)) { root in
  root.backgroundColor = .systemBackground
  let colors: [UIColor] = [.systemOrange, .systemPink, .systemTeal, .systemIndigo]
  for (index, color) in colors.enumerated() {
    let stripe = UIView(frame: CGRect(x: CGFloat(index) * 94, y: 0, width: 94, height: 300))
    stripe.backgroundColor = color
    root.addSubview(stripe)
  }
  let bar = NowPlayingBar()
  bar.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(bar)
  NSLayoutConstraint.activate([
    bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
    bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -12),
    bar.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -24),
  ])
}
