import Foundation
import HeadlessUIKit

/// A collection of constraints built for a root view, activated and deactivated together (StraitJacket's
/// `Restraint`, docs/dsl-semantics.md, "Restraints").
///
/// Builders chain and return the restraint; nothing is active until ``activate()``. Sub-restraints are honoured
/// (docs/dsl-semantics.md, "Decisions"): activating a restraint activates them too.
///
/// ```swift
/// let login = Restraint(root)
///   .addItems([title, email, password, confirm])
///   .chainVertically([title, Space(20), email, password, Space(24), confirm], in: boundary)
/// login.activate()
/// ```
public final class Restraint {
  /// The root the items are added to.
  public private(set) weak var view: View?
  /// The restraint's own constraints, in the order they were made.
  public private(set) var constraints: [LayoutConstraint] = []
  /// Restraints activated and deactivated with this one.
  public private(set) var subRestraints: [Restraint]
  private var constraintsByIdentifier: [String: LayoutConstraint] = [:]
  /// Where the builder being run was called from: its diagnostics point there.
  private(set) var callSite: (file: String, line: Int) = ("", 0)

  /// Records the caller of a builder, for the diagnostics it reports.
  func calledFrom(_ file: String, _ line: Int) {
    callSite = (file, line)
  }

  /// A restraint for `view`, with sub-restraints and, in the later spelling, the items to add (``addItems(_:)``).
  public init(_ view: View, subRestraints: [Restraint] = [], items: [Restrainable] = []) {
    self.view = view
    self.subRestraints = subRestraints
    addItems(items)
  }

  // MARK: - Items and constraints

  /// Adds views (as subviews of the root, with translatesAutoresizingMaskIntoConstraints false) and guides (with
  /// addLayoutGuide), in order.
  @discardableResult
  public func addItems(_ items: [Restrainable]) -> Restraint {
    for item in items {
      if let subview = item as? View {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view?.addSubview(subview)
      } else if let guide = item as? LayoutGuide {
        view?.addLayoutGuide(guide)
      }
    }
    return self
  }

  /// Appends sub-restraints.
  @discardableResult
  public func addRestraints(_ restraints: [Restraint]) -> Restraint {
    subRestraints += restraints
    return self
  }

  /// Appends constraints (inactive until ``activate()``).
  @discardableResult
  public func addConstraints(
    _ constraints: [LayoutConstraint], file: String = #fileID, line: Int = #line
  ) -> Restraint {
    calledFrom(file, line)
    for constraint in constraints { append(constraint, identifier: constraint.identifier) }
    return self
  }

  /// Removes constraints and deactivates them; their identifiers no longer find them.
  @discardableResult
  public func removeConstraints(_ constraints: [LayoutConstraint]) -> Restraint {
    let removed = Set(constraints.map(ObjectIdentifier.init))
    self.constraints.removeAll { removed.contains(ObjectIdentifier($0)) }
    constraintsByIdentifier = constraintsByIdentifier.filter {
      !removed.contains(ObjectIdentifier($0.value))
    }
    LayoutConstraint.deactivate(constraints)
    return self
  }

  /// The constraint built with an identifier, in this restraint.
  public func constraintWithId(_ identifier: String) -> LayoutConstraint? {
    constraintsByIdentifier[identifier]
  }

  /// Records a constraint with its identifier; a duplicate identifier is reported and ``constraintWithId(_:)`` keeps
  /// finding the first constraint (the second still carries the identifier the user gave it).
  func append(_ constraint: LayoutConstraint, identifier: String?) {
    if let identifier {
      constraint.identifier = identifier
      if constraintsByIdentifier[identifier] == nil {
        constraintsByIdentifier[identifier] = constraint
      } else {
        Diagnostics.report(
          Diagnostic(
            .error,
            "duplicate identifier \"\(identifier)\" in the restraint of \(view?.debugName ?? "a released view")",
            file: callSite.file, line: callSite.line))
      }
    }
    constraints.append(constraint)
  }

  /// Makes and records `first.attribute REL second.attribute × multiplier + constant @priority`.
  func make(
    _ first: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
    _ second: LayoutItem?,
    _ secondAttribute: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: LayoutPriority = .required, identifier: String? = nil
  ) {
    let constraint = LayoutConstraint(
      item: first, attribute: attribute, relatedBy: relation, toItem: second,
      attribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier,
      constant: constant)
    constraint.priority = priority
    append(constraint, identifier: identifier)
  }

