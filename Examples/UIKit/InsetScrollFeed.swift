// A feed scrolled part way under a floating header: the scroll view ignores the safe area
// (contentInsetAdjustmentBehavior .never), insets its content and indicators by the header's and footer's heights,
// and sets contentOffset relative to that inset, as apps with custom floating bars do.
import UIKit

final class FeedViewController: UIViewController {
  let scrollView = UIScrollView()
  let header = UILabel()
  let footer = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.contentInset = UIEdgeInsets(top: 56, left: 0, bottom: 44, right: 0)
    scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 56, left: 0, bottom: 44, right: 0)
    scrollView.alwaysBounceVertical = true
    let cards = UIStackView()
    cards.axis = .vertical
    cards.spacing = 12
    for index in 1...8 {
      let card = UILabel()
      card.text = "  Post \(index)"
      card.font = .preferredFont(forTextStyle: .headline)
      card.backgroundColor = .secondarySystemGroupedBackground
      card.layer.cornerRadius = 10
      card.clipsToBounds = true
      card.heightAnchor.constraint(equalToConstant: 64).isActive = true
      cards.addArrangedSubview(card)
    }
    header.text = "Following"
    header.font = .systemFont(ofSize: 20, weight: .bold)
    header.textAlignment = .center
    header.backgroundColor = UIColor.systemBackground.withAlphaComponent(0.92)
    footer.text = "8 new posts"
    footer.font = .preferredFont(forTextStyle: .footnote)
    footer.textAlignment = .center
    footer.textColor = .white
    footer.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.9)
    for subview in [scrollView, cards, header, footer] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    view.addSubview(scrollView)
    scrollView.addSubview(cards)
    view.addSubview(header)
    view.addSubview(footer)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      cards.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      cards.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      cards.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
      cards.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
      cards.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
      header.topAnchor.constraint(equalTo: view.topAnchor),
      header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 56),
      footer.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      footer.heightAnchor.constraint(equalToConstant: 44),
    ])
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // Rest a little way into the feed: the top of the content sits at -contentInset.top.
    scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top + 50)
  }
}

import LayoutRender

_ = Scene("Inset scroll feed", size: CGSize(width: 375, height: 420)) { root in
  FeedViewController().appear(in: root)
}
