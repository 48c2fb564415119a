import Foundation
import Synchronization

/// Something a DSL keeps on a view that must hear when the view leaves its tree.
///
/// Not API.
package protocol ViewAttachment: AnyObject {
  /// Orders attachments of one view, so that clean-up runs in a fixed order.
  var order: Int { get }
  /// The view (or an ancestor) was removed from its superview.
  func viewLeftTree(_ view: View)
}

/// A rectangle in a tree of views, laid out by Auto Layout (UIKit's `UIView`).
///
/// Build a tree with ``addSubview(_:)``, relate views with constraints (anchors such as ``topAnchor``), then call
/// ``layoutIfNeeded()`` on any view: the whole tree is solved and every ``frame`` is set, in its superview's
/// coordinates.
///
/// ```swift
/// let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
/// let title = View()
/// title.identifier = "title"
/// title.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(title)
/// NSLayoutConstraint.activate([
///   title.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
///   title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
/// ])
/// root.layoutIfNeeded()
/// ```
///
/// A view tree belongs to one thread or task at a time; separate trees can be built and laid out concurrently.
@preconcurrency @MainActor
open class View: Responder, LayoutItem {
  /// The value of an intrinsic size component that has no natural size (UIKit's `UIView.noIntrinsicMetric`).
  public static let noIntrinsicMetric: CGFloat = -1

  /// The view that contains this one, or `nil` for the root of a tree.
  open var superview: View? { storedSuperview }
  /// The superview, read without dynamic dispatch by the engine's hot paths.
  weak var storedSuperview: View?
  /// The contained views, back to front.
  open var subviews: [View] { storedSubviews }
  /// The subviews, read without dynamic dispatch by the engine's hot paths.
  var storedSubviews: [View] = []
  /// A name used in every diagnostic and dump; the same storage as ``accessibilityIdentifier``.
  public var identifier: String?
  /// The identifier, as constraints and diagnostics name the view.
  public var layoutIdentifier: String? { identifier }
  /// Whether the view is drawn.
  ///
  /// Hidden views still take part in layout, as in UIKit, except in a stack view, which collapses them.
  open var isHidden = false {
    didSet { if isHidden != oldValue { storedSuperview?.arrangedContentDidChange(self) } }
  }

  /// The solver variables; created on first use.
  lazy var itemVariables = _LayoutVariables(name: identifier ?? "", owner: self)
  public var _layoutVariables: _LayoutVariables { itemVariables }
  /// The layout engine, for the root of a tree that has been laid out.
  var engine: LayoutEngine?
  /// Whether the engine calls ``layoutSubviews()`` in its next layout (UIKit's needs-layout flag).
  var needsLayout = false
  /// The engine's pass that last took this view's new frame, so that each view is visited once per pass.
  var solutionStamp = 0
  /// Active constraints installed on this view (the nearest common ancestor of their items), in activation order.
  var installedConstraints: [LayoutConstraint] = []
  /// Guides added to this view, including the margins and safe-area guides once they exist.
  var guides: [LayoutGuide] = []
  /// The appearance properties this view set itself, which appearance proxies leave alone (``AppearanceProxying``).
  package var ownAppearanceKeys: Set<AnyHashable> = []
  var storedFrame: CGRect
  var storedMargins: Margins = .fixed(EdgeInsets(8))
  var marginsGuide: LayoutGuide?
  var safeAreaGuide: LayoutGuide?
  /// A scrolling view's content-area and frame guides (``View/makeScrollArea()``).
  var contentGuide: LayoutGuide?
  var frameGuide: LayoutGuide?
  /// The content size a scrolling view was given; it holds the content guide's size weakly.
  var explicitContentSize: CGSize = .zero
  /// The origin of ``bounds``: where the view's content is scrolled to.
  var storedBoundsOrigin: CGPoint = .zero
  /// The safe-area insets the built-in guides were last given (kept for views with margins or safe-area guides).
  var computedSafeAreaInsets: EdgeInsets = .zero
  /// Objects a DSL keeps per view (a ConstraintsHolder), told when the view leaves its tree.
  ///
  /// Not API.
  package var attachments: [ObjectIdentifier: ViewAttachment] = [:]
  /// The interactions added to the view (UIKit's `interactions`, typed by the UIKit layer).
  ///
  /// Not API.
  package var interactionStorage: [AnyObject] = []
  /// The width the last layout pass gave a view whose height depends on its width.
  var widthForIntrinsicHeight: CGFloat?
  /// The superview's size when the frame was set or the view was added: what the autoresizing mask's margins
  /// are measured against.
  var maskReferenceSize: CGSize = .zero
  var translatesMask = true
  var storedAutoresizingMask: AutoresizingMask = []
  var marginsFromSafeArea = true
  var additionalSafeArea: EdgeInsets = .zero
  /// Safe-area insets a container controller adds for its bars, kept apart from the view's own additional insets
  /// (as UIKit keeps a child controller's `additionalSafeAreaInsets` apart from its navigation bar's).
  var barSafeArea: EdgeInsets = .zero
  var chosenDirection: LayoutDirection?
  var hugging = PerAxis(horizontal: LayoutPriority.defaultLow, vertical: .defaultLow)
  var compression = PerAxis(horizontal: LayoutPriority.defaultHigh, vertical: .defaultHigh)

  /// How the margins were last set: fixed sides, or leading/trailing sides that follow the layout direction.
  enum Margins: Equatable {
    case fixed(EdgeInsets)
    case directional(DirectionalEdgeInsets)
  }

  /// Creates a view with a frame (used while ``translatesAutoresizingMaskIntoConstraints`` is true).
  ///
  /// A frame other than zero is set through ``frame``, as UIKit's initialiser sets it: a subclass that overrides
  /// `frame` (to round its corners to its height, say) sees it.
  public init(frame: CGRect) {
    storedFrame = frame
    super.init()
    if frame != .zero { self.frame = frame }
  }

  /// Creates a view with a zero frame, as `UIView()` does.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// UIKit's initialiser for views decoded from a storyboard or nib.
  ///
  /// There are no archives here, so it makes an empty view with a zero frame. It exists so that subclasses written
  /// for UIKit, which must implement `required init?(coder:)`, compile unchanged.
  public required init?(coder: NSCoder) {
    storedFrame = .zero
  }

  /// The same as ``identifier``, UIKit's spelling.
  open var accessibilityIdentifier: String? {
    get { identifier }
    set { identifier = newValue }
  }

  // MARK: - UIKit's remaining view members (kept unless said otherwise; see ViewExtras)

  /// Values code rarely sets, made when it first sets one, so a plain view costs one reference for them.
  private var extras: SideStorage<ViewExtras>?

  func extra<Value>(_ key: KeyPath<ViewExtras, Value>) -> Value {
    SideStorage.read(extras, key, defaults: ViewExtras())
  }

  /// The traits overridden on this view itself, when code set any (read without making the defaults).
  var ownTraitOverrides: TraitCollection.Values? { extras?.values.traitOverrides }

  func setExtra<Value>(_ key: WritableKeyPath<ViewExtras, Value>, _ value: Value) {
    SideStorage.write(&extras, key, value, defaults: ViewExtras())
  }

  /// Whether subviews are resized with the view by their autoresizing masks (true, UIKit's default; kept).
  open var autoresizesSubviews: Bool {
    get { extra(\.autoresizesSubviews) }
    set { setExtra(\.autoresizesSubviews, newValue) }
  }

  open var preservesSuperviewLayoutMargins: Bool {
    get { extra(\.preservesSuperviewLayoutMargins) }
    set { setExtra(\.preservesSuperviewLayoutMargins, newValue) }
  }

  /// A view whose alpha masks this one's drawing (kept; set a layer's `mask` to mask a drawing here).
  open var mask: View? {
    get { extra(\.mask) }
    set { setExtra(\.mask, newValue) }
  }

