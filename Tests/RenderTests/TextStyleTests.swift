import Foundation
import HeadlessUIKit
import Testing

@testable import Render

/// The text engine's cache key: texts compare as the bytes Pango is given.
@Suite struct TextStyleTests {
  func style(_ text: String, lines: Int = 1) -> TextStyle {
    TextStyle(
      text: text, font: .system(size: 17), alignment: .natural, direction: .leftToRight,
      numberOfLines: lines, lineBreakMode: .byTruncatingTail)
  }

  @Test func canonicallyEquivalentSpellingsAreDifferentTexts() {
    // "é" as one code point (C3 A9 in UTF-8) and as "e" with a combining acute accent (65 CC 81): Swift's String
    // calls them equal; Pango is given different bytes, so the cache must not hand one's layout to the other.
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    #expect(composed == decomposed)
    #expect(style(composed) != style(decomposed))
  }

  @Test func equalStylesHashAlikeAndFindEachOther() {
    let zeroWidth = "Card\u{200B}\u{200B}"
    #expect(style(zeroWidth) == style("Card" + "\u{200B}\u{200B}"))
    #expect(style(zeroWidth).hashValue == style("Card" + "\u{200B}\u{200B}").hashValue)
    #expect(style(zeroWidth) != style(zeroWidth, lines: 2))
    #expect(style("Card") != style("Card\u{200B}"))
    let table: Set = [style("a"), style("b"), style("a")]
    #expect(table.count == 2)
  }
}
