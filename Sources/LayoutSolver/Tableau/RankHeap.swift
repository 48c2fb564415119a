/// Basic symbols waiting to be expanded, highest rank first (ties: the lower symbol), so that a symbol comes out
/// only after every row that refers to it.
struct RankHeap {
  private var entries: [(rank: UInt32, symbol: SymbolID)] = []

  var isEmpty: Bool { entries.isEmpty }

  /// Whether `a` comes out before `b`.
  private static func precedes(
    _ a: (rank: UInt32, symbol: SymbolID), _ b: (rank: UInt32, symbol: SymbolID)
  ) -> Bool {
    a.rank != b.rank ? a.rank > b.rank : a.symbol < b.symbol
  }

  /// - Complexity: O(log n).
  mutating func push(_ symbol: SymbolID, rank: UInt32) {
    entries.append((rank, symbol))
    var child = entries.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.precedes(entries[child], entries[parent]) else { break }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  /// - Complexity: O(log n).
  mutating func pop() -> SymbolID? {
    guard let first = entries.first else { return nil }
    let last = entries.removeLast()
    if !entries.isEmpty {
      entries[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var best = parent
        if left < entries.count && Self.precedes(entries[left], entries[best]) { best = left }
        if right < entries.count && Self.precedes(entries[right], entries[best]) { best = right }
        if best == parent { break }
        entries.swapAt(parent, best)
        parent = best
      }
    }
    return first.symbol
  }
}
