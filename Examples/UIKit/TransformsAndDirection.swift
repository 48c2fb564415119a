// Views drawn through transforms and forced directions: a rotated "sold out" stamp and a card scaled down about its
// centre (CGAffineTransform after Auto Layout), a button whose image trails its title via
// semanticContentAttribute .forceRightToLeft, and a step row laid out right to left, as storefronts and wizards do.
import UIKit

enum StepArt {
  static func chevron() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 8, height: 14)).image { _ in
      let path = UIBezierPath()
      path.move(to: CGPoint(x: 1, y: 1))
      path.addLine(to: CGPoint(x: 7, y: 7))
      path.addLine(to: CGPoint(x: 1, y: 13))
      path.lineWidth = 2
      path.lineCapStyle = .round
      path.lineJoinStyle = .round
      path.stroke()
    }.withRenderingMode(.alwaysTemplate)
  }
}

func makeProductCard(soldOut: Bool) -> UIView {
  let card = UIView()
  card.backgroundColor = .systemMint.withAlphaComponent(0.3)
  card.layer.cornerRadius = 12
  let name = UILabel()
  name.text = soldOut ? "Trail runners" : "Rain shell"
  name.font = .preferredFont(forTextStyle: .headline)
  name.translatesAutoresizingMaskIntoConstraints = false
  card.addSubview(name)
  NSLayoutConstraint.activate([
    name.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
    name.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
  ])
  if soldOut {
    let stamp = UILabel()
    stamp.text = "SOLD OUT"
    stamp.font = .systemFont(ofSize: 18, weight: .black)
    stamp.textColor = .systemRed
    stamp.layer.borderColor = UIColor.systemRed.cgColor
    stamp.layer.borderWidth = 2
    stamp.layer.cornerRadius = 4
    stamp.textAlignment = .center
    stamp.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(stamp)
    NSLayoutConstraint.activate([
      stamp.centerXAnchor.constraint(equalTo: card.centerXAnchor),
      stamp.centerYAnchor.constraint(equalTo: card.centerYAnchor, constant: -10),
      stamp.widthAnchor.constraint(equalToConstant: 110),
      stamp.heightAnchor.constraint(equalToConstant: 32),
    ])
    stamp.transform = CGAffineTransform(rotationAngle: -.pi / 12)
  } else {
    // A card not yet available: shown smaller and faded.
    card.transform = CGAffineTransform(scaleX: 0.85, y: 0.85)
    card.alpha = 0.6
  }
  return card
}

func makeNextButton() -> UIButton {
  let next = UIButton(type: .system)
  next.setTitle("Continue", for: .normal)
  next.setImage(StepArt.chevron(), for: .normal)
  next.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
  next.semanticContentAttribute = .forceRightToLeft
  return next
}

func makeStepRow() -> UIStackView {
  let steps = ["1  Cart", "2  Address", "3  Pay"].map { title -> UILabel in
    let label = UILabel()
    label.text = title
    label.font = .preferredFont(forTextStyle: .subheadline)
    return label
  }
  steps[0].textColor = .systemBlue
  let row = UIStackView(arrangedSubviews: steps)
  row.spacing = 20
  row.semanticContentAttribute = .forceRightToLeft
  return row
}

import LayoutRender

_ = Scene("Transforms and direction", size: CGSize(width: 375, height: 300)) { root in
  root.backgroundColor = .systemBackground
  let cards = UIStackView(arrangedSubviews: [makeProductCard(soldOut: true), makeProductCard(soldOut: false)])
  cards.distribution = .fillEqually
  cards.spacing = 16
  let stepRow = makeStepRow()
  let next = makeNextButton()
  for subview in [cards, stepRow, next] {
    subview.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(subview)
  }
  NSLayoutConstraint.activate([
    cards.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    cards.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
    cards.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
    cards.heightAnchor.constraint(equalToConstant: 150),
    stepRow.topAnchor.constraint(equalTo: cards.bottomAnchor, constant: 28),
    stepRow.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
    next.topAnchor.constraint(equalTo: stepRow.bottomAnchor, constant: 28),
    next.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
  ])
}
