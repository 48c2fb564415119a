import TeamViews
import UIKit
import XCTest

final class PaletteTests: XCTestCase {
  func testTheTeamsOwnHexAndLightDarkInitialisersAreTheOnesCalled() {
    XCTAssertEqual(UIColor(hex: "#336699"), UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    let dark = UIColor.brandAccent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
    XCTAssertEqual(dark, UIColor(hex: "#5E5CE6"))
  }
}
