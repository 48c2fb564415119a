// A people list as an app writes it: a self-sizing UITableViewCell with a stack of avatar, texts and a button,
// key-value observing, a notification observer, a table view controller in a navigation controller whose view is
// added to the scene by hand (it appears as on entering a window).
import UIKit

protocol ProfileCellDelegate: AnyObject {
    func profileCellDidTapFollow(_ cell: ProfileCell)
}

final class ProfileCell: UITableViewCell {
    static let reuseID = String(describing: ProfileCell.self)
    weak var delegate: ProfileCellDelegate?
    private var observation: NSKeyValueObservation?

    private lazy var avatar: UIImageView = {
        let iv = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
        iv.contentMode = .scaleAspectFill
        iv.clipsToBounds = true
        iv.layer.cornerRadius = 24
        iv.tintColor = .systemGray3
        iv.translatesAutoresizingMaskIntoConstraints = false
        return iv
    }()

    private let nameLabel: UILabel = {
        let l = UILabel()
        l.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17, weight: .semibold))
        l.adjustsFontForContentSizeCategory = true
        l.translatesAutoresizingMaskIntoConstraints = false
        return l
    }()

    private let bioLabel = UILabel()
    private let followButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        bioLabel.numberOfLines = 0
        bioLabel.font = .preferredFont(forTextStyle: .subheadline)
        bioLabel.textColor = .secondaryLabel
        followButton.setTitle("Follow", for: .normal)
        followButton.addTarget(self, action: #selector(followTapped(_:)), for: .touchUpInside)
        followButton.setContentHuggingPriority(.required, for: .horizontal)
        let texts = UIStackView(arrangedSubviews: [nameLabel, bioLabel])
        texts.axis = .vertical
        texts.spacing = UIStackView.spacingUseSystem
        let row = UIStackView(arrangedSubviews: [avatar, texts, followButton])
        row.alignment = .center
        row.spacing = 12
        row.setCustomSpacing(16, after: texts)
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 48),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            row.topAnchor.constraint(equalToSystemSpacingBelow: contentView.layoutMarginsGuide.topAnchor, multiplier: 1),
            row.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            contentView.layoutMarginsGuide.bottomAnchor.constraint(equalToSystemSpacingBelow: row.bottomAnchor, multiplier: 1),
        ])
        observation = bioLabel.observe(\.text, options: [.new]) { label, change in
            _ = change.newValue
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        nameLabel.text = nil
        bioLabel.text = nil
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        contentView.backgroundColor = selected ? UIColor.systemBlue.withAlphaComponent(0.1) : .clear
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            avatar.layer.borderColor = UIColor.separator.cgColor
        }
    }

    func configure(name: String, bio: String) {
        nameLabel.text = name
        bioLabel.text = bio
        accessibilityLabel = "\(name), \(bio)"
    }

    @objc private func followTapped(_ sender: UIButton) {
        UIView.animate(withDuration: 0.25, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [.curveEaseInOut, .allowUserInteraction]) {
            sender.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
        } completion: { _ in
            sender.transform = .identity
        }
        delegate?.profileCellDidTapFollow(self)
    }
}

final class ProfilesViewController: UITableViewController, ProfileCellDelegate {
    private var people = [("Ada Lovelace", "Analyst of engines and poetry of numbers."), ("Grace Hopper", "Compilers, nanoseconds, and the occasional moth in the relay.")]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "People"
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped))
        tableView.register(ProfileCell.self, forCellReuseIdentifier: ProfileCell.reuseID)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 80
        tableView.tableFooterView = UIView()
        NotificationCenter.default.addObserver(self, selector: #selector(sizeChanged(_:)), name: UIContentSizeCategory.didChangeNotification, object: nil)
    }

    @objc func addTapped() {}
    @objc func sizeChanged(_ note: Notification) { tableView.reloadData() }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { people.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: ProfileCell.reuseID, for: indexPath) as? ProfileCell else {
            return UITableViewCell()
        }
        let person = people[indexPath.row]
        cell.configure(name: person.0, bio: person.1)
        cell.delegate = self
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    func profileCellDidTapFollow(_ cell: ProfileCell) {
        guard let indexPath = tableView.indexPath(for: cell) else { return }
        tableView.reloadRows(at: [indexPath], with: .automatic)
    }
}

import LayoutRender
_ = Scene("People cells", size: CGSize(width: 390, height: 844)) { root in
    let nav = UINavigationController(rootViewController: ProfilesViewController(style: .insetGrouped))
    root.addSubview(nav.view)
}
