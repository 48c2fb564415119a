import TeamViews
import UIKit
import XCTest

final class RoundedViewTests: XCTestCase {
  func testItsOwnStylingPropertiesSetItsLayer() {
    let view = RoundedView()
    view.cornerRadius = 6
    view.borderWidth = 2
    view.borderColor = .systemRed
    XCTAssertEqual(view.layer.cornerRadius, 6)
    XCTAssertEqual(view.layer.borderWidth, 2)
    XCTAssertEqual(view.layer.borderColor, UIColor.systemRed.cgColor)
  }
}
