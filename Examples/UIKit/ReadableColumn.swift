// An article on a wide canvas kept to a readable line length with the readable content region (UIView.LayoutRegion
// of iOS 26; the readable content guide before it), as reading screens on iPad lay text out.
import UIKit

final class ArticleView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    let body = UILabel()
    body.numberOfLines = 0
    body.font = .preferredFont(forTextStyle: .body)
    body.text = """
      The harbour wakes before the town does. Boats come in with the tide, the market stalls go up along the quay, \
      and by seven the smell of bread from the bakery on the corner has reached the water. Lines this long are hard \
      to follow across a wide screen, which is why the column stops growing.
      """
    body.translatesAutoresizingMaskIntoConstraints = false
    addSubview(body)
    let column = layoutGuide(for: .readableContent())
    NSLayoutConstraint.activate([
      body.topAnchor.constraint(equalTo: column.topAnchor),
      body.leadingAnchor.constraint(equalTo: column.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: column.trailingAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

import LayoutRender

_ = Scene("Readable column", size: CGSize(width: 1024, height: 240)) { root in
  let article = ArticleView(frame: root.bounds)
  article.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  root.addSubview(article)
}
