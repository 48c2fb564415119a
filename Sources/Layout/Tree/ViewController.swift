/// A minimal view controller (UIKit's `UIViewController`): it owns a root view and calls the hooks layout code
/// overrides, so code written inside a view-controller subclass runs unchanged.
///
/// The root view is created on first access of ``view``: ``loadView()``, then ``viewDidLoad()``, then
/// ``updateViewConstraints()``. UIKit calls the last one before the view's first layout pass; here it runs once,
/// straight after ``viewDidLoad()``, which is the same order as far as constraints can tell.
open class ViewController {
  private var loadedView: View?

  /// Creates a view controller whose view is not loaded yet.
  public init() {}

  /// The root view, loaded on first access.
  public var view: View {
    get {
      loadViewIfNeeded()
      return loadedView ?? View()
    }
    set { loadedView = newValue }
  }

  /// The root view if it is loaded, without loading it.
  public var viewIfLoaded: View? { loadedView }

  /// Whether the root view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates the root view; override to supply another one (assign it to ``view``).
  open func loadView() {
    loadedView = View()
  }

  /// Called once the root view is loaded; override to build the view hierarchy.
  open func viewDidLoad() {}

  /// Called once after ``viewDidLoad()``; override to create or update constraints.
  open func updateViewConstraints() {}

  /// Loads the root view and runs the load hooks, if that has not happened yet.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = View() }
    viewDidLoad()
    updateViewConstraints()
  }
}
