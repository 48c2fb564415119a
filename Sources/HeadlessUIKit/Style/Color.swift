import Foundation
import Synchronization

/// A colour: red, green, blue and alpha components from 0 to 1 in sRGB (UIKit's `UIColor`).
///
/// An open class, as UIKit's is: every initialiser UIKit declares designated is designated here and every member
/// UIKit declares `open` is open and in this declaration, so a team's subclasses and `extension UIColor {
/// convenience init… }` compile. It is immutable and compares by value (two colours with the same components are
/// equal), as `UIColor.isEqual` does. Named system colours adapt to the appearance: they hold a light and a dark
/// value.
open class Color: NSObject, @unchecked Sendable, _ExpressibleByColorLiteral {
  // Unchecked: the stored properties are immutable values.

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

  /// CoreFoundation's view of this object: must stay the first stored property (``AttributeValueHeader``).
  private let attributeValueHeader = AttributeValueHeader()
  /// The colour in light appearance (and in dark, when it has no dark variant).
  public let light: Components
  /// The colour in dark appearance, for colours that adapt (the system colours).
  public let dark: Components?

  // MARK: UIKit's initialisers

  /// A grey.
  public init(white: CGFloat, alpha: CGFloat) {
    light = Components(red: white, green: white, blue: white, alpha: alpha)
    dark = nil
  }

