// Stack views beyond .fill: tabs spread with .equalCentering, a storage bar split with .fillProportionally, a
// two-line headline spaced baseline to baseline (isBaselineRelativeArrangement) past a hidden standfirst, and a price
// aligned on its last baseline with a hidden former price skipped, as dashboards and detail headers arrange text.
import UIKit

func makeTag(_ text: String, color: UIColor) -> UILabel {
  let label = UILabel()
  label.text = text
  label.font = .systemFont(ofSize: 13, weight: .medium)
  label.textAlignment = .center
  label.backgroundColor = color
  return label
}

func makeTabStrip() -> UIStackView {
  let strip = UIStackView(arrangedSubviews: [
    makeTag("Home", color: .systemBlue.withAlphaComponent(0.2)),
    makeTag("Notifications", color: .systemBlue.withAlphaComponent(0.2)),
    makeTag("Me", color: .systemBlue.withAlphaComponent(0.2)),
  ])
  strip.distribution = .equalCentering
  strip.alignment = .center
  return strip
}

func makeStorageBar() -> UIStackView {
  let bar = UIStackView(arrangedSubviews: [
    makeTag("Photos", color: .systemYellow),
    makeTag("Apps", color: .systemRed.withAlphaComponent(0.6)),
    makeTag("Messages and mail", color: .systemGreen.withAlphaComponent(0.6)),
    makeTag("Free", color: .systemGray5),
  ])
  bar.distribution = .fillProportionally
  bar.layer.cornerRadius = 6
  bar.clipsToBounds = true
  bar.heightAnchor.constraint(equalToConstant: 24).isActive = true
  return bar
}

func makeHeadlineBlock() -> UIStackView {
  let kicker = UILabel()
  kicker.text = "WEATHER"
  kicker.font = .systemFont(ofSize: 12, weight: .bold)
  kicker.textColor = .systemTeal
  let headline = UILabel()
  headline.text = "Storm front reaches the coast"
  headline.font = .systemFont(ofSize: 24, weight: .bold)
  headline.numberOfLines = 0
  let byline = UILabel()
  byline.text = "By Ana Ribeiro · 4 min read"
  byline.font = .systemFont(ofSize: 13)
  byline.textColor = .secondaryLabel
  // A standfirst hidden on compact layouts: the byline stays one spacing below the headline's baseline.
  let standfirst = UILabel()
  standfirst.text = "Gusts of 90 km/h expected overnight"
  standfirst.isHidden = true
  let block = UIStackView(arrangedSubviews: [kicker, headline, standfirst, byline])
  block.axis = .vertical
  block.alignment = .leading
  block.isBaselineRelativeArrangement = true
  block.spacing = 26
  return block
}

func makePriceRow() -> UIStackView {
  let amount = UILabel()
  amount.text = "€12"
  amount.font = .systemFont(ofSize: 34, weight: .heavy)
  amount.setContentHuggingPriority(.required, for: .horizontal)
  let unit = UILabel()
  unit.text = "per month, billed yearly"
  unit.font = .systemFont(ofSize: 13)
  unit.textColor = .secondaryLabel
  let formerPrice = UILabel()
  formerPrice.text = "€15"
  formerPrice.isHidden = true
  let row = UIStackView(arrangedSubviews: [amount, formerPrice, unit])
  row.alignment = .lastBaseline
  row.spacing = 6
  return row
}

import LayoutRender

_ = Scene("Stack distributions", size: CGSize(width: 375, height: 310)) { root in
  root.backgroundColor = .systemBackground
  let column = UIStackView(arrangedSubviews: [makeTabStrip(), makeStorageBar(), makeHeadlineBlock(), makePriceRow()])
  column.axis = .vertical
  column.spacing = 28
  column.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(column)
  NSLayoutConstraint.activate([
    column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
    column.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
    column.topAnchor.constraint(equalTo: root.topAnchor, constant: 24),
  ])
}
