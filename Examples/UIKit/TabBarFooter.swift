// A custom tab bar: four equally wide items, each a symbol over a caption, the selected one tinted, above the
// home indicator's safe area.
import LayoutRender

func tabItem(_ title: String, symbol: String, selected: Bool) -> UIView {
  let image = UIImageView(image: UIImage(systemName: symbol))
  image.tintColor = selected ? .systemBlue : .systemGray
  image.contentMode = .scaleAspectFit
  image.heightAnchor.constraint(equalToConstant: 24).isActive = true
  let caption = UILabel()
  caption.text = title
  caption.font = .systemFont(ofSize: 10, weight: .medium)
  caption.textColor = selected ? .systemBlue : .systemGray
  let item = UIStackView(arrangedSubviews: [image, caption])
  item.axis = .vertical
  item.alignment = .center
  item.spacing = 2
  return item
}

_ = Scene("Tab bar footer", device: .iPhone15) { root in
  let bar = UIView()
  bar.backgroundColor = .secondarySystemBackground
  bar.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(bar)
  let items = UIStackView(arrangedSubviews: [
    tabItem("Home", symbol: "house.fill", selected: true),
    tabItem("Search", symbol: "magnifyingglass", selected: false),
    tabItem("Library", symbol: "books.vertical", selected: false),
    tabItem("Profile", symbol: "person", selected: false),
  ])
  items.distribution = .fillEqually
  items.translatesAutoresizingMaskIntoConstraints = false
  bar.addSubview(items)
  let hairline = UIView()
  hairline.backgroundColor = .separator
  hairline.translatesAutoresizingMaskIntoConstraints = false
  bar.addSubview(hairline)
  NSLayoutConstraint.activate([
    bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    bar.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    items.topAnchor.constraint(equalTo: bar.topAnchor, constant: 6),
    items.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
    items.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
    items.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
    hairline.topAnchor.constraint(equalTo: bar.topAnchor),
    hairline.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
    hairline.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
    hairline.heightAnchor.constraint(equalToConstant: 0.5),
  ])
}
