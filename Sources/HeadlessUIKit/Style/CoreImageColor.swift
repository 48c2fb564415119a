import Foundation

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
