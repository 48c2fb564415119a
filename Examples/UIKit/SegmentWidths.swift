// Segmented controls shaped by hand: segments apportioned by their content, a fixed width for one segment with
// setWidth(_:forSegmentAt:), a segment inserted with an image, a disabled segment, a custom selected tint and
// title text attributes, as filter and editor toolbars tune them.
import UIKit

func makeSortControl() -> UISegmentedControl {
  let control = UISegmentedControl(items: ["New", "Most popular", "A–Z"])
  control.apportionsSegmentWidthsByContent = true
  control.selectedSegmentIndex = 1
  return control
}

func makeAlignmentControl() -> UISegmentedControl {
  let control = UISegmentedControl(items: ["Left", "Centre", "Right"])
  let glyph = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 12)).image { _ in
    UIColor.black.setFill()
    for row in 0..<3 {
      UIRectFill(CGRect(x: 0, y: CGFloat(row) * 5, width: row == 1 ? 10 : 16, height: 2))
    }
  }
  control.insertSegment(with: glyph, at: 0, animated: false)
  control.setWidth(44, forSegmentAt: 0)
  control.setEnabled(false, forSegmentAt: 3)
  control.selectedSegmentIndex = 2
  control.selectedSegmentTintColor = .systemYellow
  control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 13, weight: .semibold)], for: .selected)
  control.setTitleTextAttributes([.foregroundColor: UIColor.secondaryLabel], for: .normal)
  return control
}

import LayoutRender

_ = Scene("Segment widths", size: CGSize(width: 375, height: 150)) { root in
  root.backgroundColor = .systemBackground
  let stack = UIStackView(arrangedSubviews: [makeSortControl(), makeAlignmentControl()])
  stack.axis = .vertical
  stack.alignment = .center
  stack.spacing = 24
  stack.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(stack)
  NSLayoutConstraint.activate([
    stack.centerXAnchor.constraint(equalTo: root.centerXAnchor),
    stack.centerYAnchor.constraint(equalTo: root.centerYAnchor),
  ])
}
