// A feed of self-sizing cells: each cell pins a title and a multi-line body to its content view's margins, and the
// table measures every visible row from those constraints (rowHeight is UITableView.automaticDimension).
import UIKit

final class PostCell: UITableViewCell {
  static let reuseIdentifier = "PostCell"
  let authorLabel = UILabel()
  let bodyLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    authorLabel.font = .preferredFont(forTextStyle: .headline)
    bodyLabel.font = .preferredFont(forTextStyle: .body)
    bodyLabel.textColor = .secondaryLabel
    bodyLabel.numberOfLines = 0
    let stack = UIStackView(arrangedSubviews: [authorLabel, bodyLabel])
    stack.axis = .vertical
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class FeedViewController: UITableViewController {
  private let posts = [
    ("Ada", "Published the first algorithm meant for a machine."),
    ("Grace", "Found a moth in relay 70 of the Mark II and taped it into the log book: the first actual case of a bug being found."),
    ("Linus", "Announced a free operating system, just a hobby, won't be big and professional."),
    ("Barbara", "Gave the substitution principle its name in a keynote about data abstraction and hierarchy, years before it was called by her name."),
    ("Dennis", "Wrote hello, world."),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(PostCell.self, forCellReuseIdentifier: PostCell.reuseIdentifier)
    tableView.estimatedRowHeight = 80
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { posts.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let cell = tableView.dequeueReusableCell(withIdentifier: PostCell.reuseIdentifier, for: indexPath) as? PostCell
    else { return UITableViewCell() }
    cell.authorLabel.text = posts[indexPath.row].0
    cell.bodyLabel.text = posts[indexPath.row].1
    return cell
  }
}

import LayoutRender

_ = Scene("Self-sizing feed", device: .iPhone15) { root in
  FeedViewController().appear(in: root)
}
