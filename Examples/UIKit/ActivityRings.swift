// Progress rings built from layers: CAShapeLayer tracks and arcs cut with strokeStart/strokeEnd and round caps, a
// dashed goal ring (lineDashPattern), a conic gradient masked to a ring and a radial glow, all sized in
// layoutSubviews of a view whose layerClass is CAGradientLayer, as fitness and stats dashboards draw them.
import UIKit

final class GlowView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }

  override init(frame: CGRect) {
    super.init(frame: frame)
    guard let gradient = layer as? CAGradientLayer else { return }
    gradient.type = .radial
    gradient.colors = [
      UIColor.systemPink.withAlphaComponent(0.35).cgColor, UIColor.systemPink.withAlphaComponent(0).cgColor,
    ]
    gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 1)
  }

  required init?(coder: NSCoder) { nil }
}

final class RingView: UIView {
  private let track = CAShapeLayer()
  private let progress = CAShapeLayer()
  private let goal = CAShapeLayer()
  private let sweep = CAGradientLayer()
  private let sweepMask = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    track.fillColor = nil
    track.strokeColor = UIColor.systemPink.withAlphaComponent(0.2).cgColor
    track.lineWidth = 18
    progress.fillColor = nil
    progress.strokeColor = UIColor.systemPink.cgColor
    progress.lineWidth = 18
    progress.lineCap = .round
    progress.strokeStart = 0
    progress.strokeEnd = 0.72
    goal.fillColor = nil
    goal.strokeColor = UIColor.secondaryLabel.cgColor
    goal.lineWidth = 2
    goal.lineDashPattern = [4, 6]
    goal.lineCap = .round
    sweep.type = .conic
    sweep.colors = [UIColor.systemGreen.cgColor, UIColor.systemTeal.cgColor, UIColor.systemGreen.cgColor]
    sweep.startPoint = CGPoint(x: 0.5, y: 0.5)
    sweep.endPoint = CGPoint(x: 0.5, y: 0)
    sweepMask.fillColor = nil
    sweepMask.strokeColor = UIColor.black.cgColor
    sweepMask.lineWidth = 12
    sweepMask.lineCap = .round
    sweepMask.strokeStart = 0.1
    sweepMask.strokeEnd = 0.55
    sweep.mask = sweepMask
    for sublayer in [track, progress, goal, sweep] {
      layer.addSublayer(sublayer)
    }
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    func circle(radius: CGFloat) -> CGPath {
      UIBezierPath(
        arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: .pi * 1.5, clockwise: true
      ).cgPath
    }
    let outer = min(bounds.width, bounds.height) / 2 - 12
    for shape in [track, progress] {
      shape.frame = bounds
      shape.path = circle(radius: outer)
    }
    goal.frame = bounds
    goal.path = circle(radius: outer + 11)
    sweep.frame = bounds
    sweepMask.frame = sweep.bounds
    sweepMask.path = circle(radius: outer - 24)
  }
}

import LayoutRender

_ = Scene("Activity rings", size: CGSize(width: 375, height: 280)) { root in
  root.backgroundColor = .systemBackground
  let glow = GlowView()
  let ring = RingView()
  let caption = UILabel()
  caption.text = "72% of today's goal"
  caption.font = .preferredFont(forTextStyle: .footnote)
  caption.textColor = .secondaryLabel
  for subview in [glow, ring, caption] {
    subview.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(subview)
  }
  NSLayoutConstraint.activate([
    ring.centerXAnchor.constraint(equalTo: root.centerXAnchor),
    ring.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
    ring.widthAnchor.constraint(equalToConstant: 210),
    ring.heightAnchor.constraint(equalTo: ring.widthAnchor),
    glow.centerXAnchor.constraint(equalTo: ring.centerXAnchor),
    glow.centerYAnchor.constraint(equalTo: ring.centerYAnchor),
    glow.widthAnchor.constraint(equalTo: ring.widthAnchor, multiplier: 1.4),
    glow.heightAnchor.constraint(equalTo: glow.widthAnchor),
    caption.centerXAnchor.constraint(equalTo: root.centerXAnchor),
    caption.topAnchor.constraint(equalTo: ring.bottomAnchor, constant: 12),
  ])
}