  // MARK: - Activation

  /// Activates the own constraints, then each sub-restraint's, recursively.
  public func activate() {
    LayoutConstraint.activate(constraints)
    for child in subRestraints { child.activate() }
    view?.setNeedsLayout()
  }

  /// Deactivates the own constraints, then each sub-restraint's, recursively.
  public func deactivate() {
    LayoutConstraint.deactivate(constraints)
    for child in subRestraints { child.deactivate() }
    view?.setNeedsLayout()
  }

  /// The own constraints and the direct sub-restraints' own (one level).
  public func totalConstraints() -> [LayoutConstraint] {
    constraints + subRestraints.flatMap(\.constraints)
  }

  /// Switches from `old` to `new`: deactivates what only `old` has and activates what only `new` has; shared
  /// constraints are not touched.
  public static func activate(_ new: Restraint, andDeactivate old: Restraint) {
    let newOnes = new.totalConstraints()
    let oldOnes = old.totalConstraints()
    let newSet = Set(newOnes.map(ObjectIdentifier.init))
    let oldSet = Set(oldOnes.map(ObjectIdentifier.init))
    LayoutConstraint.deactivate(oldOnes.filter { !newSet.contains(ObjectIdentifier($0)) })
    LayoutConstraint.activate(newOnes.filter { !oldSet.contains(ObjectIdentifier($0)) })
  }

  // MARK: - Sizes

  /// `item.width REL value @p` for each value.
  @discardableResult
  public func setWidths(_ widths: [Width]..., file: String = #fileID, line: Int = #line)
    -> Restraint
  {
    calledFrom(file, line)
    return setSizes(widths.flatMap { $0 })
  }

  /// `item.height REL value @p` for each value.
  @discardableResult
  public func setHeights(_ heights: [Height]..., file: String = #fileID, line: Int = #line)
    -> Restraint
  {
    calledFrom(file, line)
    return setSizes(heights.flatMap { $0 })
  }

  /// The later spelling of both: `setSizes(widths: [a.equal(size: 10)], heights: [a.equal(size: 4)])`.
  @discardableResult
  public func setSizes(
    widths: [Width] = [], heights: [Height] = [], file: String = #fileID, line: Int = #line
  ) -> Restraint {
    calledFrom(file, line)
    setSizes(widths)
    return setSizes(heights)
  }

  @discardableResult
  private func setSizes<Axis>(_ values: [SizeValue<Axis>]) -> Restraint {
    for size in values {
      make(
        size.item, Axis.attribute, size.relation, nil, .notAnAttribute, constant: size.value,
        priority: size.priority, identifier: size.identifier)
    }
    return self
  }

  /// `source.width REL other.width × m` for each value.
  @discardableResult
  public func setRelativeWidths(
    _ widths: [RelativeWidth]..., file: String = #fileID, line: Int = #line
  ) -> Restraint {
    calledFrom(file, line)
    return setRelativeSizes(widths.flatMap { $0 })
  }

  /// `source.height REL other.height × m` for each value.
  @discardableResult
  public func setRelativeHeights(
    _ heights: [RelativeHeight]..., file: String = #fileID, line: Int = #line
  ) -> Restraint {
    calledFrom(file, line)
    return setRelativeSizes(heights.flatMap { $0 })
  }

  /// The later spelling of both: `setRelativeSizes(widths: [a.multiple(0.5, of: root)])`.
  @discardableResult
  public func setRelativeSizes(
    widths: [RelativeWidth] = [], heights: [RelativeHeight] = [], file: String = #fileID,
    line: Int = #line
  ) -> Restraint {
    calledFrom(file, line)
    setRelativeSizes(widths)
    return setRelativeSizes(heights)
  }

  @discardableResult
  private func setRelativeSizes<Axis>(_ values: [RelativeSizeValue<Axis>]) -> Restraint {
    for size in values {
      make(
        size.item, Axis.attribute, size.relation, size.other, Axis.attribute,
        multiplier: size.multiplier, priority: size.priority, identifier: size.identifier)
    }
    return self
  }
}
