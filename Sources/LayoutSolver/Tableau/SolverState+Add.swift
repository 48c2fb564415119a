// Adding a constraint: build its row, choose a subject, or run the artificial-variable phase.

extension Row {
  /// Adds `coefficient` to `symbol`'s cell, creating it in sorted position.
  mutating func add(_ symbol: SymbolID, _ coefficient: Double) {
    let (found, position) = self.position(of: symbol)
    if found {
      cells[position].coefficient = cancellingSum(cells[position].coefficient, coefficient)
      if cells[position].coefficient == 0 { cells.remove(at: position) }
    } else if coefficient != 0 {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: position)
    }
  }
}

extension SolverState {
  /// Adds a constraint, keeping the tableau feasible; the caller optimises.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/nonFinite(_:)``,
  ///   ``SolverError/invalidPriority(_:)``, or ``SolverError/unsatisfiable(_:)`` with the conflicting constraints.
  ///   On failure nothing has changed.
  /// - Complexity: O(Σ lengths of the rows substituted); the artificial phase adds pivots.
  mutating func add(_ constraint: Constraint, level forcedLevel: Double? = nil) throws(SolverError)
  {
    guard records[constraint] == nil else { throw .duplicateConstraint(.init(constraint)) }
    guard constraint.isFinite else { throw .nonFinite(.init(constraint)) }
    guard constraint.isWithinRange else { throw .outOfRange(.init(constraint)) }
    guard constraint.priority.isValid else { throw .invalidPriority(.init(constraint)) }
    let level = forcedLevel ?? Self.level(of: constraint.priority)
    // Every symbol made from here to the placement is logged, to be discarded if the constraint cannot be placed.
    let symbolCountBefore = kinds.count
    symbolLog.removeAll(keepingCapacity: true)

    var variables: [SymbolID] = []
    var terms: [(SymbolID, Double)] = []
    variables.reserveCapacity(constraint.expression.terms.count)
    terms.reserveCapacity(constraint.expression.terms.count)
    for term in constraint.expression.terms {
      let symbol = symbol(for: term.variable)
      variables.append(symbol)
      terms.append((symbol, term.coefficient))
    }
    var row = buildRow(constant: constraint.expression.constant, terms: terms)

    // Tracking symbols (docs/solver.md, "Tracking symbols"): a slack for inequalities, errors for optional constraints,
    // a dummy for required equalities.
    let marker: SymbolID
    var other: SymbolID?
    let markerSign: Double
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      markerSign = constraint.relation == .lessThanOrEqual ? 1 : -1
      marker = makeSymbol(.slack)
      row.add(marker, markerSign)
      if let level {
        let error = makeSymbol(.error)
        row.add(error, -markerSign)
        other = error
        addWeight(1, at: level, to: error)
      }
    case .equal:
      if let level {
        markerSign = -1
        marker = makeSymbol(.error)
        let minus = makeSymbol(.error)
        row.add(marker, -1)
        row.add(minus, 1)
        other = minus
        addWeight(1, at: level, to: marker)
        addWeight(1, at: level, to: minus)
      } else {
        markerSign = 1
        marker = makeSymbol(.dummy)
        row.add(marker, 1)
      }
    }
    constraintOfSymbol[Int(marker)] = constraint
    if let other { constraintOfSymbol[Int(other)] = constraint }
    let madeForThisRow = symbolLog.count

    if let (lazyRow, variable) = lazyPlacement(of: row) {
      // The common case in layouts: a user variable takes the row as it is, references and all.
      insertRow(lazyRow, solvedFor: variable)
    } else {
      do throws(SolverError) {
        try insertCanonical(expand(row), for: constraint, marker: marker, other: other)
      } catch {
        discardSymbols(
          Array(symbolLog.prefix(madeForThisRow)), symbolCountBefore: symbolCountBefore)
        throw error
      }
    }

