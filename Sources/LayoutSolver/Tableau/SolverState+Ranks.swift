// Ranks: a topological order of the lazy rows, kept as rows change, so that an expansion can stop where
// references cancel.
//
// Each row has a rank greater than the rank of every row it refers to (rows without references may have any rank,
// usually 0). Ranks are upper bounds: a row whose references got shorter keeps its rank. They only ever need to
// grow, when a row gains a reference (it is written, or a symbol it holds becomes basic), and growth is passed up to
// the rows that refer to it. A rollback recomputes them all.

extension SolverState {
  /// The highest rank kept before all ranks are recomputed (a graph of lazy rows is never nearly this deep).
  static let rankCeiling: UInt32 = 1 << 30

  /// The rank a row needs: one more than the highest rank among the rows it refers to, or 0.
  func requiredRank(of row: Row) -> UInt32 {
    var rank: UInt32 = 0
    for cell in row.cells {
      let referenced = rowOfSymbol[Int(cell.symbol)]
      if referenced >= 0 { rank = max(rank, rankOfRow[Int(referenced)] + 1) }
    }
    return rank
  }

  /// Gives row `id` at least the rank its references need, then makes every row that refers to its basic symbol
  /// rank higher, and so on up.
  mutating func raiseRank(ofRow id: RowID) {
    let needed = requiredRank(of: rows[Int(id)])
    // Ranks only grow, and stale ones stay high; long before they could overflow, start again from the rows.
    if needed >= Self.rankCeiling {
      recomputeRanks()
      return
    }
    if needed > rankOfRow[Int(id)] { rankOfRow[Int(id)] = needed }
    var pending = [id]
    while let lower = pending.popLast() {
      let basic = basicOfRow[Int(lower)]
      guard basic >= 0 else { continue }
      let floor = rankOfRow[Int(lower)]
      if floor >= Self.rankCeiling {
        recomputeRanks()
        return
      }
      for parent in columns[Int(basic)].elements where rankOfRow[Int(parent)] <= floor {
        rankOfRow[Int(parent)] = floor + 1
        pending.append(parent)
      }
    }
  }

  /// Recomputes every rank from the rows (after a rollback).
  mutating func recomputeRanks() {
    for index in rankOfRow.indices { rankOfRow[index] = 0 }
    var basics: [SymbolID] = []
    for index in rowOfSymbol.indices where rowOfSymbol[index] >= 0 {
      basics.append(SymbolID(index))
    }
    for symbol in referencedSymbolsInPostorder(from: basics) {
      let id = Int(rowOfSymbol[Int(symbol)])
      rankOfRow[id] = requiredRank(of: rows[id])
    }
  }

  /// Rows whose rank is not above the rank of a row they refer to.
  func rankViolations() -> [String] {
    var problems: [String] = []
    for (index, row) in rows.enumerated() where basicOfRow[index] != freeRowMarker {
      for cell in row.cells where rowOfSymbol[Int(cell.symbol)] >= 0 {
        let referenced = Int(rowOfSymbol[Int(cell.symbol)])
        if rankOfRow[index] <= rankOfRow[referenced] {
          problems.append(
            "row \(index) (rank \(rankOfRow[index])) refers to s\(cell.symbol) of rank \(rankOfRow[referenced])"
          )
        }
      }
    }
    return problems
  }
}
