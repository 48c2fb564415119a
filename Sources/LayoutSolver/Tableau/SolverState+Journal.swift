/// An undo log for operations that can fail after they have started changing the tableau: adding a required
/// constraint through the artificial-variable phase, and changing a required constraint's constant.
///
/// Each row and objective entry is saved the first time it changes; rolling back restores those copies, frees
/// what was created and rebuilds the column index of the rows involved. The other operations cannot fail once they
/// start, so they run without a journal and pay nothing for it.
///
/// The rows saved and created are also kept in ``RowSet``s, whose fixed hash costs a few instructions where `Set`'s
/// seeded hash of an id costs about 75 (the journal is asked about every row an addition changes).
struct Journal {
  var savedRows: [(id: RowID, row: Row, basic: SymbolID)] = []
  var savedRowIDs = RowSet()
  var createdRows: [RowID] = []
  var createdRowIDs = RowSet()
  var savedObjective: [(symbol: SymbolID, value: LexVector)] = []
  var savedObjectiveSymbols: Set<SymbolID> = []
  var savedObjectiveConstant: LexVector?
  var createdSymbols: [SymbolID] = []
  let freeRowsBefore: [RowID]
  let freeSymbolsBefore: [SymbolID]
  let symbolCountBefore: Int

  mutating func noteCreatedRow(_ id: RowID) {
    if !savedRowIDs.contains(id) && createdRowIDs.insert(id) { createdRows.append(id) }
  }
}

extension SolverState {
  /// Starts recording changes so that ``rollBack()`` can undo them.
  mutating func beginJournal() {
    precondition(journal == nil, "nested solver journals")
    journal = Journal(
      freeRowsBefore: freeRows, freeSymbolsBefore: freeSymbols, symbolCountBefore: kinds.count)
  }

  /// Keeps the changes made since ``beginJournal()``.
  mutating func commitJournal() {
    journal = nil
  }

  /// Saves a row before its first change in the current journal.
  @inline(__always)
  mutating func noteRow(_ id: RowID) {
    guard journal != nil else { return }
    if journal?.createdRowIDs.contains(id) == true { return }
    if journal?.savedRowIDs.insert(id) == true {
      journal?.savedRows.append((id, rows[Int(id)], basicOfRow[Int(id)]))
    }
  }

  /// Saves an objective coefficient before its first change in the current journal.
  @inline(__always)
  mutating func noteObjective(_ symbol: SymbolID) {
    guard journal != nil else { return }
    if journal?.savedObjectiveSymbols.insert(symbol).inserted == true {
      journal?.savedObjective.append((symbol, objective[Int(symbol)]))
    }
  }

  /// Saves the objective's constant before its first change in the current journal.
  mutating func noteObjectiveConstant() {
    guard journal != nil, journal?.savedObjectiveConstant == nil else { return }
    journal?.savedObjectiveConstant = objectiveConstant
  }

  /// Undoes every change since ``beginJournal()``.
  ///
  /// - Complexity: O(size of the rows and objective entries that changed).
  mutating func rollBack() {
    guard let log = journal else { return }
    journal = nil
    evaluationPlan = nil
    needsFullEvaluation = true
    let touched = log.savedRows.map(\.id) + log.createdRows
    for id in touched {
      for cell in rows[Int(id)].cells { columns[Int(cell.symbol)].remove(id) }
      let basic = basicOfRow[Int(id)]
      if basic >= 0 { rowOfSymbol[Int(basic)] = -1 }
      rows[Int(id)] = Row()
      basicOfRow[Int(id)] = freeRowMarker
    }
    for saved in log.savedRows {
      rows[Int(saved.id)] = saved.row
      basicOfRow[Int(saved.id)] = saved.basic
      for cell in saved.row.cells { columns[Int(cell.symbol)].insert(saved.id) }
      if saved.basic >= 0 {
        rowOfSymbol[Int(saved.basic)] = saved.id
      }
    }
    freeRows = log.freeRowsBefore
    recomputeRanks()
    for (symbol, value) in log.savedObjective { objective[Int(symbol)] = value }
    if let constant = log.savedObjectiveConstant { objectiveConstant = constant }
    freeSymbols = log.freeSymbolsBefore
    for symbol in log.createdSymbols { forgetSymbol(symbol) }
    // Symbols made fresh are cut off rather than freed, so later symbols get the numbers they would have had.
    truncateSymbols(to: log.symbolCountBefore)
    infeasibleRows.removeAll()
  }
}
