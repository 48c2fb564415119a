import Foundation
@_exported import LayoutSolver

/// Auto Layout's priority scale: 1000 is required, anything lower optional (UIKit's `UILayoutPriority`).
public typealias LayoutPriority = Priority

/// A relation between two layout attributes, `first.attribute REL second.attribute × multiplier + constant`, at a
/// priority (UIKit's `NSLayoutConstraint`).
///
/// Make constraints with anchors (`view.topAnchor.constraint(equalTo: other.bottomAnchor, constant: 8)`) or with
/// ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``, then activate them. ``constant`` and
/// ``priority`` may change while active; the layout engine updates them in place.
@preconcurrency @MainActor
open class LayoutConstraint: NSObject {
  /// The item on the left-hand side (held weakly, as in UIKit: views own their constraints, not the reverse).
  package private(set) weak var firstLayoutItem: LayoutItem?
  /// The item on the right-hand side, or `nil` for a constant size (held weakly).
  package private(set) weak var secondLayoutItem: LayoutItem?
  let storedFirstAttribute: LayoutAttribute
  let storedRelation: LayoutRelation
  let storedSecondAttribute: LayoutAttribute
  let storedMultiplier: CGFloat

  /// The item on the left-hand side: a view or a layout guide.
  open var firstItem: AnyObject? { firstLayoutItem }
  /// The attribute of the first item.
  open var firstAttribute: LayoutAttribute { storedFirstAttribute }
  /// How the two sides compare.
  open var relation: LayoutRelation { storedRelation }
  /// The item on the right-hand side, or `nil` for a constant size.
  open var secondItem: AnyObject? { secondLayoutItem }
  /// The attribute of the second item (`.notAnAttribute` for a constant size).
  open var secondAttribute: LayoutAttribute { storedSecondAttribute }
  /// The factor on the second item's attribute.
  open var multiplier: CGFloat { storedMultiplier }
  /// The anchor of the first item and attribute.
  ///
  /// It is the item's own anchor (`constraint.firstAnchor === view.topAnchor`). Once the item is gone
  /// (constraints hold their items weakly), the anchor belongs to an empty guide that is equal to no other anchor.
  open var firstAnchor: LayoutAnchor<AnyObject> {
    (firstLayoutItem ?? LayoutGuide()).erasedAnchor(firstAttribute)
  }

  /// The anchor of the second item and attribute, or `nil` for a constant size.
  open var secondAnchor: LayoutAnchor<AnyObject>? {
    secondLayoutItem?.erasedAnchor(secondAttribute)
  }

  /// A name shown in diagnostics (`"UISV-spacing"`, say).
  open var identifier: String? {
    get { storedIdentifier }
    set { storedIdentifier = newValue }
  }
  var storedIdentifier: String?
  /// Whether an archive of the view keeps this constraint (stored; there are no archives here).
  open var shouldBeArchived = false
  /// The view the constraint is installed on while active: the nearest common ancestor of its items.
  weak var installedView: View?
  var active = false
  /// The line of the scene file that activated the constraint, when the call named one (`activate(_:)`, the DSLs):
  /// conflict reports and layout lint findings point at it.
  var activationLine: Int?

  /// Creates a constraint (UIKit's designated form).
  ///
  /// Invalid combinations are refused when the constraint is activated, with a diagnostic.
  public init(
    item: LayoutItem, attribute firstAttribute: LayoutAttribute, relatedBy relation: LayoutRelation,
    toItem secondItem: LayoutItem?, attribute secondAttribute: LayoutAttribute,
    multiplier: CGFloat = 1,
    constant: CGFloat = 0
  ) {
    self.firstLayoutItem = item
    self.storedFirstAttribute = firstAttribute
    self.storedRelation = relation
    self.secondLayoutItem = secondItem
    self.storedSecondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
    self.storedMultiplier = multiplier
    self.storedConstant = constant
  }

  /// A constraint with no items (UIKit's `NSLayoutConstraint()`, inherited from `NSObject`): `0 == 0`, which
  /// activating refuses with a diagnostic, as UIKit raises an exception for it.
  public override convenience init() {
    self.init(
      item: LayoutGuide(), attribute: .notAnAttribute, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute)
  }

  /// The initialiser behind ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:file:line:)``
  /// with untyped items: a first item that was not a layout item is `nil`, and activation refuses it.
  ///
  /// A convenience initialiser, so that every designated one is public and a team's subclass inherits UIKit's
  /// convenience initialisers. A missing item is a guide that nothing holds, gone (the weak reference `nil`) once
  /// made, as in ``init()``.
  convenience init(
    checkedItem item: LayoutItem?, attribute firstAttribute: LayoutAttribute,
    relatedBy relation: LayoutRelation, toItem secondItem: LayoutItem?,
    attribute secondAttribute: LayoutAttribute, multiplier: CGFloat, constant: CGFloat
  ) {
    self.init(
      item: item ?? LayoutGuide(), attribute: firstAttribute, relatedBy: relation,
      toItem: secondItem,
      attribute: secondAttribute, multiplier: multiplier, constant: constant)
  }

  var storedConstant: CGFloat
  var storedPriority: LayoutPriority = .required

  /// The offset added to the right-hand side; changed in place while active.
  open var constant: CGFloat {
    get { storedConstant }
    set {
      guard newValue != storedConstant else { return }
      guard newValue.isFinite, abs(newValue) <= Solver.maximumMagnitude else {
        Diagnostics.report(
          Diagnostic(
            .error,
            "constant \(newValue) of \(self) is not finite or beyond ±\(Solver.maximumMagnitude); unchanged"
          ))
        return
      }
      storedConstant = newValue
      if active { installedView?.rootView.engine?.updateConstant(of: self) }
    }
  }

