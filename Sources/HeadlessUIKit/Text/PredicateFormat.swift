import Foundation

/// `NSPredicate(format:)` for the string tests UIKit code makes with it, which swift-corelibs-foundation does not
/// parse ("Predicate strings and key-value coding are not supported").
///
/// The forms are `SELF <operator> <value>`: `MATCHES` (an ICU regular expression over the whole string, as on Apple
/// platforms), `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE` (`*` any run, `?` one character), `==` or `=`, and `!=`,
/// each optionally followed by `[c]` (case-insensitive), `[d]` (diacritic-insensitive) or `[cd]`; the value is `%@`
/// (the next argument) or a quoted literal. Keywords may be in any case. Any other format evaluates to `false` for
/// every object, with a warning naming it; an object that is not a string evaluates to `false`.
extension NSPredicate {
  /// A predicate over strings, from a format such as `"SELF MATCHES %@"` and its arguments.
  public convenience init(format predicateFormat: String, _ args: CVarArg...) {
    self.init(format: predicateFormat, argumentArray: args)
  }

  /// A predicate over strings, from a format and an array of arguments for its `%@`s.
  public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    let test = StringPredicate(format: predicateFormat, arguments: arguments ?? [])
    if test == nil {
      Diagnostics.report(
        Diagnostic(
          .warning,
          "NSPredicate(format: \"\(predicateFormat)\"): only `SELF <operator> <value>` string tests are supported "
            + "here (MATCHES, CONTAINS, BEGINSWITH, ENDSWITH, LIKE, ==, !=); it evaluates to false")
      )
    }
    self.init { object, _ in
      guard let test, let text = (object as? String) ?? (object as? NSString).map({ String($0) })
      else {
        return false
      }
      return test.evaluate(text)
    }
  }
}

/// One parsed `SELF <operator> <value>` test.
private struct StringPredicate {
  enum Operator: String, CaseIterable {
    case matches = "MATCHES", contains = "CONTAINS", beginsWith = "BEGINSWITH", endsWith =
      "ENDSWITH"
    case like = "LIKE", notEqual = "!=", equal = "==", singleEqual = "="
  }

  let comparison: Operator
  let value: String
  let options: String.CompareOptions

  /// Parses the format, or answers `nil` for a form it does not know.
  init?(format: String, arguments: [Any]) {
    var rest = Substring(format.trimmingCharacters(in: .whitespaces))
    guard rest.uppercased().hasPrefix("SELF") else { return nil }
    rest = rest.dropFirst(4).drop { $0 == " " }
    guard
      let comparison = Operator.allCases.first(where: { rest.uppercased().hasPrefix($0.rawValue) })
    else { return nil }
    rest = rest.dropFirst(comparison.rawValue.count)
    var options: String.CompareOptions = []
    if rest.hasPrefix("[") {
      guard let close = rest.firstIndex(of: "]") else { return nil }
      let flags = rest[rest.index(after: rest.startIndex)..<close].lowercased()
      guard flags.allSatisfy({ $0 == "c" || $0 == "d" }) else { return nil }
      if flags.contains("c") { options.insert(.caseInsensitive) }
      if flags.contains("d") { options.insert(.diacriticInsensitive) }
      rest = rest[rest.index(after: close)...]
    }
    let operand = rest.trimmingCharacters(in: .whitespaces)
    if operand == "%@" {
      guard let argument = arguments.first else { return nil }
      value = "\(argument)"
    } else if operand.count >= 2, let quote = operand.first, quote == "'" || quote == "\"",
      operand.last == quote
    {
      value = String(operand.dropFirst().dropLast())
    } else {
      return nil
    }
    self.comparison = comparison
    self.options = options
  }

  func evaluate(_ text: String) -> Bool {
    switch comparison {
    case .matches: matches(text, pattern: value)
    case .contains: text.range(of: value, options: options) != nil
    case .beginsWith: text.range(of: value, options: options.union(.anchored)) != nil
    case .endsWith: text.range(of: value, options: options.union([.anchored, .backwards])) != nil
    case .like: matches(text, pattern: Self.likePattern(value))
    case .equal, .singleEqual: text.compare(value, options: options) == .orderedSame
    case .notEqual: text.compare(value, options: options) != .orderedSame
    }
  }

  /// Whether the whole text matches the regular expression.
  private func matches(_ text: String, pattern: String) -> Bool {
    var regexOptions: NSRegularExpression.Options = []
    if options.contains(.caseInsensitive) { regexOptions.insert(.caseInsensitive) }
    guard
      let expression = try? NSRegularExpression(pattern: "^(?:\(pattern))$", options: regexOptions)
    else {
      return false
    }
    let subject =
      options.contains(.diacriticInsensitive)
      ? text.folding(options: .diacriticInsensitive, locale: nil) : text
    let range = NSRange(subject.startIndex..., in: subject)
    return expression.firstMatch(in: subject, range: range) != nil
  }

  /// A `LIKE` pattern as a regular expression: `*` any run of characters, `?` one, everything else literal.
  private static func likePattern(_ pattern: String) -> String {
    pattern.map { character in
      switch character {
      case "*": ".*"
      case "?": "."
      default: NSRegularExpression.escapedPattern(for: String(character))
      }
    }.joined()
  }
}