  /// Pixels per point of the view's drawing: the screen's scale (kept).
  open var contentScaleFactor: CGFloat {
    get { extra(\.contentScaleFactor) }
    set { setExtra(\.contentScaleFactor, newValue) }
  }

  /// The point of the bounds the view's transforms turn about, in unit coordinates (kept; transforms turn about
  /// the centre here).
  open var anchorPoint: CGPoint {
    get { extra(\.anchorPoint) }
    set { setExtra(\.anchorPoint, newValue) }
  }

  open var restorationIdentifier: String? {
    get { extra(\.restorationIdentifier) }
    set { setExtra(\.restorationIdentifier, newValue) }
  }

  open var minimumContentSizeCategory: ContentSizeCategory? {
    get { extra(\.minimumContentSizeCategory) }
    set { setExtra(\.minimumContentSizeCategory, newValue) }
  }

  open var maximumContentSizeCategory: ContentSizeCategory? {
    get { extra(\.maximumContentSizeCategory) }
    set { setExtra(\.maximumContentSizeCategory, newValue) }
  }

  /// The limits set, as UIKit describes them for debugging.
  open var appliedContentSizeCategoryLimitsDescription: String {
    let minimum = minimumContentSizeCategory.map { "\($0)" } ?? "none"
    let maximum = maximumContentSizeCategory.map { "\($0)" } ?? "none"
    return "minimum: \(minimum), maximum: \(maximum)"
  }

  open var accessibilityIgnoresInvertColors: Bool {
    get { extra(\.ignoresInvertColors) }
    set { setExtra(\.ignoresInvertColors, newValue) }
  }

  open var showsLargeContentViewer: Bool {
    get { extra(\.showsLargeContentViewer) }
    set { setExtra(\.showsLargeContentViewer, newValue) }
  }

  open var largeContentTitle: String? {
    get { extra(\.largeContentTitle) }
    set { setExtra(\.largeContentTitle, newValue) }
  }

  open var scalesLargeContentImage: Bool {
    get { extra(\.scalesLargeContentImage) }
    set { setExtra(\.scalesLargeContentImage, newValue) }
  }

  open var largeContentImageInsets: EdgeInsets {
    get { extra(\.largeContentImageInsets) }
    set { setExtra(\.largeContentImageInsets, newValue) }
  }

  open var focusGroupIdentifier: String? {
    get { extra(\.focusGroupIdentifier) }
    set { setExtra(\.focusGroupIdentifier, newValue) }
  }

  /// Nothing has focus here (a touch screen with no keyboard or remote).
  open var canBecomeFocused: Bool { false }
  open var isFocused: Bool { false }
  open var isTransparentFocusItem: Bool { false }
  open var preferredFocusedView: View? { nil }
  open func setNeedsFocusUpdate() {}
  open func updateFocusIfNeeded() {}

  /// The rectangle layout aligns, for a frame: the frame less ``alignmentRectInsets``.
  open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