    for symbol in variables { useCounts[Int(symbol)] += 1 }
    records.insert(
      ConstraintRecord(
        constraint: constraint, marker: marker, other: other, markerSign: markerSign, level: level,
        sequence: nextSequence, variables: variables))
    nextSequence += 1
  }

  /// The user variable a new row can be solved for as it is, keeping its references: a parametric one that no
  /// reference reaches (so the graph of lazy rows stays acyclic), preferring the shortest column.
  private mutating func lazySubject(of row: Row) -> SymbolID? {
    var best: SymbolID?
    var bestColumn = Int.max
    var hasReferences = false
    for cell in row.cells where kinds[Int(cell.symbol)] == .external {
      if rowOfSymbol[Int(cell.symbol)] >= 0 {
        hasReferences = true
      } else if columns[Int(cell.symbol)].count < bestColumn {
        best = cell.symbol
        bestColumn = columns[Int(cell.symbol)].count
      }
    }
    guard hasReferences, best != nil, bestColumn > 0 else { return best }
    // The preferred candidate is referenced somewhere: make sure no reference of this row leads back to it, or
    // take the next candidate that is safe.
    let candidates = row.cells.filter {
      kinds[Int($0.symbol)] == .external && rowOfSymbol[Int($0.symbol)] < 0
    }
    .map(\.symbol)
    .sorted { (columns[Int($0)].count, $0) < (columns[Int($1)].count, $1) }
    for candidate in candidates {
      let others = Row(constant: row.constant, cells: row.cells.filter { $0.symbol != candidate })
      if columns[Int(candidate)].isEmpty || !references(candidate, from: others) {
        return candidate
      }
    }
    return nil
  }

  /// A lazy form of the row and the user variable to solve it for, if there is one.
  ///
  /// When no user variable of the row itself can take it, references are replaced one at a time by their own rows
  /// (shortest first, at most four) if that brings in a free user variable: `row.top == item.top`, where
  /// `item.top`'s row is just `other.top`, becomes `row.top == other.top`, and stays lazy instead of being expanded
  /// down the whole chain above it.
  private mutating func lazyPlacement(of row: Row) -> (Row, SymbolID)? {
    var current = row
    for _ in 0..<5 {
      if let variable = lazySubject(of: current) { return (current, variable) }
      let references = current.cells.filter { rowOfSymbol[Int($0.symbol)] >= 0 }
      let opener = references.filter { cell in
        rows[Int(rowOfSymbol[Int(cell.symbol)])].cells.contains {
          kinds[Int($0.symbol)] == .external && rowOfSymbol[Int($0.symbol)] < 0
        }
      }.min { lhs, rhs in
        (rows[Int(rowOfSymbol[Int(lhs.symbol)])].cells.count, lhs.symbol)
          < (rows[Int(rowOfSymbol[Int(rhs.symbol)])].cells.count, rhs.symbol)
      }
      guard let opener else { return nil }
      current = substituting(opener.symbol, in: current)
    }
    return nil
  }

  /// `row` with the basic symbol `symbol` replaced by its own row (one level, references kept).
  private mutating func substituting(_ symbol: SymbolID, in row: Row) -> Row {
    let coefficient = row.coefficient(of: symbol)
    let definition = rows[Int(rowOfSymbol[Int(symbol)])]
    for cell in row.cells where cell.symbol != symbol { accumulate(cell.symbol, cell.coefficient) }
    for cell in definition.cells { accumulate(cell.symbol, cell.coefficient * coefficient) }
    return collectAccumulated(
      constant: cancellingSum(row.constant, definition.constant * coefficient))
  }

  /// Places a row in canonical form (no references): kiwi's rules, with the subject choice below, the redundancy
  /// check for rows of dummies, and the artificial phase.
  ///
  /// On failure the tableau is as it was; the caller discards the symbols it made for the row.
  private mutating func insertCanonical(
    _ canonicalRow: Row, for constraint: Constraint, marker: SymbolID, other: SymbolID?
  ) throws(SolverError) {
    var row = canonicalRow
    if row.constant < 0 { row.scale(by: -1) }
    var subject = chooseSubject(row, marker: marker, other: other)
    if subject == nil && row.hasOnlyDummies(kinds) {
      if row.constant != 0 {
        // Only a required equality gets here (optional rows always have a pivotable error), so there is no
        // objective weight to take back.
        let conflicting = constraints(behind: row.cells.map(\.symbol), excluding: constraint)
        throw .unsatisfiable(Conflict(constraint: constraint, conflicting: conflicting))
      }
      subject = marker  // redundant: the dummy becomes basic and tracks it
    }
    if let subject {
      insertRow(row, solvedFor: subject)
    } else {
      try addWithArtificialVariable(row, for: constraint)
    }
  }

  /// The symbol a canonical row is solved for, or `nil` when only the artificial phase can place it.
  ///
  /// An external symbol if there is one: the one with the shortest column (fewest rows to substitute into, the
  /// fill-in-limiting choice of docs/solver.md, "Subject and pivot choice"), ties to the lowest number. Else the marker
  /// or the other error symbol, if it is pivotable with a negative coefficient (solving for it keeps the constant
  /// non-negative).
  private func chooseSubject(_ row: Row, marker: SymbolID, other: SymbolID?) -> SymbolID? {
    var best: SymbolID?
    var bestColumn = Int.max
    for cell in row.cells where kinds[Int(cell.symbol)] == .external {
      let length = columns[Int(cell.symbol)].count
      if length < bestColumn {
        best = cell.symbol
        bestColumn = length
      }
    }
    if let best { return best }
    for candidate in [marker, other].compactMap({ $0 })
    where kinds[Int(candidate)].isPivotable && row.coefficient(of: candidate) < 0 {
      return candidate
    }
    // A row whose constant is zero stays feasible whichever restricted symbol it is solved for: take the sparsest
    // slack (no objective weight to move), else the sparsest error, rather than run the artificial phase.
    guard row.constant == 0 else { return nil }
    var fallback: (symbol: SymbolID, rank: (Int, Int))?
    for cell in row.cells where kinds[Int(cell.symbol)].isPivotable {
      let rank = (kinds[Int(cell.symbol)] == .slack ? 0 : 1, columns[Int(cell.symbol)].count)
      if fallback == nil || rank < (fallback?.rank ?? rank) { fallback = (cell.symbol, rank) }
    }
    return fallback?.symbol
  }

  /// Places a row that has no usable subject: phase one of the two-phase simplex, with an artificial slack.
  ///
  /// Runs under a journal, so a failure restores the tableau exactly.
  private mutating func addWithArtificialVariable(_ row: Row, for constraint: Constraint)
    throws(SolverError)
  {
    beginJournal()
    do throws(SolverError) {
      let artificial = makeSymbol(.slack)
      insertRow(row, basic: artificial)
      let objectiveRow = insertRow(row, basic: artificialObjectiveMarker)
      try optimizeArtificial(objectiveRow: objectiveRow)
      let feasible = rows[Int(objectiveRow)].constant == 0
      let blocking = rows[Int(objectiveRow)].cells.map(\.symbol)
      removeRow(objectiveRow)
      guard feasible, removeArtificial(artificial) else {
        let conflicting = constraints(behind: blocking, excluding: constraint)
        rollBack()
        throw SolverError.unsatisfiable(Conflict(constraint: constraint, conflicting: conflicting))
      }
      commitJournal()
    } catch {
      rollBack()
      throw error
    }
  }

  /// Takes the artificial slack out of the tableau after a successful phase one.
  ///
  /// - Returns: `false` if it is basic in a row with nothing to pivot on (the row cannot hold).
  private mutating func removeArtificial(_ artificial: SymbolID) -> Bool {
    let id = rowOfSymbol[Int(artificial)]
    if id >= 0 {
      if rows[Int(id)].cells.isEmpty {
        removeRow(id)
      } else {
        guard
          let entering = rows[Int(id)].cells.first(where: { kinds[Int($0.symbol)].isPivotable })?
            .symbol
        else { return false }
        pivot(entering: entering, row: id)
      }
    }
    for row in columns[Int(artificial)].elements { eraseCell(artificial, fromRow: row) }
    releaseSymbol(artificial)
    return true
  }

  /// Adds `weight` at `level` to a symbol's objective coefficient, through its row if it is basic.
  mutating func addWeight(_ weight: Double, at level: Double, to symbol: SymbolID) {
    let id = rowOfSymbol[Int(symbol)]
    if id < 0 {
      noteObjective(symbol)
      objective[Int(symbol)].add(level: level, value: weight)
      noteCandidate(symbol)
      return
    }
    let row = rows[Int(id)]
    for cell in row.cells {
      noteObjective(cell.symbol)
      objective[Int(cell.symbol)].add(level: level, value: weight * cell.coefficient)
      noteCandidate(cell.symbol)
    }
    noteObjectiveConstant()
    objectiveConstant.add(level: level, value: weight * row.constant)
  }

  /// Frees external symbols that no constraint mentions any more.
  mutating func releaseUnusedVariables(_ symbols: [SymbolID]) {
    for symbol in symbols where useCounts[Int(symbol)] == 0 && variableOfSymbol[Int(symbol)] != nil
    {
      releaseSymbol(symbol)
    }
  }

  /// The constraints behind tracking symbols, in the order they were added, without `excluded`.
  func constraints(behind symbols: [SymbolID], excluding excluded: Constraint) -> [Constraint] {
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(excluded)]
    var found: [(Int, Constraint)] = []
    for symbol in symbols {
      guard let constraint = constraintOfSymbol[Int(symbol)] else { continue }
      guard seen.insert(ObjectIdentifier(constraint)).inserted, let record = records[constraint]
      else { continue }
      found.append((record.sequence, constraint))
    }
    return found.sorted { $0.0 < $1.0 }.map(\.1)
  }
}
