/// XCTest cases isolated to the main actor, made runnable by SwiftPM's test discovery on Linux.
///
/// On Linux SwiftPM lists a target's XCTest methods in a generated file, `[("testName", testName), …]`, and hands
/// each list to XCTest's `testCase(_:)`, which takes `(T) -> () throws -> Void` methods. A method isolated to the
/// main actor (the class or the method marked `@MainActor`, as Swift 6 code marks UIKit tests) has the type
/// `(T) -> @MainActor () -> Void`, and the conversion fails at run time: the test process aborts with "Could not
/// cast value of type '(…) -> @MainActor () -> ()'" before any test runs.
///
/// The generated file imports the test target with `@testable`, so a `testCase(_:)` declared in the target is found
/// beside XCTest's. Its parameter takes any method type, so a list of isolated methods matches it exactly, where
/// XCTest's would need the failing conversion; for a list of plain methods XCTest's own, more specific, is chosen.
/// (It cannot name the isolated type: in a Swift 6 target `@MainActor () -> Void` also means `@Sendable`, which the
/// generated file's Swift 5 types are not.) Each method is reinterpreted as `@MainActor () throws -> Void`, which
/// has the same representation (adding `throws`, `@Sendable` or the isolation to a synchronous function changes no
/// bits), and called inside `MainActor.assumeIsolated`: XCTest on Linux calls test methods on the main thread,
/// where the main actor runs. The ObjCSyntaxPlugin writes ``source`` into the file it generates for a target whose
/// files import XCTest (docs/uikit-import.md, "XCTest cases on the main actor").
///
/// One case stays out of reach: a class with isolated and plain test methods side by side. Its generated list mixes
/// two function types and does not compile; the class (or none of its methods) is then marked `@MainActor` as a whole.
public enum MainActorTestEntries {
  /// Whether a target with these files needs the entries: one of them imports XCTest.
  public static func areNeeded(by sources: [String]) -> Bool {
    sources.contains { source in
      source.split(separator: "\n").contains { line in
        let words = line.split(separator: " ")
        guard let importWord = words.firstIndex(of: "import"), importWord + 1 < words.count else {
          return false
        }
        return words[importWord + 1] == "XCTest"
          && words[..<importWord].allSatisfy { $0.hasPrefix("@") }
      }
    }
  }

  /// The Swift declaration: `testCase(_:)` for lists of isolated methods.
  public static let source = """
    #if canImport(XCTest)
    import XCTest

    /// XCTest's `testCase(_:)` for test methods isolated to the main actor (written by layout-render's
    /// ObjCSyntaxPlugin: SwiftPM's test discovery on Linux cannot convert them to XCTest's method type).
    func testCase<T: XCTestCase, Method>(_ allTests: [(String, (T) -> Method)]) -> XCTestCaseEntry {
      let tests = allTests.map { entry -> (String, XCTestCaseClosure) in
        // Unsafe: the method and the test case cross into the main actor; XCTest made both on the main thread,
        // where they run.
        nonisolated(unsafe) let method = unsafeBitCast(entry.1, to: ((T) -> @MainActor () throws -> Void).self)
        return (
          entry.0,
          { testCase in
            // Unsafe: as above.
            nonisolated(unsafe) let test = testCase as! T
            try MainActor.assumeIsolated { try method(test)() }
          }
        )
      }
      return (testCaseClass: T.self, allTests: tests)
    }
    #endif

    """
}
