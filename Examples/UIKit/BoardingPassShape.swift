// A boarding pass drawn in draw(_:) with UIBezierPath: a body whose top corners alone are rounded
// (byRoundingCorners), semicircular notches cut with addArc, a dashed tear line (setLineDash), a flight arc
// of quad curves, an even-odd ring and a rotated marker (apply(_:)), as custom ticket and coupon views are drawn.
import UIKit

final class BoardingPassView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    backgroundColor = .clear
  }

  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect) {
    let notchY: CGFloat = bounds.height * 0.68
    let notchRadius: CGFloat = 12
    // The body: a top-rounded card and a bottom stub with notches on both sides.
    let body = UIBezierPath()
    body.move(to: CGPoint(x: 0, y: 16))
    body.addArc(withCenter: CGPoint(x: 16, y: 16), radius: 16, startAngle: .pi, endAngle: .pi * 1.5, clockwise: true)
    body.addLine(to: CGPoint(x: bounds.maxX - 16, y: 0))
    body.addArc(
      withCenter: CGPoint(x: bounds.maxX - 16, y: 16), radius: 16, startAngle: .pi * 1.5, endAngle: 0, clockwise: true)
    body.addLine(to: CGPoint(x: bounds.maxX, y: notchY - notchRadius))
    body.addArc(
      withCenter: CGPoint(x: bounds.maxX, y: notchY), radius: notchRadius, startAngle: .pi * 1.5,
      endAngle: .pi / 2, clockwise: false)
    body.addArc(
      withCenter: CGPoint(x: bounds.maxX - 16, y: bounds.maxY - 16), radius: 16, startAngle: 0, endAngle: .pi / 2,
      clockwise: true)
    body.addArc(
      withCenter: CGPoint(x: 16, y: bounds.maxY - 16), radius: 16, startAngle: .pi / 2, endAngle: .pi, clockwise: true)
    body.addLine(to: CGPoint(x: 0, y: notchY + notchRadius))
    body.addArc(
      withCenter: CGPoint(x: 0, y: notchY), radius: notchRadius, startAngle: .pi / 2, endAngle: .pi * 1.5,
      clockwise: false)
    body.close()
    UIColor.systemIndigo.setFill()
    body.fill()

    // The stub's own colour, its top corners square and its bottom ones rounded.
    let stubTop = notchY + notchRadius + 6
    let stub = UIBezierPath(
      roundedRect: CGRect(x: 0, y: stubTop, width: bounds.width, height: bounds.maxY - stubTop),
      byRoundingCorners: [.bottomLeft, .bottomRight], cornerRadii: CGSize(width: 16, height: 16))
    UIColor.white.withAlphaComponent(0.15).setFill()
    stub.fill()

    let tear = UIBezierPath()
    tear.move(to: CGPoint(x: notchRadius + 6, y: notchY))
    tear.addLine(to: CGPoint(x: bounds.maxX - notchRadius - 6, y: notchY))
    let dashes: [CGFloat] = [6, 5]
    tear.setLineDash(dashes, count: dashes.count, phase: 0)
    tear.lineWidth = 2
    tear.lineCapStyle = .round
    UIColor.white.withAlphaComponent(0.7).setStroke()
    tear.stroke()

    // The flight: two quad curves between the airports, a ring at the start and a rotated arrowhead at the end.
    let from = CGPoint(x: 60, y: 70)
    let to = CGPoint(x: bounds.maxX - 60, y: 70)
    let arc = UIBezierPath()
    arc.move(to: from)
    arc.addQuadCurve(to: CGPoint(x: bounds.midX, y: 40), controlPoint: CGPoint(x: from.x + 40, y: 40))
    arc.addQuadCurve(to: to, controlPoint: CGPoint(x: to.x - 40, y: 40))
    arc.lineWidth = 2
    arc.lineJoinStyle = .round
    UIColor.white.setStroke()
    arc.stroke()

    let ring = UIBezierPath(ovalIn: CGRect(x: from.x - 7, y: from.y - 7, width: 14, height: 14))
    ring.append(UIBezierPath(ovalIn: CGRect(x: from.x - 3.5, y: from.y - 3.5, width: 7, height: 7)))
    ring.usesEvenOddFillRule = true
    UIColor.white.setFill()
    ring.fill()

    let arrow = UIBezierPath()
    arrow.move(to: CGPoint(x: 8, y: 0))
    arrow.addLine(to: CGPoint(x: -6, y: -6))
    arrow.addLine(to: CGPoint(x: -2, y: 0))
    arrow.addLine(to: CGPoint(x: -6, y: 6))
    arrow.close()
    arrow.apply(CGAffineTransform(rotationAngle: .pi / 4))
    arrow.apply(CGAffineTransform(translationX: to.x, y: to.y))
    arrow.fill()
  }
}

func makeBoardingPassLabels(in pass: UIView) {
  let codes = [("LIS", NSTextAlignment.left), ("REK", .right)]
  for (code, alignment) in codes {
    let label = UILabel()
    label.text = code
    label.font = .systemFont(ofSize: 28, weight: .heavy)
    label.textColor = .white
    label.textAlignment = alignment
    label.translatesAutoresizingMaskIntoConstraints = false
    pass.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: pass.topAnchor, constant: 86),
      alignment == .left
        ? label.leadingAnchor.constraint(equalTo: pass.leadingAnchor, constant: 24)
        : label.trailingAnchor.constraint(equalTo: pass.trailingAnchor, constant: -24),
    ])
  }
  let seat = UILabel()
  seat.text = "Seat 14A · Gate B22 · Boards 09:35"
  seat.font = .systemFont(ofSize: 14, weight: .medium)
  seat.textColor = .white
  seat.translatesAutoresizingMaskIntoConstraints = false
  pass.addSubview(seat)
  NSLayoutConstraint.activate([
    seat.centerXAnchor.constraint(equalTo: pass.centerXAnchor),
    seat.bottomAnchor.constraint(equalTo: pass.bottomAnchor, constant: -22),
  ])
}

import LayoutRender

_ = Scene("Boarding pass shape", size: CGSize(width: 375, height: 300)) { root in
  root.backgroundColor = .systemGroupedBackground
  let pass = BoardingPassView(frame: CGRect(x: 24, y: 24, width: 327, height: 252))
  makeBoardingPassLabels(in: pass)
  root.addSubview(pass)
}
