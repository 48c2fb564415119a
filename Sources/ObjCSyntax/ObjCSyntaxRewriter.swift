/// Makes the Objective-C-only syntax that UIKit code carries compile where Swift has no Objective-C runtime.
///
/// Swift on Linux rejects `@objc`, `@objcMembers`, `@IBOutlet` on a class-typed property and `#selector(…)`
/// ("Objective-C interoperability is disabled"), and `@UIApplicationMain` (an app's entry point, which starts an
/// Objective-C application). None of them changes what a view lays out or draws, so the
/// rewriter blanks the attributes and turns each selector into a call of `_sel("name")`, a plain value that
/// target–action APIs accept and keep. Every replacement is padded with spaces to the length of what it replaces,
/// so the compiler's line and column numbers still point at the user's own text (a selector written over several
/// lines keeps its line breaks instead: lines hold, columns on those lines may not). Comments, string literals (plain, multi-line, raw, with interpolations) are left alone.
///
/// What compiles unchanged and is kept: `@IBAction`, `@IBInspectable`, `@IBDesignable`, `dynamic`,
/// `#colorLiteral` and `#imageLiteral` (the UIKit facade declares the literal types). See docs/uikit-import.md.
public enum ObjCSyntaxRewriter {
  /// The source with the Objective-C-only syntax neutralised, its lines where they were.
  ///
  /// `context` holds what the other files of the same target declare (``ObjCSyntaxContext/gathered(from:)``):
  /// optional requirements called here with `?(`, and the superclasses of classes declared there. The file's own
  /// are read here.
  public static func rewrite(_ source: String, context: ObjCSyntaxContext = ObjCSyntaxContext())
    -> String
  {
    let context = context.adding(source)
    var text = source.contains("@objc") ? ObjCProtocols.rewrite(source) : source
    if SwiftUIPreviews.mayApply(text) { text = SwiftUIPreviews.rewrite(text) }
    if PlatformConditions.mayApply(text) { text = PlatformConditions.rewrite(text) }
    if CoreFoundationImports.mayApply(text) { text = CoreFoundationImports.rewrite(text) }
    if FoundationSpellings.mayApply(text) { text = FoundationSpellings.rewrite(text) }
    if ExtensionOverrides.mayApply(text) { text = ExtensionOverrides.rewrite(text) }
    if ActionDispatch.mayApply(text) {
      text = ActionDispatch.rewrite(text, superclasses: context.superclasses)
    }
    if mayRewriteImports(text) { text = rewritingImports(text) }
    var scanner = Scanner(
      Array(text.utf8),
      optionalRequirements: context.optionalRequirements.union(uikitOptionalRequirements),
      entryPointBecomesMain: context.isExecutable)
    scanner.scanCode(until: nil)
    return String(decoding: scanner.bytes, as: UTF8.self)
  }

  /// Whether a file has an import ``rewritingImports(_:)`` changes (a cheap check first).
  static func mayRewriteImports(_ source: String) -> Bool {
    (source.contains("import ObjectiveC") && source.contains("import UIKit"))
      || source.contains("import os.log") || source.contains("import OSLog")
  }

