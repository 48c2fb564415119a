import TeamViews
import UIKit
import XCTest

final class FollowButtonViewTests: XCTestCase {
  func testTheButtonKeepsItsAction() {
    let view = FollowButtonView(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
    XCTAssertEqual(view.button.actions(forTarget: view, forControlEvent: .touchUpInside), ["didTapFollow"])
  }

  func testATapSentByHandReachesTheAction() {
    // The common way tests tap a button: every target's actions for the event, performed by selector.
    let view = FollowButtonView(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
    for target in view.button.allTargets {
      for action in view.button.actions(forTarget: target, forControlEvent: .touchUpInside) ?? [] {
        (target as! NSObject).perform(Selector(action))
      }
    }
    XCTAssertTrue(view.isFollowing)
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
