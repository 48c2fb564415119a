import SnapshotTesting
import UIKit
import XCTest

// An XCTest suite in swift-snapshot-testing's spellings, as a team writes it for the simulator; its references are
// in __Snapshots__ beside this file, recorded on Linux.
final class GreetingCardSnapshotTests: XCTestCase {
  private func makeCard() -> GreetingCard {
    GreetingCard(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
  }

  func testCard() {
    assertSnapshot(of: makeCard(), as: .image(traits: .init(displayScale: 2)))
  }

  func testCardInDarkMode() {
    let traits = UITraitCollection(traitsFrom: [
      .init(userInterfaceStyle: .dark), .init(displayScale: 2),
    ])
    assertSnapshot(of: makeCard(), as: .image(size: CGSize(width: 280, height: 90), traits: traits))
  }

  func testCardWithOverriddenStyle() {
    let card = makeCard()
    card.overrideUserInterfaceStyle = .dark
    assertSnapshot(
      of: card,
      as: .image(precision: 0.99, perceptualPrecision: 0.98, traits: .init(displayScale: 2)))
  }

  func testCardLayout() {
    assertSnapshot(of: makeCard(), as: .recursiveDescription)
  }

  func testCardAfterAWait() {
    assertSnapshot(of: makeCard(), as: .wait(for: 0.01, on: .image(traits: .init(displayScale: 1))))
  }

  func testScreenOnDevices() {
    let screen = SafeAreaScreen()
    assertSnapshot(of: screen, as: .image(on: .iPhoneSe), named: "iPhoneSe")
    assertSnapshot(
      of: screen, as: .image(on: .iPhoneX(.landscape), traits: .init(displayScale: 1)),
      named: "iPhoneX")
  }

  func testNavigationHierarchy() {
    let navigation = UINavigationController(rootViewController: SafeAreaScreen())
    assertSnapshot(of: navigation, as: .hierarchy)
  }
}
