import TeamViews
import UIKit
import XCTest

final class FollowButtonViewTests: XCTestCase {
  func testTheButtonKeepsItsAction() {
    let view = FollowButtonView(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
    XCTAssertEqual(view.button.actions(forTarget: view, forControlEvent: .touchUpInside), ["didTapFollow"])
  }
}
