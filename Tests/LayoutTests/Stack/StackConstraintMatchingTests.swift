import Testing

@testable import HeadlessUIKit

/// A stack rebuild keeps a previous constraint for each wanted one with the same structure.
///
/// The matching walks both lists in order and falls back to keys. Letters stand for constraint keys.
@Suite struct StackConstraintMatchingTests {
  func match(_ previous: String, _ wanted: String) -> [Int?] {
    StackConstraintMatching.match(previous: Array(previous), wanted: Array(wanted))
  }

  @Test func equalListsKeepEverythingInPlace() {
    #expect(match("abcdef", "abcdef") == [0, 1, 2, 3, 4, 5])
  }

  @Test func aRemovalAndAnInsertionKeepTheRest() {
    #expect(match("abcdef", "abdef") == [0, 1, 3, 4, 5])
    #expect(match("abcdef", "abcXdef") == [0, 1, 2, nil, 3, 4, 5])
    #expect(match("abcdef", "abXdef") == [0, 1, nil, 3, 4, 5])
  }

  /// Hiding a view changes two places: the spacing around it (two constraints become one) and its alignment.
  @Test func twoSeparateChangesAreBothFound() {
    #expect(match("pqrstu" + "ABCDEF", "pqXtu" + "ABDEF") == [0, 1, nil, 4, 5, 6, 7, 9, 10, 11])
  }

  /// Past the window the lists are matched by key: a reversed list keeps every constraint.
  @Test func aReorderedListIsMatchedByKey() {
    let previous = "abcdefghijklmnopqrstuvwxyz"
    let matches = match(previous, String(previous.reversed()))
    #expect(matches == Array((0..<26).reversed()))
  }

  @Test func aPreviousConstraintIsKeptOnceEvenIfWantedTwice() {
    #expect(match("ab", "aab") == [0, nil, 1])
  }

  /// At a difference the nearest agreement wins (fewest skipped, previous ones skipped last): a swap of two
  /// neighbours keeps one and remakes the other.
  @Test func aSwapKeepsTheNearerMatch() {
    #expect(match("abc", "bac") == [nil, 0, 2])
  }
}
