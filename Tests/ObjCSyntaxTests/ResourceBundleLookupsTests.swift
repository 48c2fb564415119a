import ObjCSyntax
import Testing

@Suite struct ResourceBundleLookupsTests {
  /// Each lookup by class calls the plugin's `Bundle.of(_:)`, padded to the length it replaces.
  @Test func lookupsByClassCallTheResourceBundleHelper() {
    let source = """
      let fixtures = Bundle(for: Self.self)
      let images = Foundation.Bundle.init(for: type(of: self)).url(forResource: "a", withExtension: "png")
      """
    let lines = ResourceBundleLookups.rewrite(source).split(separator: "\n").map(String.init)
    #expect(lines[0] == "let fixtures = Bundle.of(  Self.self)")
    #expect(lines[1].hasPrefix("let images = Foundation.Bundle.of(       type(of: self))"))
    #expect(lines[0].count == "let fixtures = Bundle(for: Self.self)".count)
    #expect(lines[1].count == source.split(separator: "\n")[1].count)
  }

  /// A longer name ending in `Bundle`, a comment and a string literal are left as they are.
  @Test func otherNamesCommentsAndStringsStay() {
    let source = """
      let a = ResourceBundle(for: x) // Bundle(for: y)
      let b = "Bundle(for: z)"
      """
    #expect(ResourceBundleLookups.rewrite(source) == source)
    #expect(ResourceBundleLookups.mayApply(source))
    #expect(!ResourceBundleLookups.mayApply("let bundle = Bundle.module"))
  }
}
