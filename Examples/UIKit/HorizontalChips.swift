// A horizontally scrolling row of filter chips: a stack in a scroll view whose height follows the frame guide and
// whose width is the content's, scrolled a little to show that it scrolls.
import LayoutRender

_ = Scene("Horizontal chips", size: CGSize(width: 375, height: 64)) { root in
  let scroll = UIScrollView()
  scroll.showsHorizontalScrollIndicator = false
  scroll.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(scroll)
  let chips = UIStackView()
  chips.spacing = 8
  chips.translatesAutoresizingMaskIntoConstraints = false
  scroll.addSubview(chips)
  for title in ["All", "Vegetarian", "Quick", "Under 500 kcal", "Desserts", "Breakfast", "Seasonal"] {
    var configuration = UIButton.Configuration.gray()
    configuration.title = title
    configuration.cornerStyle = .capsule
    chips.addArrangedSubview(UIButton(configuration: configuration))
  }
  NSLayoutConstraint.activate([
    scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    scroll.topAnchor.constraint(equalTo: root.topAnchor),
    scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    chips.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
    chips.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -16),
    chips.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 12),
    chips.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -12),
    chips.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor, constant: -24),
  ])
  scroll.contentOffset = CGPoint(x: 40, y: 0)
}
