import UIKit

/// A profile's header: initials in a circle, a name and a role in the brand's accent colour.
public final class ProfileHeaderView: UIView {
  private let initials = UILabel()
  private let name = UILabel()
  private let role = UILabel()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    initials.textAlignment = .center
    initials.font = .systemFont(ofSize: 22, weight: .semibold)
    initials.textColor = .white
    initials.backgroundColor = UIColor(named: "Accent", in: .module, compatibleWith: nil)
    initials.layer.cornerRadius = 28
    initials.clipsToBounds = true
    name.font = .preferredFont(forTextStyle: .title2)
    role.font = .preferredFont(forTextStyle: .subheadline)
    role.textColor = UIColor(named: "Accent", in: .module, compatibleWith: nil)

    let text = UIStackView(arrangedSubviews: [name, role])
    text.axis = .vertical
    text.spacing = 2
    let row = UIStackView(arrangedSubviews: [initials, text])
    row.spacing = 12
    row.alignment = .center
    row.translatesAutoresizingMaskIntoConstraints = false
    addSubview(row)
    NSLayoutConstraint.activate([
      initials.widthAnchor.constraint(equalToConstant: 56),
      initials.heightAnchor.constraint(equalToConstant: 56),
      row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      row.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
      row.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      row.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
    ])
  }

  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// Shows a person.
  public func configure(name: String, role: String) {
    self.name.text = name
    self.role.text = role
    initials.text = name.split(separator: " ").compactMap(\.first).prefix(2).map(String.init).joined()
  }
}
