import Foundation
import HeadlessUIKit

/// A view's keyed constraint storage: one optional constraint per slot, activated and deactivated by key
/// (ConstraintsHolder, docs/dsl-semantics.md, "ConstraintsHolder").
///
/// ```swift
/// view.updateConstraints { holder in
///   holder.top = view.topAnchor.constraint(equalTo: superview.topAnchor, constant: 20)
///   holder.activate([\.top])
/// }
/// ```
///
/// A slot takes any constraint whose first attribute is of its kind, checked when it is assigned. Every misuse (a
/// wrong kind, an empty slot activated, an active slot cleared) is reported with the view and the slot, and changes
/// nothing; upstream stopped the app with `fatalError` instead.
public final class ConstraintsHolder: ViewAttachment {
  /// The slots, in canonical order (docs/dsl-semantics.md, "Canonical ordering").
  public enum ConstraintType: CaseIterable, Hashable, Sendable {
    case left, right, top, bottom, leading, trailing, centerX, centerY, width, height, baseline

    /// The slot a constraint belongs in, from its first attribute.
    init?(_ attribute: LayoutAttribute) {
      switch attribute.unmargined ?? attribute {
      case .left: self = .left
      case .right: self = .right
      case .top: self = .top
      case .bottom: self = .bottom
      case .leading: self = .leading
      case .trailing: self = .trailing
      case .centerX: self = .centerX
      case .centerY: self = .centerY
      case .width: self = .width
      case .height: self = .height
      case .firstBaseline, .lastBaseline: self = .baseline
      default: return nil
      }
    }
  }

  weak var view: View?
  private var storage: [ConstraintType: LayoutConstraint] = [:]
  package let order = 0

  init(view: View) { self.view = view }

  // MARK: - Slots

  // Each slot takes any constraint, as upstream's `NSLayoutConstraint?` properties do (a helper's result, one made
  // with `NSLayoutConstraint(item:…)`, Mag's or Yalta's), and checks its first attribute when it is assigned: a
  // constraint of another kind is reported, naming the view and the slot, and not stored. (A compile-time check is
  // not possible once plain constraints are accepted: a property that takes the base class takes every subclass.)

  public var left: LayoutConstraint? {
    get { storage[.left] }
    set { assign(newValue, to: .left) }
  }
  public var right: LayoutConstraint? {
    get { storage[.right] }
    set { assign(newValue, to: .right) }
  }
  public var top: LayoutConstraint? {
    get { storage[.top] }
    set { assign(newValue, to: .top) }
  }
  public var bottom: LayoutConstraint? {
    get { storage[.bottom] }
    set { assign(newValue, to: .bottom) }
  }
  public var leading: LayoutConstraint? {
    get { storage[.leading] }
    set { assign(newValue, to: .leading) }
  }
  public var trailing: LayoutConstraint? {
    get { storage[.trailing] }
    set { assign(newValue, to: .trailing) }
  }
  public var centerX: LayoutConstraint? {
    get { storage[.centerX] }
    set { assign(newValue, to: .centerX) }
  }
  public var centerY: LayoutConstraint? {
    get { storage[.centerY] }
    set { assign(newValue, to: .centerY) }
  }
  public var width: LayoutConstraint? {
    get { storage[.width] }
    set { assign(newValue, to: .width) }
  }
  public var height: LayoutConstraint? {
    get { storage[.height] }
    set { assign(newValue, to: .height) }
  }
  public var baseline: LayoutConstraint? {
    get { storage[.baseline] }
    set { assign(newValue, to: .baseline) }
  }

  /// The same slots by key: `holder[.top]` and `holder.top` are one slot.
  public subscript(_ slot: ConstraintType) -> LayoutConstraint? {
    get { storage[slot] }
    set { assign(newValue, to: slot) }
  }

  private var viewName: String { view?.debugName ?? "a released view" }

  /// Where the `updateConstraints` call running now was made: slot misuse is reported there.
  var callSite: (file: String, line: Int) = ("", 0)

  private func report(_ message: String, file: String? = nil, line: Int? = nil) {
    Diagnostics.report(
      Diagnostic(
        .error, "ConstraintsHolder of \(viewName): \(message)", file: file ?? callSite.file,
        line: line ?? callSite.line))
  }

  /// Stores a constraint of the slot's kind.
  ///
  /// As upstream, a new constraint replaces an active one (which stays
  /// active, no longer held); clearing an active slot is refused, as upstream's `fatalError` refused it.
  private func assign(_ constraint: LayoutConstraint?, to slot: ConstraintType) {
    if let constraint, ConstraintType(constraint.firstAttribute) != slot {
      report(
        "cannot put a constraint on \(constraint.firstAttribute) into slot \(slot); the slot is unchanged"
      )
      return
    }
    if constraint == nil, let current = storage[slot], current.isActive {
      report("slot \(slot) holds an active constraint; deactivate it before clearing the slot")
      return
    }
    storage[slot] = constraint
  }