  /// The source with the imports of modules Linux lacks read as the facades that stand for them, each line kept
  /// at its length: `import ObjectiveC` beside `import UIKit` becomes spaces (the associated-object functions such a
  /// file imports it for come with the UIKit facade), and `import os.log` and `import OSLog` become `import os`
  /// (which a target aliases to the logging facade; an alias cannot name a submodule).
  static func rewritingImports(_ source: String) -> String {
    let dropsObjectiveC = source.contains("import UIKit")
    return source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let words = line.split(whereSeparator: \.isWhitespace)
      guard words.count == 2, words[0] == "import" else { return String(line) }
      switch words[1] {
      case "ObjectiveC" where dropsObjectiveC:
        return String(repeating: " ", count: line.count)
      case "os.log", "OSLog":
        let indent = line.prefix { $0 == " " || $0 == "\t" }
        let replaced = indent + "import os"
        return replaced + String(repeating: " ", count: max(line.count - replaced.count, 0))
      default:
        return String(line)
      }
    }.joined(separator: "\n")
  }

  /// Whether the source contains anything ``rewrite(_:context:)`` would change (a cheap check first).
  public static func needsRewrite(
    _ source: String, context: ObjCSyntaxContext = ObjCSyntaxContext()
  ) -> Bool {
    source.contains("@objc") || source.contains("#selector") || source.contains("@IBOutlet")
      || source.contains("#keyPath") || mayRewriteImports(source)
      || source.contains("ApplicationMain") || ExtensionOverrides.mayApply(source)
      || ActionDispatch.mayApply(source) || SwiftUIPreviews.mayApply(source)
      || PlatformConditions.mayApply(source) || CoreFoundationImports.mayApply(source)
      || FoundationSpellings.mayApply(source)
      || (source.contains("?(")
        && context.optionalRequirements.union(uikitOptionalRequirements).contains {
          source.contains(".\($0)?(")
        })
  }

  /// Base names of optional requirements of UIKit's delegate and data source protocols, which code calls with `?(`
  /// (`tableView.delegate?.tableView?(tableView, didSelectRowAt: path)`): here each has a default implementation.
  static let uikitOptionalRequirements: Set<String> = [
    "tableView", "collectionView", "numberOfSections", "sectionIndexTitles", "scrollViewDidScroll",
    "scrollViewDidZoom", "scrollViewWillBeginDragging", "scrollViewWillEndDragging",
    "scrollViewDidEndDragging",
    "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
    "scrollViewDidEndScrollingAnimation",
    "viewForZooming", "scrollViewWillBeginZooming", "scrollViewDidEndZooming",
    "scrollViewShouldScrollToTop",
    "scrollViewDidScrollToTop", "scrollViewDidChangeAdjustedContentInset",
    "textFieldShouldBeginEditing", "textFieldDidBeginEditing", "textFieldShouldEndEditing",
    "textFieldDidEndEditing",
    "textFieldShouldReturn", "textFieldShouldClear", "textFieldDidChangeSelection", "textField",
    "textViewShouldBeginEditing", "textViewDidBeginEditing", "textViewDidEndEditing",
    "textViewDidChange",
    "textViewDidChangeSelection", "textView", "searchBar", "searchBarSearchButtonClicked",
    "searchBarCancelButtonClicked", "searchBarTextDidBeginEditing", "searchBarTextDidEndEditing",
    "pickerView",
    "gestureRecognizer", "gestureRecognizerShouldBegin", "navigationController", "tabBarController",
    "pageViewController", "presentationCount", "presentationIndex",
  ]
}

/// The attributes that are blanked, longest first so that `@objcMembers` is not read as `@objc`.
private let blankedAttributes: [[UInt8]] = [
  "@UIApplicationMain", "@NSApplicationMain", "@objcMembers", "@IBOutlet", "@objc",
].map { Array($0.utf8) }
private let selectorKeyword = Array("#selector".utf8)
private let keyPathKeyword = Array("#keyPath".utf8)

private struct Scanner {
  var bytes: [UInt8]
  var index = 0
  /// Optional requirements whose calls `.name?(` lose the `?`.
  let optionalRequirements: Set<String>

  /// Whether `@UIApplicationMain` and `@NSApplicationMain` become `@main` (an executable target) rather than spaces.
  let entryPointBecomesMain: Bool

  init(_ bytes: [UInt8], optionalRequirements: Set<String>, entryPointBecomesMain: Bool = false) {
    self.bytes = bytes
    self.optionalRequirements = optionalRequirements
    self.entryPointBecomesMain = entryPointBecomesMain
  }

