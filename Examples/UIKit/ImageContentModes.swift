// One landscape picture, drawn with UIGraphicsImageRenderer at a fixed scale, shown in equal square image views with
// different content modes (.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .topLeft, .bottomRight), each
// clipping to its bounds, as image galleries and avatar views choose how pictures fit.
import UIKit

func makeLandscape() -> UIImage {
  let format = UIGraphicsImageRendererFormat()
  format.scale = 2
  format.opaque = true
  let size = CGSize(width: 120, height: 72)
  return UIGraphicsImageRenderer(size: size, format: format).image { context in
    UIColor.systemTeal.setFill()
    context.fill(CGRect(origin: .zero, size: size))
    UIColor.systemGreen.setFill()
    context.fill(CGRect(x: 0, y: 48, width: 120, height: 24))
    UIColor.systemYellow.setFill()
    UIBezierPath(ovalIn: CGRect(x: 84, y: 10, width: 24, height: 24)).fill()
    UIColor.systemRed.setFill()
    context.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
    UIColor.systemIndigo.setFill()
    context.fill(CGRect(x: 108, y: 60, width: 12, height: 12))
  }
}

func makeModeTile(_ mode: UIView.ContentMode, name: String, image: UIImage) -> UIStackView {
  let imageView = UIImageView(image: image)
  imageView.contentMode = mode
  imageView.clipsToBounds = true
  imageView.backgroundColor = .tertiarySystemFill
  imageView.layer.borderWidth = 1
  imageView.layer.borderColor = UIColor.separator.cgColor
  imageView.widthAnchor.constraint(equalToConstant: 96).isActive = true
  imageView.heightAnchor.constraint(equalToConstant: 96).isActive = true
  let label = UILabel()
  label.text = name
  label.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
  label.textColor = .secondaryLabel
  let tile = UIStackView(arrangedSubviews: [imageView, label])
  tile.axis = .vertical
  tile.alignment = .center
  tile.spacing = 6
  return tile
}

import LayoutRender

_ = Scene("Image content modes", size: CGSize(width: 375, height: 300)) { root in
  root.backgroundColor = .systemBackground
  let image = makeLandscape()
  let modes: [(UIView.ContentMode, String)] = [
    (.scaleToFill, "scaleToFill"), (.scaleAspectFit, "scaleAspectFit"), (.scaleAspectFill, "scaleAspectFill"),
    (.center, "center"), (.topLeft, "topLeft"), (.bottomRight, "bottomRight"),
  ]
  let tiles = modes.map { makeModeTile($0.0, name: $0.1, image: image) }
  let rows = [Array(tiles[0..<3]), Array(tiles[3..<6])].map { row -> UIStackView in
    let stack = UIStackView(arrangedSubviews: row)
    stack.distribution = .equalSpacing
    return stack
  }
  let grid = UIStackView(arrangedSubviews: rows)
  grid.axis = .vertical
  grid.spacing = 20
  grid.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(grid)
  NSLayoutConstraint.activate([
    grid.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
    grid.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
    grid.centerYAnchor.constraint(equalTo: root.centerYAnchor),
  ])
}
