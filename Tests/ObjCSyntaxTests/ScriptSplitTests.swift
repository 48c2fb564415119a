import ObjCSyntax
import Testing

struct ScriptSplitTests {
  @Test func aPlainScriptRunsWhollyInTheFunctionWithItsImportLinesEmptied() throws {
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
    let split = try #require(ScriptSplit(source))
    #expect(split.imports == ["import LayoutRender", "import UIKit // the facade"])
    #expect(split.fileScope.isEmpty)
    #expect(split.body.count == 1 && split.body[0].line == 1)
    let lines = split.body[0].text.split(separator: "\n", omittingEmptySubsequences: false)
    let original = source.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == original.count, "every line keeps its number")
    #expect(lines[0].isEmpty && lines[1].isEmpty)
    #expect(lines[2...] == original[2...])
  }

  @Test func typesExtensionsAndFunctionsStayAtFileScopeMadeFilePrivate() throws {
    let source = """
      import UIKit
      let title = "Cards"
      final class Card: UIView {
        private var count = 0
      }
      @MainActor
      extension UIColor {
        static let brand = UIColor.red
      }
      extension Card: Equatable {}
      public struct Row {}
      private enum Palette { case warm }
      func make() -> Card { Card() }
      _ = Scene(title, size: CGSize(width: 10, height: 10)) { root in root.addSubview(make()) }
      """
    let split = try #require(ScriptSplit(source))
    #expect(split.imports == ["import UIKit"])
    #expect(
      split.fileScope == [
        .init(line: 3, text: "final fileprivate class Card: UIView {\n  private var count = 0\n}"),
        .init(
          line: 6,
          text: "@MainActor\nfileprivate extension UIColor {\n  static let brand = UIColor.red\n}"),
        .init(line: 10, text: "extension Card: Equatable {}"),
        .init(line: 11, text: "fileprivate struct Row {}"),
        .init(line: 12, text: "private enum Palette { case warm }"),
        .init(line: 13, text: "fileprivate func make() -> Card { Card() }"),
      ])
    #expect(
      split.body == [
        .init(line: 1, text: "\nlet title = \"Cards\""),
        .init(
          line: 14,
          text:
            "_ = Scene(title, size: CGSize(width: 10, height: 10)) { root in root.addSubview(make()) }"
        ),
      ])
  }

  @Test(arguments: [
    "#if canImport(UIKit)\nimport UIKit\n#endif",
    "let image = await load()",
    "await load()",
    "prefix operator ~~",
    "import UIKit; let a = 1",
    "@testable import LayoutRender",
    "private let accent = UIColor.red",
    "@MainActor func build() {}",
    "let (width, height) = (1, 2)",
    "struct Row {}; let row = Row()",
    // A declaration naming a top-level variable: it could not see it, and might see a property of that name.
    "let title = \"A\"\nfinal class Card: UIViewController {\n  func show() { print(title) }\n}",
    "let a = 1, tint = UIColor.red\nstruct Row { let color = tint }",
    "guard let size = Optional(3) else { fatalError() }\nstruct Row { let width = size }",
  ])
  func whatCannotMoveIsNotSplit(_ source: String) {
    #expect(ScriptSplit("import LayoutRender\n" + source) == nil, "\(source)")
  }
}
