/// Overrides of UIKit methods written in extensions, moved into the class body where Swift without the Objective-C
/// runtime requires them.
///
/// On Apple platforms UIKit's methods are `@objc dynamic`, so `extension CardView { override func layoutSubviews() }`
/// compiles; Swift on Linux allows an override only in the class body. When a class is followed in the same file by
/// extensions of it, with nothing but comments between, and one of those extensions overrides something, the class
/// body is made to run on through them: the class's closing brace and each extension's header become spaces, and
/// the conformances the extensions declared join the class's inheritance list. Lines keep their numbers; on the
/// class's first line, columns after its inheritance list move by the added names.
///
/// Not merged (the compiler's own error then stands): a class declared in another file, extensions with a `where`
/// clause, and extensions separated from the class by other declarations.
enum ExtensionOverrides {
  /// The source with the extensions that override merged into their class.
  static func rewrite(_ source: String) -> String {
    var text = Array(source.utf8)
    let items = TopLevelScan(text: text).items()
    var edits: [(range: Range<Int>, replacement: [UInt8])] = []
    var index = 0
    while index < items.count {
      let item = items[index]
      guard item.kind == .class else {
        index += 1
        continue
      }
      // The extensions of this class that follow it directly.
      var run: [TopLevelItem] = []
      var next = index + 1
      while next < items.count, items[next].kind == .extension, items[next].name == item.name,
        items[next].followsDirectly
      {
        run.append(items[next])
        next += 1
      }
      if let last = run.last, run.contains(where: \.hasOverride),
        !run.contains(where: \.hasWhereClause),
        !item.hasWhereClause
      {
        edits.append((item.body.upperBound - 1..<item.body.upperBound, [UInt8(ascii: " ")]))
        for ext in run {
          edits.append(
            (ext.start..<ext.body.lowerBound + 1, blanks(text[ext.start..<ext.body.lowerBound + 1]))
          )
          if ext.start != last.start {
            edits.append((ext.body.upperBound - 1..<ext.body.upperBound, [UInt8(ascii: " ")]))
          }
        }
        let conformances = run.flatMap(\.inheritance)
        if !conformances.isEmpty {
          let joined = conformances.joined(separator: ", ")
          let insertion = item.inheritance.isEmpty ? ": " + joined : ", " + joined
          edits.append((item.inheritanceEnd..<item.inheritanceEnd, Array(insertion.utf8)))
        }
      }
      index = max(next, index + 1)
    }
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      text.replaceSubrange(edit.range, with: edit.replacement)
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Whether the source may hold an override in an extension (a cheap check first).
  static func mayApply(_ source: String) -> Bool {
    source.contains("extension") && source.contains("override")
  }

  /// Spaces in place of the text, its line breaks kept.
  private static func blanks(_ text: ArraySlice<UInt8>) -> [UInt8] {
    text.map { $0 == UInt8(ascii: "\n") ? $0 : UInt8(ascii: " ") }
  }
}
