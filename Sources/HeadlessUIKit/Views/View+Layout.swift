import Foundation

/// How a view with ``View/translatesAutoresizingMaskIntoConstraints`` follows its superview's size (UIKit's
/// `UIView.AutoresizingMask`).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

extension View {
  // MARK: - Frame

  var frameImplementation: CGRect {
    get { storedFrame }
    set {
      let unchanged = newValue == storedFrame
      let resized = newValue.size != storedFrame.size
      storedFrame = newValue
      // A new size lays the subviews out again, as UIKit's `setFrame:` asks.
      if resized { setNeedsLayout() }
      maskReferenceSize = storedSuperview?.storedFrame.size ?? .zero
      guard let engine = rootView.engine else { return }
      if translatesAutoresizingMaskIntoConstraints {
        // A mask with nothing flexible says the frame alone: the same frame, the same constraints (a cell sets its
        // content view's frame on every layout).
        if unchanged && autoresizingMask.isEmpty { return }
        engine.refreshGenerated(of: self)
      } else {
        // Layout puts the solved frame back.
        engine.refreshFrame(of: self)
      }
    }
  }

  var boundsImplementation: CGRect {
    get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
    set {
      storedBoundsOrigin = newValue.origin
      let centre = center
      frame = CGRect(
        x: centre.x - newValue.width / 2, y: centre.y - newValue.height / 2, width: newValue.width,
        height: newValue.height)
    }
  }

  var centerImplementation: CGPoint {
    get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
    set {
      frame = CGRect(
        x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
        width: storedFrame.width, height: storedFrame.height)
    }
  }

  var translatesAutoresizingMaskIntoConstraintsImplementation: Bool {
    get { translatesMask }
    set {
      guard newValue != translatesMask else { return }
      translatesMask = newValue
      rootView.engine?.refreshGenerated(of: self)
    }
  }

  var autoresizingMaskImplementation: AutoresizingMask {
    get { storedAutoresizingMask }
    set {
      storedAutoresizingMask = newValue
      if translatesAutoresizingMaskIntoConstraints { rootView.engine?.refreshGenerated(of: self) }
    }
  }

  // MARK: - Margins and safe area

  var layoutMarginsImplementation: EdgeInsets {
    get {
      switch storedMargins {
      case .fixed(let insets): insets
      case .directional(let insets): insets.resolved(for: effectiveUserInterfaceLayoutDirection)
      }
    }
    set { setMargins(.fixed(newValue)) }
  }

  var directionalLayoutMarginsImplementation: DirectionalEdgeInsets {
    get {
      switch storedMargins {
      case .fixed(let insets): insets.directional(for: effectiveUserInterfaceLayoutDirection)
      case .directional(let insets): insets
      }
    }
    set { setMargins(.directional(newValue)) }
  }

  private func setMargins(_ margins: Margins) {
    let changed = margins != storedMargins
    storedMargins = margins
    if changed {
      rootView.engine?.refreshGenerated(of: self)
      layoutMarginsDidChange()
      owningController?.viewLayoutMarginsDidChange()
    }
  }

  var insetsLayoutMarginsFromSafeAreaImplementation: Bool {
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

  /// The insets a container controller's bars take from this view's safe area, on top of its own additional insets.
  ///
  /// Not API: navigation and tab bar controllers set it on their children's views.
  package var containerBarInsets: EdgeInsets {
    get { barSafeArea }
    set {
      guard newValue != barSafeArea else { return }
      barSafeArea = newValue
      rootView.engine?.setNeedsSafeAreaUpdate()
    }
  }

  var safeAreaInsetsImplementation: EdgeInsets { safeAreaInsetsFromFrames() }

  // MARK: - Direction

  /// The layout direction chosen for this view and the views below it, or `nil` to inherit the superview's.
  public var semanticLayoutDirection: LayoutDirection? {
    get { chosenDirection }
    set {
      chosenDirection = newValue
      storedContentAttribute =
        switch newValue {
        case .rightToLeft?: .forceRightToLeft
        case .leftToRight?: .forceLeftToRight
        case nil: .unspecified
        }
      rootView.engine?.directionDidChange()
    }
  }

  var effectiveUserInterfaceLayoutDirectionImplementation: LayoutDirection {
    var current: View? = self
    while let view = current {
      if let direction = view.chosenDirection { return direction }
      current = view.storedSuperview
    }
    return .leftToRight
  }

  // MARK: - Intrinsic size

  func invalidateIntrinsicContentSizeImplementation() {
    rootView.engine?.refreshGenerated(of: self)
    storedSuperview?.arrangedContentDidChange(self)
  }

  func contentHuggingPriorityImplementation(for axis: LayoutAxis) -> LayoutPriority {
    hugging[axis]
  }

  func setContentHuggingPriorityImplementation(_ priority: LayoutPriority, for axis: LayoutAxis) {
    hugging[axis] = priority
    rootView.engine?.refreshGenerated(of: self)
  }

  func contentCompressionResistancePriorityImplementation(for axis: LayoutAxis) -> LayoutPriority {
    compression[axis]
  }

  func setContentCompressionResistancePriorityImplementation(
    _ priority: LayoutPriority, for axis: LayoutAxis
  ) {
    compression[axis] = priority
    rootView.engine?.refreshGenerated(of: self)
  }

  // MARK: - Baselines

  // MARK: - Installed constraints

  var constraintsImplementation: [LayoutConstraint] { installedConstraints }

  func addConstraintImplementation(_ constraint: LayoutConstraint) { constraint.isActive = true }

  func addConstraintsImplementation(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.activate(constraints)
  }

  func removeConstraintImplementation(_ constraint: LayoutConstraint) {
    constraint.isActive = false
  }

  func removeConstraintsImplementation(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.deactivate(constraints)
  }

  // MARK: - Layout

  func layoutIfNeededImplementation() {
    rootView.ensureEngine().layout()
  }

  func setNeedsLayoutImplementation() {
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

  var hasAmbiguousLayoutImplementation: Bool {
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
