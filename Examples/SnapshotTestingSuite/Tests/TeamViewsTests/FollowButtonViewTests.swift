import TeamViews
import UIKit
import XCTest

final class FollowButtonViewTests: XCTestCase {
  func testTheButtonKeepsItsAction() {
    let view = FollowButtonView(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
    XCTAssertEqual(view.button.actions(forTarget: view, forControlEvent: .touchUpInside), ["didTapFollow"])
  }

  func testTheButtonIsTintedWithTheCatalogsAccent() {
    // Accent in Colors.xcassets: 0xE0, 0x3D, 0x8C in any appearance.
    let view = FollowButtonView(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
    let tint = view.button.tintColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    tint.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    XCTAssertEqual([red, green, blue, alpha], [0xE0 / 255, 0x3D / 255, 0x8C / 255, 1])
  }
}
