import Foundation

/// Measuring a view's fitting size in the engine that lays it out, instead of in a scratch engine of its own.
///
/// A table measures each self-sizing cell it shows. In a scratch engine the cell's constraints are solved twice:
/// once to measure it, then again when the cell joins the table's engine. UIKit measures a cell in the engine it
/// lives in; so does a table here (docs/solver.md, "Measuring in place"): it leaves the content view's height open
/// (no autoresizing constraint says it), lets the cell join, and
/// ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` then pulls the open
/// length towards the target at the fitting priority, solves, reads the size and takes the pull away. The answer is
/// the scratch engine's: a subtree whose constraints stay inside it is tied to the rest only through the view's own
/// variables, and each item's position is measured from its coordinate parent, so nothing outside moves anything
/// inside.
extension LayoutEngine {
  /// The lengths of a view's frame that its autoresizing constraints leave open while the view is measured.
  struct OpenLengths: OptionSet {
    let rawValue: UInt8
    static let width = OpenLengths(rawValue: 1 << 0)
    static let height = OpenLengths(rawValue: 1 << 1)
  }

  /// Leaves `lengths` of `view`'s frame out of its autoresizing constraints until ``closeLengths(of:)``: a view
  /// about to be measured joins the tree without a length that its content could contradict.
  func openLengths(_ lengths: OpenLengths, of view: View) {
    openLengthsByView[ObjectIdentifier(view)] = lengths
    // A view not in the tree yet takes the open lengths as it joins.
    if view.rootView === root { refreshGenerated(of: view) }
  }

  /// Gives `view`'s autoresizing constraints back their lengths, from its frame as it is now.
  func closeLengths(of view: View) {
    guard openLengthsByView.removeValue(forKey: ObjectIdentifier(view)) != nil,
      view.rootView === root
    else {
      return
    }
    refreshGenerated(of: view)
  }

  /// Removes the specs of the lengths left open for `view` (``openLengths(_:of:)``).
  func leaveOpenLengthsOut(of view: View, from specs: inout GeneratedSpecs) {
    guard !openLengthsByView.isEmpty, let open = openLengthsByView[ObjectIdentifier(view)] else {
      return
    }
    if open.contains(.width) { specs[.maskWidth] = nil }
    if open.contains(.height) { specs[.maskHeight] = nil }
  }

  /// `view`'s fitting size measured in this engine, or `nil` when it must be measured in a scratch engine.
  ///
  /// Measured here when a container left the lengths that are pulled at less than required open for it, the
  /// required ones already have the target's length, and no constraint ties the subtree (`views`, `view` first) to
  /// a view outside it. The solver's values then change; the views whose variables changed are laid out at the next
  /// pass, as for any change.
  func fittingSizeInPlace(
    of view: View, subtree views: [View], target: CGSize, horizontal: LayoutPriority,
    vertical: LayoutPriority
  ) -> CGSize? {
    guard !openLengthsByView.isEmpty, let open = openLengthsByView[ObjectIdentifier(view)],
      view !== root, view.translatesAutoresizingMaskIntoConstraints, !isOutsideSolver(view)
    else { return nil }
    let own = view.itemVariables
    let axes: [(OpenLengths, Variable, CGFloat, CGFloat, LayoutPriority)] = [
      (.width, own.width, target.width, view.storedFrame.width, horizontal),
      (.height, own.height, target.height, view.storedFrame.height, vertical),
    ]
    for (length, _, wanted, current, priority) in axes {
      let fits =
        priority.isRequired ? !open.contains(length) && current == wanted : open.contains(length)
      guard fits else { return nil }
    }
    guard isSelfContained(view, subtree: views) else { return nil }
    var pulls: [Constraint] = []
    for (length, variable, wanted, _, priority) in axes where open.contains(length) {
      let pull = Constraint(variable - Double(wanted), .equal, priority: priority)
      addToSolver(
        pull, for: .generated(WeakItem(item: view), length == .width ? .maskWidth : .maskHeight))
      pulls.append(pull)
    }
    for _ in 0..<Self.maximumPasses {
      for variable in solver.updateVariables() {
        variablesChangedWhileMeasuring.append(
          MeasuredChange(variable: variable, owner: variable.owner))
      }
      if !updateWidthDependentHeights(views) { break }
    }
    let size = CGSize(width: own.width.value, height: own.height.value)
    for pull in pulls { removeSolverConstraint(pull) }
    return size
  }

  /// Whether every constraint that refers to a view of the subtree (`views`, `view` first) refers to nothing outside
  /// it: those installed inside it, and those installed on its ancestors (where a constraint between a view inside
  /// and one outside is installed).
  private func isSelfContained(_ view: View, subtree views: [View]) -> Bool {
    for member in views
    where member.installedConstraints.contains(where: { $0.mentionsItem(outside: view) }) {
      return false
    }
    var ancestor = view.storedSuperview
    while let outer = ancestor {
      if outer.installedConstraints.contains(where: { $0.mentionsItem(inside: view) }) {
        return false
      }
      ancestor = outer.storedSuperview
    }
    return true
  }
}
