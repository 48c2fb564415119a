import Foundation

/// Reads a visual format string into a ``VisualFormatSyntax``, one grammar rule per method.
///
/// The grammar (Apple's Auto Layout Guide, "Visual Format Language"):
/// ```
/// format     := (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
/// orientation:= 'H' | 'V'
/// superview  := '|'
/// view       := '[' name predicateListWithParens? ']'
/// connection := '' | '-' predicateList '-' | '-'
/// predicateList := simplePredicate | predicateListWithParens
/// simplePredicate := metricName | positiveNumber
/// predicateListWithParens := '(' predicate (',' predicate)* ')'
/// predicate  := relation? objectOfPredicate ('@' priority)?
/// relation   := '==' | '<=' | '>='
/// ```
struct VisualFormatParser {
  private let characters: [Character]
  private let format: String
  private var index = 0

  init(_ format: String) {
    self.format = format
    characters = Array(format)
  }

  /// Parses the whole string.
  ///
  /// - Throws: ``VisualFormatError`` at the first character that does not fit the grammar.
  static func parse(_ format: String) throws(VisualFormatError) -> VisualFormatSyntax {
    var parser = VisualFormatParser(format)
    return try parser.parseFormat()
  }

  private var current: Character? { index < characters.count ? characters[index] : nil }

  private func error(_ reason: String, at column: Int? = nil) -> VisualFormatError {
    VisualFormatError(reason: reason, format: format, column: column ?? index)
  }

  private mutating func skip(_ character: Character) -> Bool {
    guard current == character else { return false }
    index += 1
    return true
  }

  private mutating func expect(_ character: Character, _ reason: String) throws(VisualFormatError) {
    guard skip(character) else { throw error(reason) }
  }

  // MARK: - format

  private mutating func parseFormat() throws(VisualFormatError) -> VisualFormatSyntax {
    var syntax = VisualFormatSyntax()
    if characters.count >= 2, characters[1] == ":" {
      switch characters[0] {
      case "H": syntax.axis = .horizontal
      case "V": syntax.axis = .vertical
      default: throw error("The orientation must be H or V.", at: 0)
      }
      index = 2
    }
    if current == "|" {
      syntax.leadingSuperviewColumn = index
      index += 1
      syntax.leadingSuperview = try parseConnection()
    }
    guard current == "[" else {
      throw error(current == nil ? "Expected a view." : "Expected a '[' to start a view.")
    }
    syntax.views.append(try parseView())
    while current != nil {
      let connection = try parseConnection()
      if current == "|" {
        syntax.trailingSuperviewColumn = index
        syntax.trailingSuperview = connection
        index += 1
        guard current == nil else { throw error("Nothing may follow the closing '|'.") }
        break
      }
      guard current == "[" else {
        throw error(
          current == nil ? "Expected a view or '|' after '-'." : "Expected a '[' to start a view.")
      }
      syntax.connections.append(connection)
      syntax.views.append(try parseView())
    }
    return syntax
  }

  // MARK: - view

  private mutating func parseView() throws(VisualFormatError) -> VisualFormatSyntax.ViewTerm {
    let column = index
    try expect("[", "Expected a '[' to start a view.")
    guard let name = parseName() else { throw error("Expected a view name after '['.") }
    var predicates: [VisualFormatSyntax.Predicate] = []
    if current == "(" { predicates = try parsePredicateListWithParens() }
    try expect("]", "Expected a ']' to close the view.")
    return VisualFormatSyntax.ViewTerm(name: name, predicates: predicates, column: column)
  }

  /// `[A-Za-z_][A-Za-z0-9_]*`, or `nil` (nothing consumed) when no name starts here.
  private mutating func parseName() -> String? {
    guard let first = current, first.isASCII, first.isLetter || first == "_" else { return nil }
    let start = index
    while let character = current, character.isASCII,
      character.isLetter || character.isNumber || character == "_"
    {
      index += 1
    }
    return String(characters[start..<index])
  }

  // MARK: - connection

  private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatSyntax.Connection
  {
    guard skip("-") else { return .adjacent }
    if current == "[" || current == "|" { return .standard }
    let predicates: [VisualFormatSyntax.Predicate]
    if current == "(" {
      predicates = try parsePredicateListWithParens()
    } else {
      predicates = [try parseSimplePredicate()]
    }
    try expect("-", "Expected a '-' after the spacing.")
    return .predicates(predicates)
  }

  /// `8` or `metric`: a positive number or a metric name, related with ==.
  private mutating func parseSimplePredicate() throws(VisualFormatError)
    -> VisualFormatSyntax.Predicate
  {
    let column = index
    if let name = parseName() {
      return .init(relation: .equal, object: .name(name), priority: nil, column: column)
    }
    guard let number = parseNumber(signed: false) else {
      throw error("Expected a number or a metric name for the spacing.")
    }
    return .init(relation: .equal, object: .number(number), priority: nil, column: column)
  }

  // MARK: - predicates

  private mutating func parsePredicateListWithParens() throws(VisualFormatError)
    -> [VisualFormatSyntax.Predicate]
  {
    try expect("(", "Expected a '('.")
    var predicates = [try parsePredicate()]
    while skip(",") { predicates.append(try parsePredicate()) }
    try expect(")", "Expected a ',' or a ')' after the predicate.")
    return predicates
  }

  private mutating func parsePredicate() throws(VisualFormatError) -> VisualFormatSyntax.Predicate {
    let column = index
    let relation = try parseRelation()
    let object: VisualFormatSyntax.Value
    if let name = parseName() {
      object = .name(name)
    } else if let number = parseNumber(signed: true) {
      object = .number(number)
    } else {
      throw error("Expected a number, a metric name or a view name.")
    }
    var priority: VisualFormatSyntax.Value?
    if skip("@") {
      if let name = parseName() {
        priority = .name(name)
      } else if let number = parseNumber(signed: false) {
        priority = .number(number)
      } else {
        throw error("Expected a priority (a number or a metric name) after '@'.")
      }
    }
    return .init(relation: relation, object: object, priority: priority, column: column)
  }

  private mutating func parseRelation() throws(VisualFormatError) -> LayoutRelation {
    guard let first = current, "=<>".contains(first) else { return .equal }
    guard index + 1 < characters.count, characters[index + 1] == "=" else {
      throw error("Expected a relation: ==, <= or >=.")
    }
    index += 2
    switch first {
    case "<": return .lessThanOrEqual
    case ">": return .greaterThanOrEqual
    default: return .equal
    }
  }

  /// A decimal number (`12`, `0.5`, `1e3`), optionally signed; `nil` with nothing consumed when none starts here.
  private mutating func parseNumber(signed: Bool) -> CGFloat? {
    let start = index
    if signed, current == "-" || current == "+" { index += 1 }
    var digits = 0
    while let character = current, character.isASCII, character.isNumber {
      index += 1
      digits += 1
    }
    if current == ".", index + 1 < characters.count, characters[index + 1].isNumber {
      index += 1
      while let character = current, character.isASCII, character.isNumber {
        index += 1
        digits += 1
      }
    }
    if digits > 0, current == "e" || current == "E" {
      let mark = index
      index += 1
      if current == "-" || current == "+" { index += 1 }
      var exponentDigits = 0
      while let character = current, character.isASCII, character.isNumber {
        index += 1
        exponentDigits += 1
      }
      if exponentDigits == 0 { index = mark }
    }
    guard digits > 0, let value = Double(String(characters[start..<index])) else {
      index = start
      return nil
    }
    return CGFloat(value)
  }
}
