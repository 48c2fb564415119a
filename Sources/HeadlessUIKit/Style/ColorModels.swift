import Foundation

/// Conversions between the colour models UIKit's colour initialisers and getters speak.
enum ColorModels {
  /// sRGB from hue, saturation and brightness, each 0...1 (the hue wraps around).
  static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
    let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
    let s = min(max(saturation, 0), 1)
    let v = min(max(brightness, 0), 1)
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    switch sector {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
  }

  /// Hue, saturation and brightness of sRGB components (the inverse of ``rgb(hue:saturation:brightness:)``).
  static func hsb(red: Double, green: Double, blue: Double)
    -> (hue: Double, saturation: Double, brightness: Double)
  {
    let maximum = max(red, green, blue)
    let minimum = min(red, green, blue)
    let delta = maximum - minimum
    let saturation = maximum > 0 ? delta / maximum : 0
    guard delta > 0 else { return (0, saturation, maximum) }
    var hue: Double
    if maximum == red {
      hue = (green - blue) / delta
    } else if maximum == green {
      hue = 2 + (blue - red) / delta
    } else {
      hue = 4 + (red - green) / delta
    }
    hue /= 6
    if hue < 0 { hue += 1 }
    return (hue, saturation, maximum)
  }

  /// sRGB components of a Display P3 colour: both spaces share the sRGB transfer curve, so the conversion is
  /// linearise, multiply by the P3-to-sRGB matrix (from the two spaces' primaries with the D65 white point), and
  /// encode again.
  static func sRGB(displayP3Red red: Double, green: Double, blue: Double) -> (
    Double, Double, Double
  ) {
    func linear(_ value: Double) -> Double {
      value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    func encoded(_ value: Double) -> Double {
      value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }
    let (r, g, b) = (linear(red), linear(green), linear(blue))
    return (
      encoded(1.2249 * r - 0.2247 * g + 0.0000 * b),
      encoded(-0.0420 * r + 1.0419 * g + 0.0000 * b),
      encoded(-0.0197 * r - 0.0786 * g + 1.0979 * b)
    )
  }

  /// Components of `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional), or `nil` for anything else.
  static func components(hex: String) -> Color.Components? {
    var digits = Substring(hex.trimmingCharacters(in: .whitespaces))
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard digits.allSatisfy(\.isHexDigit), [3, 6, 8].contains(digits.count) else { return nil }
    if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
    guard let value = UInt64(digits, radix: 16) else { return nil }
    let hasAlpha = digits.count == 8
    let shift: UInt64 = hasAlpha ? 8 : 0
    func component(_ offset: UInt64) -> Double { Double((value >> (offset + shift)) & 0xFF) / 255 }
    return Color.Components(
      red: component(16), green: component(8), blue: component(0),
      alpha: hasAlpha ? Double(value & 0xFF) / 255 : 1)
  }
}
