import Foundation
import Layout

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

  override var textInsets: EdgeInsets {
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

/// A one-line text field that looks like UIKit's rounded-rect field, for mock-ups (UIKit's `UITextField`).
open class TextField: Label {
  /// Shown in the placeholder colour while ``text`` is empty.
  public var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
  /// Space around the text (UIKit's rounded-rect field: 7 above and below, 8 at the sides).
  public var contentInsets = DirectionalEdgeInsets(top: 7, leading: 8, bottom: 7, trailing: 8) {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Creates a field with a placeholder.
  public init(placeholder: String? = nil) {
    self.placeholder = placeholder
    super.init(nil)
    backgroundColor = .systemBackground
    borderColor = .systemGray4
    borderWidth = 1
    cornerRadius = 5
  }

  override var textInsets: EdgeInsets {
    contentInsets.resolved(for: effectiveUserInterfaceLayoutDirection)
  }
  override var displayedText: String? { text?.isEmpty == false ? text : placeholder }
  override var displayedTextColor: Color { text?.isEmpty == false ? textColor : .placeholderText }
}
