import QuartzCore
import UIKit

/// A view with the styling properties teams often give their own views (names UIKit's UIView does not have).
public final class RoundedView: UIView {
  public var cornerRadius: CGFloat = 0 { didSet { layer.cornerRadius = cornerRadius } }
  public var borderWidth: CGFloat = 0 { didSet { layer.borderWidth = borderWidth } }
  public var borderColor: UIColor? { didSet { layer.borderColor = borderColor?.cgColor } }
}
