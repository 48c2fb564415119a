// A sale card whose labels carry attributed text: a kerned capitalised caption, the old price struck through beside
// the new one in a larger bold face, a quote set with a line height multiple and an underlined link-style footnote.
import UIKit

final class PriceCardView: UIView {
  private let caption = UILabel()
  private let price = UILabel()
  private let quote = UILabel()
  private let footnote = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 16
    caption.attributedText = NSAttributedString(
      string: "WINTER SALE",
      attributes: [.font: UIFont.systemFont(ofSize: 13, weight: .semibold), .kern: 2.0,
                   .foregroundColor: UIColor.systemRed])

    let amount = NSMutableAttributedString(
      string: "$129", attributes: [.font: UIFont.systemFont(ofSize: 34, weight: .bold), .foregroundColor: UIColor.label])
    amount.append(NSAttributedString(
      string: "  $179",
      attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.secondaryLabel,
                   .strikethroughStyle: NSUnderlineStyle.single.rawValue]))
    price.attributedText = amount

    let paragraph = NSMutableParagraphStyle()
    paragraph.lineHeightMultiple = 1.3
    quote.numberOfLines = 0
    quote.attributedText = NSAttributedString(
      string: "“Warm enough for the coldest mornings, light enough to pack.”",
      attributes: [.font: UIFont.systemFont(ofSize: 15), .paragraphStyle: paragraph,
                   .foregroundColor: UIColor.label])

    let terms = NSMutableAttributedString(string: "Ends Sunday. ", attributes: [.font: UIFont.preferredFont(forTextStyle: .footnote)])
    terms.append(NSAttributedString(
      string: "See terms",
      attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: UIColor.systemBlue]))
    // The label's colour first: set after the attributed text, it would recolour the link too, as in UIKit.
    footnote.textColor = .secondaryLabel
    footnote.attributedText = terms

    let stack = UIStackView(arrangedSubviews: [caption, price, quote, footnote])
    stack.axis = .vertical
    stack.spacing = 8
    stack.setCustomSpacing(14, after: price)
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
      stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -20),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

import LayoutRender
_ = Scene("Attributed price card", size: CGSize(width: 375, height: 280)) { root in
  root.backgroundColor = .systemBackground
  let card = PriceCardView()
  card.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(card)
  NSLayoutConstraint.activate([
    card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
    card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
    card.centerYAnchor.constraint(equalTo: root.centerYAnchor),
  ])
}