  /// The frame whose alignment rectangle is `alignmentRect`.
  open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    let insets = alignmentRectInsets
    return CGRect(
      x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
      width: alignmentRect.width + insets.left + insets.right,
      height: alignmentRect.height + insets.top + insets.bottom)
  }

  /// How far the content's alignment edges are inside the frame: none here, where constraints align frames.
  open var alignmentRectInsets: EdgeInsets { .zero }

  /// A guide no wider than comfortable reading: the layout margins, narrowed to at most 672 points and centred
  /// in them (the readable width of body text at the default text size; an approximation of UIKit's, which grows
  /// with the text size, listed in docs/uikit-defaults.md).
  open var readableContentGuide: LayoutGuide {
    if let guide = extra(\.readableContentGuide) { return guide }
    let guide = LayoutGuide()
    guide.identifier = "\(debugName).readableContentGuide"
    addLayoutGuide(guide)
    setExtra(\.readableContentGuide, guide)
    let margins = layoutMarginsGuide
    let fill = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
    fill.priority = LayoutPriority(999)
    LayoutConstraint.activate([
      guide.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
      guide.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
      guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
      guide.widthAnchor.constraint(lessThanOrEqualToConstant: ViewExtras.readableWidth),
      guide.topAnchor.constraint(equalTo: margins.topAnchor),
      guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      fill,
    ])
    return guide
  }

  /// The view baselines come from: the view itself.
  open func forBaselineLayout() -> View { self }

  open func encodeRestorableState(with coder: NSCoder) {}
  open func decodeRestorableState(with coder: NSCoder) {}

  /// A stand-in of the view's size (nothing is captured off screen here).
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? { View(frame: bounds) }

  open func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: EdgeInsets
  ) -> View? { View(frame: CGRect(origin: .zero, size: rect.size)) }

  /// Drawing a hierarchy into the current context happens when a scene renders: false, nothing drawn now.
  open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }

  /// Traits update with layout here: nothing to do now.
  open func updateTraitsIfNeeded() {}
  open func setNeedsUpdateProperties() {}
  open func updateProperties() {}
  open func updatePropertiesIfNeeded() {}

  // MARK: - Accessibility (UIKit's `UIAccessibility` members of every view)

  /// What VoiceOver would read out and the layout lint checks; kept only when code sets one, so a plain view costs
  /// one reference for it.
  private var accessibility: SideStorage<AccessibilityValues>?

  private func changeAccessibility<Value>(
    _ key: WritableKeyPath<AccessibilityValues, Value>, _ value: Value
  ) {
    SideStorage.write(&accessibility, key, value, defaults: AccessibilityValues())
  }

  /// Whether assistive technologies see the view as one element: what code set, else UIKit's default (labels,
  /// buttons and other controls are elements; plain views and image views are not).
  open var isAccessibilityElement: Bool {
    get { accessibility?.values.isElement ?? (self as? AccessibleByDefault != nil) }
    set { changeAccessibility(\.isElement, newValue) }
  }

  /// The element's name: what code set, else the text a label or button shows.
  open var accessibilityLabel: String? {
    get { accessibility?.values.label ?? (self as? AccessibleByDefault)?.defaultAccessibilityLabel }
    set { changeAccessibility(\.label, newValue) }
  }

  open var accessibilityHint: String? {
    get { accessibility?.values.hint }
    set { changeAccessibility(\.hint, newValue) }
  }

  /// The actions offered on the element besides activating it.
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { accessibility?.values.customActions }
    set { changeAccessibility(\.customActions, newValue) }
  }

  open var accessibilityValue: String? {
    get { accessibility?.values.value }
    set { changeAccessibility(\.value, newValue) }
  }

  open var accessibilityTraits: AccessibilityTraits {
    get {
      accessibility?.values.traits ?? (self as? AccessibleByDefault)?.defaultAccessibilityTraits
        ?? .none
    }
    set { changeAccessibility(\.traits, newValue) }
  }

  open var accessibilityLanguage: String? {
    get { accessibility?.values.language }
    set { changeAccessibility(\.language, newValue) }
  }

  open var accessibilityElementsHidden: Bool {
    get { accessibility?.values.elementsHidden ?? false }
    set { changeAccessibility(\.elementsHidden, newValue) }
  }

  open var accessibilityViewIsModal: Bool {
    get { accessibility?.values.viewIsModal ?? false }
    set { changeAccessibility(\.viewIsModal, newValue) }
  }

  open var shouldGroupAccessibilityChildren: Bool {
    get { accessibility?.values.groupsChildren ?? false }
    set { changeAccessibility(\.groupsChildren, newValue) }
  }

  /// The elements inside, in reading order, when code names them.
  open var accessibilityElements: [Any]? {
    get { accessibility?.values.elements }
    set { changeAccessibility(\.elements, newValue) }
  }

  /// The element's frame in screen coordinates: the root view's here.
  open var accessibilityFrame: CGRect {
    get { accessibility?.values.frame ?? convert(bounds, to: nil) }
    set { changeAccessibility(\.frame, newValue) }
  }

  // UIKit's accessibility container methods: by default they answer from ``accessibilityElements``; a container
  // that makes its elements as they are asked for overrides them.

  /// How many elements the view contains.
  open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
  /// The element at `index`, or `nil` out of range.
  open func accessibilityElement(at index: Int) -> Any? {
    guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
    return elements[index]
  }
  /// The index of `element` (the same object) among the view's elements, or `NSNotFound`.
  open func index(ofAccessibilityElement element: Any) -> Int {
    accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
  }
  /// Dismisses what the view shows when an assistive technology asks to go back: nothing by default.
  open func accessibilityPerformEscape() -> Bool { false }
  /// Activates the view as a double tap would: not handled by default.
  open func accessibilityActivate() -> Bool { false }
  /// Performs the app's most important action on a two-finger double tap: not handled by default.
  open func accessibilityPerformMagicTap() -> Bool { false }

  // MARK: - The tree

  /// Adds a view at the front; it is first removed from its current superview.
  open func addSubview(_ view: View) {
    insertSubview(view, at: storedSubviews.count)
  }

  /// Inserts a view at an index of ``subviews`` (clamped to the valid range).
  open func insertSubview(_ view: View, at index: Int) {
    guard view !== self, !isDescendant(of: view) else {
      Diagnostics.report(Diagnostic(.error, "cannot add \(view.debugName) inside itself"))
      return
    }
    if view.storedSuperview === self,
      let current = storedSubviews.firstIndex(where: { $0 === view })
    {
      storedSubviews.remove(at: current)
      storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
      return
    }
    // Moving a view within its tree keeps what DSLs attached to it; moving it to another tree is leaving.
    let previousRoot = view.storedSuperview.map { $0.rootView }
    let windowsExist = Window.anyMade.load(ordering: .relaxed)
    let (oldWindow, newWindow) = windowsExist ? (view.window, window) : (nil, nil)
    let changesWindow = oldWindow !== newWindow
    if changesWindow { view.tellSubtree { $0.willMove(toWindow: newWindow) } }
    view.willMove(toSuperview: self)
    view.detachFromSuperview()
    view.engine = nil
    storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
    view.storedSuperview = self
    view.maskReferenceSize = storedFrame.size
    rootView.engine?.addSubtree(view)
    if let previousRoot, previousRoot !== rootView { view.notifyLeftTree() }
    didMoveToTree()
    view.didMoveToSuperview()
    didAddSubview(view)
    if changesWindow {
      if newWindow != nil, AppearanceRegistry.isActive { view.tellSubtree { $0.applyAppearance() } }
      view.tellSubtree { $0.didMoveToWindow() }
    }
    if rootView.showsControllersAddedByHand {
      ViewController.appearControllers(addedByHandTo: view)
    }
  }

  /// Removes the view from its superview.
  ///
  /// As in UIKit, the constraints that relate it (or its subviews) to views outside it are deactivated;
  /// constraints between views inside it stay active and move with it.
  open func removeFromSuperview() {
    guard storedSuperview != nil else { return }
    let oldWindow = Window.anyMade.load(ordering: .relaxed) ? window : nil
    let changesWindow = oldWindow != nil && oldWindow !== self
    if changesWindow { tellSubtree { $0.willMove(toWindow: nil) } }
    willMove(toSuperview: nil)
    detachFromSuperview()
    notifyLeftTree()
    didMoveToSuperview()
    if changesWindow { tellSubtree { $0.didMoveToWindow() } }
  }

  /// Calls `notify` on this view and every view below it, depth first.
  private func tellSubtree(_ notify: (View) -> Void) {
    for view in subtree() { notify(view) }
  }

  /// Takes the view out of its superview, deactivating the constraints that cross out of it.
  private func detachFromSuperview() {
    guard let parent = storedSuperview else { return }
    parent.willRemoveSubview(self)
    parent.subviewWillBeRemoved(self)
    deactivateConstraintsCrossing(outOf: self)
    parent.rootView.engine?.removeSubtree(self)
    parent.storedSubviews.removeAll { $0 === self }
    storedSuperview = nil
    willLeaveTree()
  }

  /// Tells what DSLs attached to this view and the views below it that they left their tree.
  private func notifyLeftTree() {
    for member in subtree() {
      for attachment in member.attachments.values.sorted(by: { $0.order < $1.order }) {
        attachment.viewLeftTree(member)
      }
    }
  }

  /// Whether `view` is this view or one of its ancestors.
  open func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.storedSuperview
    }
    return false
  }

  /// The root of the tree this view belongs to.
  public var rootView: View {
    var current = self
    while let parent = current.storedSuperview { current = parent }
    return current
  }

  /// This view and every view below it, depth first, in subview order.
  package func subtree() -> [View] {
    var result: [View] = []
    var stack: [View] = [self]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.storedSubviews.reversed())
    }
    return result
  }

  // MARK: - Style

  /// An integer that identifies the view in ``viewWithTag(_:)`` (0 by default).
  open var tag = 0
  /// Whether touches reach the view; stored only (nothing is touched here).
  open var isUserInteractionEnabled = true
  /// Whether the view is fully opaque; a hint UIKit uses for drawing, stored only.
  open var isOpaque = true
  /// How the content is placed in the bounds (images use it; other views store it).
  open var contentMode: ContentMode = .scaleToFill
  /// How the tint is adjusted (UIKit's `tintAdjustmentMode`); stored only: a dimmed tint is not drawn dimmed.
  open var tintAdjustmentMode: TintAdjustmentMode = .automatic
  /// The transform applied around the view's centre when drawn; layout ignores it, as in UIKit.
  open var transform: CGAffineTransform = .identity
  /// The class of the layer behind the view (UIKit's `layerClass`).
  ///
  /// A subclass returns a layer class, `CAGradientLayer.self` say, to be backed by one: `layer` is then of that
  /// class and the view draws what it draws. The default stands for a plain `CALayer`.
  open class var layerClass: AnyClass { Layer.self }

  /// The layer-backed state a UIKit extension keeps per view (its `CALayer`).
  ///
  /// Not API.
  package var layerStorage: AnyObject?
  /// The tint set on this view; `tintColor` falls back to the superview's.
  var storedTintColor: Color?

  /// The colour for interactive content, inherited from the superview when not set (UIKit's default is
  /// `.systemBlue`, the tint of a window).
  open var tintColor: Color! {
    get { storedTintColor ?? storedSuperview?.tintColor ?? .systemBlue }
    set {
      // UIKit tells the subtree only when the tint it sees changes: a `tintColorDidChange()` that sets the tint
      // it already has does not recurse.
      let old = tintColor
      storedTintColor = newValue
      noteAppearance(\View.tintColor)
      if tintColor != old { tintColorDidChangeInSubtree() }
    }
  }

  /// Tells this view and the views below it that inherit its tint that the tint changed.
  private func tintColorDidChangeInSubtree() {
    tintColorDidChange()
    for subview in storedSubviews where subview.storedTintColor == nil {
      subview.tintColorDidChangeInSubtree()
    }
  }

  /// The colour that fills the view's bounds, or `nil` for none.
  open var backgroundColor: Color? {
    get { storedBackgroundColor }
    set {
      storedBackgroundColor = newValue
      noteAppearance(\View.backgroundColor)
    }
  }
  /// The colour set through `backgroundColor` (the layer's), which is what is drawn: a subclass may override the
  /// property to mean another view's colour.
  package var storedBackgroundColor: Color?
  /// The colour of the border drawn inside the bounds, over the content (as a layer border is).
  package var borderColor: Color?
  /// The border's width in points (0, the default, draws none).
  package var borderWidth: CGFloat = 0
  /// The radius of the rounded corners of the background, the border and (with ``clipsToBounds``) the content.
  package var cornerRadius: CGFloat = 0
  /// The opacity of the view and everything in it, 0 to 1.
  open var alpha: CGFloat = 1
  /// Whether subviews are clipped to the view's (rounded) bounds.
  open var clipsToBounds = false

  // MARK: - Overridable layout behaviour

  /// The natural size of the content, or ``noIntrinsicMetric`` on an axis without one (the default).
  ///
  /// Subclasses override it and call ``invalidateIntrinsicContentSize()`` when it changes. Each axis with a size
  /// gets two optional constraints: `size <= intrinsic` at the hugging priority and `size >= intrinsic` at the
  /// compression-resistance priority.
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// Whether the intrinsic height depends on the width the view gets (multi-line text).
  ///
  /// Such views get a second layout pass, as in UIKit: once their width is known,
  /// ``intrinsicContentSize(forWidth:)`` gives their height.
  open var hasHeightForWidth: Bool { false }

  /// The intrinsic size when the view is `width` wide; by default ``intrinsicContentSize``.
  open func intrinsicContentSize(forWidth width: CGFloat) -> CGSize { intrinsicContentSize }

  /// The distance from the top to the first baseline, or `nil` for a view without text (its baselines are then
  /// its bottom edge, as in UIKit).
  open var firstBaselineOffsetFromTop: CGFloat? { nil }

  /// The distance from the last baseline to the bottom, or `nil` for a view without text.
  open var lastBaselineOffsetFromBottom: CGFloat? { nil }

  /// The view whose first baseline stands for this view's (itself unless a container delegates it).
  open var forFirstBaselineLayout: View { self }

  /// The view whose last baseline stands for this view's.
  open var forLastBaselineLayout: View { self }

  /// The size that fits `size`: the intrinsic size where there is one, else the current size (UIKit's default).
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    let intrinsic =
      hasHeightForWidth ? intrinsicContentSize(forWidth: size.width) : intrinsicContentSize
    return CGSize(
      width: intrinsic.width == View.noIntrinsicMetric ? bounds.width : intrinsic.width,
      height: intrinsic.height == View.noIntrinsicMetric ? bounds.height : intrinsic.height)
  }

  /// Called after the view's frame is set in a layout pass, top-down; subclasses may adjust subviews here.
  open func layoutSubviews() {}

  /// Lays out a layer's sublayers, as Core Animation asks the layer's delegate.
  ///
  /// For the view's own layer this is where ``layoutSubviews()`` is called from, as in UIKit. Override it to place
  /// sublayers, calling `super`.
  ///
  /// The layout pass calls it for a view whose layer has been used (a view that adds sublayers has), and calls
  /// ``layoutSubviews()`` directly for the others, so that no layer is made only to be laid out.
  open func layoutSublayers(of layer: Layer) {
    if layer === loadedLayer { layoutSubviews() }
  }

  /// Draws a layer's content for its delegate (never asked here: a view draws through ``draw(_:)``).
  open func draw(_ layer: Layer, in ctx: CGContext) {}
  /// Gives a layer its content for its delegate (never asked here).
  open func display(_ layer: Layer) {}
  /// Told that a layer is about to draw (never here).
  open func layerWillDraw(_ layer: Layer) {}
  /// The action for a change of a layer's property: none, since nothing animates here (UIKit answers `NSNull`
  /// outside an animation block).
  open func action(for layer: Layer, forKey event: String) -> (any CAAction)? { nil }

  /// Draws the view's own content when it renders (UIKit's `draw(_:)`).
  ///
  /// It draws over the background and under the subviews; `rect` is the whole bounds. Subclasses override it and draw into `UIGraphicsGetCurrentContext()`
  /// (in the view's bounds coordinates, clipped to them); the default draws nothing.
  open func draw(_ rect: CGRect) {}

  /// Called before a subview is removed (a stack view un-arranges it).
  func subviewWillBeRemoved(_ view: View) {}

  /// Called when a subview's visibility or intrinsic size changed (a stack view rebuilds its constraints).
  func arrangedContentDidChange(_ view: View) {}

  /// Called after the view joined a tree; subclasses with tree-dependent state override it.
  open func didMoveToTree() {}

  /// Called after the view left its tree (``removeFromSuperview()``).
  open func willLeaveTree() {}

  /// Deactivates constraints installed outside `subtree` that mention items inside it.
  private func deactivateConstraintsCrossing(outOf subtree: View) {
    var ancestor = subtree.storedSuperview
    while let view = ancestor {
      for constraint in view.installedConstraints where constraint.mentionsItem(inside: subtree) {
        constraint.isActive = false
      }
      ancestor = view.storedSuperview
    }
  }

  // MARK: - Layout guides

  /// The guides added with ``addLayoutGuide(_:)``, plus the margins and safe-area guides once used.
  open var layoutGuides: [LayoutGuide] { guides }

  /// Adds a guide to this view; it is first removed from its current owner.
  open func addLayoutGuide(_ guide: LayoutGuide) {
    guide.owningView?.removeLayoutGuide(guide)
    guides.append(guide)
    guide.owningView = self
    rootView.engine?.addItem(guide)
  }

  /// Removes a guide, deactivating the constraints that mention it.
  open func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self else { return }
    for view in rootView.subtree() {
      for constraint in view.installedConstraints
      where constraint.firstItem === guide || constraint.secondItem === guide {
        constraint.isActive = false
      }
    }
    rootView.engine?.removeItem(guide)
    guides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  /// The guide inset from the view's edges by its ``layoutMargins`` (and by the safe area when
  /// ``insetsLayoutMarginsFromSafeArea`` is true).
  open var layoutMarginsGuide: LayoutGuide { builtInGuide(\.marginsGuide, role: .margins) }

  /// A built-in guide, made and added on first use and kept in `storage`.
  func builtInGuide(_ storage: ReferenceWritableKeyPath<View, LayoutGuide?>, role: LayoutGuide.Role)
    -> LayoutGuide
  {
    if let guide = self[keyPath: storage] { return guide }
    let guide = LayoutGuide(role: role)
    self[keyPath: storage] = guide
    addLayoutGuide(guide)
    return guide
  }

  /// The guide covering the part of the view inside the scene's safe area.
  open var safeAreaLayoutGuide: LayoutGuide { builtInGuide(\.safeAreaGuide, role: .safeArea) }

  // MARK: - Names

  /// The identifier if set, else the type name and the view's index path from its root (`View[0.2]`), so that
  /// names are stable from run to run.
  public var debugName: String {
    if let identifier { return identifier }
    var path: [Int] = []
    var current = self
    while let parent = current.storedSuperview {
      path.append(parent.storedSubviews.firstIndex { $0 === current } ?? 0)
      current = parent
    }
    let type = String(describing: Swift.type(of: self))
    return path.isEmpty
      ? type : "\(type)[\(path.reversed().map(String.init).joined(separator: "."))]"
  }

  public var layoutOwner: View? { self }

  // MARK: - Traits

  /// The appearance this view and the views below it are drawn in, whatever their surroundings'.
  ///
  /// UIKit's `overrideUserInterfaceStyle`: `.unspecified`, the default, inherits. A scene sets its root's to the
  /// scene's appearance.
  open var overrideUserInterfaceStyle: TraitCollection.UserInterfaceStyle = .unspecified {
    didSet {
      guard overrideUserInterfaceStyle != oldValue else { return }
      let style = effectiveStyle(overriding: oldValue)
      traitsDidChangeInSubtree(from: traitCollection.changing { $0.userInterfaceStyle = style })
    }
  }

  /// The appearance the view is drawn in: the nearest override up the tree, light when there is none.
  package var effectiveUserInterfaceStyle: TraitCollection.UserInterfaceStyle {
    effectiveStyle(overriding: overrideUserInterfaceStyle)
  }

  private func effectiveStyle(overriding own: TraitCollection.UserInterfaceStyle)
    -> TraitCollection.UserInterfaceStyle
  {
    if own != .unspecified { return own }
    var current = storedSuperview
    while let view = current {
      if view.overrideUserInterfaceStyle != .unspecified { return view.overrideUserInterfaceStyle }
      current = view.storedSuperview
    }
    return .light
  }

  /// The view's traits: its appearance, the Dynamic Type size being built for, its layout direction, the size
  /// classes of the screen it is on (the root of its tree), and whatever a host that shows the tree (a snapshot's
  /// device) says of the idiom, the scale and the size classes.
  open var traitCollection: TraitCollection {
    let sizeClasses = TraitCollection.sizeClasses(forScreen: rootView.bounds.size)
    let own = TraitCollection { traits in
      traits.userInterfaceIdiom = .phone
      traits.userInterfaceStyle = effectiveUserInterfaceStyle
      traits.preferredContentSizeCategory = .current
      traits.layoutDirection = .init(effectiveUserInterfaceLayoutDirection)
      traits.displayScale = Screen.main.scale
      traits.horizontalSizeClass = sizeClasses.horizontal
      traits.verticalSizeClass = sizeClasses.vertical
      traits.forceTouchCapability = .unavailable
      traits.accessibilityContrast = .normal
      traits.userInterfaceLevel = .base
      traits.legibilityWeight = .regular
      traits.displayGamut = .P3
    }
    var layers = [own]
    if let host = nearestHostTraits {
      // The tree's own appearance and direction win: the host set them on the views already.
      layers.append(
        host.changing {
          $0.userInterfaceStyle = .unspecified
          $0.layoutDirection = .unspecified
        })
    }
    // Overrides set on the view or above it win over what the host says (Style/TraitOverrides.swift).
    if let overrides = inheritedTraitOverrides { layers.append(TraitCollection(values: overrides)) }
    return layers.count == 1 ? own : TraitCollection(traitsFrom: layers)
  }

  /// Traits a host gives the tree below this view (a snapshot's device: its idiom, scale and size classes).
  ///
  /// Not API.
  package var hostTraits: TraitCollection?

  private var nearestHostTraits: TraitCollection? {
    var current: View? = self
    while let view = current {
      if let traits = view.hostTraits { return traits }
      current = view.storedSuperview
    }
    return nil
  }

  /// Called after the view's traits changed (its appearance, here), on the view and the views below it that
  /// inherit it.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  private func traitsDidChangeInSubtree(from previous: TraitCollection) {
    traitCollectionDidChange(previous)
    owningController?.traitCollectionDidChange(previous)
    for subview in storedSubviews where subview.overrideUserInterfaceStyle == .unspecified {
      subview.traitsDidChangeInSubtree(from: previous)
    }
  }

  // MARK: - Content direction

  /// How the view's content flips in right-to-left layouts (UIKit's `semanticContentAttribute`): setting it fixes
  /// the view's layout direction as UIKit does (``semanticLayoutDirection``).
  open var semanticContentAttribute: SemanticContentAttribute {
    get { storedContentAttribute }
    set {
      switch newValue {
      case .unspecified: semanticLayoutDirection = nil
      case .forceRightToLeft: semanticLayoutDirection = .rightToLeft
      case .playback, .spatial, .forceLeftToRight: semanticLayoutDirection = .leftToRight
      }
      storedContentAttribute = newValue
    }
  }
  var storedContentAttribute = SemanticContentAttribute.unspecified

  /// The layout direction a view with `attribute` has in a left-to-right app (the scene's default direction).
  open class func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute)
    -> LayoutDirection
  {
    userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
  }

  /// The layout direction a view with `attribute` has inside content laid out in `layoutDirection`.
  open class func userInterfaceLayoutDirection(
    for attribute: SemanticContentAttribute, relativeTo layoutDirection: LayoutDirection
  ) -> LayoutDirection {
    switch attribute {
    case .unspecified: layoutDirection
    case .forceRightToLeft: .rightToLeft
    case .playback, .spatial, .forceLeftToRight: .leftToRight
    }
  }

  // MARK: - The responder chain

  /// The controller whose root view this is, if any (set when the controller loads or is given its view).
  weak var owningController: ViewController?
  /// Whether a controller's root view added anywhere below this root appears at once, as on entering a window
  /// (a scene's root: the scene stands for the screen).
  package var showsControllersAddedByHand = false

  /// The next responder: the view's controller when it is a controller's root view, else the superview, as in
  /// UIKit.
  open override var next: Responder? { owningController ?? storedSuperview }

  /// Makes this view and the views below it resign first responder (UIKit's `endEditing(_:)`).
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    for view in subtree() where view.isFirstResponder { view.resignFirstResponder() }
    return true
  }

  // MARK: - What UIKit tells a view, and asks of it (override points)

  /// Called before the view moves to another superview, or to none (`nil`) when it is being removed.
  open func willMove(toSuperview newSuperview: View?) {}

  /// Called after the view moved to another superview, or was removed from its superview.
  open func didMoveToSuperview() {}

  /// The window the view is in: the nearest window among the view and its ancestors, or `nil`.
  open var window: Window? {
    var current: View? = self
    while let view = current {
      if let window = view as? Window { return window }
      current = view.storedSuperview
    }
    return nil
  }

  /// Called before the view (or an ancestor) moves into another window, or out of its window (`nil`).
  open func willMove(toWindow newWindow: Window?) {}

  /// Called after the view (or an ancestor) moved into another window or out of its window.
  open func didMoveToWindow() {}

  /// Called after a subview was added (or moved here from another superview).
  open func didAddSubview(_ subview: View) {}

  /// Called before a subview is removed (or moved to another superview).
  open func willRemoveSubview(_ subview: View) {}

  /// Called after the layout margins changed (set directly, or through the directional margins).
  open func layoutMarginsDidChange() {}

  /// Called after the safe-area insets changed, for views whose margins or safe-area guide follow them (a view
  /// with ``safeAreaLayoutGuide`` or ``layoutMarginsGuide`` in use).
  open func safeAreaInsetsDidChange() {}

  /// Called on the view, and on the views below it that inherit its tint, after ``tintColor`` changed.
  open func tintColorDidChange() {}

  /// Called once the view is loaded from a storyboard or nib; there are none here, so only code that calls it
  /// runs it.
  open func awakeFromNib() {}

  /// Whether ``updateConstraints()`` is due: every new view starts so, as in UIKit.
  var needsConstraintUpdate = true

  /// Updates the view's constraints; subclasses activate or change their constraints here and call `super`.
  ///
  /// The next layout calls it on every view that needs it, subviews before their superviews, before it solves.
  open func updateConstraints() { needsConstraintUpdate = false }

  /// Asks for ``updateConstraints()`` in the next layout.
  open func setNeedsUpdateConstraints() {
    guard !needsConstraintUpdate else { return }
    needsConstraintUpdate = true
    rootView.engine?.viewsNeedingConstraintUpdate.append(self)
  }

  /// Whether ``updateConstraints()`` is due.
  open func needsUpdateConstraints() -> Bool { needsConstraintUpdate }

  /// Runs the constraint updates that are due in this view's tree now rather than at the next layout.
  open func updateConstraintsIfNeeded() { rootView.ensureEngine().runConstraintUpdates() }

  /// Whether the class depends on constraint-based layout; Auto Layout runs for every tree here, so it changes
  /// nothing (UIKit's default, `false`, is kept).
  open class var requiresConstraintBasedLayout: Bool { false }

  // MARK: - Geometry and hit testing

  /// A point in this view's coordinates, in `view`'s coordinates.
  ///
  /// `nil` stands for the window: the root view. Views in two windows convert through the screen, each window
  /// placed at its frame. Transforms are not applied: frames are untransformed here, as layout sees them.
  open func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    let source = offsetOnScreen
    let target = view?.offsetOnScreen ?? rootView.windowOrigin
    return CGPoint(x: point.x + source.x - target.x, y: point.y + source.y - target.y)
  }

  /// A point in `view`'s coordinates (or the root view's for `nil`), in this view's.
  open func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    (view ?? rootView).convert(point, to: self)
  }

  /// A rectangle in this view's coordinates, in `view`'s (or the root view's for `nil`).
  open func convert(_ rect: CGRect, to view: View?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// A rectangle in `view`'s coordinates (or the root view's for `nil`), in this view's.
  open func convert(_ rect: CGRect, from view: View?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// The view's own coordinate space: the view.
  open var coordinateSpace: any CoordinateSpace { self }

  /// A point in this view's coordinates, in a coordinate space's (a view's, or the screen's: the root view's).
  open func convert(_ point: CGPoint, to coordinateSpace: any CoordinateSpace) -> CGPoint {
    convert(point, to: coordinateSpace as? View)
  }

  /// A point in a coordinate space's coordinates, in this view's.
  open func convert(_ point: CGPoint, from coordinateSpace: any CoordinateSpace) -> CGPoint {
    convert(point, from: coordinateSpace as? View)
  }

  /// A rectangle in this view's coordinates, in a coordinate space's.
  open func convert(_ rect: CGRect, to coordinateSpace: any CoordinateSpace) -> CGRect {
    convert(rect, to: coordinateSpace as? View)
  }

  /// A rectangle in a coordinate space's coordinates, in this view's.
  open func convert(_ rect: CGRect, from coordinateSpace: any CoordinateSpace) -> CGRect {
    convert(rect, from: coordinateSpace as? View)
  }

  /// The view's origin on the screen: in its root, moved by the root's frame when the root is a window.
  private var offsetOnScreen: CGPoint {
    let inRoot = offsetInRoot
    let window = rootView.windowOrigin
    return CGPoint(x: inRoot.x + window.x, y: inRoot.y + window.y)
  }

  /// Where a root window sits on the screen; the origin for any other view.
  private var windowOrigin: CGPoint { self is Window ? storedFrame.origin : .zero }

  /// Where this view's coordinate origin lies in its root view's coordinates.
  private var offsetInRoot: CGPoint {
    var offset = CGPoint.zero
    var current: View? = self
    while let view = current, let parent = view.storedSuperview {
      offset.x += view.storedFrame.minX - view.storedBoundsOrigin.x
      offset.y += view.storedFrame.minY - view.storedBoundsOrigin.y
      current = parent
    }
    offset.x -= rootView.storedBoundsOrigin.x
    offset.y -= rootView.storedBoundsOrigin.y
    return offset
  }

  /// The frontmost view under `point` (in this view's coordinates) that takes touches.
  ///
  /// That is this view, one below it, or `nil`. Hidden views, views with an alpha under 0.01 and views with
  /// ``isUserInteractionEnabled`` off are skipped, as UIKit skips them.
  open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event)
    else {
      return nil
    }
    for subview in storedSubviews.reversed() {
      if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
    }
    return self
  }

  /// Whether `point` (in this view's coordinates) is inside the view's bounds.
  open func point(inside point: CGPoint, with event: Event?) -> Bool {
    bounds.contains(point)
  }

  /// Whether the view takes more than one touch at a time; stored only (nothing is touched here).
  open var isMultipleTouchEnabled = false
  /// Whether the view takes touches only while no other view does; stored only.
  open var isExclusiveTouch = false
  /// Whether drawing clears the bounds first; every render starts from a clean canvas, so it is stored only.
  open var clearsContextBeforeDrawing = true

  // MARK: - Animations (a picture shows where they end)

  /// Whether animations run: one switch for the process, as UIKit's; kept for the code that asks (animations
  /// always end at once here).
  private static let animationsEnabled = Mutex(true)

  /// Turns animations on or off (UIKit's `setAnimationsEnabled(_:)`); kept for ``areAnimationsEnabled``.
  open class func setAnimationsEnabled(_ enabled: Bool) {
    animationsEnabled.withLock { $0 = enabled }
  }

  /// Whether animations are enabled.
  open class var areAnimationsEnabled: Bool { animationsEnabled.withLock { $0 } }

  /// The duration of the animation being set up; there is never one running here.
  open class var inheritedAnimationDuration: TimeInterval { 0 }

  /// Runs `actions` at once.
  open class func performWithoutAnimation(_ actions: () -> Void) { actions() }

  /// Runs `animations` at once and then `completion` with `true`: a picture shows the end state.
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) { finishAnimation(animations, completion) }

  /// Runs `animations` at once and then `completion` with `true`.
  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) { finishAnimation(animations, completion) }

  /// Runs `animations` at once.
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animations()
  }

  /// The spring form; equally immediate.
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) { finishAnimation(animations, completion) }

  /// A transition of one view's content; the new content shows at once.
  open class func transition(
    with view: View, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }

  /// Replaces `fromView` by `toView` (or, with `.showHideTransitionViews`, hides one and shows the other) at once.
  open class func transition(
    from fromView: View, to toView: View, duration: TimeInterval, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
    } else if let parent = fromView.storedSuperview,
      let index = parent.storedSubviews.firstIndex(where: { $0 === fromView })
    {
      parent.insertSubview(toView, at: index)
      fromView.removeFromSuperview()
    }
    completion?(true)
  }

  /// Runs a keyframe animation's `animations` (which add keyframes) at once.
  open class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) { finishAnimation(animations, completion) }

  /// Runs a keyframe's `animations` at once, so the last keyframe's values stand.
  open class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) { animations() }

  /// Runs `animations` at once: a repeated animation ends where one run ends.
  open class func modifyAnimations(
    withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void
  ) {
    animations()
  }

  /// The spring form of iOS 17, by duration and bounce; equally immediate.
  open class func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0,
    initialSpringVelocity: CGFloat = 0.0,
    delay: TimeInterval = 0.0, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) { finishAnimation(animations, completion) }

  /// A keyframe animation awaited: its frames are applied at once and it reports finishing.
  open class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [],
    animations: @escaping () -> Void
  ) async -> Bool {
    animations()
    return true
  }

  /// Runs a system animation on views: `.delete` removes them, then `parallelAnimations` run, at once.
  open class func perform(
    _ animation: SystemAnimation, on views: [View], options: AnimationOptions = [],
    animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    for view in views where animation == .delete { view.removeFromSuperview() }
    parallelAnimations?()
    completion?(true)
  }

  // MARK: - The iOS 2 animation block (begin, set, commit): changes apply at once, so every call is inert

  open class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {}
  open class func commitAnimations() {}
  open class func setAnimationDelegate(_ delegate: Any?) {}
  open class func setAnimationWillStart(_ selector: Selector?) {}
  open class func setAnimationDidStop(_ selector: Selector?) {}
  open class func setAnimationDuration(_ duration: TimeInterval) {}
  open class func setAnimationDelay(_ delay: TimeInterval) {}
  open class func setAnimationStart(_ startDate: Date) {}
  open class func setAnimationCurve(_ curve: AnimationCurve) {}
  open class func setAnimationRepeatCount(_ repeatCount: Float) {}
  open class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {}
  open class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}
  open class func setAnimationTransition(
    _ transition: AnimationTransition, for view: View, cache: Bool
  ) {}

  private class func finishAnimation(_ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
    animations()
    completion?(true)
  }

  // MARK: - Asking for work

  /// The first view in this subtree, depth first, whose ``tag`` is `tag` (this view included).
  open func viewWithTag(_ tag: Int) -> View? {
    subtree().first { $0.tag == tag }
  }

  /// Resizes the view to ``sizeThatFits(_:)`` for its current size, keeping its origin.
  open func sizeToFit() {
    frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
  }

  /// Asks for a redraw; ``draw(_:)`` runs every time the scene renders, so there is nothing to do.
  open func setNeedsDisplay() {}

  /// Asks for a redraw of part of the view; as ``setNeedsDisplay()``, nothing to do.
  open func setNeedsDisplay(_ rect: CGRect) {}

  // MARK: - The order of subviews

  /// Moves a subview to the front (the end of ``subviews``).
  open func bringSubviewToFront(_ view: View) {
    guard view.storedSuperview === self else { return }
    insertSubview(view, at: storedSubviews.count)
  }

  /// Moves a subview to the back (the start of ``subviews``).
  open func sendSubviewToBack(_ view: View) {
    guard view.storedSuperview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Adds a view just above `siblingSubview` (after it in ``subviews``).
  open func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
    insertSubview(view, nextTo: siblingSubview, after: true)
  }

  /// Adds a view just below `siblingSubview` (before it in ``subviews``).
  open func insertSubview(_ view: View, belowSubview siblingSubview: View) {
    insertSubview(view, nextTo: siblingSubview, after: false)
  }

  private func insertSubview(_ view: View, nextTo sibling: View, after: Bool) {
    var others = storedSubviews
    others.removeAll { $0 === view }
    guard let index = others.firstIndex(where: { $0 === sibling }) else {
      Diagnostics.report(
        Diagnostic(
          .error,
          "\(sibling.debugName) is not a subview of \(debugName): \(view.debugName) was not added"))
      return
    }
    insertSubview(view, at: after ? index + 1 : index)
  }

  /// Swaps two subviews in ``subviews``.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else {
      return
    }
    storedSubviews.swapAt(index1, index2)
  }

  // MARK: - UIKit's open members declared in other files
  //
  // Swift lets a subclass override only what the class body declares, so each member UIKit declares `open` is
  // declared here and forwards to its implementation (`…Implementation`) beside the concept it belongs to.

  /// The view's rectangle in its superview's coordinates.
  ///
  /// After layout it holds the solved frame. While ``translatesAutoresizingMaskIntoConstraints`` is true, setting
  /// it fixes the view there (through required constraints, as in UIKit); otherwise the next layout overwrites it.
  open var frame: CGRect {
    get { frameImplementation }
    set { frameImplementation = newValue }
  }

  /// The view's own rectangle in its own coordinates: its size, at the origin its content is scrolled to (zero
  /// except in a scroll view).
  ///
  /// Setting it changes the size around the centre, as UIKit does, and the origin (which moves the subviews'
  /// drawing, not their frames).
  open var bounds: CGRect {
    get { boundsImplementation }
    set { boundsImplementation = newValue }
  }

  /// The centre of the frame, in the superview's coordinates; setting it moves the frame, keeping its size.
  open var center: CGPoint {
    get { centerImplementation }
    set { centerImplementation = newValue }
  }

  /// Whether the view's frame and autoresizing mask become required constraints (true by default, as in UIKit).
  ///
  /// Views you position with constraints need `false`; a forgotten `false` shows up as an unsatisfiable-constraint
  /// report that says so.
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { translatesAutoresizingMaskIntoConstraintsImplementation }
    set { translatesAutoresizingMaskIntoConstraintsImplementation = newValue }
  }

  /// How the view follows its superview's size while ``translatesAutoresizingMaskIntoConstraints`` is true.
  open var autoresizingMask: AutoresizingMask {
    get { autoresizingMaskImplementation }
    set { autoresizingMaskImplementation = newValue }
  }

  /// The insets of ``layoutMarginsGuide`` from the view's edges (8 on every side by default).
  open var layoutMargins: EdgeInsets {
    get { layoutMarginsImplementation }
    set { layoutMarginsImplementation = newValue }
  }

  /// The margins with leading and trailing sides, which follow the layout direction.
  open var directionalLayoutMargins: DirectionalEdgeInsets {
    get { directionalLayoutMarginsImplementation }
    set { directionalLayoutMarginsImplementation = newValue }
  }

  /// Whether the margins guide is also inset by the safe area (true by default): the margins are measured from the
  /// safe area's edges, as a view controller's root view's are.
  open var insetsLayoutMarginsFromSafeArea: Bool {
    get { insetsLayoutMarginsFromSafeAreaImplementation }
    set { insetsLayoutMarginsFromSafeAreaImplementation = newValue }
  }

  /// The insets of ``safeAreaLayoutGuide`` from the view's edges, from the current frames: the part of the view
  /// outside its ancestors' safe area, plus its own ``additionalSafeAreaInsets``.
  open var safeAreaInsets: EdgeInsets { safeAreaInsetsImplementation }

  /// The direction leading and trailing follow here: the nearest chosen one, left-to-right by default.
  open var effectiveUserInterfaceLayoutDirection: LayoutDirection {
    effectiveUserInterfaceLayoutDirectionImplementation
  }

  /// Tells the layout engine that ``intrinsicContentSize`` changed; the constraints change in place.
  open func invalidateIntrinsicContentSize() { invalidateIntrinsicContentSizeImplementation() }

  /// The priority with which the view resists growing beyond its intrinsic size on an axis (250 by default).
  open func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
    contentHuggingPriorityImplementation(for: axis)
  }

  /// Sets the priority with which the view resists growing beyond its intrinsic size.
  open func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    setContentHuggingPriorityImplementation(priority, for: axis)
  }

  /// The priority with which the view resists shrinking below its intrinsic size on an axis (750 by default).
  open func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
    contentCompressionResistancePriorityImplementation(for: axis)
  }

  /// Sets the priority with which the view resists shrinking below its intrinsic size.
  open func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutAxis
  ) { setContentCompressionResistancePriorityImplementation(priority, for: axis) }

  /// The active constraints installed on this view (the nearest common ancestor of their items), in activation
  /// order.
  open var constraints: [LayoutConstraint] { constraintsImplementation }

  /// Activates a constraint (UIKit's older spelling of `isActive = true`).
  open func addConstraint(_ constraint: LayoutConstraint) {
    addConstraintImplementation(constraint)
  }

  /// Activates constraints (UIKit's older spelling of ``LayoutConstraint/activate(_:)``).
  open func addConstraints(_ constraints: [LayoutConstraint]) {
    addConstraintsImplementation(constraints)
  }

  /// Deactivates a constraint.
  open func removeConstraint(_ constraint: LayoutConstraint) {
    removeConstraintImplementation(constraint)
  }

  /// Deactivates constraints.
  open func removeConstraints(_ constraints: [LayoutConstraint]) {
    removeConstraintsImplementation(constraints)
  }

  /// Lays out the whole tree this view belongs to, if anything changed since the last layout.
  ///
  /// Unsatisfiable constraints are reported (``Diagnostics``) and one of them is broken, as in UIKit; see
  /// ``layout(strict:)`` to make them errors.
  open func layoutIfNeeded() { layoutIfNeededImplementation() }

  /// Asks for ``layoutSubviews()`` in the next layout, as UIKit does; the next ``layoutIfNeeded()`` calls it even
  /// if no frame changed.
  open func setNeedsLayout() { setNeedsLayoutImplementation() }

  /// Whether the view's position or size is not fully determined by its constraints.
  open var hasAmbiguousLayout: Bool { hasAmbiguousLayoutImplementation }

  /// The active constraints that position or size the view along an axis: those of its tree that name the view
  /// with an attribute of that axis, in tree and activation order (UIKit's debugging aid of the same name).
  ///
  /// - Complexity: O(c) for the c active constraints of the tree.
  open func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
    constraintsAffectingLayoutImplementation(for: axis)
  }

  /// Moves an ambiguously laid-out view to another layout its constraints allow (UIKit's debugging aid).
  ///
  /// UIKit picks another valid frame at random; here the choice is deterministic: every undetermined edge or size
  /// of the view is pulled 50 points further at a priority below every other, the tree is laid out, and the pull is
  /// removed again, so frames show the other layout until the next layout pass. A view whose layout is determined
  /// does not move.
  open func exerciseAmbiguityInLayout() { exerciseAmbiguityInLayoutImplementation() }

  open var leftAnchor: LayoutXAxisAnchor { xAxisAnchor(.left) }
  open var rightAnchor: LayoutXAxisAnchor { xAxisAnchor(.right) }
  open var leadingAnchor: LayoutXAxisAnchor { xAxisAnchor(.leading) }
  open var trailingAnchor: LayoutXAxisAnchor { xAxisAnchor(.trailing) }
  open var centerXAnchor: LayoutXAxisAnchor { xAxisAnchor(.centerX) }
  open var topAnchor: LayoutYAxisAnchor { yAxisAnchor(.top) }
  open var bottomAnchor: LayoutYAxisAnchor { yAxisAnchor(.bottom) }
  open var centerYAnchor: LayoutYAxisAnchor { yAxisAnchor(.centerY) }
  open var widthAnchor: LayoutDimension { dimension(.width) }
  open var heightAnchor: LayoutDimension { dimension(.height) }
  /// The first line of text's baseline (a view without text answers its bottom; see `forFirstBaselineLayout`).
  open var firstBaselineAnchor: LayoutYAxisAnchor { yAxisAnchor(.firstBaseline) }
  /// The last line of text's baseline.
  open var lastBaselineAnchor: LayoutYAxisAnchor { yAxisAnchor(.lastBaseline) }

  /// The size the view's own constraints and its subviews' give it, with its width and height pulled towards
  /// `targetSize` at the given priorities (UIKit's self-sizing cells call it with a required width).
  ///
  /// Constraints between the view and views outside it do not count, and the view is not resized: the answer is
  /// computed on the side.
  ///
  /// ```swift
  /// let size = cell.systemLayoutSizeFitting(
  ///   CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
  ///   withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
  /// ```
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
    verticalFittingPriority vertical: LayoutPriority
  ) -> CGSize {
    systemLayoutSizeFittingImplementation(
      targetSize, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
  }

  /// The size the view's constraints give it, as close to `targetSize` as they allow.
  ///
  /// The same as the priority form with ``LayoutPriority/fittingSizeLevel`` on both axes.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFittingImplementation(targetSize)
  }

  /// The layer that draws the view, of the class ``layerClass`` names, made on first use (Layers/Layer.swift).
  open var layer: Layer { layerImplementation }

  /// The layer's 3D transform: the view's ``transform`` with depth kept (only its flat part is drawn).
  open var transform3D: CATransform3D {
    get { layer.transform }
    set { layer.transform = newValue }
  }

  /// The radius a corner is drawn with: the layer's corner radius, as every corner is rounded alike here.
  open func effectiveRadius(corner: RectCorner) -> CGFloat { layer.cornerRadius }

  /// The recognizers added to the view (Interaction/Inert.swift); they never recognise anything here.
  open var gestureRecognizers: [GestureRecognizer]? {
    get { gestureRecognizersImplementation }
    set { gestureRecognizersImplementation = newValue }
  }

  /// Keeps a recognizer on the view, which becomes its ``GestureRecognizer/view``.
  open func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    addGestureRecognizerImplementation(gestureRecognizer)
  }

  /// Takes a recognizer off the view.
  open func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    removeGestureRecognizerImplementation(gestureRecognizer)
  }

  /// Whether a recognizer on the view may begin: true, as in UIKit (nothing is touched here to ask).
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

  /// The interactions added to the view, in order (Interaction/ContextMenu.swift).
  open var interactions: [Interaction] {
    get { interactionsImplementation }
    set { interactionsImplementation = newValue }
  }

  /// Adds an interaction, telling it before and after.
  open func addInteraction(_ interaction: Interaction) { addInteractionImplementation(interaction) }

  /// Removes an interaction, telling it before and after.
  open func removeInteraction(_ interaction: Interaction) {
    removeInteractionImplementation(interaction)
  }

  /// The motion effects added to the view (Interaction/MotionEffect.swift); no device moves here.
  open var motionEffects: [MotionEffect] {
    get { extra(\.motionEffects) }
    set { setExtra(\.motionEffects, newValue) }
  }

  /// Adds a motion effect (kept; it never moves the view here).
  open func addMotionEffect(_ effect: MotionEffect) { motionEffects.append(effect) }

  /// Removes a motion effect.
  open func removeMotionEffect(_ effect: MotionEffect) { motionEffects.removeAll { $0 === effect } }

  /// The traits this view overrides for itself and the views below it (Style/TraitOverrides.swift).
  open var traitOverrides: TraitOverrides {
    get { TraitOverrides(owner: self) }
    set { setTraitOverrides(newValue) }
  }

  /// A guide where the keyboard would be (Views/KeyboardLayoutGuide.swift): no keyboard shows here, so it
  /// stays docked below the safe area, as UIKit's does while the keyboard is off screen.
  open var keyboardLayoutGuide: KeyboardLayoutGuide { keyboardLayoutGuideImplementation }

  /// The image the large content viewer shows for the view (kept: there is no viewer here).
  open var largeContentImage: Image? {
    get { extra(\.largeContentImage) }
    set { setExtra(\.largeContentImage, newValue) }
  }

  /// How the pointer's hover shows over the view (kept: there is no pointer here).
  open var hoverStyle: HoverStyle? {
    get { extra(\.hoverStyle) }
    set { setExtra(\.hoverStyle, newValue) }
  }

  /// A formatter that prints the view (App/PrintFormatter.swift); nothing prints here.
  open func viewPrintFormatter() -> ViewPrintFormatter { ViewPrintFormatter(view: self) }

  /// Draws the view's content for printing: its ordinary drawing.
  open func draw(_ rect: CGRect, for formatter: ViewPrintFormatter) { draw(rect) }

  // The focus system (Interaction/Focus.swift): nothing is ever focused here.

  /// How the view ranks when focus picks a group (kept).
  open var focusGroupPriority: FocusGroupPriority {
    get { extra(\.focusGroupPriority) }
    set { setExtra(\.focusGroupPriority, newValue) }
  }

  /// The effect focus would draw (kept).
  open var focusEffect: FocusEffect? {
    get { extra(\.focusEffect) }
    set { setExtra(\.focusEffect, newValue) }
  }

  /// Where focus should go first inside the view: the view itself, as in UIKit.
  open var preferredFocusEnvironments: [FocusEnvironment] { [self] }

  /// The environment that contains the view: its superview.
  open var parentFocusEnvironment: FocusEnvironment? { storedSuperview }

  /// The container of the view's focusable items: none here.
  open var focusItemContainer: FocusItemContainer? { nil }

  /// Whether focus may move as `context` says: true, as by default in UIKit.
  open func shouldUpdateFocus(in context: FocusUpdateContext) -> Bool { true }

  /// Called after focus moved (never here).
  open func didUpdateFocus(
    in context: FocusUpdateContext, with coordinator: FocusAnimationCoordinator
  ) {}

  /// Called while focus is about to move (never here).
  open func didHintFocusMovement(_ hint: FocusMovementHint) {}

  /// The focusable items in `rect`: none here.
  open func focusItems(in rect: CGRect) -> [FocusItem] { [] }
}

/// A value for each axis, stored inline (a view keeps its hugging and compression-resistance priorities so).
struct PerAxis<Value> {
  var horizontal: Value
  var vertical: Value

  subscript(axis: LayoutAxis) -> Value {
    get { axis == .horizontal ? horizontal : vertical }
    set {
      if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
    }
  }
}
