import Foundation

extension LayoutEngine {
  /// The most passes a layout makes while safe areas and width-dependent heights settle.
  static let maximumPasses = 6
  /// The most rounds of `layoutSubviews` a layout runs while they keep changing the layout.
  static let maximumRounds = 8

  /// Solves, sets the frames that changed, then repeats while safe-area insets or width-dependent intrinsic heights
  /// change (UIKit's second pass), and calls `layoutSubviews` top-down on the views that need it; if those calls
  /// changed the layout (frames set by hand, constraints changed), the frames are updated and `layoutSubviews` runs
  /// again where needed, a bounded number of times.
  ///
  /// Only what changed is visited: the views whose variables the solver reports as changed (a view's variables are
  /// its frame), views new to the tree or whose frame was set by hand, and the views with built-in guides that
  /// depend on the safe area. A view needs `layoutSubviews` when it is new, its size changed, one of its subviews'
  /// frames changed or was added or removed, or ``View/setNeedsLayout()`` was called, as in UIKit.
  ///
  /// A layout asked for while one is running (a `layoutSubviews` that calls `layoutIfNeeded`) returns at once,
  /// as in UIKit: the running pass picks the change up.
  func layout() {
    guard !isLayingOut else { return }
    isLayingOut = true
    defer { isLayingOut = false }
    runConstraintUpdates()
    healBrokenConstraintsIfNeeded()
    for _ in 0..<Self.maximumRounds {
      for _ in 0..<Self.maximumPasses {
        let resized = applySolution()
        let safeAreasChanged = updateSafeAreas()
        let heightsChanged = updateWidthDependentHeights(resized)
        if !safeAreasChanged && !heightsChanged { break }
      }
      let revision = solver.revision
      runLayoutSubviews()
      // Key-value observers hear what this round changed; what their handlers change is laid out next round.
      if PropertyWatch.isAnyLive { PropertyWatch.deliverChanges() }
      healBrokenConstraintsIfNeeded()
      // Nothing the solver holds changed and no frame was set by hand: the frames stand.
      if solver.revision == revision && itemsToRefresh.isEmpty && viewsNeedingLayout.isEmpty {
        return
      }
    }
    _ = applySolution()
    Diagnostics.report(
      Diagnostic(
        .warning,
        "layout of \(root.debugName) did not settle after \(Self.maximumRounds) rounds: a layoutSubviews keeps "
          + "changing frames or constraints"))
  }

  /// Writes the solver's new values into frames: each view whose variables changed, and each view to refresh
  /// (new in the tree, or its frame set by hand), gets its frame and its guides' layout frames.
  ///
  /// - Returns: The views whose width changed (or that are new), for the width-dependent heights.
  private func applySolution() -> [View] {
    solutionPass &+= 1
    var views: [View] = []
    var changed = solver.updateVariables()
    if !variablesChangedWhileMeasuring.isEmpty {
      // What measuring in place changed, but not of items that left the tree since (a cell measured below the
      // window goes back for reuse, or is released).
      for change in variablesChangedWhileMeasuring {
        guard let owner = change.owner, isInTree(owner) else { continue }
        changed.append(change.variable)
      }
      variablesChangedWhileMeasuring.removeAll()
    }
    for variable in refreshesEveryView ? [] : changed {
      if let view = variable.owner as? View {
        if view.solutionStamp != solutionPass {
          view.solutionStamp = solutionPass
          views.append(view)
        }
      } else if let guide = variable.owner as? LayoutGuide {
        guide.storedLayoutFrame = guide.itemVariables.rect
      }
    }
    let refreshed = itemsToRefresh
    itemsToRefresh.removeAll()
    refreshesEveryView = false
    for view in refreshed where view.rootView === root {
      setNeedsLayout(view)
      // A view outside the solver keeps its frame; its superview lays out again, as for any view that joins.
      if isOutsideSolver(view) {
        if let parent = view.storedSuperview { setNeedsLayout(parent) }
        continue
      }
      for guide in view.guides { guide.storedLayoutFrame = guide.itemVariables.rect }
      if view.solutionStamp != solutionPass {
        view.solutionStamp = solutionPass
        views.append(view)
      }
    }
    var resized: [View] = []
    let scale = views.isEmpty ? 0 : root.screenScale
    for view in views {
      // Frames Auto Layout places are aligned to the screen's pixels, as UIKit aligns them; frames the autoresizing
      // mask keeps (set by hand or resized with the superview) are the view's own (docs/uikit-defaults.md).
      let frame =
        view.translatesAutoresizingMaskIntoConstraints
        ? view.itemVariables.rect : view.itemVariables.rect.pixelAligned(scale: scale)
      let old = view.storedFrame
      guard frame != old || view.needsLayout else { continue }
      view.storedFrame = frame
      if frame.size != old.size || view.needsLayout {
        setNeedsLayout(view)
        resized.append(view)
      }
      if let parent = view.storedSuperview { setNeedsLayout(parent) }
    }
    if !views.isEmpty { safeAreaIsStale = true }
    return resized
  }

  /// Whether an item (a view or a guide) is in this engine's tree.
  private func isInTree(_ item: AnyObject) -> Bool {
    switch item {
    case let view as View: view.rootView === root
    case let guide as LayoutGuide: guide.owningView?.rootView === root
    default: false
    }
  }

