import Foundation
import ObjCSyntax
import Testing

@Suite struct ObjCSyntaxRewriterTests {
  /// Every rewrite keeps the text's length and its newlines where they were, so lines and columns hold.
  private func rewrite(_ source: String, optionalRequirements: Set<String> = []) -> String {
    let result = ObjCSyntaxRewriter.rewrite(
      source, context: ObjCSyntaxContext(optionalRequirements: optionalRequirements))
    #expect(result.utf8.count == source.utf8.count, "length changed: \(result)")
    #expect(
      result.utf8.indices(of: "\n") == source.utf8.indices(of: "\n"), "lines moved: \(result)")
    return result
  }

  /// A selector written over several lines keeps its line breaks (lines hold, columns on those lines may not).
  @Test func aSelectorOverSeveralLinesKeepsItsLineBreaks() {
    let source = "let s = #selector(\n  Card.tapped(_:)\n)\nlet t = 1"
    let result = ObjCSyntaxRewriter.rewrite(source)
    #expect(result == "let s = _sel(\"tapped(_:)\")\n\n\nlet t = 1")
  }

  @Test func attributesBecomeSpaces() {
    #expect(rewrite("@objc func tap() {}") == "      func tap() {}")
    #expect(
      rewrite("@objc(tapWithSender:) func tap(_ s: Any) {}") == String(repeating: " ", count: 21)
        + " func tap(_ s: Any) {}")
    #expect(rewrite("@objcMembers final class A {}") == "             final class A {}")
    // An app's entry point attribute goes too: the delegate class stays.
    #expect(rewrite("@UIApplicationMain class D {}") == "                   class D {}")
    // In an executable target it is the entry point: `@main`, padded to the same columns.
    let executable = ObjCSyntaxContext(isExecutable: true)
    #expect(
      ObjCSyntaxRewriter.rewrite("@UIApplicationMain class D {}", context: executable)
        == "@main              class D {}")
    #expect(rewrite("@IBOutlet weak var label: UILabel!") == "          weak var label: UILabel!")
    #expect(rewrite("@objc dynamic var count = 0") == "      dynamic var count = 0")
  }

  /// `#keyPath` becomes the path as a string, without a leading type name; the columns hold.
  @Test func keyPathsBecomeStrings() {
    #expect(
      rewrite("let a = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))")
        == "let a = CABasicAnimation(keyPath: \"opacity\"                )")
    #expect(rewrite("observe(#keyPath(label.text))") == "observe(\"label.text\"        )")
  }

  /// `import ObjectiveC` beside `import UIKit` goes (the associated-object functions come with UIKit here); alone, it
  /// stays for the compiler to name.
  @Test func anObjectiveCImportBesideUIKitGoes() {
    #expect(
      rewrite("import UIKit\nimport ObjectiveC\nlet x = 1")
        == "import UIKit\n                 \nlet x = 1")
    #expect(rewrite("import ObjectiveC\nlet x = 1") == "import ObjectiveC\nlet x = 1")
  }

  /// `import os.log` and `import OSLog` are read as `import os`, which a target aliases to the logging facade.
  @Test func loggingImportsBecomeOS() {
    #expect(rewrite("import os.log\nlet x = 1") == "import os    \nlet x = 1")
    #expect(rewrite("import OSLog\nlet x = 1") == "import os   \nlet x = 1")
    #expect(rewrite("import os\nlet x = 1") == "import os\nlet x = 1")
  }

  @Test func attributesThatCompileOnLinuxStay() {
    let source =
      "@IBAction func tap(_ sender: Any) {}\n@IBInspectable var radius: CGFloat = 0\n@IBDesignable class B {}"
    #expect(rewrite(source) == source)
  }

  @Test func longerNamesThatStartLikeAnAttributeStay() {
    let source = "@objcish func a() {}\n@IBOutletCollection var b = 1\nlet c = #selectorName"
    #expect(rewrite(source) == source)
  }

  @Test func selectorsBecomeNamedValuesOfTheSameLength() {
    // `#selector(` is 10 characters and `_sel("` 6, so the value fits and 3 spaces pad it.
    #expect(rewrite("#selector(tap)") == "_sel(\"tap\")   ")
    #expect(
      rewrite("b.addTarget(self, action: #selector(Card.tapped(_:)), for: .touchUpInside)")
        == "b.addTarget(self, action: _sel(\"tapped(_:)\")        , for: .touchUpInside)")
    #expect(
      rewrite("#selector(getter: UIView.frame)") == "_sel(\"frame\")"
        + String(repeating: " ", count: 18))
    #expect(rewrite("#selector (tap)") == "_sel(\"tap\")    ")
  }

  @Test func commentsAndStringsAreLeftAlone() {
    let sources = [
      "// @objc func a()\n/* #selector(tap) /* nested @objc */ @IBOutlet */",
      "let s = \"@objc #selector(tap) \\\" @IBOutlet\"",
      "let s = \"\"\"\n  @objc #selector(tap)\n  \"\"\"",
      "let s = #\"@objc \"quoted\" #selector(tap)\"#",
      "let s = ##\"a \"# @objc\"##",
    ]
    for source in sources { #expect(rewrite(source) == source) }
  }

  @Test func interpolationsAreCode() {
    #expect(rewrite("let s = \"\\(#selector(tap))\"") == "let s = \"\\(_sel(\"tap\")   )\"")
    #expect(rewrite("let s = #\"\\#(#selector(a))\"#") == "let s = #\"\\#(_sel(\"a\")   )\"#")
  }

  @Test func codeAfterAStringOrCommentIsStillRewritten() {
    #expect(
      rewrite("let s = \"x\"; @objc func a() {} // b") == "let s = \"x\";       func a() {} // b")
    #expect(rewrite("/* a */ @objc func b() {}") == "/* a */       func b() {}")
  }

  /// An `@objc protocol` becomes class-bound, its `optional` keywords spaces, and an extension after the last line
  /// implements each optional requirement by default; the lines before keep their numbers.
  @Test func objectiveCProtocolsBecomeClassBoundWithDefaults() {
    let source = """
      @objc public protocol CardDelegate {
        func cardDidAppear(_ card: Card)
        @objc optional func cardDidTap(_ card: Card)
        @objc optional func card(_ card: Card, heightFor row: Int) -> CGFloat
        @objc optional func title(for card: Card) -> String?
        @objc optional var accent: UIColor? { get }
      }
      """
    let lines = ObjCSyntaxRewriter.rewrite(source).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "      public protocol CardDelegate: AnyObject {")
    #expect(lines[1] == "  func cardDidAppear(_ card: Card)")
    #expect(lines[2] == "  " + String(repeating: " ", count: 15) + "func cardDidTap(_ card: Card)")
    #expect(lines[5] == "  " + String(repeating: " ", count: 15) + "var accent: UIColor? { get }")
    #expect(lines[6] == "}")
    #expect(
      Array(lines[8...]) == [
        "extension CardDelegate {",
        "  public func cardDidTap(_ card: Card) { }",
        "  public func card(_ card: Card, heightFor row: Int) -> CGFloat { .init() }",
        "  public func title(for card: Card) -> String? { nil }",
        "  public var accent: UIColor? { nil }",
        "}",
        "",
      ])
  }

  @Test func anInheritanceListGetsAnyObjectFirstUnlessClassBound() {
    #expect(
      ObjCSyntaxRewriter.rewrite("@objc protocol A: Named {}")
        == "      protocol A: AnyObject, Named {}")
    #expect(
      ObjCSyntaxRewriter.rewrite("@objc protocol B: class {}") == "      protocol B: class {}")
    #expect(
      ObjCSyntaxRewriter.rewrite("@objc protocol C: NSObjectProtocol {}")
        == "      protocol C: NSObjectProtocol {}")
  }

  /// A call of an optional requirement loses the `?` before `(`, for names declared in this file or given; other
  /// optional calls (a closure property) keep it.
  @Test func callsOfOptionalRequirementsLoseTheirQuestionMark() {
    let declared =
      "@objc protocol D {\n  @objc optional func didTap()\n}\nfunc f(d: D?) { d?.didTap?() }"
    #expect(ObjCSyntaxRewriter.rewrite(declared).contains("func f(d: D?) { d?.didTap () }"))
    #expect(ObjCSyntaxContext.gathered(from: [declared]).optionalRequirements == ["didTap"])
    let caller = "delegate?.cardDidTap?(self); onTap?(); self.handler?(1)"
    #expect(
      rewrite(caller, optionalRequirements: ["cardDidTap"])
        == "delegate?.cardDidTap (self); onTap?(); self.handler?(1)")
    #expect(
      ObjCSyntaxRewriter.needsRewrite(
        caller, context: ObjCSyntaxContext(optionalRequirements: ["cardDidTap"])))
    #expect(
      !ObjCSyntaxRewriter.needsRewrite(
        caller, context: ObjCSyntaxContext(optionalRequirements: ["other"])))
    // UIKit's delegate methods, whose requirements have default implementations here.
    let uikit = "tableView.delegate?.tableView?(tableView, didSelectRowAt: path)"
    #expect(ObjCSyntaxRewriter.needsRewrite(uikit))
    #expect(rewrite(uikit) == "tableView.delegate?.tableView (tableView, didSelectRowAt: path)")
  }

  /// Extensions that override, right after their class, become part of its body.
  ///
  /// Their conformances join the class's list; lines stay where they were.
  @Test func overridesInExtensionsJoinTheClassBody() {
    let source = """
      final class Card: UIView {
        let title = UILabel()
      }

      // MARK: - Layout
      private extension Card {
        override func layoutSubviews() { super.layoutSubviews() }
      }

      extension Card: CardDelegate {
        func cardDidTap() {}
      }
      let after = 1
      """
    let lines = ObjCSyntaxRewriter.rewrite(source).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 13)
    #expect(lines[0] == "final class Card: UIView, CardDelegate {")
    #expect(lines[2] == " ")
    #expect(lines[4] == "// MARK: - Layout")
    #expect(lines[5] == String(repeating: " ", count: 24))
    #expect(lines[6] == "  override func layoutSubviews() { super.layoutSubviews() }")
    #expect(lines[7] == " ")
    #expect(lines[9] == String(repeating: " ", count: 30))
    #expect(lines[11] == "}")
    #expect(lines[12] == "let after = 1")
  }

  @Test func extensionsAreLeftWhereMergingCouldChangeTheFile() {
    // No override; another declaration between; a `where` clause; a class in another file.
    let sources = [
      "class A: UIView {}\nextension A {\n  func f() {}\n}",
      "class B: UIView {}\nlet x = 1\nextension B {\n  override func layoutSubviews() {}\n}",
      "class C: UIView {}\nextension C where Self: P {\n  override func layoutSubviews() {}\n}",
      "extension D {\n  override func layoutSubviews() {}\n}",
    ]
    for source in sources { #expect(ObjCSyntaxRewriter.rewrite(source) == source) }
  }

  /// A responder class with action methods gets a dispatch by selector name on its closing brace's line.
  @Test func responderClassesGetADispatchOfTheirActionMethods() {
    let source = """
      final class Card: UIView {
        @objc(tappedWithSender:) func tapped(_ sender: UIButton) {}
        func helper() {}
      }
      extension Card {
        @IBAction private func reset() {}
        @objc func moved(_ sender: Any, event: UIEvent) {}
        @objc static func make() {}
      }
      """
    let lines = ObjCSyntaxRewriter.rewrite(source).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 9)
    let cases: [String] = [
      "case \"tapped(_:)\", \"tapped\": return _invokeAction(self, Card.tapped(_:), sender, event)",
      "case \"reset\": return _invokeAction(self, Card.reset, sender, event)",
      "case \"moved(_:event:)\", \"moved\": return _invokeAction(self, Card.moved(_:event:), sender, event)",
      "default: return super._performAction(named: name, sender: sender, event: event)",
    ]
    let header =
      "override func _performAction(named name: String, sender: Any?, event: Any?) -> Bool"
    let expected: String = " \(header) { switch name { \(cases.joined(separator: "; ")) } } }"
    #expect(String(lines[3]) == expected)
    #expect(
      lines[1] == "  " + String(repeating: " ", count: 24) + " func tapped(_ sender: UIButton) {}")
  }

  /// Only classes known to descend from UIResponder can override the dispatch: a team's own base class counts when
  /// another file of the target declares it.
  @Test func aDispatchOnlyWhereTheClassIsAResponder() {
    let handler = "final class Handler: NSObject {\n  @objc func fire() {}\n}"
    #expect(!ObjCSyntaxRewriter.rewrite(handler).contains("_performAction"))
    let screen = "final class LoginScreen: BaseScreen {\n  @objc func submit() {}\n}"
    #expect(!ObjCSyntaxRewriter.rewrite(screen).contains("_performAction"))
    let publicCell = "public final class Cell: UITableViewCell {\n  @objc func tap() {}\n}"
    #expect(
      ObjCSyntaxRewriter.rewrite(publicCell).contains(" public override func _performAction("))
    let context = ObjCSyntaxContext.gathered(from: [
      "class BaseScreen: UIViewController {}", screen,
    ])
    #expect(context.superclasses["BaseScreen"] == "UIViewController")
    #expect(ObjCSyntaxRewriter.rewrite(screen, context: context).contains("case \"submit\":"))
  }

  /// Xcode previews need SwiftUI: a `#if` block that imports it is also conditioned on SwiftUI being there, and a
  /// `#Preview` becomes spaces; other `#if` blocks stay.
  @Test func previewsAreLeftOutWhereSwiftUIIsMissing() {
    let block =
      "final class Card: UIView {}\n#if DEBUG\nimport SwiftUI\nstruct CardPreview: PreviewProvider {}\n#endif"
    let lines = ObjCSyntaxRewriter.rewrite(block).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1] == "#if (DEBUG) && canImport(SwiftUI)")
    #expect(lines.count == 5 && lines[2] == "import SwiftUI")
    let macro = "let a = 1\n#Preview(\"Card\") {\n  Card()\n}\nlet b = 2"
    #expect(
      ObjCSyntaxRewriter.rewrite(macro) == "let a = 1\n" + String(repeating: " ", count: 18)
        + "\n        \n \nlet b = 2")
    let debugOnly = "#if DEBUG\nlet verbose = true\n#endif"
    #expect(ObjCSyntaxRewriter.rewrite(debugOnly) == debugOnly)
  }

  /// SwiftGen's multi-platform asset files pick UIKit with `os(iOS)`: the test is also true on Linux, on its own line,
  /// and a line that already names Linux, or any other line, stays as it is.
  @Test func testsForIOSAreTrueHere() {
    let generated = """
      #if os(macOS)
        typealias Color = NSColor
      #elseif os(iOS) || os(tvOS) || os(watchOS)
        typealias Color = UIColor
      #endif
      let name = "os(iOS)"
      #if os(iOS) || os(Linux)
      #endif
      """
    let lines = ObjCSyntaxRewriter.rewrite(generated).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 8)
    #expect(lines[0] == "#if os(macOS)")
    #expect(lines[2] == "#elseif (os(iOS) || os(Linux)) || os(tvOS) || os(watchOS)")
    #expect(lines[5] == "let name = \"os(iOS)\"")
    #expect(lines[6] == "#if os(iOS) || os(Linux)")
  }

  /// Linux's `ProcessInfo` has no public initialiser: `ProcessInfo()` reads the shared instance, which describes the
  /// same process; a longer name, a comment and a string stay.
  @Test func processInfoIsTheSharedInstance() {
    let source = """
      let mode = ProcessInfo().environment["MODE"] // ProcessInfo()
      let note = "ProcessInfo()"
      let mine = MyProcessInfo()
      """
    let lines = ObjCSyntaxRewriter.rewrite(source).split(separator: "\n").map(String.init)
    #expect(lines[0] == "let mode = ProcessInfo.processInfo.environment[\"MODE\"] // ProcessInfo()")
    #expect(lines[1] == "let note = \"ProcessInfo()\"")
    #expect(lines[2] == "let mine = MyProcessInfo()")
    #expect(!ObjCSyntaxRewriter.needsRewrite("let info = ProcessInfo.processInfo"))
  }

  /// The main bundle of a Linux test runner has no identifier: `Bundle.main.bundleIdentifier` falls back to the
  /// runner's name and stays an optional (a force-unwrap still compiles); a longer name, a qualified spelling, a
  /// comment and a string stay.
  @Test func mainBundleIdentifierFallsBackToTheRunnersName() {
    let source = """
      defaults.removePersistentDomain(forName: Bundle.main.bundleIdentifier!)
      let id = Bundle.main.bundleIdentifierSuffix // Bundle.main.bundleIdentifier
      let other = Foundation.Bundle.main.bundleIdentifier
      let text = "Bundle.main.bundleIdentifier"
      """
    let lines = ObjCSyntaxRewriter.rewrite(source).split(separator: "\n").map(String.init)
    #expect(
      lines[0]
        == "defaults.removePersistentDomain(forName: "
        + "(Bundle.main.bundleIdentifier ?? Optional(ProcessInfo.processInfo.processName))!)")
    #expect(
      lines[1] == "let id = Bundle.main.bundleIdentifierSuffix // Bundle.main.bundleIdentifier")
    #expect(lines[2] == "let other = Foundation.Bundle.main.bundleIdentifier")
    #expect(lines[3] == "let text = \"Bundle.main.bundleIdentifier\"")
    // What the replacement evaluates to under `swift test`: the runner's name, never nil.
    let fallback = (Bundle.main.bundleIdentifier ?? Optional(ProcessInfo.processInfo.processName))
    #expect(fallback?.isEmpty == false)
  }

  /// Linux's CoreFoundation has no `CGFloat`: importing it from there becomes importing it from Foundation, padded
  /// to the line's length; other lines that mention it stay.
  @Test func cgFloatIsImportedFromFoundation() {
    let source =
      "import struct CoreFoundation.CGFloat\nlet name = \"CoreFoundation.CGFloat\"\nimport CoreFoundation"
    let lines = ObjCSyntaxRewriter.rewrite(source).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "import struct Foundation.CGFloat    ")
    #expect(lines[0].count == "import struct CoreFoundation.CGFloat".count)
    #expect(lines[1] == "let name = \"CoreFoundation.CGFloat\"")
    #expect(lines[2] == "import CoreFoundation")
    #expect(ObjCSyntaxRewriter.needsRewrite(source))
  }

  @Test func whetherARewriteIsNeeded() {
    #expect(!ObjCSyntaxRewriter.needsRewrite("import UIKit\nlet v = UIView()"))
    #expect(ObjCSyntaxRewriter.needsRewrite("@objc func a() {}"))
    #expect(ObjCSyntaxRewriter.needsRewrite("let s = #selector(a)"))
  }
}

extension String.UTF8View {
  fileprivate func indices(of byte: Character) -> [Int] {
    enumerated().filter { $0.element == byte.asciiValue }.map(\.offset)
  }
}
