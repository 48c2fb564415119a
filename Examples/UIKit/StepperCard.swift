// A quantity card as older UIKit code writes it: an Objective-C delegate protocol with optional requirements, a
// weak delegate, target–action with #selector, and the layout override in an extension. Two taps are sent to the
// plus button, so the card shows 2 and its owner has heard both changes.
import UIKit

@objc protocol QuantityCardDelegate {
  @objc optional func quantityCard(_ card: QuantityCard, didChangeTo quantity: Int)
  @objc optional func quantityCardAccentColor(_ card: QuantityCard) -> UIColor?
}

final class QuantityCard: UIView {
  weak var delegate: QuantityCardDelegate?
  let plusButton = UIButton(type: .system)
  private let countLabel = UILabel()
  private var quantity = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 12
    countLabel.font = .monospacedDigitSystemFont(ofSize: 28, weight: .semibold)
    countLabel.text = "0"
    plusButton.setTitle("Add one", for: .normal)
    plusButton.addTarget(self, action: #selector(increment(_:)), for: .touchUpInside)
    addSubview(countLabel)
    addSubview(plusButton)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  @objc private func increment(_ sender: UIButton) {
    quantity += 1
    countLabel.text = "\(quantity)"
    delegate?.quantityCard?(self, didChangeTo: quantity)
    setNeedsLayout()
  }
}

// MARK: - Layout
extension QuantityCard {
  override func layoutSubviews() {
    super.layoutSubviews()
    countLabel.sizeToFit()
    countLabel.frame.origin = CGPoint(x: 20, y: (bounds.height - countLabel.bounds.height) / 2)
    plusButton.sizeToFit()
    plusButton.frame.origin = CGPoint(
      x: bounds.width - plusButton.bounds.width - 20, y: (bounds.height - plusButton.bounds.height) / 2)
    countLabel.textColor = delegate?.quantityCardAccentColor?(self) ?? .label
  }
}

final class CartLine: NSObject, QuantityCardDelegate {
  private(set) var changes: [Int] = []
  func quantityCard(_ card: QuantityCard, didChangeTo quantity: Int) { changes.append(quantity) }
}

import LayoutRender

let cartLine = CartLine()

_ = Scene("Stepper card", size: CGSize(width: 320, height: 120), scale: 2) { root in
  root.backgroundColor = .systemBackground
  let card = QuantityCard(frame: CGRect(x: 16, y: 20, width: 288, height: 80))
  card.delegate = cartLine
  root.addSubview(card)
  card.plusButton.sendActions(for: .touchUpInside)
  card.plusButton.sendActions(for: .touchUpInside)
  precondition(cartLine.changes == [1, 2], "the delegate heard \(cartLine.changes)")
}
