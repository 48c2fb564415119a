import UIKit

/// A follow button with a target–action handler, as apps write one: `@objc` and `#selector` (rewritten for Linux
/// by the ObjCSyntaxPlugin, this file unchanged) and a generated asset symbol (the AssetSymbolsPlugin).
public final class FollowButtonView: UIView {
  public let button = UIButton(type: .system)
  public private(set) var isFollowing = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    button.setTitle("Follow", for: .normal)
    button.tintColor = .accent  // Xcode's generated asset symbol for the "Accent" colour set
    button.addTarget(self, action: #selector(didTapFollow), for: .touchUpInside)
    button.translatesAutoresizingMaskIntoConstraints = false
    addSubview(button)
    NSLayoutConstraint.activate([
      button.centerXAnchor.constraint(equalTo: centerXAnchor),
      button.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  @objc private func didTapFollow() {
    isFollowing.toggle()
  }
}
