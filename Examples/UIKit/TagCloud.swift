// Tags that size themselves in a flow layout (estimatedItemSize = automaticSize): each chip's label sets its
// width, lines fill greedily and full lines are spread to both edges, the last line starts at the leading inset.
import UIKit

final class TagCell: UICollectionViewCell {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .secondarySystemBackground
    contentView.layer.cornerRadius = 14
    label.font = .preferredFont(forTextStyle: .subheadline)
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
      label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
      label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class TagsViewController: UIViewController, UICollectionViewDataSource {
  private let tags = ["Swift", "Auto Layout", "UIKit", "Linux", "Snapshot tests", "Cairo", "Pango", "Accessibility", "Dark mode", "Dynamic Type", "Right to left"]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.register(TagCell.self, forCellWithReuseIdentifier: "tag")
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
    (cell as? TagCell)?.label.text = tags[indexPath.item]
    return cell
  }
}

import LayoutRender

_ = Scene("Tag cloud", device: .iPhoneSE) { root in
  TagsViewController().appear(in: root)
}
