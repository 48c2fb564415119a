import ObjCSyntax
import Testing

struct PlainScriptTests {
  @Test func statementsLetsAndFunctionsArePlainAndImportsLeaveTheirLinesEmpty() throws {
    let source = """
      import LayoutRender
      import UIKit // the facade
      let accent = UIColor.red
      func badge(_ text: String) -> UILabel { UILabel(text) }
      // class Commented {}
      let note = "struct in a string"
      let scene = Scene("A", size: CGSize(width: 10, height: 10)) { root in
        final class Local: UIView {}
        root.addSubview(Local())
      }
      let first = note.prefix(3)
      """
    let script = try #require(PlainScript(source))
    #expect(script.imports == ["import LayoutRender", "import UIKit // the facade"])
    let lines = script.body.split(separator: "\n", omittingEmptySubsequences: false)
    let original = source.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == original.count, "every line keeps its number")
    #expect(lines[0].isEmpty && lines[1].isEmpty)
    #expect(lines[2...] == original[2...])
  }

  @Test(arguments: [
    "class Card: UIView {}",
    "struct Row {}",
    "enum Palette { case red }",
    "extension UIColor { static let accent = UIColor.red }",
    "protocol Themed {}",
    "private let accent = UIColor.red",
    "fileprivate func row() {}",
    "public let accent = 1",
    "@MainActor func build() {}",
    "#if canImport(UIKit)\nimport UIKit\n#endif",
    "let image = await load()",
    "prefix operator ~~",
    "import UIKit; let a = 1",
    "@testable import LayoutRender",
  ])
  func declarationsThatNeedFileScopeAreNotPlain(_ source: String) {
    #expect(PlainScript("import LayoutRender\n" + source) == nil, "\(source)")
  }
}
