import Foundation

/// Views placed by their frames alone stay out of the solver until a constraint needs them.
///
/// A view with `translatesAutoresizingMaskIntoConstraints` and a mask with nothing flexible would get four required
/// constraints that say its frame, and its intrinsic size's weaker ones, which the required ones override: the solver
/// would only give back the frame it was told. A standard cell's labels, its accessory and separator are such views,
/// and so is most of a screen written with frames. They are left out (their frames are theirs, as in UIKit, where a
/// view joins a layout engine only when constraints involve it) and brought in with their constraints, in place, the
/// first time a solver constraint refers to one of their variables: a constraint to their anchors, a guide made on
/// them, a position measured through them as a coordinate parent.
extension LayoutEngine {
  /// Whether a view may stay out of the solver: placed by a frame whose mask keeps it fixed, with no built-in or
  /// added guides, not the root, and not a view whose height follows its width (its intrinsic height is updated from
  /// its solved width).
  func mayStayOutsideSolver(_ view: View) -> Bool {
    view.translatesAutoresizingMaskIntoConstraints && view !== root
      && view.storedSuperview != nil
      && view.autoresizingMask.isDisjoint(with: Self.flexibleMask) && view.guides.isEmpty
      && !view.hasHeightForWidth
  }

  private static let flexibleMask: AutoresizingMask = [
    .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin,
    .flexibleHeight, .flexibleBottomMargin,
  ]

  /// Whether a view is outside the solver now (its frame is its own; its variables hold nothing).
  func isOutsideSolver(_ view: View) -> Bool {
    viewsOutsideSolver.contains(ObjectIdentifier(view))
  }

  /// Brings into the solver the views outside it that a solver constraint about to be added refers to.
  func bringInViews(referencedBy constraint: Constraint) {
    for term in constraint.expression.terms {
      guard let owner = term.variable.owner,
        viewsOutsideSolver.remove(ObjectIdentifier(owner)) != nil,
        let view = owner as? View
      else { continue }
      addGeneratedConstraints(of: view)
    }
  }
}
