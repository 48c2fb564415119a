/// The records of a solver's constraints, found through a slot number each constraint carries: no hashing.
///
/// A constraint lives in one solver at a time, so one slot field on it is enough; a lookup still checks that the
/// record in the slot is this constraint's, so a stale slot (left by a solver that died holding the constraint, or
/// by a tableau restored after a failed batch) is never trusted. Freed slots are reused last freed first, so the
/// numbering depends only on the sequence of operations.
struct ConstraintRecords {
  private var slots: [ConstraintRecord?] = []
  private var freeSlots: [Int32] = []

  /// The record of `constraint`, or `nil` if this solver does not hold it.
  ///
  /// - Complexity: O(1).
  subscript(_ constraint: Constraint) -> ConstraintRecord? {
    guard let slot = slot(of: constraint) else { return nil }
    return slots[slot]
  }

  /// Stores a record for a constraint this solver does not hold yet.
  ///
  /// - Complexity: O(1) amortised.
  mutating func insert(_ record: ConstraintRecord) {
    let slot: Int32
    if let reused = freeSlots.popLast() {
      slot = reused
      slots[Int(slot)] = record
    } else {
      slot = Int32(slots.count)
      slots.append(record)
    }
    record.constraint.recordSlot = slot
  }

  /// Removes and returns the record of `constraint`, or `nil` if this solver does not hold it.
  ///
  /// - Complexity: O(1).
  mutating func remove(_ constraint: Constraint) -> ConstraintRecord? {
    guard let slot = slot(of: constraint) else { return nil }
    let record = slots[slot]
    slots[slot] = nil
    freeSlots.append(Int32(slot))
    return record
  }

  /// Sets the objective level of a held constraint's record.
  mutating func setLevel(_ level: Double?, of constraint: Constraint) {
    guard let slot = slot(of: constraint) else { return }
    slots[slot]?.level = level
  }

  /// Every record, in the order the constraints were added.
  ///
  /// - Complexity: O(n log n).
  var inOrderOfAddition: [ConstraintRecord] {
    slots.compactMap { $0 }.sorted { $0.sequence < $1.sequence }
  }

  /// Writes each record's slot back into its constraint, after this value replaced another (a restored tableau):
  /// the constraints' slot fields may point where the replaced records were.
  ///
  /// - Complexity: O(slots).
  func reclaimSlots() {
    for (slot, record) in slots.enumerated() {
      record?.constraint.recordSlot = Int32(slot)
    }
  }

  private func slot(of constraint: Constraint) -> Int? {
    let slot = Int(constraint.recordSlot)
    guard slot >= 0, slot < slots.count, slots[slot]?.constraint === constraint else { return nil }
    return slot
  }
}
