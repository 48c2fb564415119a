/// The index of a tableau symbol.
///
/// Symbols are numbered in creation order (freed numbers are reused, last freed
/// first), and every pivoting choice breaks ties by this number, so the same operations give the same tableau in
/// every process.
typealias SymbolID = Int32

/// The index of a row in the row pool.
typealias RowID = Int32

/// What a tableau symbol stands for.
enum SymbolKind: UInt8 {
  /// A user ``Variable``: unrestricted in sign.
  case external
  /// The slack of an inequality: never negative.
  case slack
  /// The error of an optional constraint: never negative, weighted in the objective at its priority level.
  case error
  /// The marker of a required equality: always zero; it never enters the basis and only tracks the constraint.
  case dummy
}

extension SymbolKind {
  /// Whether the symbol is sign-restricted (everything but user variables).
  var isRestricted: Bool { self != .external }
  /// Whether the symbol may enter the basis in a pivot.
  var isPivotable: Bool { self == .slack || self == .error }
}

/// The basic-symbol slot of a row that holds the phase-one (artificial) objective rather than a constraint.
let artificialObjectiveMarker: SymbolID = -2

/// The basic-symbol slot of a free row in the pool.
let freeRowMarker: SymbolID = -1
