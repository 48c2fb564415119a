// A custom view as app code writes it: init(frame:) builds the subviews, required init?(coder:) is there for
// storyboards, constraints are activated in one place.
import LayoutRender

final class ProfileHeaderView: UIView {
  private let avatarView = UIImageView()
  private let nameLabel = UILabel()
  private let handleLabel = UILabel()
  private let followButton = UIButton(type: .system)

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    avatarView.image = UIImage(systemName: "person.crop.circle.fill")
    avatarView.tintColor = .systemGray3
    avatarView.contentMode = .scaleAspectFit
    nameLabel.text = "Ada Lovelace"
    nameLabel.font = .boldSystemFont(ofSize: 22)
    handleLabel.text = "@ada"
    handleLabel.textColor = .secondaryLabel
    followButton.setTitle("Follow", for: .normal)
    followButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
    for subview in [avatarView, nameLabel, handleLabel, followButton] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      addSubview(subview)
    }
    NSLayoutConstraint.activate([
      avatarView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      avatarView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      avatarView.widthAnchor.constraint(equalToConstant: 64),
      avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
      avatarView.bottomAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.bottomAnchor),
      nameLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
      nameLabel.topAnchor.constraint(equalTo: avatarView.topAnchor, constant: 6),
      handleLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
      handleLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
      followButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      followButton.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

_ = Scene("Profile header", size: CGSize(width: 375, height: 96)) { root in
  let header = ProfileHeaderView(frame: root.bounds)
  header.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
  header.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  root.addSubview(header)
}
