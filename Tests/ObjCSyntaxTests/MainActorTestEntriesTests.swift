import ObjCSyntax
import Testing

@Suite struct MainActorTestEntriesTests {
  /// A target whose files import XCTest (plainly or with an attribute) gets the entries; others do not.
  @Test func theEntriesGoToTargetsThatImportXCTest() {
    #expect(
      MainActorTestEntries.areNeeded(by: ["import UIKit", "import TeamViews\nimport XCTest\n"]))
    #expect(MainActorTestEntries.areNeeded(by: ["@preconcurrency import XCTest"]))
    #expect(!MainActorTestEntries.areNeeded(by: ["import UIKit\nimport Testing\n"]))
    // A longer module name, a comment and a string are not imports of XCTest.
    #expect(!MainActorTestEntries.areNeeded(by: ["import XCTestDynamicOverlay"]))
    #expect(!MainActorTestEntries.areNeeded(by: ["// import XCTest"]))
    #expect(!MainActorTestEntries.areNeeded(by: ["let note = \"import XCTest\""]))
  }
}
