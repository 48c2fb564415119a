// Manual layout, as older code and performance-minded cells do it: frames computed in layoutSubviews from bounds,
// sizeToFit for labels.
import LayoutRender

final class BadgeRowView: UIView {
  let iconView = UIView()
  let titleLabel = UILabel()
  let badgeLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    iconView.backgroundColor = .systemGreen
    iconView.layer.cornerRadius = 8
    titleLabel.text = "Messages"
    badgeLabel.text = "12"
    badgeLabel.textColor = .white
    badgeLabel.textAlignment = .center
    badgeLabel.backgroundColor = .systemRed
    badgeLabel.font = .boldSystemFont(ofSize: 13)
    badgeLabel.layer.cornerRadius = 10
    badgeLabel.clipsToBounds = true
    addSubview(iconView)
    addSubview(titleLabel)
    addSubview(badgeLabel)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let inset: CGFloat = 16
    iconView.frame = CGRect(x: inset, y: (bounds.height - 32) / 2, width: 32, height: 32)
    titleLabel.sizeToFit()
    titleLabel.frame.origin = CGPoint(
      x: iconView.frame.maxX + 12, y: (bounds.height - titleLabel.frame.height) / 2)
    badgeLabel.sizeToFit()
    let badgeWidth = max(badgeLabel.frame.width + 12, 20)
    badgeLabel.frame = CGRect(
      x: bounds.width - inset - badgeWidth, y: (bounds.height - 20) / 2, width: badgeWidth, height: 20)
  }
}

_ = Scene("Frame-based row", size: CGSize(width: 320, height: 60)) { root in
  let row = BadgeRowView(frame: root.bounds)
  root.addSubview(row)
}
