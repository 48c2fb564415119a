import Foundation
import Layout
import Typesetting

/// A button that looks like UIKit's (iOS 15 configurations), for mock-ups: a centred title inside content insets,
/// filled, bordered (tinted) or plain (UIKit's `UIButton`).
open class Button: Label {
  /// The three looks of `UIButton.Configuration`.
  public enum Style: Sendable {
    /// A tinted background with a white title.
    case filled
    /// A light grey background with a tinted title.
    case bordered
    /// No background, a tinted title.
    case plain
  }

  /// The look; it sets the background and title colours.
  public var style: Style = .filled { didSet { applyStyle() } }
  /// The colour of a filled background or of the title otherwise.
  public var tintColor: Color = .systemBlue { didSet { applyStyle() } }
  /// Space around the title (UIKit's default: 7 above and below, 12 at the sides).
  public var contentInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12) {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Creates a button with a title and a style.
  public init(title: String, style: Style = .filled) {
    super.init(title)
    self.style = style
    textAlignment = .center
    cornerRadius = 8
    applyStyle()
  }

  package override var textInsets: EdgeInsets {
    contentInsets.resolved(for: effectiveUserInterfaceLayoutDirection)
  }

  private func applyStyle() {
    switch style {
    case .filled:
      backgroundColor = tintColor
      textColor = .white
    case .bordered:
      backgroundColor = .systemGray5
      textColor = tintColor
    case .plain:
      backgroundColor = nil
      textColor = tintColor
    }
  }
}