  // MARK: - Activation

  private static var keyPaths: [PartialKeyPath<ConstraintsHolder>: ConstraintType] {
    [
      \ConstraintsHolder.left: .left, \ConstraintsHolder.right: .right,
      \ConstraintsHolder.top: .top,
      \ConstraintsHolder.bottom: .bottom, \ConstraintsHolder.leading: .leading,
      \ConstraintsHolder.trailing: .trailing, \ConstraintsHolder.centerX: .centerX,
      \ConstraintsHolder.centerY: .centerY, \ConstraintsHolder.width: .width,
      \ConstraintsHolder.height: .height,
      \ConstraintsHolder.baseline: .baseline,
    ]
  }

  /// The constraints in the named slots, or `nil` after reporting every empty or unknown one.
  private func constraints(
    in keyPaths: [PartialKeyPath<ConstraintsHolder>], for verb: String, file: String, line: Int
  ) -> [LayoutConstraint]? {
    var found: [LayoutConstraint] = []
    var empty: [String] = []
    for keyPath in keyPaths {
      guard let slot = Self.keyPaths[keyPath] else {
        empty.append("\(keyPath) (not a slot)")
        continue
      }
      if let constraint = storage[slot] {
        found.append(constraint)
      } else {
        empty.append("\(slot)")
      }
    }
    guard empty.isEmpty else {
      report(
        "cannot \(verb) empty slots \(empty.joined(separator: ", ")); nothing was changed",
        file: file,
        line: line)
      return nil
    }
    return found
  }

  /// Activates the constraints in the named slots; if any slot is empty, reports them all and activates nothing.
  public func activate(
    _ keyPaths: [PartialKeyPath<ConstraintsHolder>], file: String = #fileID, line: Int = #line
  ) {
    guard let found = constraints(in: keyPaths, for: "activate", file: file, line: line) else {
      return
    }
    LayoutConstraint.activate(found)
  }

  /// Deactivates the constraints in the named slots; if any slot is empty, reports them all and changes nothing.
  public func deactivate(
    _ keyPaths: [PartialKeyPath<ConstraintsHolder>], file: String = #fileID, line: Int = #line
  ) {
    guard let found = constraints(in: keyPaths, for: "deactivate", file: file, line: line) else {
      return
    }
    LayoutConstraint.deactivate(found)
  }

  /// Activates every stored constraint.
  public func activateAll() { LayoutConstraint.activate(all) }

  /// Deactivates every stored constraint.
  public func deactivateAll() { LayoutConstraint.deactivate(all) }

  /// The stored constraints, in canonical slot order.
  public var all: [LayoutConstraint] { ConstraintType.allCases.compactMap { storage[$0] } }

  /// The active stored constraints, by slot.
  public func activeConstraints() -> [ConstraintType: LayoutConstraint] {
    storage.filter { $0.value.isActive }
  }

  /// The README's name for ``activeConstraints()``.
  public func active() -> [ConstraintType: LayoutConstraint] { activeConstraints() }

  package func viewLeftTree(_ view: View) {
    deactivateAll()
    storage.removeAll()
    view.attachments[ObjectIdentifier(ConstraintsHolder.self)] = nil
  }
}

extension View {
  /// Runs `body` with the view's own holder (the same holder on every call; docs/dsl-semantics.md, "Decisions"), after
  /// switching off `translatesAutoresizingMaskIntoConstraints`.
  ///
  /// Misuse of a slot inside `body` is reported at this call's line.
  public func updateConstraints(
    file: String = #fileID, line: Int = #line, _ body: (ConstraintsHolder) -> Void
  ) {
    translatesAutoresizingMaskIntoConstraints = false
    let holder = self.holder
    holder.callSite = (file, line)
    body(holder)
  }

  /// The later form, with the view passed in as well.
  public func updateConstraints(
    file: String = #fileID, line: Int = #line, _ body: (ConstraintsHolder, View) -> Void
  ) {
    translatesAutoresizingMaskIntoConstraints = false
    let holder = self.holder
    holder.callSite = (file, line)
    body(holder, self)
  }

  private var holder: ConstraintsHolder {
    let key = ObjectIdentifier(ConstraintsHolder.self)
    if let existing = attachments[key] as? ConstraintsHolder { return existing }
    let created = ConstraintsHolder(view: self)
    attachments[key] = created
    return created
  }
}
