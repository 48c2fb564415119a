import Synchronization

/// Where `UIColor.set()`, `setFill()` and `setStroke()` send a colour: the current graphics context, which the
/// drawing layer (UIKitCompat) names by installing a sender when it first makes a context current.
package enum CurrentColorTarget {
  private static let sender = Mutex<(@Sendable (Color, Bool) -> Void)?>(nil)

  /// Installs the function that sets a colour on the current context (`true` for fill, `false` for stroke).
  package static func install(_ send: @escaping @Sendable (Color, Bool) -> Void) {
    sender.withLock { if $0 == nil { $0 = send } }
  }

  /// Sets the colour on the current context, when there is one.
  static func send(_ color: Color, fill: Bool) {
    sender.withLock { $0 }?(color, fill)
  }
}
