// Custom fonts that follow Dynamic Type: a bold body derived with a font descriptor's symbolic traits, and a fixed
// 15-point caption scaled by UIFontMetrics for the footnote style, as apps with their own type scale do.
import UIKit

func makeScaledFontLabels() -> [UILabel] {
  let body = UIFont.preferredFont(forTextStyle: .body)
  let boldDescriptor = body.fontDescriptor.withSymbolicTraits(.traitBold) ?? body.fontDescriptor
  let heading = UILabel()
  heading.text = "Trip to the coast"
  heading.font = UIFont(descriptor: boldDescriptor, size: 0)
  let caption = UILabel()
  caption.text = "Leaves at 7:40 from platform 4"
  caption.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 15))
  caption.adjustsFontForContentSizeCategory = true
  caption.textColor = .secondaryLabel
  return [heading, caption]
}

import LayoutRender

_ = Scene("Scaled fonts", size: CGSize(width: 320, height: 110), contentSizeCategory: .extraExtraLarge) { root in
  let stack = UIStackView(arrangedSubviews: makeScaledFontLabels())
  stack.axis = .vertical
  stack.spacing = 6
  stack.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(stack)
  NSLayoutConstraint.activate([
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
    stack.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16),
    stack.centerYAnchor.constraint(equalTo: root.centerYAnchor),
  ])
}
