import Foundation

/// A view whose content can be larger than itself and is scrolled to ``contentOffset`` (UIKit's `UIScrollView`).
///
/// Layout follows UIKit's rules: constraints from the content to ``contentLayoutGuide`` (or to the scroll view's
/// own edges) set ``contentSize``; constraints to ``frameLayoutGuide`` (or to the scroll view's width and height)
/// relate to the visible frame. The content is drawn shifted by ``contentOffset`` and clipped to the bounds
/// (`clipsToBounds` is true, as UIKit's default for scroll views). A picture is a moment at rest: scroll
/// indicators, which UIKit shows only while scrolling, are not drawn.
///
/// ```swift
/// let scroll = UIScrollView()
/// let stack = UIStackView(arrangedSubviews: rows)
/// stack.axis = .vertical
/// scroll.addSubview(stack)
/// stack.translatesAutoresizingMaskIntoConstraints = false
/// NSLayoutConstraint.activate([
///   stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
///   stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
///   stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
///   stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
///   stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
/// ])
/// ```
@preconcurrency @MainActor
open class ScrollView: View {
  /// How the safe area adjusts the content insets (UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic = 0, scrollableAxes, never, always
  }

  /// How the keyboard is dismissed by dragging (stored; there is no keyboard here).
  public enum KeyboardDismissMode: Int, Sendable {
    case none = 0, onDrag, interactive
  }

  /// The scroll indicators' colours (stored; indicators are not drawn).
  public enum IndicatorStyle: Int, Sendable {
    case `default` = 0, black, white
  }

  /// The delegate, whatever its kind: a scroll view's `delegate` reads it as a scroll view delegate, a table
  /// view's as a table view delegate, and so on (see `delegate` below).
  weak var delegateObject: AnyObject?
  /// Extra space around the content (stored; it does not move the content unless ``contentOffset`` does).
  open var contentInset: EdgeInsets = .zero
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  open var indicatorStyle: IndicatorStyle = .default
  open var scrollIndicatorInsets: EdgeInsets = .zero
  open var verticalScrollIndicatorInsets: EdgeInsets = .zero
  open var horizontalScrollIndicatorInsets: EdgeInsets = .zero
  open var isScrollEnabled = true
  open var isPagingEnabled = false
  open var bounces = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open var isDirectionalLockEnabled = false
  open var scrollsToTop = true
  open var keyboardDismissMode: KeyboardDismissMode = .none
  /// The point of the content kept in place as the content's size changes (stored).
  open var contentAlignmentPoint: CGPoint = .zero
  private lazy var panRecognizer = PanGestureRecognizer()
  /// The pan that scrolls the content (never recognised headless).
  open var panGestureRecognizer: PanGestureRecognizer { panRecognizer }
  private lazy var pinchRecognizer = PinchGestureRecognizer()
  /// The pinch that zooms, when zooming is possible.
  open var pinchGestureRecognizer: PinchGestureRecognizer? {
    maximumZoomScale > minimumZoomScale ? pinchRecognizer : nil
  }
  private lazy var pressRecognizer = GestureRecognizer()
  /// The remote's directional presses (tvOS; never recognised here).
  open var directionalPressGestureRecognizer: GestureRecognizer { pressRecognizer }
  /// The pull-to-refresh control over the content's top.
  open var refreshControl: RefreshControl? {
    didSet {
      oldValue?.removeFromSuperview()
      if let refreshControl {
        refreshControl.place(in: self)
        addSubview(refreshControl)
      }
    }
  }
  private let edgeEffects = (0..<4).map { _ in ScrollEdgeEffect() }
  /// The fade at the top edge under bars (stored).
  open var topEdgeEffect: ScrollEdgeEffect { edgeEffects[0] }
  /// The fade at the left edge (stored).
  open var leftEdgeEffect: ScrollEdgeEffect { edgeEffects[1] }
  /// The fade at the bottom edge (stored).
  open var bottomEdgeEffect: ScrollEdgeEffect { edgeEffects[2] }
  /// The fade at the right edge (stored).
  open var rightEdgeEffect: ScrollEdgeEffect { edgeEffects[3] }
  open var minimumZoomScale: CGFloat = 1
  open var maximumZoomScale: CGFloat = 1
  open var zoomScale: CGFloat = 1
  /// How fast scrolling slows after a flick (stored: nothing scrolls here).
  open var decelerationRate: DecelerationRate = .normal
  /// Whether the content bounces past its horizontal edges (stored).
  open var bouncesHorizontally = true
  /// Whether the content bounces past its vertical edges (stored).
  open var bouncesVertically = true
  /// Whether zooming bounces past its limits (stored).
  open var bouncesZoom = true
  /// Whether the indicator insets follow the content insets (stored).
  open var automaticallyAdjustsScrollIndicatorInsets = true
  /// Whether touches wait to see whether they scroll (stored).
  open var delaysContentTouches = true
  /// Whether touches in content may be cancelled to scroll (stored).
  open var canCancelContentTouches = true
  /// Whether the keyboard's arrow keys scroll (stored).
  open var allowsKeyboardScrolling = true
  /// Whether a scroll past this view's edge is handed to an enclosing scroll view (stored).
  open var transfersHorizontalScrollingToParent = false
  /// Whether a vertical scroll past the edge is handed to an enclosing scroll view (stored).
  open var transfersVerticalScrollingToParent = false
  /// How a table's section index shows (stored).
  open var indexDisplayMode: IndexDisplayMode = .automatic
  /// Whether a scroll animation is running: never, here.
  open var isScrollAnimating: Bool { false }
  /// Whether the user is zooming: never, here.
  open var isZooming: Bool { false }
  /// Whether a zoom is bouncing back: never, here.
  open var isZoomBouncing: Bool { false }
  /// Whether a zoom animation is running: never, here.
  open var isZoomAnimating: Bool { false }
  /// The visible part of the content: the bounds' size.
  open var visibleSize: CGSize { bounds.size }

  /// Sets the zoom scale (stored: the content is not scaled here).
  open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
  /// Zooms to show `rect`; the content is not scaled here, so nothing moves.
  open func zoom(to rect: CGRect, animated: Bool) {}
  /// Stops scrolling and zooming; nothing moves here.
  open func stopScrollingAndZooming() {}
  /// Called after ``adjustedContentInset`` changed.
  open func adjustedContentInsetDidChange() {}
  /// Whether touches in `view` begin there rather than scroll (true, as UIKit's default).
  open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
    true
  }
  /// Whether touches in `view` may be cancelled to scroll: not in controls, as UIKit decides by default.
  open func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }
  /// Runs `changes` (the indicators would flash; there are none here).
  open func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void) { changes() }

  /// The rate at which scrolling slows (UIKit's `UIScrollView.DecelerationRate`, with UIKit's values).
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = DecelerationRate(rawValue: 0.998)
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// How a section index shows (UIKit's `UIScrollView.IndexDisplayMode`).
  public enum IndexDisplayMode: Int, Sendable {
    case automatic, alwaysHidden
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    clipsToBounds = true
    makeScrollArea()
  }

  /// The guide whose edges are the content's: constraints to it set ``contentSize``.
  open var contentLayoutGuide: LayoutGuide { contentAreaGuide }

  /// The guide that is the scroll view's visible frame, wherever the content is scrolled.
  open var frameLayoutGuide: LayoutGuide { frameAreaGuide }

  /// The content's size: after layout, the content guide's; before, the size code set.
  ///
  /// Setting it sizes the content guide unless constraints on the content size it (they win).
  open var contentSize: CGSize {
    get { hasLaidOut ? contentLayoutGuide.layoutFrame.size : contentAreaSize }
    set { contentAreaSize = newValue }
  }

  /// The point of the content shown at the scroll view's top-left corner.
  open var contentOffset: CGPoint {
    get { boundsOrigin }
    set {
      offsetWasSet = true
      let moved = newValue != boundsOrigin
      boundsOrigin = newValue
      // A new bounds origin lays the scroll view out again, as in UIKit (a list shows other rows).
      setNeedsLayout()
      if moved { barsFollowScrolling() }
    }
  }

  /// Whether code has set ``contentOffset``; until then a list rests at its top.
  private var offsetWasSet = false

  /// Lays out with the content at rest at its top until code scrolls it: under a navigation bar, a scroll view
  /// whose content insets are adjusted for the safe area shows its content's top below the bar, as UIKit's does.
  open override func layoutSubviews() {
    restAtTopUnlessScrolled()
    super.layoutSubviews()
  }

  /// Puts a list that nobody scrolled at rest at its top: the content offset is minus the adjusted content
  /// insets, so the first row shows below the status bar, as UIKit's table and collection views show it.
  package func restAtTopUnlessScrolled() {
    guard !offsetWasSet else { return }
    let insets = adjustedContentInset
    let rest = CGPoint(x: -insets.left, y: -insets.top)
    guard rest != boundsOrigin else { return }
    boundsOrigin = rest
    barsFollowScrolling()
  }

  /// Lays out again the navigation or tab bar controller around this scroll view: its bars' look follows where the
  /// content is scrolled (at the top edge, a navigation bar shows its scroll-edge appearance), as UIKit's bars
  /// follow the scroll view they observe.
  private func barsFollowScrolling() {
    var current = superview
    while let view = current {
      if view.owningController is NavigationController || view.owningController is TabBarController
      {
        view.setNeedsLayout()
        return
      }
      current = view.superview
    }
  }

  /// The content insets with the safe area added (``contentInsetAdjustmentBehavior`` `.never` adds none).
  open var adjustedContentInset: EdgeInsets {
    contentInsetAdjustmentBehavior == .never ? contentInset : contentInset + safeAreaInsets
  }

  /// Scrolls to an offset (there is no animation here).
  open func setContentOffset(_ offset: CGPoint, animated: Bool) {
    contentOffset = offset
  }

  /// Scrolls the least distance that shows `rect` (content coordinates), as far as the content allows.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    layoutIfNeeded()
    var offset = contentOffset
    let size = bounds.size
    if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
    if rect.minX < offset.x { offset.x = rect.minX }
    if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
    if rect.minY < offset.y { offset.y = rect.minY }
    let content = contentSize
    offset.x = max(min(offset.x, content.width - size.width), 0)
    offset.y = max(min(offset.y, content.height - size.height), 0)
    contentOffset = offset
  }

  /// Shows the scroll indicators briefly in UIKit; nothing to draw here.
  open func flashScrollIndicators() {}

  /// Whether the user is touching the content (never, here).
  open var isTracking: Bool { false }
  /// Whether the content is being dragged (never, here).
  open var isDragging: Bool { false }
  /// Whether the content is still moving after a drag (never, here).
  open var isDecelerating: Bool { false }
}

