/// The solver's arrays that an evaluation reads and writes, lent together as unsafe buffers for one call.
///
/// An evaluation visits rows and symbols in the order the graph of lazy rows dictates, hundreds of thousands of
/// times in a large layout: buffers spare each access the array's uniqueness check and the retain of a row. They
/// are valid only inside ``SolverState/withEvaluationBuffers(_:)``; the walks that keep them (`Climb`,
/// `EvaluationWalk`) live no longer than that call.
struct EvaluationBuffers {
  /// The rows, by row id.
  let rows: UnsafeBufferPointer<Row>
  /// Each symbol's row, or a negative id when the symbol is parametric.
  let rowOf: UnsafeBufferPointer<RowID>
  /// Each row's basic symbol.
  let basicOf: UnsafeBufferPointer<SymbolID>
  /// Each symbol's kind.
  let kinds: UnsafeBufferPointer<SymbolKind>
  /// The user variable of each external symbol.
  let variableOf: UnsafeBufferPointer<Variable?>
  /// The rows each symbol appears in (the column index).
  let columns: UnsafeBufferPointer<RowSet>
  /// Visit marks, by symbol.
  let marks: UnsafeMutableBufferPointer<UInt32>
  /// The values last reported to the user variables, by symbol.
  let reported: UnsafeMutableBufferPointer<Double>
  /// Scratch values by symbol, all zero between evaluations.
  let scratch: UnsafeMutableBufferPointer<Double>
}

extension SolverState {
  /// Calls `body` with the evaluation's arrays lent as buffers.
  ///
  /// The arrays written are moved out of the state for the call and the others passed as arguments, so that no
  /// array is copied or retained on the way (reading a stored array inside a mutating method's closure would
  /// retain it on every call).
  @inline(__always)
  mutating func withEvaluationBuffers<Result>(_ body: (EvaluationBuffers) -> Result) -> Result {
    var marks: [UInt32] = []
    var reported: [Double] = []
    var scratch: [Double] = []
    swap(&marks, &visitMarks)
    swap(&reported, &reportedValues)
    swap(&scratch, &symbolScratch)
    defer {
      swap(&marks, &visitMarks)
      swap(&reported, &reportedValues)
      swap(&scratch, &symbolScratch)
    }
    return Self.lend(
      rows, rowOfSymbol, basicOfRow, kinds, variableOfSymbol, columns, &marks, &reported, &scratch,
      body)
  }

  /// Lends the arrays as buffers: the one place their closures nest.
  @inline(__always)
  private static func lend<Result>(
    _ rows: [Row], _ rowOf: [RowID], _ basicOf: [SymbolID], _ kinds: [SymbolKind],
    _ variableOf: [Variable?],
    _ columns: [RowSet], _ marks: inout [UInt32], _ reported: inout [Double],
    _ scratch: inout [Double],
    _ body: (EvaluationBuffers) -> Result
  ) -> Result {
    rows.withUnsafeBufferPointer { rows in
      rowOf.withUnsafeBufferPointer { rowOf in
        basicOf.withUnsafeBufferPointer { basicOf in
          kinds.withUnsafeBufferPointer { kinds in
            variableOf.withUnsafeBufferPointer { variableOf in
              columns.withUnsafeBufferPointer { columns in
                marks.withUnsafeMutableBufferPointer { marks in
                  reported.withUnsafeMutableBufferPointer { reported in
                    scratch.withUnsafeMutableBufferPointer { scratch in
                      body(
                        EvaluationBuffers(
                          rows: rows, rowOf: rowOf, basicOf: basicOf, kinds: kinds,
                          variableOf: variableOf,
                          columns: columns, marks: marks, reported: reported, scratch: scratch))
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