  /// How strongly the constraint asks to hold (1000, required, by default).
  ///
  /// Changing an active constraint between required and optional raises an exception in UIKit; here it is refused with
  /// a diagnostic that names the constraint, and nothing changes (docs/dsl-semantics.md, "Activation rules and priority
  /// changes"). Changes between optional priorities are made in place.
  open var priority: LayoutPriority {
    get { storedPriority }
    set {
      guard newValue != storedPriority else { return }
      guard newValue.isValid else {
        Diagnostics.report(
          Diagnostic(.error, "priority \(newValue) of \(self) is outside 0 < p <= 1000; unchanged"))
        return
      }
      if active && newValue.isRequired != storedPriority.isRequired {
        let change = storedPriority.isRequired ? "required to optional" : "optional to required"
        Diagnostics.report(
          Diagnostic(
            .error,
            "cannot change the priority of active constraint \(self) from \(change) (\(storedPriority) to \(newValue)); "
              + "deactivate it first"))
        return
      }
      storedPriority = newValue
      if active { installedView?.rootView.engine?.updatePriority(of: self) }
    }
  }

  /// Whether the constraint takes part in layout.
  ///
  /// Activating an invalid constraint (no common ancestor, mismatched attributes, non-finite numbers) reports a
  /// diagnostic and leaves it inactive.
  open var isActive: Bool {
    get { active }
    set { newValue ? _activate(file: "", line: 0) : _deactivate() }
  }

  /// Activates each constraint (in order), as if setting ``isActive``; a problem is reported at the caller's line.
  public static func activate(
    _ constraints: [LayoutConstraint], file: String = #fileID, line: Int = #line
  ) {
    for constraint in constraints { constraint._activate(file: file, line: line) }
  }

  /// Activates each constraint (in order): UIKit's spelling, which a subclass may override.
  ///
  /// A call names ``activate(_:file:line:)``, which reports problems at the caller's line; this one is what an
  /// override replaces, and is called on the subclass that overrides it (`MyConstraint.activate(…)`).
  @_disfavoredOverload
  open class func activate(_ constraints: [LayoutConstraint]) {
    activate(constraints, file: "", line: 0)
  }

  /// The constraints a visual format string describes: UIKit's spelling, which a subclass may override
  /// (AutoLayout/Constraints/VisualFormat).
  ///
  /// A call names ``constraints(withVisualFormat:options:metrics:views:file:line:)``, which reports problems at the
  /// caller's line; this one is what an override replaces.
  @_disfavoredOverload
  open class func constraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) -> [LayoutConstraint] {
    visualFormatConstraintsReporting(
      format, options: options, metrics: metrics, views: views, file: "", line: 0)
  }

  /// Deactivates each constraint.
  open class func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint._deactivate() }
  }

  /// Activates the constraint, reporting problems at `file`:`line`.
  ///
  /// Not API (underscored): overridable so that a DSL's handle can forward it.
  open func _activate(file: String, line: Int) {
    guard !active else { return }
    let owner: View
    switch validate() {
    case .success(let view): owner = view
    case .failure(let problem):
      Diagnostics.report(
        Diagnostic(.error, "cannot activate \(self): \(problem.message)", file: file, line: line))
      return
    }
    active = true
    activationLine = line > 0 ? line : nil
    installedView = owner
    owner.installedConstraints.append(self)
    owner.rootView.engine?.add(self)
  }

  /// Deactivates the constraint.
  ///
  /// Not API (underscored): overridable like ``_activate(file:line:)``.
  open func _deactivate() {
    guard active else { return }
    active = false
    if let owner = installedView {
      owner.installedConstraints.removeAll { $0 === self }
      owner.rootView.engine?.remove(self)
    }
    installedView = nil
  }

  /// Whether either item is `view` or lies inside it.
  func mentionsItem(inside view: View) -> Bool {
    [firstLayoutItem, secondLayoutItem].contains { item in
      item?.layoutOwner?.isDescendant(of: view) == true
    }
  }

  /// Whether either item is neither `view` nor inside it (a guide without an owning view counts as outside).
  func mentionsItem(outside view: View) -> Bool {
    [firstLayoutItem, secondLayoutItem].contains { item in
      item.map { $0.layoutOwner?.isDescendant(of: view) != true } ?? false
    }
  }

  // MARK: - Description

  /// `title.top == root.top + 20 @750 "identifier"`: readable, with stable names.
  ///
  /// Readable from any thread, as UIKit's is (the caller must not race the main actor).
  open nonisolated override var description: String {
    unsafelyAsMainActor { readableDescription }
  }

  private var readableDescription: String {
    var text = "\(firstLayoutItem?.debugName ?? "nil").\(firstAttribute) \(relation.symbol) "
    if let secondItem = secondLayoutItem {
      text += "\(secondItem.debugName).\(secondAttribute)"
      if multiplier != 1 { text += " * \(formatted(multiplier))" }
      if storedConstant != 0 {
        text +=
          storedConstant > 0
          ? " + \(formatted(storedConstant))" : " - \(formatted(-storedConstant))"
      }
    } else {
      text += formatted(storedConstant)
    }
    if !storedPriority.isRequired { text += " @\(storedPriority)" }
    if let identifier { text += " \"\(identifier)\"" }
    return text
  }
}

/// A number for display: whole numbers without a fraction, others with up to four decimals.
func formatted(_ value: CGFloat) -> String {
  if value == value.rounded() && abs(value) < 1e12 { return String(Int64(value)) }
  var text = String(format: "%.4f", Double(value))
  while text.hasSuffix("0") { text.removeLast() }
  // A value within 0.00005 of a whole number rounds to one: "200.0000" is 200, and "-0.0000" is 0.
  if text.hasSuffix(".") { text.removeLast() }
  return text == "-0" ? "0" : text
}
