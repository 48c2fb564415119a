import SnapshotTesting
import TeamViews
import Testing
import UIKit

@MainActor
@Suite(.snapshots(record: .missing))
struct SettingsViewControllerTests {
  @Test(arguments: [
    ("iPhoneSe", ViewImageConfig.iPhoneSe), ("iPhoneX", .iPhoneX), ("iPhone13ProMax", .iPhone13ProMax(.landscape)),
  ])
  func settings(device: String, config: ViewImageConfig) {
    assertSnapshot(of: SettingsViewController(), as: .image(on: config), named: device)
  }

  @Test func settingsOnAnIPadInSplitView() {
    assertSnapshot(
      of: SettingsViewController(), as: .image(on: .iPadPro11(.portrait(splitView: .oneThird))))
  }

  @Test func settingsInDarkMode() {
    let settings = SettingsViewController()
    settings.overrideUserInterfaceStyle = .dark
    assertSnapshot(of: settings, as: .image(on: .iPhoneX))
  }

  @Test func settingsInANavigationController() {
    let navigation = UINavigationController(rootViewController: SettingsViewController())
    withSnapshotTesting(record: .missing) {
      assertSnapshot(of: navigation, as: .image(on: .iPhone12))
      assertSnapshot(of: navigation, as: .hierarchy)
    }
  }

  @Test func settingsAfterLoading() {
    assertSnapshot(of: SettingsViewController(), as: .wait(for: 0.05, on: .image(on: .iPhone8)))
  }
}
