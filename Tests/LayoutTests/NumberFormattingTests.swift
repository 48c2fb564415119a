import Foundation
import Testing

@testable import HeadlessUIKit

/// Numbers in dumps and constraint descriptions: whole numbers bare, others to four decimals, no trailing zeros.
@Suite struct NumberFormattingTests {
  @Test func wholeAndFractionalValues() {
    #expect(formatted(200) == "200")
    #expect(formatted(-16) == "-16")
    #expect(formatted(2.5) == "2.5")
    #expect(formatted(114.28571428) == "114.2857")
    #expect(formatted(0.00012) == "0.0001")
  }

  @Test func roundOffNextToAWholeNumberPrintsTheWholeNumber() {
    // A few units in the last place from 200: four decimals round it to 200.0000, which is 200.
    #expect(formatted(199.99999999999997) == "200")
    #expect(formatted(200.00000000000003) == "200")
    #expect(formatted(-0.00001) == "0")
  }
}
