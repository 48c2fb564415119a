/// A set of row ids with an iteration order that depends only on the sequence of inserts and removals.
///
/// Swift's `Set` seeds its hashing per process, so its order would differ from run to run; the solver's choices
/// must not. Small sets are plain arrays; from 16 elements on, an open-addressing table with linear probing and a
/// fixed multiplicative hash.
struct RowSet {
  private var storage: [RowID] = []
  private(set) var count = 0
  private var isHashed = false

  private static let emptySlot: RowID = -1
  private static let hashThreshold = 16

  var isEmpty: Bool { count == 0 }

  /// The elements, in iteration order.
  ///
  /// - Complexity: O(capacity).
  var elements: [RowID] {
    isHashed ? storage.filter { $0 != Self.emptySlot } : storage
  }

  /// Calls `body` for each element.
  ///
  /// The set must not change during the call.
  @inline(__always)
  func forEach(_ body: (RowID) throws -> Void) rethrows {
    try storage.withUnsafeBufferPointer { slots in
      for element in slots where element != Self.emptySlot { try body(element) }
    }
  }

  /// Whether the set holds `element`.
  ///
  /// - Complexity: O(1) on average.
  func contains(_ element: RowID) -> Bool {
    guard isHashed else { return storage.contains(element) }
    var slot = home(of: element)
    while true {
      let current = storage[slot]
      if current == element { return true }
      if current == Self.emptySlot { return false }
      slot = (slot + 1) & (storage.count - 1)
    }
  }

  /// Adds `element` unless it is present, and says whether it was added.
  ///
  /// - Complexity: O(1) amortised.
  @discardableResult
  mutating func insert(_ element: RowID) -> Bool {
    guard isHashed else {
      if storage.contains(element) { return false }
      if storage.count < Self.hashThreshold {
        storage.append(element)
        count += 1
        return true
      }
      rehash(capacity: Self.hashThreshold * 4)
      return insert(element)
    }
    if (count + 1) * 2 > storage.count { rehash(capacity: storage.count * 2) }
    var slot = home(of: element)
    while true {
      let current = storage[slot]
      if current == element { return false }
      if current == Self.emptySlot {
        storage[slot] = element
        count += 1
        return true
      }
      slot = (slot + 1) & (storage.count - 1)
    }
  }

  /// Removes `element` if present.
  ///
  /// - Complexity: O(1) on average for hashed sets, O(n) for small ones (n < 16).
  mutating func remove(_ element: RowID) {
    guard isHashed else {
      if let index = storage.firstIndex(of: element) {
        storage.remove(at: index)
        count -= 1
      }
      return
    }
    let mask = storage.count - 1
    var slot = home(of: element)
    while storage[slot] != element {
      if storage[slot] == Self.emptySlot { return }
      slot = (slot + 1) & mask
    }
    // Backward-shift deletion keeps probe sequences intact without tombstones.
    var hole = slot
    var next = (hole + 1) & mask
    while storage[next] != Self.emptySlot {
      let wanted = home(of: storage[next])
      let distanceFromHome = (next - wanted) & mask
      let distanceToHole = (next - hole) & mask
      if distanceFromHome >= distanceToHole {
        storage[hole] = storage[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    storage[hole] = Self.emptySlot
    count -= 1
  }

  /// Removes every element, keeping no storage.
  mutating func removeAll() {
    storage = []
    count = 0
    isHashed = false
  }

  @inline(__always)
  private func home(of element: RowID) -> Int {
    let hash = UInt32(bitPattern: element) &* 2_654_435_769
    return Int(hash) & (storage.count - 1)
  }

  private mutating func rehash(capacity: Int) {
    let old = elements
    storage = Array(repeating: Self.emptySlot, count: capacity)
    isHashed = true
    count = 0
    for element in old { insert(element) }
  }
}
