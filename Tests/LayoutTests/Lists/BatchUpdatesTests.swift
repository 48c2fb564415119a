import Foundation
import HeadlessUIKit
import Testing

/// `performBatchUpdates` takes a closure written in place, as UIKit's non-escaping block does.
@Suite struct BatchUpdatesTests {
  /// A table that counts its batch updates, as a team's subclass overriding the method would.
  final class CountingTable: TableView {
    var batches = 0
    var updatesRun = 0
    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil)
    {
      batches += 1
      super.performBatchUpdates(updates, completion: completion)
    }

    /// Uses `self` implicitly inside the closure, which compiles only when the closure does not escape.
    func bump() -> Bool {
      var finished = false
      performBatchUpdates({ updatesRun += 1 }, completion: { finished = $0 })
      return finished
    }
  }

  @Test func aClosureWrittenInPlaceRunsThroughTheOverride() {
    let table = CountingTable(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
    #expect(table.bump())
    #expect(table.updatesRun == 1 && table.batches == 1)
    // `nil` still reaches the optional form.
    table.performBatchUpdates(nil, completion: nil)
    #expect(table.batches == 2 && table.updatesRun == 1)
  }
}
