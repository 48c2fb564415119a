import Foundation

extension NSAttributedString {
  /// An empty attributed string, as `NSAttributedString()` makes on Apple platforms; `NSMutableAttributedString()`
  /// makes an empty mutable one.
  ///
  /// Linux's Foundation declares no initialiser without arguments, and an extension may not add `init()` (it would
  /// override `NSObject`'s), so this one takes an argument nobody passes: `NSAttributedString()` calls it.
  public convenience init(_ nothing: Void = ()) {
    self.init(string: "")
  }
}
