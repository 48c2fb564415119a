// Product tiles styled with layers: a shadow given an explicit shadowPath on an unclipped container, a clipped
// content view inside it, a photo area rounded only at the top (maskedCorners), a corner ribbon drawn by a rotated
// CATextLayer (anchorPoint and setAffineTransform), and a wrapped, truncated CATextLayer caption.
import UIKit

final class ProductTile: UIView {
  private let content = UIView()
  private let photo = UIView()
  private let ribbon = CATextLayer()
  private let caption = CATextLayer()

  init(title: String, color: UIColor, onSale: Bool) {
    super.init(frame: .zero)
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.18
    layer.shadowRadius = 10
    layer.shadowOffset = CGSize(width: 0, height: 6)
    content.backgroundColor = .secondarySystemGroupedBackground
    content.layer.cornerRadius = 14
    content.clipsToBounds = true
    photo.backgroundColor = color
    photo.layer.cornerRadius = 14
    photo.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    caption.string = title
    caption.font = UIFont.systemFont(ofSize: 14, weight: .medium)
    caption.fontSize = 14
    caption.foregroundColor = UIColor.label.cgColor
    caption.isWrapped = true
    caption.truncationMode = .end
    caption.alignmentMode = .left
    caption.contentsScale = UIScreen.main.scale
    ribbon.string = "SALE"
    ribbon.font = UIFont.boldSystemFont(ofSize: 11)
    ribbon.fontSize = 11
    ribbon.foregroundColor = UIColor.white.cgColor
    ribbon.backgroundColor = UIColor.systemRed.cgColor
    ribbon.alignmentMode = .center
    ribbon.contentsScale = UIScreen.main.scale
    ribbon.isHidden = !onSale
    addSubview(content)
    content.addSubview(photo)
    content.layer.addSublayer(caption)
    content.layer.addSublayer(ribbon)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    content.frame = bounds
    layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 14).cgPath
    // Inset 2 points so the photo's own rounded top corners show inside the content's.
    photo.frame = CGRect(x: 2, y: 2, width: bounds.width - 4, height: bounds.height * 0.62)
    caption.frame = CGRect(x: 12, y: photo.frame.maxY + 8, width: bounds.width - 24, height: 36)
    ribbon.bounds = CGRect(x: 0, y: 0, width: 96, height: 16)
    ribbon.anchorPoint = CGPoint(x: 0.5, y: 0.5)
    ribbon.position = CGPoint(x: bounds.maxX - 22, y: 22)
    ribbon.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
  }
}

import LayoutRender

_ = Scene("Layer badge tiles", size: CGSize(width: 375, height: 260)) { root in
  root.backgroundColor = .systemGroupedBackground
  let tiles = [
    ProductTile(title: "Ceramic pour-over coffee dripper", color: .systemTeal, onSale: true),
    ProductTile(
      title: "Linen tea towel, set of two, washed oat colour with stripes", color: .systemBrown, onSale: false),
  ]
  let row = UIStackView(arrangedSubviews: tiles)
  row.distribution = .fillEqually
  row.spacing = 16
  row.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(row)
  NSLayoutConstraint.activate([
    row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
    row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
    row.topAnchor.constraint(equalTo: root.topAnchor, constant: 24),
    row.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -32),
  ])
}