  /// Calls `updateConstraints` on the views that need it, subviews before their superviews, as UIKit does before
  /// it lays out; the constraints they activate join the solver as any other change.
  func runConstraintUpdates() {
    guard !viewsNeedingConstraintUpdate.isEmpty else { return }
    let noted = viewsNeedingConstraintUpdate
    let mayHaveLeft = subtreeLeftSinceConstraintNotes
    viewsNeedingConstraintUpdate.removeAll()
    subtreeLeftSinceConstraintNotes = false
    // Views were noted superviews first (a subtree in depth-first order), so the reverse puts subviews first.
    for view in noted.reversed()
    where view.needsConstraintUpdate && (!mayHaveLeft || view.rootView === root) {
      view.updateConstraints()
      view.needsConstraintUpdate = false
    }
  }

  /// Calls `layoutSubviews` on the views that need it, superviews before their subviews.
  private func runLayoutSubviews() {
    guard !viewsNeedingLayout.isEmpty else { return }
    let marked = viewsNeedingLayout
    viewsNeedingLayout.removeAll()
    let topDown = marked.map { ($0, $0.depth) }.enumerated().sorted {
      ($0.element.1, $0.offset) < ($1.element.1, $1.offset)
    }
    for (_, (view, _)) in topDown where view.needsLayout {
      view.needsLayout = false
      // A view that left the tree since it was marked is another tree's business now.
      guard view.rootView === root else { continue }
      if let layer = view.loadedLayer {
        view.layoutSublayers(of: layer)
      } else {
        view.layoutSubviews()
      }
    }
  }

  /// Marks a view for `layoutSubviews` in the next layout.
  func setNeedsLayout(_ view: View) {
    guard !view.needsLayout else { return }
    view.needsLayout = true
    viewsNeedingLayout.append(view)
  }

  /// Marks a view whose frame must be written at the next layout even if its variables did not change.
  func refreshFrame(of view: View) {
    itemsToRefresh.append(view)
  }

  /// Computes the safe-area insets of the views whose built-in guides depend on them, from the frames, and updates
  /// those guides.
  ///
  /// - Returns: Whether any guide constraint changed (another pass is needed).
  private func updateSafeAreas() -> Bool {
    guard safeAreaIsStale else { return false }
    safeAreaIsStale = false
    var changed = false
    safeAreaViews.removeAll { $0.item == nil || ($0.item as? View)?.rootView !== root }
    for reference in safeAreaViews {
      guard let view = reference.item as? View else { continue }
      let insets = view.safeAreaInsetsFromFrames()
      guard insets != view.computedSafeAreaInsets else { continue }
      view.computedSafeAreaInsets = insets
      for guide in view.guides where guide.role != .custom { refreshGenerated(of: guide) }
      changed = true
      view.safeAreaInsetsDidChange()
      view.owningController?.viewSafeAreaInsetsDidChange()
      if view.insetsLayoutMarginsFromSafeArea {
        view.layoutMarginsDidChange()
        view.owningController?.viewLayoutMarginsDidChange()
      }
    }
    return changed
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
        // A proportional stack divides its length by its views' intrinsic lengths: it divides again.
        if !isFitting, let stack = view.storedSuperview as? StackView,
          stack.distribution == .fillProportionally,
          stack.arrangedSubviews.contains(where: { $0 === view })
        {
          stack.rebuild()
        }
        changed = true
      }
    }
    return changed
  }
}

extension View {
  /// How many superviews the view has.
  var depth: Int {
    var count = 0
    var current = storedSuperview
    while let view = current {
      count += 1
      current = view.storedSuperview
    }
    return count
  }

  /// The safe-area insets from the current frames: the part of the view outside its superview's safe area (in the
  /// scene's coordinates, down from the root, each superview's content shifted by its bounds origin, as a scroll
  /// view's is by its content offset), plus its own additional insets.
  ///
  /// - Complexity: O(depth).
  func safeAreaInsetsFromFrames() -> EdgeInsets {
    var chain: [View] = []
    var current: View? = self
    while let view = current {
      chain.append(view)
      current = view.storedSuperview
    }
    var origin = CGPoint.zero
    var parentSafe: CGRect?
    var parentRect: CGRect?
    var insets = EdgeInsets.zero
    for view in chain.reversed() {
      let frame = view.storedFrame
      let rect = CGRect(
        x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height
      )
      insets = view.additionalSafeAreaInsets + view.barSafeArea
      if let parentSafe, let parentRect {
        // Only the superview's unsafe strips inside its own frame count: a scroll view's content that lies past
        // its visible edges is not under a bar there.
        insets.top += clamp(parentSafe.minY - max(rect.minY, parentRect.minY), upTo: rect.height)
        insets.left += clamp(parentSafe.minX - max(rect.minX, parentRect.minX), upTo: rect.width)
        insets.bottom += clamp(min(rect.maxY, parentRect.maxY) - parentSafe.maxY, upTo: rect.height)
        insets.right += clamp(min(rect.maxX, parentRect.maxX) - parentSafe.maxX, upTo: rect.width)
      }
      parentRect = rect
      parentSafe = CGRect(
        x: rect.minX + insets.left, y: rect.minY + insets.top,
        width: max(0, rect.width - insets.left - insets.right),
        height: max(0, rect.height - insets.top - insets.bottom))
      origin = CGPoint(
        x: rect.minX - view.storedBoundsOrigin.x, y: rect.minY - view.storedBoundsOrigin.y)
    }
    return insets
  }

  private func clamp(_ value: CGFloat, upTo limit: CGFloat) -> CGFloat {
    min(max(0, value), max(0, limit))
  }
}
