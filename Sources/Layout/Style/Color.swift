import Foundation

/// A colour: red, green, blue and alpha components from 0 to 1 in sRGB (UIKit's `UIColor`).
///
/// A class, as UIKit's is, so that a team's `extension UIColor { convenience init(hex:) … }` compiles; it is
/// immutable and compares by value (two colours with the same components are equal), as `UIColor.isEqual` does.
/// The renderer draws with it; named system colours with light and dark values come with the renderer.
public final class Color: Hashable, Sendable, CustomStringConvertible {
  /// Four components, each 0...1.
  public struct Components: Hashable, Sendable {
    public let red: Double
    public let green: Double
    public let blue: Double
    public let alpha: Double

    /// Components clamped to 0...1; a non-finite component becomes 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
      func clamp(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
      self.red = clamp(red)
      self.green = clamp(green)
      self.blue = clamp(blue)
      self.alpha = clamp(alpha)
    }
  }

  /// The colour in light appearance (and in dark, when it has no dark variant).
  public let light: Components
  /// The colour in dark appearance, for colours that adapt (the system colours).
  public let dark: Components?

  public var red: Double { light.red }
  public var green: Double { light.green }
  public var blue: Double { light.blue }
  public var alpha: Double { light.alpha }

  /// Creates a colour from components, each clamped to 0...1; a non-finite component becomes 0.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    light = Components(red: red, green: green, blue: blue, alpha: alpha)
    dark = nil
  }

  /// A colour from its light and (optional) dark components.
  package init(components light: Components, dark: Components?) {
    self.light = light
    self.dark = dark
  }

  /// A colour that adapts to the appearance (UIKit's dynamic colours).
  public convenience init(light: Color, dark: Color) {
    self.init(components: light.light, dark: dark.light)
  }

  public static func == (lhs: Color, rhs: Color) -> Bool {
    lhs.light == rhs.light && lhs.dark == rhs.dark
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(light)
    hasher.combine(dark)
  }

  /// The plain colour for an appearance.
  public func resolved(for appearance: Appearance) -> Color {
    let components = appearance == .dark ? (dark ?? light) : light
    return Color(
      red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
  }

  /// A grey.
  public convenience init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from a hex string: `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional), or `nil` if it is not one.
  public convenience init?(hex: String) {
    var digits = Substring(hex.trimmingCharacters(in: .whitespaces))
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard digits.allSatisfy(\.isHexDigit), [3, 6, 8].contains(digits.count) else { return nil }
    if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
    guard let value = UInt64(digits, radix: 16) else { return nil }
    let hasAlpha = digits.count == 8
    let shift: UInt64 = hasAlpha ? 8 : 0
    func component(_ offset: UInt64) -> Double { Double((value >> (offset + shift)) & 0xFF) / 255 }
    self.init(
      red: component(16), green: component(8), blue: component(0),
      alpha: hasAlpha ? Double(value & 0xFF) / 255 : 1)
  }

  /// The colour with another alpha (in both appearances).
  public func withAlphaComponent(_ alpha: Double) -> Color {
    let lightColor = Color(red: light.red, green: light.green, blue: light.blue, alpha: alpha)
    guard let dark else { return lightColor }
    return Color(
      light: lightColor,
      dark: Color(red: dark.red, green: dark.green, blue: dark.blue, alpha: alpha))
  }

  /// `#RRGGBBAA`.
  public var description: String {
    let bytes = [red, green, blue, alpha].map { String(format: "%02X", Int(($0 * 255).rounded())) }
    return "#" + bytes.joined()
  }

  public static let clear = Color(white: 0, alpha: 0)
  public static let black = Color(white: 0)
  public static let white = Color(white: 1)
  public static let gray = Color(white: 0.5)
  public static let red = Color(red: 1, green: 0, blue: 0)
  public static let green = Color(red: 0, green: 1, blue: 0)
  public static let blue = Color(red: 0, green: 0, blue: 1)
}
