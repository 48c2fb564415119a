import ArgumentParser

/// `--shard i/n`: the part of a batch this run renders, zero-based inside.
struct Shard: Hashable, Sendable, ExpressibleByArgument {
  var index: Int
  var count: Int

  /// The whole batch.
  static let whole = Shard(index: 0, count: 1)

  init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// "2/4" is the second of four (`index` 1); `nil` unless 1 ≤ i ≤ n.
  init?(argument: String) {
    let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else { return nil }
    self.init(index: index - 1, count: count)
  }

  static var defaultValueDescription: String { "1/1" }
}
