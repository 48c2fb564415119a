import Foundation
import Layout
import Typesetting

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

  package override var textInsets: EdgeInsets {
    contentInsets.resolved(for: effectiveUserInterfaceLayoutDirection)
  }
  package override var displayedText: String? { text?.isEmpty == false ? text : placeholder }
  package override var displayedTextColor: Color { text?.isEmpty == false ? textColor : .placeholderText }
}
