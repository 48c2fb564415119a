// A padded label as apps write it (drawText(in:) and intrinsicContentSize overridden), in a row of chips;
// a file written for UIKit, unchanged, with the scene at its end.
import UIKit

final class PaddingLabel: UILabel {
  var insets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12)

  override func drawText(in rect: CGRect) {
    super.drawText(in: rect.inset(by: insets))
  }

  override var intrinsicContentSize: CGSize {
    let size = super.intrinsicContentSize
    return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
  }
}

final class ChipRow: UIView {
  private let stack = UIStackView()

  init(titles: [String]) {
    super.init(frame: .zero)
    stack.axis = .horizontal
    stack.spacing = 8
    stack.alignment = .center
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    for (index, title) in titles.enumerated() {
      let chip = PaddingLabel()
      chip.text = title
      chip.font = .systemFont(ofSize: 15, weight: .medium)
      chip.textColor = index == 0 ? .white : .label
      chip.backgroundColor = index == 0 ? .systemBlue : .secondarySystemBackground
      chip.layer.cornerRadius = 14
      chip.clipsToBounds = true
      stack.addArrangedSubview(chip)
    }
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      stack.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

import LayoutRender

_ = Scene("Padded label chips", size: CGSize(width: 375, height: 80)) { root in
  let row = ChipRow(titles: ["All", "Unread", "Flagged"])
  row.frame = root.bounds
  row.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  root.addSubview(row)
}
