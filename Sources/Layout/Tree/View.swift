import Foundation

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
open class View: LayoutItem {
  /// The value of an intrinsic size component that has no natural size (UIKit's `UIView.noIntrinsicMetric`).
  public static let noIntrinsicMetric: CGFloat = -1

  /// The view that contains this one, or `nil` for the root of a tree.
  open internal(set) weak var superview: View?
  /// The contained views, back to front.
  open internal(set) var subviews: [View] = []
  /// A name used in every diagnostic and dump; the same storage as ``accessibilityIdentifier``.
  public var identifier: String?
  /// Whether the view is drawn.
  ///
  /// Hidden views still take part in layout, as in UIKit, except in a stack view, which collapses them.
  open var isHidden = false {
    didSet { if isHidden != oldValue { superview?.arrangedContentDidChange(self) } }
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
  /// The width the last layout pass gave a view whose height depends on its width.
  var widthForIntrinsicHeight: CGFloat?
  /// The superview's size when the frame was set or the view was added: what the autoresizing mask's margins
  /// are measured against.
  var maskReferenceSize: CGSize = .zero
  var translatesMask = true
  var mask: AutoresizingMask = []
  var marginsFromSafeArea = true
  var additionalSafeArea: EdgeInsets = .zero
  var chosenDirection: LayoutDirection?
  var hugging = PerAxis(horizontal: LayoutPriority.defaultLow, vertical: .defaultLow)
  var compression = PerAxis(horizontal: LayoutPriority.defaultHigh, vertical: .defaultHigh)

  /// How the margins were last set: fixed sides, or leading/trailing sides that follow the layout direction.
  enum Margins: Equatable {
    case fixed(EdgeInsets)
    case directional(DirectionalEdgeInsets)
  }

  /// Creates a view with a frame (used while ``translatesAutoresizingMaskIntoConstraints`` is true).
  public init(frame: CGRect) {
    storedFrame = frame
  }

  /// Creates a view with a zero frame, as `UIView()` does.
  public convenience init() {
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

  // MARK: - The tree

  /// Adds a view at the front; it is first removed from its current superview.
  open func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts a view at an index of ``subviews`` (clamped to the valid range).
  open func insertSubview(_ view: View, at index: Int) {
    guard view !== self, !isDescendant(of: view) else {
      Diagnostics.report(Diagnostic(.error, "cannot add \(view.debugName) inside itself"))
      return
    }
    if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: current)
      subviews.insert(view, at: min(max(index, 0), subviews.count))
      return
    }
    // Moving a view within its tree keeps what DSLs attached to it; moving it to another tree is leaving.
    let previousRoot = view.superview.map { $0.rootView }
    view.detachFromSuperview()
    view.engine = nil
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    view.maskReferenceSize = storedFrame.size
    rootView.engine?.addSubtree(view)
    if let previousRoot, previousRoot !== rootView { view.notifyLeftTree() }
    didMoveToTree()
  }

  /// Removes the view from its superview.
  ///
  /// As in UIKit, the constraints that relate it (or its subviews) to views outside it are deactivated;
  /// constraints between views inside it stay active and move with it.
  open func removeFromSuperview() {
    guard superview != nil else { return }
    detachFromSuperview()
    notifyLeftTree()
  }

  /// Takes the view out of its superview, deactivating the constraints that cross out of it.
  private func detachFromSuperview() {
    guard let parent = superview else { return }
    parent.subviewWillBeRemoved(self)
    deactivateConstraintsCrossing(outOf: self)
    parent.rootView.engine?.removeSubtree(self)
    parent.subviews.removeAll { $0 === self }
    superview = nil
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
      current = candidate.superview
    }
    return false
  }

  /// The root of the tree this view belongs to.
  public var rootView: View {
    var current = self
    while let parent = current.superview { current = parent }
    return current
  }

  /// This view and every view below it, depth first, in subview order.
  package func subtree() -> [View] {
    var result: [View] = []
    var stack: [View] = [self]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.subviews.reversed())
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
  public var contentMode: ContentMode = .scaleToFill
  /// The transform applied around the view's centre when drawn; layout ignores it, as in UIKit.
  open var transform: CGAffineTransform = .identity
  /// The class of the layer behind the view (UIKit's `layerClass`).
  ///
  /// A subclass returns a layer class, `CAGradientLayer.self` say, to be backed by one: `layer` is then of that
  /// class and the view draws what it draws. The default stands for a plain `CALayer`.
  open class var layerClass: AnyClass { PlainLayer.self }

  /// The layer-backed state a UIKit extension keeps per view (its `CALayer`).
  ///
  /// Not API.
  package var layerStorage: AnyObject?
  /// The tint set on this view; `tintColor` falls back to the superview's.
  var storedTintColor: Color?

  /// The colour for interactive content, inherited from the superview when not set (UIKit's default is
  /// `.systemBlue`, the tint of a window).
  open var tintColor: Color! {
    get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
    set { storedTintColor = newValue }
  }

  /// The colour that fills the view's bounds, or `nil` for none.
  open var backgroundColor: Color? {
    get { storedBackgroundColor }
    set { storedBackgroundColor = newValue }
  }
  var storedBackgroundColor: Color?
  /// The colour of the border drawn inside the bounds, over the content (as a layer border is).
  public var borderColor: Color?
  /// The border's width in points (0, the default, draws none).
  public var borderWidth: CGFloat = 0
  /// The radius of the rounded corners of the background, the border and (with ``clipsToBounds``) the content.
  public var cornerRadius: CGFloat = 0
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
    var ancestor = subtree.superview
    while let view = ancestor {
      for constraint in view.installedConstraints where constraint.mentionsItem(inside: subtree) {
        constraint.isActive = false
      }
      ancestor = view.superview
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
    while let parent = current.superview {
      path.append(parent.subviews.firstIndex { $0 === current } ?? 0)
      current = parent
    }
    let type = String(describing: Swift.type(of: self))
    return path.isEmpty
      ? type : "\(type)[\(path.reversed().map(String.init).joined(separator: "."))]"
  }

  public var layoutOwner: View? { self }
}

/// What ``View/layerClass`` returns by default: a plain layer (this module does not know the layer types).
public final class PlainLayer {}

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
