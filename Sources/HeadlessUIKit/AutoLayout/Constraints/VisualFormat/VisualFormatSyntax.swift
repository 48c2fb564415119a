import Foundation

/// A parsed visual format string: `H:|-[a(>=50)]-8-[b]-|`, as Apple's Auto Layout Guide defines its grammar.
///
/// Only the syntax: names are resolved against the views and metrics when constraints are made
/// (``VisualFormatBuilder``). Every part keeps the column it started at, for errors.
struct VisualFormatSyntax: Equatable {
  /// A number, or a name to look up in the metrics (or, in a view's predicates, the views).
  enum Value: Equatable {
    case number(CGFloat)
    case name(String)
  }

  /// `(>=50@750)`: a relation (== when omitted), what it relates to, and an optional priority.
  struct Predicate: Equatable {
    var relation: LayoutRelation
    var object: Value
    var priority: Value?
    var column: Int
  }

  /// What stands between two views, or between a view and the superview.
  enum Connection: Equatable {
    /// `[a][b]`: no space.
    case adjacent
    /// `[a]-[b]`: the standard space.
    case standard
    /// `[a]-8-[b]`, `[a]-(>=8,<=20)-[b]`: one constraint per predicate.
    case predicates([Predicate])
  }

  /// `[name(predicates)]`.
  struct ViewTerm: Equatable {
    var name: String
    var predicates: [Predicate]
    var column: Int
  }

  var axis: LayoutAxis = .horizontal
  /// The connection from the leading `|` to the first view, when the format starts with `|`.
  var leadingSuperview: Connection?
  /// The column of the leading `|`.
  var leadingSuperviewColumn = 0
  var views: [ViewTerm] = []
  /// `connections[i]` stands between `views[i]` and `views[i + 1]`.
  var connections: [Connection] = []
  /// The connection from the last view to a trailing `|`.
  var trailingSuperview: Connection?
  var trailingSuperviewColumn = 0
}

/// Why a visual format string cannot be used, with the column at fault (0-based).
public struct VisualFormatError: Error, Equatable, CustomStringConvertible {
  /// What is wrong, in a sentence.
  public let reason: String
  /// The format string.
  public let format: String
  /// The character the error points at, counted from 0.
  public let column: Int

  /// UIKit's layout of the message: the reason, the format, and a caret under the column.
  public var description: String {
    "Unable to parse constraint format: \n\(reason)\n\(format) \n"
      + String(repeating: " ", count: max(column, 0)) + "^"
  }
}
