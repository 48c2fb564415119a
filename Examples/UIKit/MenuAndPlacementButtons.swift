// Buttons with menus and laid-out content: a pop-up button showing its selected action
// (changesSelectionAsPrimaryAction), a pull-down menu button with a trailing image, a large prominent tile with its
// image on top and a subtitle, and a tinted button with a subtitle, as iOS 15 forms use UIButton.Configuration.
import UIKit

enum ButtonArt {
  static func bars() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 16, height: 14)).image { _ in
      for (index, width) in [16, 11, 6].enumerated() {
        let bar = CGRect(x: 0, y: CGFloat(index) * 5, width: CGFloat(width), height: 3)
        UIBezierPath(roundedRect: bar, cornerRadius: 1.5).fill()
      }
    }.withRenderingMode(.alwaysTemplate)
  }

  static func bolt() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 18, height: 24)).image { _ in
      let bolt = UIBezierPath()
      bolt.move(to: CGPoint(x: 11, y: 0))
      bolt.addLine(to: CGPoint(x: 0, y: 14))
      bolt.addLine(to: CGPoint(x: 8, y: 14))
      bolt.addLine(to: CGPoint(x: 6, y: 24))
      bolt.addLine(to: CGPoint(x: 18, y: 9))
      bolt.addLine(to: CGPoint(x: 10, y: 9))
      bolt.close()
      bolt.fill()
    }.withRenderingMode(.alwaysTemplate)
  }
}

func makeMenuButtons() -> [UIButton] {
  let popUp = UIButton(configuration: .bordered())
  popUp.menu = UIMenu(children: [
    UIAction(title: "Economy") { _ in },
    UIAction(title: "Premium economy", state: .on) { _ in },
    UIAction(title: "Business") { _ in },
  ])
  popUp.showsMenuAsPrimaryAction = true
  popUp.changesSelectionAsPrimaryAction = true

  var sortConfiguration = UIButton.Configuration.borderless()
  sortConfiguration.title = "Sort"
  sortConfiguration.image = ButtonArt.bars()
  sortConfiguration.imagePlacement = .trailing
  sortConfiguration.imagePadding = 6
  let sort = UIButton(configuration: sortConfiguration)
  sort.menu = UIMenu(title: "Sort by", children: [
    UIAction(title: "Date") { _ in },
    UIAction(title: "Price") { _ in },
  ])
  sort.showsMenuAsPrimaryAction = true
  return [popUp, sort]
}

func makeTileButtons() -> [UIButton] {
  var boost = UIButton.Configuration.borderedProminent()
  boost.image = ButtonArt.bolt()
  boost.imagePlacement = .top
  boost.imagePadding = 8
  boost.title = "Boost"
  boost.subtitle = "Faster for 1 hour"
  boost.titleAlignment = .center
  boost.cornerStyle = .large
  boost.buttonSize = .large
  boost.baseBackgroundColor = .systemOrange

  var plan = UIButton.Configuration.borderedTinted()
  plan.title = "Change plan"
  plan.subtitle = "Currently: Family"
  plan.titleAlignment = .leading
  plan.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
  return [UIButton(configuration: boost), UIButton(configuration: plan)]
}

import LayoutRender

_ = Scene("Menu and placement buttons", size: CGSize(width: 375, height: 260)) { root in
  root.backgroundColor = .systemBackground
  let menus = UIStackView(arrangedSubviews: makeMenuButtons())
  menus.distribution = .equalSpacing
  menus.alignment = .center
  let tiles = UIStackView(arrangedSubviews: makeTileButtons())
  tiles.spacing = 16
  tiles.alignment = .center
  tiles.distribution = .fillEqually
  let column = UIStackView(arrangedSubviews: [menus, tiles])
  column.axis = .vertical
  column.spacing = 32
  column.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(column)
  NSLayoutConstraint.activate([
    column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
    column.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
    column.centerYAnchor.constraint(equalTo: root.centerYAnchor),
  ])
}
