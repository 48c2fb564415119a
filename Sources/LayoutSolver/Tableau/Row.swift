/// One cell of a row: a parametric symbol and its coefficient.
struct Cell {
  var symbol: SymbolID
  var coefficient: Double
}

/// A tableau row, `basic = constant + Σ coefficient × symbol`, with cells sorted by symbol.
///
/// The basic symbol is not stored here: the row pool maps rows to basic symbols, so a pivot renames a row without
/// moving its cells.
struct Row {
  var constant: Double
  var cells: [Cell]

  init(constant: Double = 0, cells: [Cell] = []) {
    self.constant = constant
    self.cells = cells
  }

  /// The position of `symbol`'s cell, or where it would be inserted.
  ///
  /// - Complexity: O(log n) where n is the number of cells.
  func position(of symbol: SymbolID) -> (found: Bool, index: Int) {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) >> 1
      let candidate = cells[middle].symbol
      if candidate == symbol { return (true, middle) }
      if candidate < symbol { low = middle + 1 } else { high = middle }
    }
    return (false, low)
  }

  /// The coefficient of `symbol`, zero when the row has no cell for it.
  ///
  /// - Complexity: O(log n).
  func coefficient(of symbol: SymbolID) -> Double {
    let (found, index) = position(of: symbol)
    return found ? cells[index].coefficient : 0
  }

  /// Multiplies the constant and every coefficient by `factor`.
  ///
  /// - Complexity: O(n).
  mutating func scale(by factor: Double) {
    constant *= factor
    for index in cells.indices { cells[index].coefficient *= factor }
  }

  /// Whether every cell's symbol is a dummy (a row that only tracks required equalities).
  func hasOnlyDummies(_ kinds: [SymbolKind]) -> Bool {
    cells.allSatisfy { kinds[Int($0.symbol)] == .dummy }
  }
}
