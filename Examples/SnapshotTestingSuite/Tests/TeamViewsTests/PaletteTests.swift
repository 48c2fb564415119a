import TeamViews
import UIKit
import XCTest

final class PaletteTests: XCTestCase {
  func testTheTeamsOwnHexAndLightDarkInitialisersAreTheOnesCalled() {
    XCTAssertEqual(UIColor(hex: "#336699"), UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    let dark = UIColor.brandAccent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
    XCTAssertEqual(dark, UIColor(hex: "#5E5CE6"))
  }

  func testTheCatalogsAccentIsFoundThroughTheBundleOfAClass() throws {
    // Accent in Colors.xcassets, dark appearance: red 1.000, green 0.490, blue 0.690.
    let accent = try XCTUnwrap(UIColor.catalogAccent)
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    XCTAssertEqual([red, green, blue, alpha], [1, 0.490, 0.690, 1])
  }
}
