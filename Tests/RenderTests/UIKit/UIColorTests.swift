import Foundation
import LayoutRender
import Testing

/// UIColor as UIKit declares it: designated initialisers, open members, the colour models of its getters.
@Suite struct UIColorTests {
  /// A team's own colour subclass overriding a class colour and an open member.
  final class BrandColor: UIColor, @unchecked Sendable {
    override class var systemBlue: UIColor { UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1) }
    override func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
  }

  @Test func subclassesOverrideUIKitsMembers() {
    #expect(BrandColor.systemBlue == UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
    let brand = BrandColor(white: 0.5, alpha: 1)
    #expect(brand.withAlphaComponent(0) === brand)
    // #0A84FF, the dark system blue.
    let darkBlue = UIColor(red: 10 / 255, green: 132 / 255, blue: 1, alpha: 1)
    #expect(
      UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        == darkBlue)
  }

  @Test func hueSaturationBrightnessOfOrange() {
    // (1, 0.5, 0): the maximum is red, so hue = ((0.5 − 0) / 1) / 6 = 1/12; saturation 1; brightness 1.
    var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
    #expect(
      UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25).getHue(
        &hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
    #expect(abs(hue - 1.0 / 12) < 1e-12 && saturation == 1 && brightness == 1 && alpha == 0.25)
    // And back: the same hue, saturation and brightness give the same colour.
    #expect(
      UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 0.25)
        == UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
  }

  @Test func whiteIsTheMeanOfTheComponents() {
    var white: CGFloat = 0, alpha: CGFloat = 0
    UIColor(red: 0.3, green: 0.6, blue: 0.9, alpha: 1).getWhite(&white, alpha: &alpha)
    #expect(abs(white - 0.6) < 1e-12 && alpha == 1)
  }

  @Test func displayP3GreysAreTheSameGreysInSRGB() {
    // Both spaces share the white point and the transfer curve: each row of the P3-to-sRGB matrix sums to 1, so a
    // grey maps to itself (within the matrix's four-decimal rounding).
    let grey = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0
    grey.getRed(&red, green: &green, blue: &blue, alpha: nil)
    #expect(abs(red - 0.5) < 0.001 && abs(green - 0.5) < 0.001 && abs(blue - 0.5) < 0.001)
    // P3's pure red is outside sRGB: clamped to sRGB's red.
    let p3Red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
    p3Red.getRed(&red, green: &green, blue: &blue, alpha: nil)
    #expect(red == 1 && green == 0 && blue == 0)
  }

  @Test func setFillPaintsTheCurrentContext() {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
      UIColor.systemRed.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
    let pixels = image.pngData().flatMap { try? RGBAImage(pngData: $0) }
    // #FF3B30, the light system red.
    #expect(pixels.map { Array($0.pixels.prefix(4)) } == [0xFF, 0x3B, 0x30, 0xFF])
  }

  @Test func aTeamsOwnInitialiserDelegatesToUIKits() {
    #expect(UIColor(teamHex: 0x336699) == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    #expect(UIColor.systemIndigo.accessibilityName == "systemIndigo")
  }
}

extension UIColor {
  /// A team's own initialiser, the most common UIColor extension.
  fileprivate convenience init(teamHex value: Int) {
    self.init(
      red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
      blue: CGFloat(value & 0xFF) / 255, alpha: 1)
  }
}
