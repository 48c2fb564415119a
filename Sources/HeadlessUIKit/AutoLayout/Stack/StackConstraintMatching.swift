/// Pairs the constraints a stack's recipe asks for with those it generated last time, so that a rebuild keeps
/// what stays.
///
/// Both lists come in recipe order, and a change to a stack (a view hidden, a spacing changed) alters the recipe
/// in a few places: the lists are walked side by side, and at a difference a small window ahead is searched for
/// the nearest place where they agree again. Only if none is found do the rest of the lists get matched through
/// a dictionary. So a stack of a thousand views that hides one compares keys in order instead of hashing them all.
enum StackConstraintMatching {
  /// How far ahead in each list a resynchronisation is looked for.
  static let window = 8

  /// For each wanted key, the index of the previous key it keeps, or `nil` for a new constraint; each previous
  /// index is used at most once.
  ///
  /// - Complexity: O(n) comparisons when the lists differ in a few places; O(n) hashing otherwise.
  static func match<Key: Hashable>(previous: [Key], wanted: [Key]) -> [Int?] {
    var matches = [Int?](repeating: nil, count: wanted.count)
    var new = 0
    var old = 0
    walk: while new < wanted.count && old < previous.count {
      if wanted[new] == previous[old] {
        matches[new] = old
        new += 1
        old += 1
        continue
      }
      // The nearest place where the lists agree again: fewest entries skipped in both, fewer old ones first.
      for skipped in 1...(2 * window) {
        for oldSkipped in max(0, skipped - window)...min(skipped, window) {
          let newSkipped = skipped - oldSkipped
          guard new + newSkipped < wanted.count, old + oldSkipped < previous.count else { continue }
          if wanted[new + newSkipped] == previous[old + oldSkipped] {
            new += newSkipped
            old += oldSkipped
            continue walk
          }
        }
      }
      break
    }
    guard new < wanted.count && old < previous.count else { return matches }
    // The lists no longer run in step (a new order, or a change everywhere): match the rest by key.
    var unmatched: [Key: [Int]] = [:]
    for index in (old..<previous.count).reversed() {
      unmatched[previous[index], default: []].append(index)
    }
    for index in new..<wanted.count {
      matches[index] = unmatched[wanted[index]]?.popLast()
    }
    return matches
  }
}
