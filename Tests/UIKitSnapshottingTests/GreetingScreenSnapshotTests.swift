import SnapshotTesting
import Testing
import UIKit

// A Swift Testing suite in swift-snapshot-testing's spellings; its references are in __Snapshots__ beside this file.
@MainActor @Suite(.snapshots(record: .missing))
struct GreetingScreenSnapshotTests {
  private func makeScreen() -> UIViewController {
    let screen = UIViewController()
    screen.view.backgroundColor = .systemBackground
    let card = GreetingCard()
    card.translatesAutoresizingMaskIntoConstraints = false
    screen.view.addSubview(card)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: screen.view.layoutMarginsGuide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: screen.view.layoutMarginsGuide.trailingAnchor),
      card.topAnchor.constraint(equalTo: screen.view.safeAreaLayoutGuide.topAnchor, constant: 20),
    ])
    return screen
  }

  @Test func screenOnAnIPhone13() {
    assertSnapshot(of: makeScreen(), as: .image(on: .iPhone13, traits: .init(displayScale: 1)))
  }

  @Test func screenInDarkModeOnAnIPad() {
    let screen = makeScreen()
    screen.overrideUserInterfaceStyle = .dark
    assertSnapshot(of: screen, as: .image(on: .iPadMini(.portrait), traits: .init(displayScale: 1)))
  }

  @Test func screenLayout() {
    assertSnapshot(of: makeScreen(), as: .recursiveDescription(on: .iPhoneSe))
  }
}
