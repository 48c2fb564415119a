// A card styled through its layer: corner radius, a border from a CGColor, masksToBounds clipping a banner, and
// shadow properties (not drawn: a layer that masks to its bounds shows no shadow, as in UIKit).
import LayoutRender

final class CardView: UIView {
  let banner = UIView()
  let title = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 16
    layer.borderWidth = 1
    layer.borderColor = UIColor.separator.cgColor
    layer.masksToBounds = true
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.2
    layer.shadowOffset = CGSize(width: 0, height: 4)
    layer.shadowRadius = 8
    banner.backgroundColor = UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)
    title.text = "Weekend in Lisbon"
    title.font = .systemFont(ofSize: 20, weight: .semibold)
    for subview in [banner, title] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      addSubview(subview)
    }
    NSLayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: topAnchor),
      banner.leadingAnchor.constraint(equalTo: leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: trailingAnchor),
      banner.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.6),
      title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      title.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 12),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

_ = Scene("Layer card", size: CGSize(width: 340, height: 260)) { root in
  let card = CardView(frame: CGRect(x: 20, y: 20, width: 300, height: 220))
  root.addSubview(card)
}
