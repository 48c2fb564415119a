// A card as apps draw them: a soft shadow under a rounded card, a gradient header (CAGradientLayer resized in
// layoutSubviews), a badge drawn in draw(_:) with UIBezierPath and string drawing, and a small chart drawn with
// Core Graphics (a gradient under a line, clipped to the area below it).
import LayoutRender

/// A round "NEW" badge drawn by hand.
final class BadgeView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { CGSize(width: 52, height: 52) }

  override func draw(_ rect: CGRect) {
    let circle = UIBezierPath(ovalIn: rect.insetBy(dx: 2, dy: 2))
    UIColor.systemOrange.setFill()
    circle.fill()
    UIColor.white.setStroke()
    circle.lineWidth = 2
    circle.stroke()
    let attributes: [NSAttributedString.Key: Any] = [
      .font: UIFont.systemFont(ofSize: 13, weight: .bold), .foregroundColor: UIColor.white,
    ]
    let text = "NEW" as NSString
    let size = text.size(withAttributes: attributes)
    text.draw(
      at: CGPoint(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2), withAttributes: attributes)
  }
}

/// A week of values as a line over a fading area, with dashed guide lines.
final class SparklineView: UIView {
  var values: [CGFloat] = [3, 5, 4, 7, 6, 9, 8]

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), let top = values.max(), values.count > 1 else { return }
    let inset = rect.insetBy(dx: 4, dy: 6)
    let points = values.enumerated().map { index, value in
      CGPoint(
        x: inset.minX + inset.width * CGFloat(index) / CGFloat(values.count - 1),
        y: inset.maxY - inset.height * value / top)
    }
    // Guide lines every third of the height.
    context.saveGState()
    context.setStrokeColor(UIColor.separator.cgColor)
    context.setLineDash(phase: 0, lengths: [3, 3])
    for step in 0...2 {
      let y = inset.minY + inset.height * CGFloat(step) / 2
      context.move(to: CGPoint(x: inset.minX, y: y))
      context.addLine(to: CGPoint(x: inset.maxX, y: y))
    }
    context.strokePath()
    context.restoreGState()
    // The area under the line, filled with a fading gradient.
    let line = UIBezierPath()
    line.move(to: points[0])
    for point in points.dropFirst() { line.addLine(to: point) }
    let area = UIBezierPath(cgPath: line.cgPath)
    area.addLine(to: CGPoint(x: inset.maxX, y: inset.maxY))
    area.addLine(to: CGPoint(x: inset.minX, y: inset.maxY))
    area.close()
    context.saveGState()
    area.addClip()
    let colors = [UIColor.systemBlue.withAlphaComponent(0.35).cgColor, UIColor.systemBlue.withAlphaComponent(0).cgColor]
    if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 1]) {
      context.drawLinearGradient(
        gradient, start: CGPoint(x: 0, y: inset.minY), end: CGPoint(x: 0, y: inset.maxY), options: [])
    }
    context.restoreGState()
    UIColor.systemBlue.setStroke()
    line.lineWidth = 2
    line.lineJoinStyle = .round
    line.lineCapStyle = .round
    line.stroke()
  }
}

final class TripCardView: UIView {
  private let content = UIView()
  private let header = UIView()
  private let headerGradient = CAGradientLayer()
  private let title = UILabel()
  private let subtitle = UILabel()
  private let badge = BadgeView()
  private let chart = SparklineView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    // The shadow is on the outer view; the inner one clips the header to the rounded corners.
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.18
    layer.shadowOffset = CGSize(width: 0, height: 6)
    layer.shadowRadius = 12
    content.backgroundColor = .systemBackground
    content.layer.cornerRadius = 20
    content.layer.cornerCurve = .continuous
    content.layer.masksToBounds = true
    headerGradient.colors = [UIColor.systemIndigo.cgColor, UIColor.systemTeal.cgColor]
    headerGradient.startPoint = CGPoint(x: 0, y: 0)
    headerGradient.endPoint = CGPoint(x: 1, y: 1)
    header.layer.addSublayer(headerGradient)
    title.text = "Weekend in Lisbon"
    title.font = .systemFont(ofSize: 22, weight: .bold)
    title.textColor = .white
    subtitle.text = "Steps this week"
    subtitle.font = .systemFont(ofSize: 13, weight: .medium)
    subtitle.textColor = .secondaryLabel
    for view in [content, header, title, badge, subtitle, chart] { view.translatesAutoresizingMaskIntoConstraints = false }
    addSubview(content)
    content.addSubview(header)
    header.addSubview(title)
    content.addSubview(badge)
    content.addSubview(subtitle)
    content.addSubview(chart)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: topAnchor),
      content.leadingAnchor.constraint(equalTo: leadingAnchor),
      content.trailingAnchor.constraint(equalTo: trailingAnchor),
      content.bottomAnchor.constraint(equalTo: bottomAnchor),
      header.topAnchor.constraint(equalTo: content.topAnchor),
      header.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 96),
      title.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 20),
      title.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -16),
      badge.centerYAnchor.constraint(equalTo: header.bottomAnchor),
      badge.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
      subtitle.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16),
      subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      chart.topAnchor.constraint(equalTo: subtitle.bottomAnchor, constant: 8),
      chart.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      chart.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
      chart.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
    ])
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    headerGradient.frame = header.bounds
  }
}

_ = Scene("Drawn card", size: CGSize(width: 360, height: 320)) { root in
  root.backgroundColor = .secondarySystemBackground
  let card = TripCardView()
  card.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(card)
  NSLayoutConstraint.activate([
    card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 24),
    card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -24),
    card.topAnchor.constraint(equalTo: root.topAnchor, constant: 24),
    card.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -32),
  ])
}
