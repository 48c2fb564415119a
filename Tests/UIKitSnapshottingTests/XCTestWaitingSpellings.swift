import Foundation
import XCTest

/// `wait(for:)` without a timeout, as test targets written against Apple's XCTest call it.
final class XCTestWaitingSpellings: XCTestCase {
  func testWaitingWithoutATimeoutEndsWhenTheExpectationIsFulfilled() {
    let loaded = expectation(description: "loaded")
    let start = Date()
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { loaded.fulfill() }
    wait(for: [loaded])
    // Fulfilled after a twentieth of a second: the wait ends then, not at its ten-minute limit.
    XCTAssertLessThan(Date().timeIntervalSince(start), 5)
  }
}
