// A readable printout of the solver state, kiwi's dump() with the same sections; tests use it as a text snapshot.

extension SolverState {
  /// The symbol's printed name: the variable's name for externals, a kind prefix and number otherwise.
  func name(of symbol: SymbolID) -> String {
    let index = Int(symbol)
    switch kinds[index] {
    case .external: return variableOfSymbol[index].map { "\($0)" } ?? "v\(symbol)"
    case .slack: return "s\(symbol)"
    case .error: return "e\(symbol)"
    case .dummy: return "d\(symbol)"
    }
  }

  func describe(_ row: Row) -> String {
    var text = formatNumber(row.constant)
    for cell in row.cells {
      text += " + \(formatNumber(cell.coefficient)) * \(name(of: cell.symbol))"
    }
    return text
  }

  /// The dump, with rows and constraints in a stable order.
  func dump() -> String {
    var lines: [String] = ["Objective", "---------"]
    var objectiveTerms: [String] = [objectiveConstant.description]
    for (index, weight) in objective.enumerated() where !weight.isZero {
      objectiveTerms.append("(\(weight)) * \(name(of: SymbolID(index)))")
    }
    lines.append(objectiveTerms.joined(separator: " + "))
    lines += ["", "Tableau", "-------"]
    let live = rows.indices.filter { basicOfRow[$0] >= 0 }.sorted {
      basicOfRow[$0] < basicOfRow[$1]
    }
    for index in live { lines.append("\(name(of: basicOfRow[index])) | \(describe(rows[index]))") }
    lines += ["", "Infeasible", "----------"]
    for id in infeasibleRows where basicOfRow[Int(id)] >= 0 {
      lines.append(name(of: basicOfRow[Int(id)]))
    }
    lines += ["", "Variables", "---------"]
    for (index, variable) in variableOfSymbol.enumerated() {
      guard let variable else { continue }
      lines.append("\(variable) = \(name(of: SymbolID(index)))")
    }
    lines += ["", "Edit Variables", "--------------"]
    for edit in edits.values.sorted(by: { $0.variable.name < $1.variable.name }) {
      lines.append("\(edit.variable)")
    }
    lines += ["", "Constraints", "-----------"]
    for record in records.inOrderOfAddition {
      lines.append("\(record.constraint)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
