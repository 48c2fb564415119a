import Foundation

/// How a view with ``View/translatesAutoresizingMaskIntoConstraints`` follows its superview's size (UIKit's
/// `UIView.AutoresizingMask`).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

extension View {
  // MARK: - Frame

  /// The view's rectangle in its superview's coordinates.
  ///
  /// After layout it holds the solved frame. While ``translatesAutoresizingMaskIntoConstraints`` is true, setting
  /// it fixes the view there (through required constraints, as in UIKit); otherwise the next layout overwrites it.
  public var frame: CGRect {
    get { storedFrame }
    set {
      storedFrame = newValue
      maskReferenceSize = superview?.storedFrame.size ?? .zero
      guard let engine = rootView.engine else { return }
      if translatesAutoresizingMaskIntoConstraints {
        engine.refreshGenerated(of: self)
      } else {
        // Layout puts the solved frame back.
        engine.refreshFrame(of: self)
      }
    }
  }

  /// The view's own rectangle in its own coordinates: its size, at the origin its content is scrolled to (zero
  /// except in a scroll view).
  ///
  /// Setting it changes the size around the centre, as UIKit does, and the origin (which moves the subviews'
  /// drawing, not their frames).
  public var bounds: CGRect {
    get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
    set {
      storedBoundsOrigin = newValue.origin
      let centre = center
      frame = CGRect(
        x: centre.x - newValue.width / 2, y: centre.y - newValue.height / 2, width: newValue.width,
        height: newValue.height)
    }
  }

  /// The centre of the frame, in the superview's coordinates; setting it moves the frame, keeping its size.
  public var center: CGPoint {
    get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
    set {
      frame = CGRect(
        x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
        width: storedFrame.width, height: storedFrame.height)
    }
  }