  private func byte(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private func starts(with word: [UInt8], at position: Int) -> Bool {
    guard position + word.count <= bytes.count else { return false }
    return bytes[position..<position + word.count].elementsEqual(word)
  }

  /// Whether the byte there is part of an identifier (`false` past the end).
  private func isIdentifierByte(_ value: UInt8?) -> Bool {
    value.map(ObjCSyntax.isIdentifierByte) ?? false
  }

  /// Code up to the `closing` byte at depth zero (or the end); strings and comments are skipped whole.
  mutating func scanCode(until closing: UInt8?) {
    var depth = 0
    while let current = byte() {
      switch current {
      case UInt8(ascii: "("):
        depth += 1
        index += 1
      case UInt8(ascii: ")"):
        if depth == 0, closing == UInt8(ascii: ")") { return }
        depth -= 1
        index += 1
      case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
        while let next = byte(), next != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
        skipBlockComment()
      case UInt8(ascii: "\""):
        scanString(hashes: 0)
      case UInt8(ascii: "#"):
        var hashes = 0
        while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
        if byte(hashes) == UInt8(ascii: "\"") {
          index += hashes
          scanString(hashes: hashes)
        } else if starts(with: selectorKeyword, at: index),
          !isIdentifierByte(byte(selectorKeyword.count))
        {
          replaceSelector()
        } else if starts(with: keyPathKeyword, at: index),
          !isIdentifierByte(byte(keyPathKeyword.count))
        {
          replaceKeyPath()
        } else {
          index += 1
        }
      case UInt8(ascii: "@"):
        if let word = blankedAttributes.first(where: { starts(with: $0, at: index) }),
          !isIdentifierByte(byte(word.count))
        {
          blankAttribute(length: word.count)
        } else {
          index += 1
        }
      case UInt8(ascii: "?") where byte(1) == UInt8(ascii: "(") && !optionalRequirements.isEmpty:
        if let name = memberName(endingAt: index), optionalRequirements.contains(name) {
          bytes[index] = UInt8(ascii: " ")
        }
        index += 1
      default:
        index += 1
      }
    }
  }

  /// The member name right before `end` when a `.` comes before it (`card` in `delegate?.card?(`).
  private func memberName(endingAt end: Int) -> String? {
    var start = end
    while start > 0, isIdentifierByte(bytes[start - 1]) { start -= 1 }
    guard start < end, start > 0, bytes[start - 1] == UInt8(ascii: ".") else { return nil }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// `/* … */`, nested as Swift nests them.
  private mutating func skipBlockComment() {
    var depth = 0
    while let current = byte() {
      if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if current == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        index += 1
      }
    }
  }

  /// A string literal starting at its first quote: `"…"` or `"""…"""`, raw when `hashes` > 0; interpolations are
  /// scanned as code.
  private mutating func scanString(hashes: Int) {
    let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
    let quotes = multiline ? 3 : 1
    index += quotes
    while let current = byte() {
      if current == UInt8(ascii: "\\") {
        var escapeHashes = 0
        while escapeHashes < hashes, byte(1 + escapeHashes) == UInt8(ascii: "#") {
          escapeHashes += 1
        }
        guard escapeHashes == hashes else {
          index += 1
          continue
        }
        index += 1 + hashes
        if byte() == UInt8(ascii: "(") {
          index += 1
          scanCode(until: UInt8(ascii: ")"))
        }
        index += 1
      } else if current == UInt8(ascii: "\""), closes(quotes: quotes, hashes: hashes) {
        index += quotes + hashes
        return
      } else if current == UInt8(ascii: "\n"), !multiline {
        return  // an unterminated string: the compiler will say so
      } else {
        index += 1
      }
    }
  }

  private func closes(quotes: Int, hashes: Int) -> Bool {
    for offset in 0..<quotes where byte(offset) != UInt8(ascii: "\"") { return false }
    for offset in 0..<hashes where byte(quotes + offset) != UInt8(ascii: "#") { return false }
    return true
  }

  /// `@objc`, `@objc(name)`, `@objcMembers`, `@IBOutlet`, `@UIApplicationMain` become spaces; in an executable
  /// target `@UIApplicationMain` and `@NSApplicationMain` become `@main` padded with spaces.
  private mutating func blankAttribute(length: Int) {
    var end = index + length
    if entryPointBecomesMain,
      bytes[index..<end].elementsEqual("@UIApplicationMain".utf8)
        || bytes[index..<end].elementsEqual("@NSApplicationMain".utf8)
    {
      let main = Array("@main".utf8)
      bytes.replaceSubrange(
        index..<end, with: main + Array(repeating: UInt8(ascii: " "), count: length - main.count))
      index = end
      return
    }
    if bytes[index..<end].elementsEqual("@objc".utf8) {
      var look = end
      while look < bytes.count, bytes[look] == UInt8(ascii: " ") { look += 1 }
      if look < bytes.count, bytes[look] == UInt8(ascii: "("),
        let close = bytes[look...].firstIndex(of: UInt8(ascii: ")"))
      {
        end = close + 1
      }
    }
    blank(index..<end)
    index = end
  }

  /// `#keyPath(Type.property.next)` becomes the string `"property.next"` (a path from `self`, `#keyPath(label.text)`,
  /// keeps its first name), padded to the same length: the key path Objective-C's runtime would have checked.
  private mutating func replaceKeyPath() {
    replaceDirective(keyPathKeyword) { "\"\(Self.keyPathString($0))\"" }
  }

  /// The key path `#keyPath(…)` names: its components without the leading type name (a capitalised first
  /// component, as in `UIView.layer.opacity`).
  static func keyPathString(_ expression: String) -> String {
    var components = expression.filter { !$0.isWhitespace }.split(separator: ".").map(String.init)
    if components.count > 1, let first = components.first?.first, first.isUppercase {
      components.removeFirst()
    }
    return components.joined(separator: ".")
  }

  /// `#selector(Type.method(_:))` becomes `_sel("method(_:)")`, padded to the same length.
  private mutating func replaceSelector() {
    replaceDirective(selectorKeyword) { "_sel(\"\(Self.selectorName($0))\")" }
  }

  /// `#keyword(argument)` becomes `make(argument)`, padded with spaces to the same length (or, when it ran over
  /// several lines, followed by its line breaks), so that lines, and columns on one line, hold.
  private mutating func replaceDirective(_ keyword: [UInt8], with make: (String) -> String) {
    let start = index
    var open = index + keyword.count
    while open < bytes.count, bytes[open] == UInt8(ascii: " ") { open += 1 }
    guard open < bytes.count, bytes[open] == UInt8(ascii: "(") else {
      index += keyword.count
      return
    }
    index = open + 1
    scanCode(until: UInt8(ascii: ")"))
    guard index < bytes.count else { return }
    let end = index + 1
    let replacement = Array(make(String(decoding: bytes[(open + 1)..<index], as: UTF8.self)).utf8)
    let original = bytes[start..<end]
    let newlines = original.filter { $0 == UInt8(ascii: "\n") }.count
    let padding =
      newlines == 0 && replacement.count <= original.count
      ? Array(repeating: UInt8(ascii: " "), count: original.count - replacement.count)
      : Array(repeating: UInt8(ascii: "\n"), count: newlines)
    bytes.replaceSubrange(start..<end, with: replacement + padding)
    index = start + replacement.count + padding.count
  }

  /// The method's name from a selector expression: `getter:`/`setter:` and the type are dropped, spaces removed.
  static func selectorName(_ expression: String) -> String {
    var text = expression.filter { !$0.isWhitespace }
    for prefix in ["getter:", "setter:"] where text.hasPrefix(prefix) {
      text.removeFirst(prefix.count)
    }
    var depth = 0
    var lastDot: String.Index?
    for position in text.indices {
      switch text[position] {
      case "(": depth += 1
      case ")": depth -= 1
      case "." where depth == 0: lastDot = position
      default: break
      }
    }
    if let lastDot { text = String(text[text.index(after: lastDot)...]) }
    return text.filter { $0 != "\\" && $0 != "\"" }
  }

  private mutating func blank(_ range: Range<Int>) {
    for position in range where bytes[position] != UInt8(ascii: "\n") {
      bytes[position] = UInt8(ascii: " ")
    }
  }
}
