/// One component of a ``LexVector``: a priority level and the amount at that level.
struct LexEntry {
  var level: Double
  var value: Double
}

/// A vector of amounts per priority level, compared lexicographically from the highest level down.
///
/// Objective coefficients are these vectors: this is how the solver makes priorities strictly dominant (a symbolic
/// weight per level instead of kiwi's single weighted sum). Entries are sorted by descending level and never hold a
/// zero value, so the first entry decides the sign. Most vectors are empty or hold one entry.
struct LexVector {
  private(set) var entries: [LexEntry] = []

  init() {}

  /// The vector with `value` at `level` and nothing elsewhere.
  init(level: Double, value: Double) {
    if value != 0 { entries = [LexEntry(level: level, value: value)] }
  }

  var isZero: Bool { entries.isEmpty }

  /// Whether the highest non-zero component is negative.
  var isNegative: Bool { entries.first.map { $0.value < 0 } ?? false }

  /// Adds `factor × other` in place, dropping components that cancel.
  ///
  /// - Complexity: O(a + b) where a and b are the entry counts.
  mutating func add(_ other: LexVector, times factor: Double) {
    if other.entries.isEmpty { return }
    if entries.isEmpty {
      for entry in other.entries {
        let value = entry.value * factor
        if value != 0 { entries.append(LexEntry(level: entry.level, value: value)) }
      }
      return
    }
    var merged: [LexEntry] = []
    merged.reserveCapacity(entries.count + other.entries.count)
    var i = 0
    var j = 0
    while i < entries.count || j < other.entries.count {
      if j == other.entries.count
        || (i < entries.count && entries[i].level > other.entries[j].level)
      {
        merged.append(entries[i])
        i += 1
      } else if i == entries.count || other.entries[j].level > entries[i].level {
        let value = other.entries[j].value * factor
        if value != 0 {
          merged.append(LexEntry(level: other.entries[j].level, value: value))
        }
        j += 1
      } else {
        let value = cancellingSum(entries[i].value, other.entries[j].value * factor)
        if value != 0 { merged.append(LexEntry(level: entries[i].level, value: value)) }
        i += 1
        j += 1
      }
    }
    entries = merged
  }

  /// Adds `value` at `level` in place.
  mutating func add(level: Double, value: Double) {
    add(LexVector(level: level, value: 1), times: value)
  }

  /// The value at `level` (zero when absent).
  func value(at level: Double) -> Double {
    entries.first { $0.level == level }?.value ?? 0
  }

  /// Compares `lhs / lhsDivisor` with `rhs / rhsDivisor` lexicographically; divisors must be positive.
  ///
  /// - Returns: A negative number, zero or a positive number as the left side is smaller, equal or larger.
  static func compare(
    _ lhs: LexVector, dividedBy lhsDivisor: Double, _ rhs: LexVector, dividedBy rhsDivisor: Double
  )
    -> Int
  {
    var i = 0
    var j = 0
    while i < lhs.entries.count || j < rhs.entries.count {
      let left: Double
      let right: Double
      if j == rhs.entries.count
        || (i < lhs.entries.count && lhs.entries[i].level > rhs.entries[j].level)
      {
        left = lhs.entries[i].value / lhsDivisor
        right = 0
        i += 1
      } else if i == lhs.entries.count || rhs.entries[j].level > lhs.entries[i].level {
        left = 0
        right = rhs.entries[j].value / rhsDivisor
        j += 1
      } else {
        left = lhs.entries[i].value / lhsDivisor
        right = rhs.entries[j].value / rhsDivisor
        i += 1
        j += 1
      }
      if nearlyEqual(left, right) { continue }
      return left < right ? -1 : 1
    }
    return 0
  }
}

extension LexVector: CustomStringConvertible {
  var description: String {
    if entries.isEmpty { return "0" }
    return entries.map { "\(formatNumber($0.value))@\(formatNumber($0.level))" }.joined(
      separator: " + ")
  }
}
