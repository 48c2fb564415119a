import Foundation
import HeadlessUIKit
import Synchronization

/// The open `Constraints` groups of the current task.
///
/// Constraints made inside a group are collected and activated when it ends, so their priority can still change
/// (docs/dsl-semantics.md, "Constraints groups and addSubview"). Task-local, so that two scenes built on two threads do
/// not share it. A task started inside the closure inherits the group, so its list is behind a lock (a task local must
/// be `Sendable`). Unchecked: the lock is what makes the list safe, and the compiler cannot see that for a list of
/// non-`Sendable` constraints (a `Mutex` holding them could not hand a copy out).
final class ConstraintsGroup: @unchecked Sendable {
  @TaskLocal static var current: ConstraintsGroup?
  private let lock = Mutex(())
  private var collected: [LayoutConstraint] = []

  /// What the group collected, in order.
  var constraints: [LayoutConstraint] { lock.withLock { _ in collected } }

  /// Appends to the innermost open group, or activates at once when none is open.
  static func collectOrActivate(_ constraint: LayoutConstraint) {
    if let group = current {
      group.lock.withLock { _ in group.collected.append(constraint) }
    } else {
      constraint.isActive = true
    }
  }
}

/// A group of constraints made in a closure and activated together when it returns (Yalta's `Constraints`).
///
/// ```swift
/// Constraints(for: title, subtitle) { title, subtitle in
///   title.top.pinToSuperview()
///   subtitle.top.align(with: title.bottom + 8)
///   subtitle.bottom.pinToSuperview().priority = UILayoutPriority(999)
/// }
/// ```
///
/// Nested groups activate when their own closure returns; the outer group never sees their constraints.
public struct Constraints {
  /// The constraints the group made, in order.
  public let constraints: [LayoutConstraint]

  /// Runs `closure`, then activates what it made.
  @discardableResult
  public init(_ closure: () throws -> Void) rethrows {
    let group = ConstraintsGroup()
    try ConstraintsGroup.$current.withValue(group) { try closure() }
    constraints = group.constraints
    LayoutConstraint.activate(constraints)
  }

  /// Runs `closure` with the items' proxies (so `.al` can be left out), then activates what it made.
  @discardableResult
  public init<each Item: LayoutItem>(
    for item: repeat each Item, do closure: (repeat LayoutProxy<each Item>) throws -> Void
  )
    rethrows
  {
    try self.init { try closure(repeat LayoutProxy(base: each item)) }
  }
}

extension LayoutProxy where Base: View {
  /// Adds each view as a subview, in order, then runs `closure` as one `Constraints` group on their proxies.
  @discardableResult
  public func addSubviews<each Subview: View>(
    _ subview: repeat each Subview,
    constraints closure: (repeat LayoutProxy<each Subview>) throws -> Void = {
      (_: repeat LayoutProxy<each Subview>) in
    }
  ) rethrows -> Constraints {
    repeat base.addSubview(each subview)
    return try Constraints(for: repeat each subview, do: closure)
  }

  /// Adds one view as a subview, then runs `closure` as a `Constraints` group on its proxy.
  @discardableResult
  public func addSubview<Subview: View>(
    _ subview: Subview, constraints closure: (LayoutProxy<Subview>) throws -> Void = { _ in }
  ) rethrows -> Constraints {
    base.addSubview(subview)
    return try Constraints(for: subview, do: closure)
  }
}

extension View {
  /// Yalta 0.3's spelling: adds each view in order, then runs `closure` as one `Constraints` group.
  @discardableResult
  public func addSubview<each Subview: View>(
    _ subview: repeat each Subview,
    constraints closure: (repeat LayoutProxy<each Subview>) throws -> Void
  ) rethrows -> Constraints {
    repeat addSubview(each subview)
    return try Constraints(for: repeat each subview, do: closure)
  }
}
