// A detail panel that puts its picture beside its text in a regular width and above it in a compact one, read from
// the trait collection; the right-hand card overrides the size class for its subtree with `traitOverrides`, as an
// embedded panel on an iPad-sized canvas would.
import UIKit

final class AdaptivePanel: UIView {
  private let stack = UIStackView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 12
    let picture = UIView()
    picture.backgroundColor = .systemTeal
    picture.layer.cornerRadius = 8
    let title = UILabel()
    title.text = "Harbour at dawn"
    title.font = .preferredFont(forTextStyle: .headline)
    title.numberOfLines = 0
    stack.addArrangedSubview(picture)
    stack.addArrangedSubview(title)
    stack.spacing = 12
    stack.alignment = .center
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      picture.widthAnchor.constraint(equalToConstant: 64),
      picture.heightAnchor.constraint(equalToConstant: 64),
      stack.topAnchor.constraint(equalTo: topAnchor, constant: 12),
      stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
      stack.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -12),
    ])
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    stack.axis = traitCollection.horizontalSizeClass == .regular ? .horizontal : .vertical
    super.layoutSubviews()
  }
}

import LayoutRender

_ = Scene("Size class override", size: CGSize(width: 375, height: 200)) { root in
  let compact = AdaptivePanel()
  let regular = AdaptivePanel()
  regular.traitOverrides.horizontalSizeClass = .regular
  let row = UIStackView(arrangedSubviews: [compact, regular])
  row.distribution = .fillEqually
  row.spacing = 12
  row.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(row)
  NSLayoutConstraint.activate([
    row.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
    row.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -16),
    row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
    row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
  ])
}
