// A badge whose count is an @Invalidating property: setting it invalidates the intrinsic size and the drawing, so
// the badge grows with its digits and draws the new number, as iOS 15 views declare such properties.
import UIKit

final class CountBadge: UIView {
  @Invalidating(.intrinsicContentSize, .display) var count = 0

  private var text: String { count > 99 ? "99+" : "\(count)" }
  private let font = UIFont.boldSystemFont(ofSize: 13)

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize {
    let width = (text as NSString).size(withAttributes: [.font: font]).width
    return CGSize(width: max(22, width + 12), height: 22)
  }

  override func draw(_ rect: CGRect) {
    UIColor.systemRed.setFill()
    UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).fill()
    let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.white]
    let size = (text as NSString).size(withAttributes: attributes)
    (text as NSString).draw(
      at: CGPoint(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2), withAttributes: attributes)
  }
}

import LayoutRender

_ = Scene("Invalidating badge", size: CGSize(width: 240, height: 60)) { root in
  let badges = [3, 42, 120].map { value -> CountBadge in
    let badge = CountBadge()
    badge.count = value
    return badge
  }
  let row = UIStackView(arrangedSubviews: badges)
  row.spacing = 16
  row.alignment = .center
  row.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(row)
  NSLayoutConstraint.activate([
    row.centerXAnchor.constraint(equalTo: root.centerXAnchor),
    row.centerYAnchor.constraint(equalTo: root.centerYAnchor),
  ])
}
