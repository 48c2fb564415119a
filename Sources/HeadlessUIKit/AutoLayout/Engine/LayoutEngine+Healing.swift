import Foundation

extension LayoutEngine {
  /// Tries again, in tree order, the user constraints broken to resolve a conflict, after a constraint was removed:
  /// one that can hold now is required again and its conflict report goes; one that still cannot keeps its report
  /// (and is not reported twice).
  ///
  /// - Complexity: One solver addition per broken constraint; nothing when no constraint is broken.
  func healBrokenConstraintsIfNeeded() {
    guard mayHealBrokenConstraints else { return }
    mayHealBrokenConstraints = false
    for constraint in activeConstraintsInTreeOrder() {
      let key = ObjectIdentifier(constraint)
      guard var entry = userEntries[key], entry.isBroken else { continue }
      let old = entry.solverConstraint
      let previousReport = conflictEntries.first { $0.broken == ObjectIdentifier(old) }?.report
      guard solver.hasConstraint(old) else { continue }
      do {
        try solver.removeConstraint(old)
      } catch {
        continue
      }
      let retry = Constraint(old.expression, old.relation, priority: old.priority)
      conflictEntries.removeAll { $0.broken == ObjectIdentifier(old) }
      do {
        try solver.addConstraint(retry)
        entry.isBroken = false
      } catch {
        do {
          try solver.addBrokenRequiredConstraint(retry)
        } catch {
          Diagnostics.report(
            Diagnostic(.error, "layout engine could not re-add \(constraint): \(error)"))
        }
        if let previousReport { conflictEntries.append((ObjectIdentifier(retry), previousReport)) }
      }
      entry.solverConstraint = retry
      userEntries[key] = entry
    }
  }
}
