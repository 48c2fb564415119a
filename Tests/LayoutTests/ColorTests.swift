import Layout
import Testing

/// Colours from components and hex strings.
@Suite struct ColorTests {
  @Test func hexStringsInEveryForm() {
    #expect(Color(hex: "#FF8000") == Color(red: 1, green: 128.0 / 255, blue: 0))
    #expect(Color(hex: "f80") == Color(red: 1, green: 136.0 / 255, blue: 0))
    #expect(Color(hex: "#00000080") == Color(red: 0, green: 0, blue: 0, alpha: 128.0 / 255))
    #expect(Color(hex: "#12345") == nil)
    #expect(Color(hex: "#GG0000") == nil)
    #expect(Color(hex: "#FF8000")?.description == "#FF8000FF")
  }

  @Test func componentsAreClampedAndNonFiniteBecomesZero() {
    let color = Color(red: 2, green: -1, blue: .nan, alpha: .infinity)
    #expect(color == Color(red: 1, green: 0, blue: 0, alpha: 0))
  }
}
