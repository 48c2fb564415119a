// An article in Dynamic Type text styles, drawn at the default size and at an accessibility size: labels with
// adjustsFontForContentSizeCategory wrap and grow as UIKit's do.
import LayoutRender

final class ArticleView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    let styles: [(UIFont.TextStyle, String)] = [
      (.caption1, "ISSUE 12 · SCIENCE"),
      (.title1, "How bees choose"),
      (.subheadline, "A short read, 4 minutes"),
      (.body, "Scout bees dance to report a site; the swarm moves once enough scouts agree on one."),
      (.footnote, "Photographs by the author."),
    ]
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 6
    for (style, text) in styles {
      let label = UILabel()
      label.text = text
      label.font = UIFont.preferredFont(forTextStyle: style)
      label.adjustsFontForContentSizeCategory = true
      label.numberOfLines = 0
      stack.addArrangedSubview(label)
    }
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

for category in [UIContentSizeCategory.large, .accessibilityLarge] {
  _ = Scene("Article (\(category))", device: .iPhoneSE, contentSizeCategory: category) { root in
    let article = ArticleView(frame: root.bounds)
    article.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(article)
  }
}
