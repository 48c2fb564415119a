import Foundation

/// A minimal view controller (UIKit's `UIViewController`): it owns a root view and calls the hooks layout code
/// overrides, so code written inside a view-controller subclass runs unchanged.
///
/// The root view is created on first access of ``view``: ``loadView()``, then ``viewDidLoad()``, then
/// ``updateViewConstraints()``. UIKit calls the last one before the view's first layout pass; here it runs once,
/// straight after ``viewDidLoad()``, which is the same order as far as constraints can tell.
open class ViewController: Responder {
  private var loadedView: View?

  /// The controller that contains this one (``addChild(_:)``).
  open private(set) weak var parent: ViewController?
  /// The contained controllers, in the order they were added.
  open private(set) var children: [ViewController] = []
  /// A title, kept for code that sets it.
  open var title: String?
  /// The controller this one presented: never, here (``present(_:animated:completion:)`` is inert).
  open var presentedViewController: ViewController? { nil }

  /// Creates a view controller whose view is not loaded yet (UIKit's convenience initialiser: subclasses that
  /// override the designated ones inherit it).
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// UIKit's designated initialiser; there are no nibs here, so `loadView()` makes the view.
  public init(nibName: String?, bundle: Bundle?) {
    super.init()
  }

  /// The next responder: the superview of the controller's view (or its parent controller).
  open override var next: Responder? { loadedView?.superview ?? parent }

  /// UIKit's archive initialiser; there are no archives here, so it is an empty controller.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The root view, loaded on first access.
  open var view: View {
    get {
      loadViewIfNeeded()
      return loadedView ?? View()
    }
    set { loadedView = newValue }
  }

  /// The root view if it is loaded, without loading it.
  open var viewIfLoaded: View? { loadedView }

  /// Whether the root view has been loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// Creates the root view; override to supply another one (assign it to ``view``).
  open func loadView() {
    loadedView = View()
  }

  /// Called once the root view is loaded; override to build the view hierarchy.
  open func viewDidLoad() {}

  /// Called once after ``viewDidLoad()``; override to create or update constraints.
  open func updateViewConstraints() {}

  /// Called before the view appears; override to prepare it.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before the view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called after the view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// Shows the controller as UIKit does when its view enters a window: loads the view, adds it to `container`
  /// filling it (when given), then calls `viewWillAppear`, lays out between `viewWillLayoutSubviews` and
  /// `viewDidLayoutSubviews`, and calls `viewDidAppear`, for it and then its children.
  public func appear(in container: View? = nil) {
    let root = view
    if let container {
      root.frame = container.bounds
      root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.addSubview(root)
    }
    applySystemMinimumLayoutMargins()
    viewWillAppear(false)
    for child in children { child.viewWillAppear(false) }
    viewWillLayoutSubviews()
    root.layoutIfNeeded()
    viewDidLayoutSubviews()
    viewDidAppear(false)
    for child in children { child.viewDidAppear(false) }
  }

  // MARK: - Margins

  /// The smallest margins UIKit gives the root view (UIKit's `systemMinimumLayoutMargins`).
  ///
  /// 16 points leading and trailing on iPhones, 20 on the widest phones (414 points and wider: the Plus and Max
  /// models) and on iPads, none at the top and bottom; sources in docs/uikit-defaults.md. The width is the
  /// screen's: the root of the tree the view is in.
  open var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    let screenWidth = (loadedView?.rootView ?? loadedView)?.bounds.width ?? 0
    let side: CGFloat = screenWidth >= 414 ? 20 : 16
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (true by default, as in UIKit).
  open var viewRespectsSystemMinimumLayoutMargins = true

  /// Raises each of the root view's margins to the system minimum, when the controller respects it.
  private func applySystemMinimumLayoutMargins() {
    guard viewRespectsSystemMinimumLayoutMargins, let root = loadedView else { return }
    let minimum = systemMinimumLayoutMargins
    let current = root.directionalLayoutMargins
    root.directionalLayoutMargins = DirectionalEdgeInsets(
      top: max(current.top, minimum.top), leading: max(current.leading, minimum.leading),
      bottom: max(current.bottom, minimum.bottom), trailing: max(current.trailing, minimum.trailing)
    )
  }

  // MARK: - Containment

  /// Adds a child controller; UIKit's `willMove(toParent:)` is called, `didMove(toParent:)` is the caller's.
  open func addChild(_ child: ViewController) {
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes the controller from its parent.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  /// Called before the controller joins or leaves a parent.
  open func willMove(toParent parent: ViewController?) {}
  /// Called after the controller joined or left a parent.
  open func didMove(toParent parent: ViewController?) {}

  /// Presenting is inert here: the completion runs at once.
  open func present(
    _ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil
  ) {
    completion?()
  }

  /// Dismissing is inert here: the completion runs at once.
  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    completion?()
  }

  /// Loads the root view and runs the load hooks, if that has not happened yet.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = View() }
    // The root view's margins are the controller's business: none of a plain view's 8 points, only the system
    // minimum (``systemMinimumLayoutMargins``, applied once the view is loaded and again when it appears on a
    // screen) or what the controller sets, whichever is larger.
    loadedView?.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 0, bottom: 0, trailing: 0)
    viewDidLoad()
    applySystemMinimumLayoutMargins()
    updateViewConstraints()
  }
}
