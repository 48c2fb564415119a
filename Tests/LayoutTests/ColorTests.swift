import Foundation
import HeadlessUIKit
import Testing

/// Colours from components and hex strings.
@Suite struct ColorTests {
  @Test func hexStringsInEveryForm() {
    #expect(Color(hex: "#FF8000") == Color(red: 1, green: 128.0 / 255, blue: 0))
    #expect(Color(hex: "f80") == Color(red: 1, green: 136.0 / 255, blue: 0))
    #expect(Color(hex: "#00000080") == Color(red: 0, green: 0, blue: 0, alpha: 128.0 / 255))
    #expect(Color(hex: "#12345") == nil)
    #expect(Color(hex: "#GG0000") == nil)
    #expect(Color(hex: "#FF8000")?.description == "#FF8000FF")
  }

  @Test func componentsAreClampedAndNonFiniteBecomesZero() {
    let color = Color(red: 2, green: -1, blue: .nan, alpha: .infinity)
    #expect(color == Color(red: 1, green: 0, blue: 0, alpha: 0))
  }
}

// A team's colour extension as UIKit code writes it: a convenience initialiser on UIColor (a class, as in UIKit).
extension UIColor {
  fileprivate convenience init(rgb: Int, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
      blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
  }
}

@Suite struct ColorClassTests {
  @Test func aTeamsConvenienceInitialiserBuildsTheColour() {
    let orange = UIColor(rgb: 0xFF8000)
    #expect(
      orange.red == 1 && abs(orange.green - 128.0 / 255) < 1e-12 && orange.blue == 0
        && orange.alpha == 1)
  }

  /// Colours compare and hash by value, as `UIColor.isEqual(_:)` compares components.
  @Test func coloursAreEqualByValue() {
    let made = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(made == .red)
    #expect(made !== UIColor.red)
    #expect(Set([made, UIColor.red]).count == 1)
    #expect(UIColor(light: .white, dark: .black) != .white)
  }
}
