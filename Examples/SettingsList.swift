// A settings list: grouped rows with an icon, a title, a value or a switch-like pill, and hairline separators,
// built from stacks inside the safe area of an iPhone 15.
import LayoutRender

/// One row: a coloured icon square, the title, and a trailing value.
func row(_ title: String, icon: UIColor, value: String?) -> UIView {
  let square = UIView()
  square.backgroundColor = icon
  square.layer.cornerRadius = 7
  square.al.size.set(CGSize(width: 29, height: 29))
  let label = UILabel(title)
  let trailing = UILabel(value ?? "Off")
  trailing.textColor = .secondaryLabel
  let stack = Stack([square, label, Spacer(minWidth: 8), trailing], spacing: 12, alignment: .center)
  stack.isLayoutMarginsRelativeArrangement = true
  stack.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
  return stack
}

/// A group of rows on a rounded white background, separated by hairlines.
func group(_ rows: [UIView]) -> UIView {
  var items: [UIView] = []
  for (index, row) in rows.enumerated() {
    if index > 0 {
      let separator = UIView()
      separator.backgroundColor = .separator
      separator.al.height.set(0.5)
      items.append(separator)
    }
    items.append(row)
  }
  let stack = Stack(items, axis: .vertical)
  stack.backgroundColor = .secondarySystemGroupedBackground
  stack.layer.cornerRadius = 10
  stack.clipsToBounds = true
  return stack
}

let scene = Scene("Settings", device: .iPhone15, backgroundColor: .systemGroupedBackground) { root in
  let title = UILabel("Settings")
  title.font = .boldSystemFont(ofSize: 34)
  let connectivity = group([
    row("Airplane Mode", icon: .systemOrange, value: nil),
    row("Wi-Fi", icon: .systemBlue, value: "Home"),
    row("Bluetooth", icon: .systemBlue, value: "On"),
  ])
  let general = group([
    row("Notifications", icon: .systemRed, value: nil),
    row("Sounds & Haptics", icon: .systemPink, value: nil),
    row("Screen Time", icon: .systemIndigo, value: "2 h 10 min"),
  ])
  let page = Stack([title, connectivity, general], axis: .vertical, spacing: 20)
  root.addSubview(page)
  Constraints(for: page) { page in
    page.top.pin(to: root.safeAreaLayoutGuide, inset: 8)
    page.edges(.left, .right).pin(to: root.safeAreaLayoutGuide, insets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
  }
}