  /// A colour from hue, saturation and brightness, each 0...1 (the HSB model UIKit uses).
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let (red, green, blue) = ColorModels.rgb(
      hue: hue, saturation: saturation, brightness: brightness)
    light = Components(red: red, green: green, blue: blue, alpha: alpha)
    dark = nil
  }

  /// Creates a colour from sRGB components, each clamped to 0...1; a non-finite component becomes 0.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    light = Components(red: red, green: green, blue: blue, alpha: alpha)
    dark = nil
  }

  /// A colour from Display P3 components, converted to sRGB (and clamped to it, as everything here is drawn in
  /// sRGB).
  public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let (red, green, blue) = ColorModels.sRGB(displayP3Red: displayP3Red, green: green, blue: blue)
    light = Components(red: red, green: green, blue: blue, alpha: alpha)
    dark = nil
  }

  /// The colour a `CGColor` (here the same type) holds.
  public init(cgColor: Color) {
    light = cgColor.light
    dark = cgColor.dark
  }

  /// The colour a Core Image colour holds.
  public init(ciColor: CoreImageColor) {
    light = ciColor.light
    dark = ciColor.dark
  }

  /// A colour whose value depends on the appearance (UIKit's `UIColor(dynamicProvider:)`): the closure is asked
  /// once for the light and once for the dark trait collection.
  public init(dynamicProvider: @escaping (TraitCollection) -> Color) {
    light = dynamicProvider(TraitCollection(userInterfaceStyle: .light)).light
    dark = dynamicProvider(TraitCollection(userInterfaceStyle: .dark)).light
  }

  /// There are no archives here: always `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// `#colorLiteral(red:green:blue:alpha:)`: sRGB components from 0 to 1.
  public required convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  // MARK: This project's initialisers (convenience, so subclasses inherit them; package-only, so a team's own
  // extensions never clash with them)

  /// Creates an opaque colour from sRGB components.
  package convenience init(red: CGFloat, green: CGFloat, blue: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: 1)
  }

  /// An opaque grey.
  package convenience init(white: CGFloat) {
    self.init(white: white, alpha: 1)
  }

  /// A colour from its light and (optional) dark components.
  package convenience init(components light: Components, dark: Components?) {
    self.init(ciColor: CoreImageColor(light: light, dark: dark))
  }

  /// A colour that adapts to the appearance (what `UIColor(dynamicProvider:)` makes).
  package convenience init(light: Color, dark: Color) {
    self.init(components: light.light, dark: dark.light)
  }

  /// A colour from a hex string: `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional), or `nil` if it is not one.
  ///
  /// Package-only: teams write their own `init(hex:)` on `UIColor`, and UIKit's types carry no names UIKit lacks.
  package convenience init?(hex: String) {
    guard let components = ColorModels.components(hex: hex) else { return nil }
    self.init(components: components, dark: nil)
  }

  public static func == (lhs: Color, rhs: Color) -> Bool {
    lhs.light == rhs.light && lhs.dark == rhs.dark
  }

  /// Equal to another colour with the same values (`==`), as UIKit's `isEqual(_:)` compares them.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? Color).map { self == $0 } ?? false
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(light)
    hasher.combine(dark)
    return hasher.finalize()
  }

  /// `#RRGGBBAA`.
  public override var description: String {
    let bytes = [light.red, light.green, light.blue, light.alpha].map {
      String(format: "%02X", Int(($0 * 255).rounded()))
    }
    return "#" + bytes.joined()
  }

  // MARK: UIKit's colours

  open class var systemBlue: Color { SystemPalette.systemBlue }
  open class var systemRed: Color { SystemPalette.systemRed }
  open class var systemGreen: Color { SystemPalette.systemGreen }
  open class var systemOrange: Color { SystemPalette.systemOrange }
  open class var systemYellow: Color { SystemPalette.systemYellow }
  open class var systemPink: Color { SystemPalette.systemPink }
  open class var systemPurple: Color { SystemPalette.systemPurple }
  open class var systemTeal: Color { SystemPalette.systemTeal }
  open class var systemIndigo: Color { SystemPalette.systemIndigo }
  open class var systemGray: Color { SystemPalette.systemGray }
  open class var systemGray2: Color { SystemPalette.systemGray2 }
  open class var systemGray3: Color { SystemPalette.systemGray3 }
  open class var systemGray4: Color { SystemPalette.systemGray4 }
  open class var systemGray5: Color { SystemPalette.systemGray5 }
  open class var systemGray6: Color { SystemPalette.systemGray6 }
  /// Primary text.
  open class var label: Color { SystemPalette.label }
  /// Secondary text.
  open class var secondaryLabel: Color { SystemPalette.secondaryLabel }
  /// Tertiary text.
  open class var tertiaryLabel: Color { SystemPalette.tertiaryLabel }
  /// Placeholder text.
  open class var placeholderText: Color { SystemPalette.placeholderText }
  /// Lines between content.
  open class var separator: Color { SystemPalette.separator }
  /// Links.
  open class var link: Color { SystemPalette.link }
  open class var systemBackground: Color { SystemPalette.systemBackground }
  open class var secondarySystemBackground: Color { SystemPalette.secondarySystemBackground }
  open class var tertiarySystemBackground: Color { SystemPalette.tertiarySystemBackground }
  open class var systemGroupedBackground: Color { SystemPalette.systemGroupedBackground }
  open class var secondarySystemGroupedBackground: Color {
    SystemPalette.secondarySystemGroupedBackground
  }
  open class var systemBrown: Color { SystemPalette.systemBrown }
  open class var systemCyan: Color { SystemPalette.systemCyan }
  open class var systemMint: Color { SystemPalette.systemMint }
  /// Quaternary text.
  open class var quaternaryLabel: Color { SystemPalette.quaternaryLabel }
  /// Lines between content that hide what is behind them.
  open class var opaqueSeparator: Color { SystemPalette.opaqueSeparator }
  open class var systemFill: Color { SystemPalette.systemFill }
  open class var secondarySystemFill: Color { SystemPalette.secondarySystemFill }
  open class var tertiarySystemFill: Color { SystemPalette.tertiarySystemFill }
  open class var quaternarySystemFill: Color { SystemPalette.quaternarySystemFill }
  open class var tertiarySystemGroupedBackground: Color {
    SystemPalette.tertiarySystemGroupedBackground
  }
  /// Text that stays dark in both appearances.
  open class var darkText: Color { SystemPalette.darkText }
  /// Text that stays light in both appearances (white at 60 %).
  open class var lightText: Color { SystemPalette.lightText }
  open class var clear: Color { SystemPalette.clear }
  open class var black: Color { SystemPalette.black }
  open class var white: Color { SystemPalette.white }
  open class var gray: Color { SystemPalette.gray }
  open class var red: Color { SystemPalette.red }
  open class var green: Color { SystemPalette.green }
  open class var blue: Color { SystemPalette.blue }
  open class var darkGray: Color { SystemPalette.darkGray }
  open class var lightGray: Color { SystemPalette.lightGray }
  open class var cyan: Color { SystemPalette.cyan }
  open class var yellow: Color { SystemPalette.yellow }
  open class var magenta: Color { SystemPalette.magenta }
  open class var orange: Color { SystemPalette.orange }
  open class var purple: Color { SystemPalette.purple }
  open class var brown: Color { SystemPalette.brown }
  /// The tint colour of whatever view draws it; the system blue, the default tint, here.
  open class var tintColor: Color { SystemPalette.systemBlue }
  open class var groupTableViewBackground: Color { SystemPalette.systemGroupedBackground }
  open class var viewFlipsideBackground: Color { SystemPalette.black }
  open class var scrollViewTexturedBackground: Color { SystemPalette.clear }
  open class var underPageBackground: Color { SystemPalette.clear }

  // MARK: UIKit's members

  /// Core Graphics' view of the colour: the same value.
  open var cgColor: Color { self }
  /// Core Image's view of the colour.
  open var ciColor: CoreImageColor { CoreImageColor(light: light, dark: dark) }
  /// How prominent the colour is: primary, as every colour made here is.
  open var prominence: Prominence { .primary }
  /// A name for the colour that VoiceOver would read: the system colour's name, else its hex value.
  open var accessibilityName: String {
    Color.systemColorNames.first { $0.1 == self }?.0 ?? description
  }

  /// Makes the colour the current graphics context's fill and stroke colour.
  open func set() {
    setFill()
    setStroke()
  }

  /// Makes the colour the current graphics context's fill colour.
  open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(self) }

  /// Makes the colour the current graphics context's stroke colour.
  open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(self) }

  /// The light appearance's brightness (the mean of the components) and alpha.
  @discardableResult
  open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?)
    -> Bool
  {
    white?.pointee = (light.red + light.green + light.blue) / 3
    alpha?.pointee = light.alpha
    return true
  }

  /// The light appearance's hue, saturation, brightness and alpha.
  @discardableResult
  open func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let hsb = ColorModels.hsb(red: light.red, green: light.green, blue: light.blue)
    hue?.pointee = hsb.hue
    saturation?.pointee = hsb.saturation
    brightness?.pointee = hsb.brightness
    alpha?.pointee = light.alpha
    return true
  }

  /// The components in the light appearance.
  @discardableResult
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = light.red
    green?.pointee = light.green
    blue?.pointee = light.blue
    alpha?.pointee = light.alpha
    return true
  }

  /// The colour with another alpha (in both appearances).
  open func withAlphaComponent(_ alpha: CGFloat) -> Color {
    func replaced(_ components: Components) -> Components {
      Components(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
    }
    return Color(components: replaced(light), dark: dark.map(replaced))
  }

  /// The colour for a trait collection's appearance.
  open func resolvedColor(with traitCollection: TraitCollection) -> Color {
    resolved(for: traitCollection.userInterfaceStyle == .dark ? .dark : .light)
  }

  /// The colour at a prominence: the same colour here, where every colour is primary.
  open func withProminence(_ prominence: Prominence) -> Color { self }

  /// How prominent a colour is (UIKit's `UIColor.Prominence`), with UIKit's raw values.
  public enum Prominence: Int, Sendable {
    case primary, secondary, tertiary, quaternary
  }
}

