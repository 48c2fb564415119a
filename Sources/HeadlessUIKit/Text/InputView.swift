import Foundation

/// A view with the keyboard's look, for custom input views and accessories (UIKit's `UIInputView`): drawn in its
/// background colour like any view; it has the style it was made with.
@preconcurrency @MainActor
open class UIInputView: View {
  /// The look (UIKit's `UIInputView.Style`).
  public enum Style: Int, Sendable {
    case `default` = 0, keyboard
  }

  /// The style it was made with.
  public let inputViewStyle: Style
  /// Whether it sizes itself from its constraints.
  open var allowsSelfSizing = false

  /// An input view of a style.
  public init(frame: CGRect, inputViewStyle: Style) {
    self.inputViewStyle = inputViewStyle
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    inputViewStyle = .default
    super.init(coder: coder)
  }
}
