import SnapshotTesting
import TeamViews
import UIKit
import XCTest

final class ProfileHeaderViewTests: XCTestCase {
  private func makeHeader() -> ProfileHeaderView {
    let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 88))
    header.configure(name: "Grace Hopper", role: "Rear Admiral")
    return header
  }

  func testHeader() {
    assertSnapshot(of: makeHeader(), as: .image)
  }

  func testHeaderInDarkMode() {
    assertSnapshot(of: makeHeader(), as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)))
  }

  func testHeaderOnANarrowScreen() {
    assertSnapshot(of: makeHeader(), as: .image(precision: 0.99, size: CGSize(width: 320, height: 88)))
  }

  func testHeaderLayout() {
    assertSnapshot(of: makeHeader(), as: .recursiveDescription)
  }

  func testBadge() {
    let badge = BadgeView(count: 7)
    badge.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
    assertSnapshot(of: badge, as: .image(perceptualPrecision: 0.98))
    assertSnapshot(of: badge.layer, as: .image, named: "layer")
  }
}