  /// Whether the view's frame and autoresizing mask become required constraints (true by default, as in UIKit).
  ///
  /// Views you position with constraints need `false`; a forgotten `false` shows up as an unsatisfiable-constraint
  /// report that says so.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { translatesMask }
    set {
      guard newValue != translatesMask else { return }
      translatesMask = newValue
      rootView.engine?.refreshGenerated(of: self)
    }
  }

  /// How the view follows its superview's size while ``translatesAutoresizingMaskIntoConstraints`` is true.
  public var autoresizingMask: AutoresizingMask {
    get { mask }
    set {
      mask = newValue
      if translatesAutoresizingMaskIntoConstraints { rootView.engine?.refreshGenerated(of: self) }
    }
  }

  // MARK: - Margins and safe area

  /// The insets of ``layoutMarginsGuide`` from the view's edges (8 on every side by default).
  public var layoutMargins: EdgeInsets {
    get {
      switch storedMargins {
      case .fixed(let insets): insets
      case .directional(let insets): insets.resolved(for: effectiveUserInterfaceLayoutDirection)
      }
    }
    set { setMargins(.fixed(newValue)) }
  }

  /// The margins with leading and trailing sides, which follow the layout direction.
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get {
      switch storedMargins {
      case .fixed(let insets): insets.directional(for: effectiveUserInterfaceLayoutDirection)
      case .directional(let insets): insets
      }
    }
    set { setMargins(.directional(newValue)) }
  }

  private func setMargins(_ margins: Margins) {
    storedMargins = margins
    rootView.engine?.refreshGenerated(of: self)
  }

  /// Whether the margins guide is also inset by the safe area (true by default): the margins are measured from the
  /// safe area's edges, as a view controller's root view's are.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { marginsFromSafeArea }
    set {
      marginsFromSafeArea = newValue
      rootView.engine?.refreshGenerated(of: self)
    }
  }

  /// Extra safe-area insets on this view, added to what it inherits; a scene sets its device's insets on the root.
  public var additionalSafeAreaInsets: EdgeInsets {
    get { additionalSafeArea }
    set {
      additionalSafeArea = newValue
      rootView.engine?.setNeedsSafeAreaUpdate()
    }
  }

  /// The insets of ``safeAreaLayoutGuide`` from the view's edges, from the current frames: the part of the view
  /// outside its ancestors' safe area, plus its own ``additionalSafeAreaInsets``.
  public var safeAreaInsets: EdgeInsets { safeAreaInsetsFromFrames() }

  // MARK: - Direction

  /// The layout direction chosen for this view and the views below it, or `nil` to inherit the superview's.
  public var semanticLayoutDirection: LayoutDirection? {
    get { chosenDirection }
    set {
      chosenDirection = newValue
      rootView.engine?.directionDidChange()
    }
  }

  /// The direction leading and trailing follow here: the nearest chosen one, left-to-right by default.
  public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
    var current: View? = self
    while let view = current {
      if let direction = view.chosenDirection { return direction }
      current = view.superview
    }
    return .leftToRight
  }

  // MARK: - Intrinsic size

  /// Tells the layout engine that ``intrinsicContentSize`` changed; the constraints change in place.
  public func invalidateIntrinsicContentSize() {
    rootView.engine?.refreshGenerated(of: self)
    superview?.arrangedContentDidChange(self)
  }

  /// The priority with which the view resists growing beyond its intrinsic size on an axis (250 by default).
  public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
    hugging[axis]
  }

  /// Sets the priority with which the view resists growing beyond its intrinsic size.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    hugging[axis] = priority
    rootView.engine?.refreshGenerated(of: self)
  }

  /// The priority with which the view resists shrinking below its intrinsic size on an axis (750 by default).
  public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
    compression[axis]
  }

  /// Sets the priority with which the view resists shrinking below its intrinsic size.
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutAxis
  ) {
    compression[axis] = priority
    rootView.engine?.refreshGenerated(of: self)
  }

  // MARK: - Baselines

  // MARK: - Installed constraints

  /// The active constraints installed on this view (the nearest common ancestor of their items), in activation
  /// order.
  public var constraints: [LayoutConstraint] { installedConstraints }

  /// Activates a constraint (UIKit's older spelling of `isActive = true`).
  public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }

  /// Activates constraints (UIKit's older spelling of ``LayoutConstraint/activate(_:)``).
  public func addConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.activate(constraints)
  }

  /// Deactivates a constraint.
  public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }

  /// Deactivates constraints.
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.deactivate(constraints)
  }

  // MARK: - Layout

  /// Lays out the whole tree this view belongs to, if anything changed since the last layout.
  ///
  /// Unsatisfiable constraints are reported (``Diagnostics``) and one of them is broken, as in UIKit; see
  /// ``layout(strict:)`` to make them errors.
  public func layoutIfNeeded() {
    rootView.ensureEngine().layout()
  }

  /// Asks for ``layoutSubviews()`` in the next layout, as UIKit does; the next ``layoutIfNeeded()`` calls it even
  /// if no frame changed.
  public func setNeedsLayout() {
    rootView.engine?.setNeedsLayout(self)
  }

  /// Lays out the tree, and in strict mode fails if a constraint had to be broken or a view is ambiguous.
  ///
  /// - Throws: ``LayoutError/unsatisfiable(_:)`` or ``LayoutError/ambiguous(_:)`` in strict mode.
  public func layout(strict: Bool) throws(LayoutError) {
    let engine = rootView.ensureEngine()
    engine.layout()
    guard strict else { return }
    if !engine.conflicts.isEmpty { throw .unsatisfiable(engine.conflicts) }
    let ambiguous = engine.ambiguity()
    if !ambiguous.isEmpty { throw .ambiguous(ambiguous) }
  }

  /// Whether the view's position or size is not fully determined by its constraints.
  public var hasAmbiguousLayout: Bool {
    let engine = rootView.ensureEngine()
    engine.layout()
    return engine.isAmbiguous(self)
  }

  /// Views of this tree whose position or size is not determined, with the axes concerned.
  public func ambiguityReport() -> [AmbiguousItem] {
    let engine = rootView.ensureEngine()
    engine.layout()
    return engine.ambiguity()
  }

  /// The constraints of this tree that are currently broken to resolve a conflict (user constraints only).
  public var brokenConstraints: [LayoutConstraint] {
    guard let engine = rootView.engine else { return [] }
    return engine.activeConstraintsInTreeOrder().filter {
      engine.userEntries[ObjectIdentifier($0)]?.isBroken == true
    }
  }

  /// Every constraint broken so far to recover from a conflict, with the set it conflicted with.
  public var conflictReports: [ConflictReport] {
    rootView.engine?.conflicts ?? []
  }

  func ensureEngine() -> LayoutEngine {
    if let engine { return engine }
    let engine = LayoutEngine(root: self)
    self.engine = engine
    engine.build()
    return engine
  }
}
