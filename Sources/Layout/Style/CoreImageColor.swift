import Foundation
import Synchronization

/// Core Image's colour (`CIColor`), as far as UIKit code passes one to and from `UIColor`.
open class CoreImageColor: @unchecked Sendable {
  // Unchecked: the stored properties are immutable values.
  package let light: Color.Components
  package let dark: Color.Components?

  package init(light: Color.Components, dark: Color.Components?) {
    self.light = light
    self.dark = dark
  }

  /// A colour from sRGB components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    light = Color.Components(red: red, green: green, blue: blue, alpha: alpha)
    dark = nil
  }

  /// The colour a `UIColor` holds.
  public init(color: Color) {
    light = color.light
    dark = color.dark
  }

  open var red: CGFloat { light.red }
  open var green: CGFloat { light.green }
  open var blue: CGFloat { light.blue }
  open var alpha: CGFloat { light.alpha }
}

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
