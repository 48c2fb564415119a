import UIKit

/// A count in a red circle, as an app writes it: a designated initialiser, Auto Layout, an intrinsic size.
public final class BadgeView: UIView {
  public let label = UILabel()

  public init(count: Int) {
    super.init(frame: .zero)
    backgroundColor = .systemRed
    layer.cornerRadius = 12
    label.text = "\(count)"
    label.textColor = .white
    label.font = .systemFont(ofSize: 13, weight: .semibold)
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: centerXAnchor),
      label.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  public override var intrinsicContentSize: CGSize { CGSize(width: 24, height: 24) }
}
