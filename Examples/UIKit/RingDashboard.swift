// Custom drawing and layers: a progress ring (gradient masked by a shape layer, text drawn in draw(_:)), a label
// with padded text, a card with a shadow path set in layoutSubviews.
import UIKit

@IBDesignable
final class ProgressRingView: UIView {
    @IBInspectable var progress: CGFloat = 0.65 { didSet { setNeedsDisplay() } }
    @IBInspectable var lineWidth: CGFloat = 10
    private let gradient = CAGradientLayer()
    private let shape = CAShapeLayer()

    override class var layerClass: AnyClass { CALayer.self }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }
    private func commonInit() {
        isOpaque = false
        gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        shape.fillColor = UIColor.clear.cgColor
        shape.strokeColor = UIColor.black.cgColor
        shape.lineCap = .round
        gradient.mask = shape
        layer.addSublayer(gradient)
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        gradient.frame = bounds
        let radius = min(bounds.width, bounds.height) / 2 - lineWidth / 2
        let path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
        shape.path = path.cgPath
        shape.lineWidth = lineWidth
    }
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setStrokeColor(UIColor.systemGray5.cgColor)
        context.setLineWidth(lineWidth)
        let inset = rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
        context.strokeEllipse(in: inset)
        let text = "\(Int(progress * 100))%" as NSString
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 28, weight: .bold),
            .foregroundColor: UIColor.label,
        ]
        let size = text.size(withAttributes: attributes)
        text.draw(at: CGPoint(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2), withAttributes: attributes)
    }
    override var intrinsicContentSize: CGSize { CGSize(width: 160, height: 160) }
}

final class BadgeLabel: UILabel {
    var insets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
    override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
    }
}

final class DashboardView: UIView {
    let ring = ProgressRingView()
    let badge = BadgeLabel()
    let shadowCard = UIView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        shadowCard.backgroundColor = .secondarySystemGroupedBackground
        shadowCard.layer.cornerRadius = 16
        shadowCard.layer.cornerCurve = .continuous
        shadowCard.layer.shadowColor = UIColor.black.cgColor
        shadowCard.layer.shadowOpacity = 0.12
        shadowCard.layer.shadowRadius = 12
        shadowCard.layer.shadowOffset = CGSize(width: 0, height: 4)
        badge.text = "NEW"
        badge.font = .systemFont(ofSize: 13, weight: .heavy)
        badge.textColor = .white
        badge.backgroundColor = .systemGreen
        badge.layer.cornerRadius = 6
        badge.layer.masksToBounds = true
        [shadowCard, ring, badge].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
        NSLayoutConstraint.activate([
            shadowCard.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            shadowCard.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            shadowCard.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 20),
            shadowCard.heightAnchor.constraint(equalToConstant: 220),
            ring.centerXAnchor.constraint(equalTo: shadowCard.centerXAnchor),
            ring.centerYAnchor.constraint(equalTo: shadowCard.centerYAnchor),
            badge.topAnchor.constraint(equalTo: shadowCard.topAnchor, constant: 12),
            badge.trailingAnchor.constraint(equalTo: shadowCard.trailingAnchor, constant: -12),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func layoutSubviews() {
        super.layoutSubviews()
        shadowCard.layer.shadowPath = UIBezierPath(roundedRect: shadowCard.bounds, cornerRadius: 16).cgPath
    }
}

import LayoutRender
_ = Scene("Ring dashboard", size: CGSize(width: 375, height: 400)) { root in
    let v = DashboardView(frame: root.bounds)
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(v)
}
