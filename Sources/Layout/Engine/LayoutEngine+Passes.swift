import Foundation

extension LayoutEngine {
  /// The most passes a layout makes while safe areas and width-dependent heights settle.
  static let maximumPasses = 6
  /// The most rounds of `layoutSubviews` a layout runs while they keep changing the layout.
  static let maximumRounds = 8

  /// Solves, sets every frame, then repeats while safe-area insets or width-dependent intrinsic heights change
  /// (UIKit's second pass), and calls `layoutSubviews` top-down; if those calls changed the layout (frames set by
  /// hand, constraints changed), the frames are updated and `layoutSubviews` runs again, a bounded number of times.
  ///
  /// A layout asked for while one is running (a `layoutSubviews` that calls `layoutIfNeeded`) returns at once,
  /// as in UIKit: the running pass picks the change up.
  func layout() {
    guard !isLayingOut else { return }
    isLayingOut = true
    defer { isLayingOut = false }
    healBrokenConstraintsIfNeeded()
    for _ in 0..<Self.maximumRounds {
      let views = root.subtree()
      for _ in 0..<Self.maximumPasses {
        solver.updateVariables()
        applyFrames(views)
        let safeAreasChanged = updateSafeAreas(views)
        let heightsChanged = updateWidthDependentHeights(views)
        if !safeAreasChanged && !heightsChanged { break }
      }
      let revision = solver.revision
      for view in views { view.layoutSubviews() }
      healBrokenConstraintsIfNeeded()
      // Nothing the solver holds changed: the frames stand (the common case, at no cost).
      if solver.revision == revision || solver.updateVariables().isEmpty { return }
    }
    applyFrames(root.subtree())
    Diagnostics.report(
      Diagnostic(
        .warning,
        "layout of \(root.debugName) did not settle after \(Self.maximumRounds) rounds: a layoutSubviews keeps "
          + "changing frames or constraints"))
  }

  /// Sets each view's frame and each guide's layout frame from the solution (their variables are in those
  /// coordinates already).
  private func applyFrames(_ views: [View]) {
    for view in views {
      view.storedFrame = view.itemVariables.rect
      for guide in view.guides { guide.storedLayoutFrame = guide.itemVariables.rect }
    }
  }

  /// Computes each view's safe-area insets from the frames: the part of the view outside its superview's safe
  /// area, plus its own additional insets; updates the guides that depend on them.
  ///
  /// - Returns: Whether any guide constraint changed (another pass is needed).
  private func updateSafeAreas(_ views: [View]) -> Bool {
    var safeRects: [ObjectIdentifier: CGRect] = [:]
    var sceneOrigins: [ObjectIdentifier: CGPoint] = [:]
    var changed = false
    for view in views {
      let frame = view.itemVariables.rect
      let parentOrigin = view.superview.flatMap { sceneOrigins[ObjectIdentifier($0)] } ?? .zero
      let rect = frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
      sceneOrigins[ObjectIdentifier(view)] = rect.origin
      var insets = view.additionalSafeAreaInsets
      if let parent = view.superview, let parentSafe = safeRects[ObjectIdentifier(parent)] {
        insets.top += clamp(parentSafe.minY - rect.minY, upTo: rect.height)
        insets.left += clamp(parentSafe.minX - rect.minX, upTo: rect.width)
        insets.bottom += clamp(rect.maxY - parentSafe.maxY, upTo: rect.height)
        insets.right += clamp(rect.maxX - parentSafe.maxX, upTo: rect.width)
      }
      safeRects[ObjectIdentifier(view)] = CGRect(
        x: rect.minX + insets.left, y: rect.minY + insets.top,
        width: max(0, rect.width - insets.left - insets.right),
        height: max(0, rect.height - insets.top - insets.bottom))
      if insets != view.computedSafeAreaInsets || safeAreaIsStale {
        let differs = insets != view.computedSafeAreaInsets
        view.computedSafeAreaInsets = insets
        if differs
          && (view.safeAreaGuide != nil
            || (view.marginsGuide != nil && view.insetsLayoutMarginsFromSafeArea))
        {
          for guide in view.guides where guide.role != .custom { refreshGenerated(of: guide) }
          changed = true
        }
      }
    }
    safeAreaIsStale = false
    return changed
  }

  private func clamp(_ value: CGFloat, upTo limit: CGFloat) -> CGFloat {
    min(max(0, value), max(0, limit))
  }

  /// Gives views whose height depends on their width the width they got, and updates their intrinsic size.
  ///
  /// - Returns: Whether any intrinsic size changed (another pass is needed).
  func updateWidthDependentHeights(_ views: [View]) -> Bool {
    var changed = false
    for view in views where view.hasHeightForWidth {
      let width = CGFloat(view.itemVariables.width.value)
      guard view.widthForIntrinsicHeight != width else { continue }
      let before = view.currentIntrinsicSize
      view.widthForIntrinsicHeight = width
      if view.currentIntrinsicSize != before {
        refreshGenerated(of: view)
        changed = true
      }
    }
    return changed
  }
}
