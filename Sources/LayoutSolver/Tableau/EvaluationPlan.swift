/// The graph of lazy rows, flattened for evaluating the user variables: the order to evaluate them in, each lazy
/// row's references, and each basic user variable's dependents (the lazy rows that refer to it).
///
/// A lazy row's value is its constant plus its references' values; its parametric cells count for nothing, and a
/// row can hold thousands of them (a flexible view's width written in the errors of every other view in its
/// chain). The plan keeps only the references, in cell order, so an evaluation never scans the others, and both
/// evaluations (full and incremental) do the same additions in the same order.
///
/// Valid while the graph keeps its shape and the rows' cells do not change: any row inserted, removed, pivoted or
/// rewritten discards it; constants may change.
struct EvaluationPlan {
  /// Basic user variables, each after the rows it refers to.
  let order: [SymbolID]
  /// The references of every lazy row, row after row, as cells (symbol and coefficient) in cell order.
  private let references: [Cell]
  /// Where each row's references start in `references`, by row id; one more entry closes the last row.
  private let bounds: [Int32]
  /// The basic symbols of the lazy rows that refer to each symbol, symbol after symbol.
  private let dependents: [SymbolID]
  /// Where each symbol's dependents start in `dependents`, by symbol; one more entry closes the last symbol.
  private let dependentBounds: [Int32]

  /// Builds the plan for the lazy rows of basic user variables `order` (references first).
  ///
  /// - Complexity: O(symbols + rows + cells of the lazy rows).
  init(order: [SymbolID], rows: [Row], rowOf: [RowID], basicOf: [SymbolID]) {
    var isPlanned = [Bool](repeating: false, count: rows.count)
    for symbol in order { isPlanned[Int(rowOf[Int(symbol)])] = true }
    var references: [Cell] = []
    var bounds: [Int32] = []
    bounds.reserveCapacity(rows.count + 1)
    for (id, row) in rows.enumerated() {
      bounds.append(Int32(references.count))
      guard isPlanned[id] else { continue }
      for cell in row.cells where rowOf[Int(cell.symbol)] >= 0 { references.append(cell) }
    }
    bounds.append(Int32(references.count))
    // Dependents by counting sort: count each symbol's, turn the counts into starts, then fill.
    var dependentBounds = [Int32](repeating: 0, count: rowOf.count + 1)
    for reference in references { dependentBounds[Int(reference.symbol) + 1] += 1 }
    for index in rowOf.indices { dependentBounds[index + 1] += dependentBounds[index] }
    var dependents = [SymbolID](repeating: 0, count: references.count)
    var next = dependentBounds
    for row in rows.indices where bounds[row] < bounds[row + 1] {
      for reference in references[Int(bounds[row])..<Int(bounds[row + 1])] {
        dependents[Int(next[Int(reference.symbol)])] = basicOf[row]
        next[Int(reference.symbol)] += 1
      }
    }
    self.order = order
    self.references = references
    self.bounds = bounds
    self.dependents = dependents
    self.dependentBounds = dependentBounds
  }

  /// Calls `body` with the references of every lazy row, as a buffer, and the bounds of each row's part of it.
  func withReferences<Result>(
    _ body: (_ references: UnsafeBufferPointer<Cell>, _ bounds: UnsafeBufferPointer<Int32>) ->
      Result
  ) -> Result {
    Self.withBuffers(references, bounds, body)
  }

  /// Calls `body` with the dependents of every symbol, as a buffer, and the bounds of each symbol's part of it.
  func withDependents<Result>(
    _ body: (_ dependents: UnsafeBufferPointer<SymbolID>, _ bounds: UnsafeBufferPointer<Int32>) ->
      Result
  ) -> Result {
    Self.withBuffers(dependents, dependentBounds, body)
  }

  /// Lends a list of lists, stored flat with the bounds of each part, as two buffers.
  private static func withBuffers<Element, Result>(
    _ elements: [Element], _ bounds: [Int32],
    _ body: (UnsafeBufferPointer<Element>, UnsafeBufferPointer<Int32>) -> Result
  ) -> Result {
    elements.withUnsafeBufferPointer { elements in
      bounds.withUnsafeBufferPointer { bounds in body(elements, bounds) }
    }
  }
}
