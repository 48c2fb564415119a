import Foundation
import HeadlessUIKit
import Testing

/// `NSPredicate(format:)`'s string tests, which swift-corelibs-foundation refuses; expected values follow Apple's
/// predicate format documentation (MATCHES is a whole-string ICU regular expression, `[c]` ignores case).
@Suite struct PredicateFormatTests {
  @Test func matchesTestsTheWholeString() {
    let email = NSPredicate(
      format: "SELF MATCHES %@", "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}")
    #expect(email.evaluate(with: "ada@example.org"))
    #expect(!email.evaluate(with: "ada@example"))
    // A match inside the string is not enough.
    #expect(!NSPredicate(format: "SELF MATCHES %@", "[0-9]+").evaluate(with: "a1"))
    #expect(NSPredicate(format: "self matches[c] 'abc'").evaluate(with: "ABC"))
  }

  @Test func substringAndEqualityTestsHonourTheirOptions() {
    #expect(NSPredicate(format: "SELF CONTAINS[c] %@", "WORLD").evaluate(with: "hello world"))
    #expect(!NSPredicate(format: "SELF CONTAINS %@", "WORLD").evaluate(with: "hello world"))
    #expect(NSPredicate(format: "SELF BEGINSWITH %@", "he").evaluate(with: "hello"))
    #expect(!NSPredicate(format: "SELF BEGINSWITH %@", "lo").evaluate(with: "hello"))
    #expect(NSPredicate(format: "SELF ENDSWITH %@", "lo").evaluate(with: "hello"))
    #expect(NSPredicate(format: "SELF ==[cd] %@", "cafe").evaluate(with: "Café"))
    #expect(NSPredicate(format: "SELF != %@", "a").evaluate(with: "b"))
    #expect(NSPredicate(format: "SELF LIKE %@", "h?llo*").evaluate(with: "hallo there"))
    #expect(!NSPredicate(format: "SELF LIKE %@", "h?llo").evaluate(with: "hello there"))
    #expect(NSPredicate(format: "SELF MATCHES %@", argumentArray: ["[a-z]+"]).evaluate(with: "abc"))
  }

  @Test func anUnknownFormatIsFalseAndSaysSo() {
    let (predicate, diagnostics) = Diagnostics.collect {
      NSPredicate(format: "age > 18 AND name != nil")
    }
    #expect(!predicate.evaluate(with: "anything"))
    #expect(diagnostics.count == 1 && diagnostics[0].severity == .warning)
    #expect(diagnostics[0].message.contains("age > 18 AND name != nil"))
    // Not a string: false, without a warning.
    #expect(!NSPredicate(format: "SELF CONTAINS %@", "1").evaluate(with: 1))
  }
}
