import LayoutSolver

/// A constraint as a conflict report names it: the solver's handle, its text, and who made it.
///
/// Reports cross threads and outlive layout passes, constraints do not, so a report carries this instead of the
/// constraint. Find the constraint a report is about with ``refers(to:)``:
///
/// ```swift
/// if let report = root.conflictReports.first, report.broken.refers(to: widthConstraint) { … }
/// ```
public struct ReportedConstraint: Hashable, Sendable, CustomStringConvertible {
  /// The solver's constraint: compare with the ``ConstraintReference``s of a ``SolverError``.
  public let reference: ConstraintReference
  /// The constraint as UIKit code reads it: `box.width == 200 "identifier"`, or what UIKit made it for
  /// (`autoresizing mask of box`, `box.intrinsicWidth`).
  public let description: String
  /// The constraint's `identifier`, when code made and named it.
  public let identifier: String?
  /// Whether the layout engine made it (autoresizing masks, intrinsic sizes, margins, stack views) rather than code.
  public let isGenerated: Bool
  /// The line that activated it, when its activation named one.
  public let line: Int?
  /// The identity of the `NSLayoutConstraint` that code made; `nil` for generated constraints.
  let constraintID: ObjectIdentifier?

  /// Whether this names `constraint`.
  public func refers(to constraint: LayoutConstraint) -> Bool {
    constraintID == ObjectIdentifier(constraint)
  }

  /// A constraint that code made.
  init(_ reference: ConstraintReference, made constraint: LayoutConstraint) {
    self.reference = reference
    description = constraint.description
    identifier = constraint.identifier
    isGenerated = false
    line = constraint.activationLine
    constraintID = ObjectIdentifier(constraint)
  }

  /// A constraint the engine made, described by what it is for.
  init(_ reference: ConstraintReference, generated description: String) {
    self.reference = reference
    self.description = description
    identifier = nil
    isGenerated = true
    line = nil
    constraintID = nil
  }
}
