import HeadlessUIKit

/// The fonts of the views that adjust to the content size category (`adjustsFontForContentSizeCategory`), sized
/// for the category a snapshot's traits give, as UIKit sizes them when a view's traits change; ``undo()`` puts the
/// fonts back, as UIKit does when the view leaves those traits.
///
/// A font is recognised as a text style's by its size and weight at the category the views were made in
/// (``ContentSizeCategory/current``); other fonts are left alone.
final class ContentSizeAdjustment {
  private var undos: [() -> Void] = []

  /// Adjusts the fonts in the tree under `root` for `category`; nothing when it is unspecified or the current one.
  init(tree root: UIView, category: UIContentSizeCategory) {
    guard category != .unspecified, category != .current else { return }
    adjust(root, to: category)
  }

  private func adjust(_ view: UIView, to category: UIContentSizeCategory) {
    if let label = view as? UILabel, label.adjustsFontForContentSizeCategory {
      resize(label, \.font, to: category)
    } else if let field = view as? UITextField, field.adjustsFontForContentSizeCategory {
      resize(field, \.font, to: category)
    } else if let textView = view as? UITextView, textView.adjustsFontForContentSizeCategory {
      resize(textView, \.font, to: category)
    }
    for subview in view.subviews { adjust(subview, to: category) }
  }

  private func resize<Owner: AnyObject>(
    _ owner: Owner, _ font: ReferenceWritableKeyPath<Owner, UIFont?>,
    to category: UIContentSizeCategory
  ) {
    guard let original = owner[keyPath: font], let resized = Self.resized(original, to: category)
    else { return }
    owner[keyPath: font] = resized
    undos.append { owner[keyPath: font] = original }
  }

  private static func resized(_ font: UIFont, to category: UIContentSizeCategory) -> UIFont? {
    font.textStyle(at: .current).map {
      UIFont.preferredFont(forTextStyle: $0, contentSizeCategory: category)
    }
  }

  /// Whether any font was changed.
  var changedAny: Bool { !undos.isEmpty }

  /// Puts every changed font back.
  func undo() {
    undos.reversed().forEach { $0() }
    undos.removeAll()
  }
}