extension Color {
  /// The plain colour for an appearance.
  public func resolved(for appearance: Appearance) -> Color {
    Color(components: appearance == .dark ? (dark ?? light) : light, dark: nil)
  }

  /// The light appearance's red component.
  package var red: Double { light.red }
  /// The light appearance's green component.
  package var green: Double { light.green }
  /// The light appearance's blue component.
  package var blue: Double { light.blue }
  /// The light appearance's alpha.
  package var alpha: Double { light.alpha }

  /// UIKit's system colours by name, as `accessibilityName` and descriptions print them.
  package static let systemColorNames: [(String, Color)] = [
    ("systemBlue", .systemBlue), ("systemRed", .systemRed), ("systemGreen", .systemGreen),
    ("systemOrange", .systemOrange), ("systemYellow", .systemYellow), ("systemPink", .systemPink),
    ("systemPurple", .systemPurple), ("systemTeal", .systemTeal), ("systemIndigo", .systemIndigo),
    ("systemBrown", .systemBrown), ("systemCyan", .systemCyan), ("systemMint", .systemMint),
    ("systemGray", .systemGray), ("label", .label), ("secondaryLabel", .secondaryLabel),
    ("tertiaryLabel", .tertiaryLabel), ("quaternaryLabel", .quaternaryLabel),
    ("placeholderText", .placeholderText),
    ("separator", .separator), ("opaqueSeparator", .opaqueSeparator), ("link", .link),
    ("systemBackground", .systemBackground),
    ("secondarySystemBackground", .secondarySystemBackground),
    ("tertiarySystemBackground", .tertiarySystemBackground),
    ("systemGroupedBackground", .systemGroupedBackground),
    ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
    ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground),
    ("systemFill", .systemFill),
    ("secondarySystemFill", .secondarySystemFill), ("tertiarySystemFill", .tertiarySystemFill),
    ("quaternarySystemFill", .quaternarySystemFill),
  ]
}