/// What a scroll view tells about scrolling and zooming (UIKit's `UIScrollViewDelegate`).
///
/// Every method has a default (`scrollViewShouldScrollToTop(_:)` answers `true`, as UIKit assumes when it is not
/// implemented). Nothing scrolls or zooms here, so none is called.
@preconcurrency @MainActor
public protocol ScrollViewDelegate: AnyObject {
  func scrollViewDidScroll(_ scrollView: ScrollView)
  func scrollViewDidZoom(_ scrollView: ScrollView)
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
  func viewForZooming(in scrollView: ScrollView) -> View?
  func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
  func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat)
  func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
  func scrollViewDidScrollToTop(_ scrollView: ScrollView)
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  public func scrollViewDidZoom(_ scrollView: ScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
  public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
  public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
  public func scrollViewDidEndZooming(
    _ scrollView: ScrollView, with view: View?, atScale scale: CGFloat
  ) {}
  public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
  public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}

public typealias UIScrollView = ScrollView
public typealias UIScrollViewDelegate = ScrollViewDelegate

// UIKit's table, collection and text views redeclare `delegate` with their own delegate protocol, so that
// `tableView.delegate?.tableView?(…)` reaches a table view delegate's methods. Swift lets a subclass narrow a
// read-write property only by declaring a new one; the scroll view's is therefore declared here, outside the class,
// where a subclass's own `delegate` takes precedence over it (docs/uikit-import.md, "Delegates of scroll views").
@MainActor
extension NSObjectProtocol where Self: ScrollView {
  /// What is told about scrolling (never called here: nothing scrolls).
  public var delegate: ScrollViewDelegate? {
    get { delegateObject as? ScrollViewDelegate }
    set { delegateObject = newValue }
  }
}
