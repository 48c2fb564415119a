import TeamViews
import UIKit
import XCTest

/// A test case isolated to the main actor as a whole, as Swift 6 code writes UIKit tests.
@MainActor
final class SettingsModelTests: XCTestCase {
  func testTheModelListsItsRowsInOrder() {
    XCTAssertEqual(SettingsModel().rows.map(\.title), ["Account", "Notifications", "Appearance", "Language"])
  }

  func testTheModelMatchesTheFixture() throws {
    let url = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "settings-rows", withExtension: "json"))
    let titles = try JSONDecoder().decode([String].self, from: Data(contentsOf: url))
    XCTAssertEqual(SettingsModel().rows.map(\.title), titles)
  }

  func testTheControllerShowsOneCellPerRow() throws {
    let controller = SettingsViewController()
    controller.loadViewIfNeeded()
    XCTAssertEqual(controller.tableView.numberOfRows(inSection: 0), 4)
    let cell = try XCTUnwrap(controller.tableView.dataSource?.tableView(controller.tableView, cellForRowAt: [0, 2]))
    XCTAssertEqual(cell.detailTextLabel?.text, "Automatic")
  }
}

/// A test method isolated to the main actor on its own, in a class that is not.
final class SettingsTitleTests: XCTestCase {
  @MainActor
  func testTheControllerIsTitledSettings() {
    XCTAssertEqual(SettingsViewController().title, "Settings")
  }
}
