import Foundation
import HeadlessUIKit

/// The constraint a Mag relation returns: a handle that activates the real constraint when the handle is released,
/// unless `isActive` was ever set to true (docs/dsl-semantics.md, "Inactive while held").
///
/// An object cannot keep itself alive from its own `deinit`, so the real constraint is an inner object and the
/// handle forwards every change to it.
final class MagConstraint: LayoutConstraint {
  let inner: LayoutConstraint
  private var everActivated = false

  init(_ inner: LayoutConstraint) {
    self.inner = inner
    super.init(
      item: inner.firstLayoutItem ?? View(), attribute: inner.firstAttribute,
      relatedBy: inner.relation,
      toItem: inner.secondLayoutItem, attribute: inner.secondAttribute,
      multiplier: inner.multiplier,
      constant: inner.constant)
  }

  deinit {
    if !everActivated { inner._activate(file: "", line: 0) }
  }

  override var constant: CGFloat {
    get { inner.constant }
    set { inner.constant = newValue }
  }

  override var priority: LayoutPriority {
    get { inner.priority }
    set { inner.priority = newValue }
  }

  override var identifier: String? {
    get { inner.identifier }
    set { inner.identifier = newValue }
  }

  override var isActive: Bool {
    get { inner.isActive }
    set {
      if newValue { everActivated = true }
      inner.isActive = newValue
    }
  }

  override func _activate(file: String, line: Int) {
    everActivated = true
    inner._activate(file: file, line: line)
  }

  override func _deactivate() { inner._deactivate() }

  override var description: String { inner.description }
}

extension LayoutConstraint {
  /// Deactivates `old`, then activates `new` (Mag's swap).
  public static func deactivate(_ old: [LayoutConstraint], beforeActivate new: [LayoutConstraint]) {
    deactivate(old)
    activate(new)
  }
}

extension Array where Element == LayoutConstraint {
  /// Deactivates these constraints, activates `new`, and becomes `new` (Mag's `didSet` idiom).
  public mutating func replaceActivatedConstraints(_ new: [LayoutConstraint]) {
    LayoutConstraint.deactivate(self, beforeActivate: new)
    self = new
  }
}

/// Makes the handle for a relation: the first item stops translating its autoresizing mask, at creation.
func magConstraint(
  _ anchor: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
  _ other: LayoutItem?,
  _ otherAttribute: LayoutAttribute, multiplier: CGFloat, constant: CGFloat,
  priority: LayoutPriority
) -> LayoutConstraint {
  (anchor as? View)?.translatesAutoresizingMaskIntoConstraints = false
  let inner = LayoutConstraint(
    item: anchor, attribute: attribute, relatedBy: relation, toItem: other,
    attribute: otherAttribute,
    multiplier: multiplier, constant: constant)
  inner.priority = priority
  return MagConstraint(inner)
}
