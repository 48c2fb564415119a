import XCTest

extension XCTestCase {
  /// Waits for `expectations` without a time limit of the caller's, as Apple's XCTest allows (its `timeout` has a
  /// default there; Linux's XCTest has no default, so `wait(for: [expectation])` did not compile).
  ///
  /// Apple's default waits forever; here the wait ends after ten minutes and fails the test, so that a CI job does
  /// not hang on an expectation nothing fulfils.
  public func wait(
    for expectations: [XCTestExpectation], enforceOrder: Bool = false, file: StaticString = #file,
    line: Int = #line
  ) {
    wait(for: expectations, timeout: 600, enforceOrder: enforceOrder, file: file, line: line)
  }
}
