// UIKit's classic named colours and colour initialisers in a swatch grid made of nested fill-equally stacks.
import LayoutRender

let swatches: [(String, UIColor)] = [
  ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green),
  ("cyan", .cyan), ("blue", .blue), ("purple", .purple), ("magenta", .magenta),
  ("brown", .brown), ("gray", .gray), ("lightGray", .lightGray), ("darkGray", .darkGray),
  ("white 0.3", UIColor(white: 0.3, alpha: 1)),
  ("hsb", UIColor(hue: 0.6, saturation: 0.5, brightness: 0.9, alpha: 1)),
  ("rgb", UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 1)),
  ("alpha 0.5", UIColor.systemBlue.withAlphaComponent(0.5)),
]

func swatch(_ name: String, _ color: UIColor) -> UIView {
  let chip = UIView()
  chip.backgroundColor = color
  chip.layer.cornerRadius = 6
  chip.heightAnchor.constraint(equalToConstant: 44).isActive = true
  let label = UILabel()
  label.text = name
  label.font = .systemFont(ofSize: 11)
  label.textAlignment = .center
  let stack = UIStackView(arrangedSubviews: [chip, label])
  stack.axis = .vertical
  stack.spacing = 4
  return stack
}

_ = Scene("Classic colours", size: CGSize(width: 360, height: 300)) { root in
  let rows = stride(from: 0, to: swatches.count, by: 4).map { start -> UIStackView in
    let row = UIStackView(arrangedSubviews: swatches[start..<start + 4].map { swatch($0.0, $0.1) })
    row.distribution = .fillEqually
    row.spacing = 8
    return row
  }
  let grid = UIStackView(arrangedSubviews: rows)
  grid.axis = .vertical
  grid.spacing = 12
  grid.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(grid)
  NSLayoutConstraint.activate([
    grid.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
    grid.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
    grid.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
  ])
}
