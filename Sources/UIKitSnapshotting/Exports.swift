// On Apple platforms a test file that imports only XCTest and SnapshotTesting still sees UIKit (XCTest brings it).
// This module is imported into every test file of a team's target (docs/snapshot-testing-uikit.md), so it brings
// UIKit's names too.
@_exported import UIKitFacade
