// A custom control and drawing: a rating control built on UIControl (tracking, gestures, accessibility adjustments),
// an avatar drawn in draw(_:) with a centred string and a partly rounded path, an image made by a renderer.
import UIKit

@IBDesignable
final class RatingControl: UIControl {
    @IBInspectable var rating: Int = 3 { didSet { updateStars(); sendActions(for: .valueChanged) } }
    var maximum = 5 { didSet { rebuild() } }
    private let stack = UIStackView()
    private var stars: [UIImageView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        stack.distribution = .fillEqually
        stack.spacing = 4
        stack.isUserInteractionEnabled = false
        addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint(item: stack, attribute: .leading, relatedBy: .equal, toItem: self, attribute: .leading, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: stack, attribute: .trailing, relatedBy: .equal, toItem: self, attribute: .trailing, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: stack, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: stack, attribute: .bottom, relatedBy: .equal, toItem: self, attribute: .bottom, multiplier: 1, constant: 0).isActive = true
        rebuild()
        let pan = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))
        let tap = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
        tap.require(toFail: pan)
        addGestureRecognizer(pan)
        addGestureRecognizer(tap)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }
    required init?(coder: NSCoder) { fatalError() }

    private func rebuild() {
        stack.arrangedSubviews.forEach { $0.removeFromSuperview() }
        stars = (0..<maximum).map { _ in
            let star = UIImageView()
            star.contentMode = .scaleAspectFit
            star.tintColor = .systemYellow
            stack.addArrangedSubview(star)
            return star
        }
        updateStars()
    }

    private func updateStars() {
        for (index, star) in stars.enumerated() {
            star.image = UIImage(systemName: index < rating ? "star.fill" : "star")
        }
        accessibilityValue = "\(rating) of \(maximum)"
    }

    override var intrinsicContentSize: CGSize { CGSize(width: CGFloat(maximum) * 28 + CGFloat(maximum - 1) * 4, height: 28) }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        update(with: touch.location(in: self))
        return true
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        update(with: touch.location(in: self))
        return true
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
    }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -8, dy: -8).contains(point)
    }
    override func accessibilityIncrement() { rating = min(rating + 1, maximum) }
    override func accessibilityDecrement() { rating = max(rating - 1, 0) }

    private func update(with location: CGPoint) {
        let value = Int((location.x / bounds.width * CGFloat(maximum)).rounded(.up))
        rating = max(0, min(maximum, value))
    }
    @objc private func panned(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: self)
        update(with: CGPoint(x: translation.x, y: 0))
        recognizer.setTranslation(.zero, in: self)
    }
    @objc private func tapped(_ recognizer: UITapGestureRecognizer) {
        update(with: recognizer.location(in: self))
    }
}

final class AvatarView: UIView {
    var initials = "AL" { didSet { setNeedsDisplay() } }
    override func draw(_ rect: CGRect) {
        let path = UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 16, height: 16))
        UIColor.systemTeal.setFill()
        path.fill()
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let text = initials as NSString
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 22, weight: .semibold), .foregroundColor: UIColor.white, .paragraphStyle: style]
        let bounding = text.boundingRect(with: bounds.size, options: [.usesLineFragmentOrigin], attributes: attributes, context: nil)
        text.draw(in: CGRect(x: 0, y: (bounds.height - bounding.height) / 2, width: bounds.width, height: bounding.height), withAttributes: attributes)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        transform = CGAffineTransform(scaleX: 0.96, y: 0.96)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5) { self.transform = .identity }
    }
}

extension UIImage {
    static func badge(_ text: String, color: UIColor) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 24))
        return renderer.image { context in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 24), cornerRadius: 12).fill()
            context.cgContext.setStrokeColor(UIColor.white.cgColor)
            (text as NSString).draw(at: CGPoint(x: 10, y: 3), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 14), .foregroundColor: UIColor.white])
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12), resizingMode: .stretch)
    }
}

import LayoutRender
_ = Scene("Rating and avatar", size: CGSize(width: 320, height: 200)) { root in
    root.backgroundColor = .systemBackground
    let rating = RatingControl()
    let avatar = AvatarView()
    avatar.backgroundColor = .clear
    let badge = UIImageView(image: .badge("NEW", color: .systemPink))
    let row = UIStackView(arrangedSubviews: [avatar, rating])
    row.spacing = 16
    row.alignment = .center
    let column = UIStackView(arrangedSubviews: [row, badge])
    column.axis = .vertical
    column.alignment = .leading
    column.spacing = 12
    column.isLayoutMarginsRelativeArrangement = true
    column.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    column.frame = root.bounds
    root.addSubview(column)
    avatar.widthAnchor.constraint(equalToConstant: 64).isActive = true
    avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor).isActive = true
    rating.setContentCompressionResistancePriority(.required, for: .horizontal)
}
