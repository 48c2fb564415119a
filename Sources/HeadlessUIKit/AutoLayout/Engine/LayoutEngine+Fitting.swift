import Foundation

extension LayoutEngine {
  /// The size `view` takes from its own constraints and its subviews', pulled towards `target` at the given
  /// priorities, computed in a scratch engine over its subtree: constraints to views outside it do not count, and
  /// nothing about the tree changes (frames, solved values and measured widths are put back) but the constraint
  /// updates that were due.
  ///
  /// A view a container is measuring in place (a table's self-sizing cell, `LayoutEngine+MeasuringInPlace`) is
  /// measured in the engine it lives in instead, with the same answer.
  ///
  /// - Complexity: A full solve of the subtree's constraints; none when nothing inside can size the view
  ///   (``isSizedByNothingInside(_:)``); an incremental one when measured in place.
  static func fittingSize(
    of view: View, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
  ) -> CGSize {
    let views = view.subtree()
    runConstraintUpdates(in: views)
    // The pulls towards the target are then the only constraints on the view's size, and they hold exactly.
    if isSizedByNothingInside(views) { return target }
    if let engine = view.rootView.engine,
      let size = engine.fittingSizeInPlace(
        of: view, subtree: views, target: target, horizontal: horizontal, vertical: vertical)
    {
      return size
    }
    let items: [LayoutItem] = views.flatMap {
      [$0 as LayoutItem] + $0.guides.map { $0 as LayoutItem }
    }
    let savedValues = items.flatMap { $0.variables.all.map { ($0, $0.value) } }
    let savedWidths = views.map { ($0, $0.widthForIntrinsicHeight) }
    defer {
      for (variable, value) in savedValues { variable.restoreValue(value) }
      for (view, width) in savedWidths { view.widthForIntrinsicHeight = width }
    }
    let (size, _) = Diagnostics.collect { () -> CGSize in
      let engine = LayoutEngine(root: view, isFitting: true)
      engine.build()
      let own = view.itemVariables
      for (variable, value, priority) in [
        (own.width, target.width, horizontal), (own.height, target.height, vertical),
      ] {
        let pull = Constraint(variable - Double(value), .equal, priority: priority)
        engine.addToSolver(pull, for: .generated(WeakItem(item: view), .maskWidth))
      }
      for _ in 0..<maximumPasses {
        engine.solver.updateVariables()
        if !engine.updateWidthDependentHeights(views) { break }
      }
      return CGSize(width: own.width.value, height: own.height.value)
    }
    return size
  }

  /// Calls `updateConstraints` on the views of a subtree (`views`, in tree order) that need it, subviews first, as
  /// UIKit does before it measures a fitting size: code that makes its constraints there (once, behind a flag) has
  /// them when it is measured before its first layout.
  static func runConstraintUpdates(in views: [View]) {
    for member in views.reversed() where member.needsConstraintUpdate {
      member.updateConstraints()
      member.needsConstraintUpdate = false
    }
  }

  /// Whether nothing in a subtree (`views`, its root first) constrains the root's size: no constraint is installed
  /// in it, the root has no intrinsic size, and every view under the root is placed by its frame with a fixed size
  /// (its autoresizing mask has no flexible width or height, so no content can push on the root through it).
  ///
  /// Such a subtree is what a cell of a standard style holds (labels and images placed in `layoutSubviews`), and
  /// its fitting size is the target itself whatever the priorities: measuring it needs no solver.
  static func isSizedByNothingInside(_ views: [View]) -> Bool {
    guard let root = views.first,
      root.currentIntrinsicSize
        == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    else { return false }
    for (index, view) in views.enumerated() {
      guard view.installedConstraints.isEmpty else { return false }
      guard index > 0 else { continue }
      guard view.translatesAutoresizingMaskIntoConstraints,
        view.autoresizingMask.isDisjoint(with: [.flexibleWidth, .flexibleHeight])
      else { return false }
    }
    return true
  }
}

extension View {
  /// A target size asking for the smallest size the constraints allow (UIKit's `layoutFittingCompressedSize`).
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// A target size asking for the largest size the constraints allow (UIKit's `layoutFittingExpandedSize`; UIKit
  /// does not document its number, any size beyond every layout serves).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  func systemLayoutSizeFittingImplementation(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  func systemLayoutSizeFittingImplementation(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
    verticalFittingPriority vertical: LayoutPriority
  ) -> CGSize {
    LayoutEngine.fittingSize(
      of: self, target: targetSize, horizontal: horizontal, vertical: vertical)
  }
}
