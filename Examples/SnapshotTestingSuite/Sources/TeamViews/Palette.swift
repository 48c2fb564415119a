import UIKit

/// The colour helpers nearly every app declares on UIColor itself (names UIKit's UIColor does not have).
extension UIColor {
  /// A colour from `#RRGGBB`; black for anything else.
  public convenience init(hex: String) {
    let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
    let value = Int(digits, radix: 16) ?? 0
    self.init(
      red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
      blue: CGFloat(value & 0xFF) / 255, alpha: 1)
  }

  /// A colour with a light and a dark value.
  public convenience init(light: UIColor, dark: UIColor) {
    self.init { $0.userInterfaceStyle == .dark ? dark : light }
  }

  /// The accent of the asset catalog, found as SwiftGen's generated code finds it.
  public static let catalogAccent = UIColor(named: "Accent", in: Bundle(for: BundleToken.self), compatibleWith: nil)

  /// The brand's accent.
  public static let brandAccent = UIColor(light: UIColor(hex: "#5856D6"), dark: UIColor(hex: "#5E5CE6"))
}

/// A class whose bundle is this module's (SwiftGen's idiom for frameworks).
private final class BundleToken {}
