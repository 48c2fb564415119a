/// The project's three looks for mock-up buttons (``Button/init(title:style:)``), each a ``Button/Configuration``.
///
/// Top level rather than nested in the button, because UIKit's `UIButton` has no such member: a team's own
/// `extension UIButton { enum Style … }` must not clash with it.
public enum ButtonStyle: Sendable {
  /// `.filled()`: a tinted background with a white title.
  case filled
  /// `.gray()`: a light grey background with a tinted title.
  case bordered
  /// `.plain()`: no background, a tinted title.
  case plain
}
