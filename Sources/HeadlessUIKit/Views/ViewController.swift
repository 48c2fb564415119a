import Foundation

/// A minimal view controller (UIKit's `UIViewController`): it owns a root view and calls the hooks layout code
/// overrides, so code written inside a view-controller subclass runs unchanged.
///
/// The root view is created on first access of ``view``: ``loadView()``, then ``viewDidLoad()``, then
/// ``updateViewConstraints()``. UIKit calls the last one before the view's first layout pass; here it runs once,
/// straight after ``viewDidLoad()``, which is the same order as far as constraints can tell.
@preconcurrency @MainActor
open class ViewController: Responder {
  private var loadedView: View?

  /// The controller that contains this one (``addChild(_:)``).
  open private(set) weak var parent: ViewController?
  /// The contained controllers, in the order they were added.
  open private(set) var children: [ViewController] = []
  /// The controller's title: what a navigation bar shows for it (unless its navigation item has its own) and a
  /// tab bar item's title when it has none.
  open var title: String?
  /// Objects other modules keep per controller.
  ///
  /// Its navigation item, its tab bar item, its toolbar items. Not API.
  package var storedValues: [String: AnyObject] = [:]
  /// The controller this one presented and has not dismissed.
  open var presentedViewController: ViewController? { presentation?.presented }
  /// What this controller presents, or who presented it (Views/ViewController+Presentation.swift).
  var presentation: Presentation?

  /// How the controller is shown when presented (UIKit's `modalPresentationStyle`).
  ///
  /// `.automatic`, a sheet, by default. Stored: presenting is inert here.
  open var modalPresentationStyle: ModalPresentationStyle = .automatic
  /// The animation that presents the controller (UIKit's `modalTransitionStyle`); stored.
  open var modalTransitionStyle: ModalTransitionStyle = .coverVertical

  /// Creates a view controller whose view is not loaded yet (UIKit's convenience initialiser: subclasses that
  /// override the designated ones inherit it).
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// UIKit's designated initialiser; there are no nibs here, so `loadView()` makes the view.
  public init(nibName: String?, bundle: Bundle?) {
    givenNibName = nibName
    givenNibBundle = bundle
    super.init()
  }

  /// The next responder: the superview of the controller's view (or its parent controller).
  open override var next: Responder? { loadedView?.storedSuperview ?? parent }

  /// UIKit's archive initialiser; there are no archives here, so it is an empty controller.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The root view, loaded on first access.
  open var view: View! {
    get {
      loadViewIfNeeded()
      return loadedView ?? View()
    }
    set {
      loadedView?.owningController = nil
      loadedView = newValue
      newValue?.owningController = self
    }
  }

  /// The root view if it is loaded, without loading it.
  open var viewIfLoaded: View? { loadedView }

  /// Whether the root view has been loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// Creates the root view; override to supply another one (assign it to ``view``).
  ///
  /// UIKit's is a plain view the size of the screen that follows its container's size, so code in `viewDidLoad`
  /// can read the size it will have (``Screen/main``: the scene's canvas while a scene is built).
  open func loadView() {
    let root = View(frame: Screen.main.bounds)
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    loadedView = root
  }

  /// Called once the root view is loaded; override to build the view hierarchy.
  open func viewDidLoad() {}

  /// Called after ``viewWillAppear(_:)``, once the view is in its hierarchy, before it is laid out.
  open func viewIsAppearing(_ animated: Bool) {}

  /// Called after the root view's safe-area insets changed.
  open func viewSafeAreaInsetsDidChange() {}

  /// Called after the root view's layout margins changed.
  open func viewLayoutMarginsDidChange() {}

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
    hasAppeared = true
    let root: View = view
    if let container {
      root.frame = container.bounds
      root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.addSubview(root)
    }
    applySystemMinimumLayoutMargins()
    viewWillAppear(false)
    for child in children { child.viewWillAppear(false) }
    viewIsAppearing(false)
    for child in children { child.viewIsAppearing(false) }
    viewWillLayoutSubviews()
    root.layoutIfNeeded()
    // After the first layout, when the children's views are loaded: the content-unavailable views they ask for are
    // laid out with the rest.
    if updateContentUnavailableConfigurations() { root.layoutIfNeeded() }
    viewDidLayoutSubviews()
    viewDidAppear(false)
    for child in children { child.viewDidAppear(false) }
  }

  /// Whether the controller has appeared through ``appear(in:)`` (itself, its parent's, or a host's).
  var hasAppeared = false

  /// Shows the controllers whose root views were added to `tree` by hand (`addSubview(controller.view)`), not
  /// through ``appear(in:)`` or a parent controller, as UIKit shows a controller whose view enters a window.
  ///
  /// A scene's root calls it for what is added to it, so that a pasted `root.addSubview(navigationController.view)`
  /// shows the navigation bar and the top controller's view, as it would on a device.
  static func appearControllers(addedByHandTo tree: View) {
    var pending = [tree]
    while let view = pending.popLast() {
      if let controller = view.owningController, controller.parent == nil, !controller.hasAppeared {
        controller.appear(in: nil)
        continue
      }
      pending.append(contentsOf: view.subviews.reversed())
    }
  }

  // MARK: - Margins

  /// The smallest margins UIKit gives the root view (UIKit's `systemMinimumLayoutMargins`).
  ///
  /// 16 points leading and trailing on iPhones, 20 on the widest phones (a shorter side of 414 points and more:
  /// the Plus and Max models) and on iPads, in either orientation, none at the top and bottom; sources in
  /// docs/uikit-defaults.md. The screen is the root of the tree the view is in.
  open var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    let screen = (loadedView?.rootView ?? loadedView)?.bounds.size ?? .zero
    let side: CGFloat = min(screen.width, screen.height) >= 414 ? 20 : 16
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

  /// Extra safe-area insets for the root view, added to what it inherits (the root view's own).
  open var additionalSafeAreaInsets: EdgeInsets {
    get { view.additionalSafeAreaInsets }
    set { view.additionalSafeAreaInsets = newValue }
  }

  /// The appearance of the controller's view hierarchy, whatever its surroundings' (the root view's override).
  open var overrideUserInterfaceStyle: TraitCollection.UserInterfaceStyle {
    get { view.overrideUserInterfaceStyle }
    set { view.overrideUserInterfaceStyle = newValue }
  }

  /// The traits of the controller's view.
  open var traitCollection: TraitCollection { view.traitCollection }

  /// Called after the traits of the controller's view changed.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  // MARK: - Settings UIKit reads (kept: nothing presents, rotates or shows a status bar here)

  /// The nib the controller was made with (there are none here: what was given to ``init(nibName:bundle:)``).
  open var nibName: String? { givenNibName }
  private var givenNibName: String?
  /// The bundle the controller was made with.
  open var nibBundle: Bundle? { givenNibBundle }
  private var givenNibBundle: Bundle?
  /// The size the controller would like when a container asks.
  open var preferredContentSize: CGSize = .zero
  /// Whether the controller is editing its content.
  open var isEditing = false
  /// Turns editing on or off.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
    updateEditButtonItem()
  }
  /// Whether the controller is being presented; presentation is inert here.
  open var isBeingPresented: Bool { false }
  /// Whether the controller is being dismissed.
  open var isBeingDismissed: Bool { false }
  /// Whether the controller is being added to a parent.
  open var isMovingToParent: Bool { false }
  /// Whether the controller is being removed from its parent.
  open var isMovingFromParent: Bool { false }
  /// The controller that presented this one, while it is shown.
  open var presentingViewController: ViewController? { presenter }
  /// The controller that presented this one (weak: the presenter keeps the presented).
  weak var presenter: ViewController?
  /// Whether the controller is kept from dismissing interactively.
  open var isModalInPresentation = false
  /// Whether the controller's view is covered when another presents over the current context.
  open var definesPresentationContext = false
  /// Whether the controller chooses the transition style when it defines the context.
  open var providesPresentationContextTransitionStyle = false
  /// Whether the keyboard stays up when an input view resigns.
  open var disablesAutomaticKeyboardDismissal: Bool { false }
  /// Whether the controller's edges extend under opaque bars.
  open var extendedLayoutIncludesOpaqueBars = false
  /// The edges that extend under bars (all by default).
  open var edgesForExtendedLayout: RectEdge = .all
  /// Whether the tab bar hides when the controller is pushed.
  open var hidesBottomBarWhenPushed = false
  /// The identifier under which state is restored.
  open var restorationIdentifier: String?
  /// Whether appearance calls are forwarded to children automatically (true, as in UIKit).
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
  /// Whether a presented controller takes over the status bar's appearance.
  open var modalPresentationCapturesStatusBarAppearance = false
  /// Whether the status bar is hidden (false by default).
  open var prefersStatusBarHidden: Bool { false }
  /// The status bar's content style.
  open var preferredStatusBarStyle: StatusBarStyle { .default }
  /// How the status bar animates.
  open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }
  /// The child whose status-bar preferences apply instead.
  open var childForStatusBarHidden: ViewController? { nil }
  /// The child whose status-bar style applies instead.
  open var childForStatusBarStyle: ViewController? { nil }
  /// Whether the home indicator hides.
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  /// The child whose home-indicator preference applies instead.
  open var childForHomeIndicatorAutoHidden: ViewController? { nil }
  /// The orientations the controller supports (UIKit's iPhone default: all but upside down).
  open var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }
  /// The orientation a presented controller prefers.
  open var preferredInterfaceOrientationForPresentation: InterfaceOrientation { .portrait }
  /// Whether the controller rotates with the device.
  open var shouldAutorotate: Bool { true }

  /// Asks for the status bar to be updated; there is none here.
  open func setNeedsStatusBarAppearanceUpdate() {}
  /// Asks for the home indicator to be updated; there is none here.
  open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
  /// Asks for the supported orientations to be read again; nothing rotates here.
  open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
  /// Called when memory runs low; it never does here.
  open func didReceiveMemoryWarning() {}
  /// Shows a controller in the primary context; inert, as presentation is.
  open func show(_ controller: ViewController, sender: Any?) {}
  /// Shows a controller in the secondary context; inert.
  open func showDetailViewController(_ controller: ViewController, sender: Any?) {}
  /// Performs a storyboard segue; there are no storyboards here.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {}
  /// Whether a segue should run (true by default).
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
  /// The controller that handles `action` for showing: none here.
  open func targetViewController(forAction action: Selector, sender: Any?) -> ViewController? {
    nil
  }
  /// Starts an appearance transition by hand; the appearance calls run through ``appear(in:)`` instead.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {}
  /// Ends an appearance transition started by hand.
  open func endAppearanceTransition() {}
  /// Asks for a focus update; there is no focus here.
  open func setNeedsFocusUpdate() {}
  /// Runs a pending focus update; there is none.
  open func updateFocusIfNeeded() {}

  // MARK: - Segues, transitions and content containers (UIKit's override points)

  /// Called before a segue runs; there are no storyboards here, so only a segue made by hand reaches it.
  open func prepare(for segue: StoryboardSegue, sender: Any?) {}
  open func canPerformUnwindSegueAction(
    _ action: Selector, from fromViewController: ViewController, sender: Any?
  )
    -> Bool
  { false }
  open func unwind(for unwindSegue: StoryboardSegue, towards subsequentVC: ViewController) {}

  /// The coordinator of a transition in progress: none, nothing transitions here.
  open var transitionCoordinator: (any ViewControllerTransitionCoordinator)? { nil }

  /// Called before the view's size changes (a rotation, a split screen).
  ///
  /// Nothing resizes here, so only code that calls it reaches it.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
  ) {}

  /// Called before the traits change; nothing changes them here.
  open func willTransition(
    to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
  ) {}

  /// Told that a child's preferred content size changed.
  open func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer)
  {}
  /// Told that a child's fitting size changed.
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any ContentContainer
  ) {}
  /// The size a child gets in a container of `parentSize`: all of it, as UIKit's default.
  open func size(
    forChildContentContainer container: any ContentContainer,
    withParentContainerSize parentSize: CGSize
  )
    -> CGSize
  { parentSize }

  /// Switches from one child to another: the views swap at once and the completion runs.
  open func transition(
    from fromViewController: ViewController, to toViewController: ViewController,
    duration: TimeInterval,
    options: View.AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    if let container = fromViewController.viewIfLoaded?.superview {
      fromViewController.view.removeFromSuperview()
      toViewController.view.frame = fromViewController.view.frame
      container.addSubview(toViewController.view)
    }
    animations?()
    completion?(true)
  }

  // MARK: - Traits (iOS 17; registering is TraitChangeObservable's)

  /// Ends a registration for trait changes (overridable here, as in UIKit).
  open func unregisterForTraitChanges(_ registration: any TraitChangeRegistration) {}

  /// Traits update with layout here: nothing to do now.
  open func updateTraitsIfNeeded() {}

  // MARK: - Restoration, rotation and the rest (kept; nothing restores or rotates here)

  open var restoresFocusAfterTransition = true
  open var interactionActivityTrackingBaseName: String?
  open func encodeRestorableState(with coder: NSCoder) {}
  open func decodeRestorableState(with coder: NSCoder) {}
  open func applicationFinishedRestoringState() {}
  open var prefersPointerLocked: Bool { false }
  open func setNeedsUpdateOfPrefersPointerLocked() {}
  open var childViewControllerForPointerLock: ViewController? { nil }
  open var performsActionsWhilePresentingModally: Bool { false }
  open var preferredScreenEdgesDeferringSystemGestures: RectEdge { [] }
  open var childForScreenEdgesDeferringSystemGestures: ViewController? { nil }
  open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
  open var prefersInterfaceOrientationLocked: Bool { false }
  open func setNeedsUpdateOfPrefersInterfaceOrientationLocked() {}
  open var childForInterfaceOrientationLock: ViewController? { nil }
  open var focusGroupIdentifier: String?
  open func setNeedsUpdateProperties() {}
  open func updateProperties() {}
  open func updatePropertiesIfNeeded() {}
  private var childTraitOverrides: [ObjectIdentifier: TraitCollection] = [:]
  /// Traits a child sees instead of its own (kept; a child's traits come from its view here).
  open func setOverrideTraitCollection(
    _ collection: TraitCollection?, forChild childViewController: ViewController
  ) {
    childTraitOverrides[ObjectIdentifier(childViewController)] = collection
  }
  open func overrideTraitCollection(forChild childViewController: ViewController)
    -> TraitCollection?
  {
    childTraitOverrides[ObjectIdentifier(childViewController)]
  }
  open class func attemptRotationToDeviceOrientation() {}
  /// The orientation of an iPhone in portrait.
  open var interfaceOrientation: InterfaceOrientation { .portrait }
  open func shouldAutorotate(to toInterfaceOrientation: InterfaceOrientation) -> Bool { true }
  open func willRotate(to toInterfaceOrientation: InterfaceOrientation, duration: TimeInterval) {}
  open func didRotate(from fromInterfaceOrientation: InterfaceOrientation) {}
  open func willAnimateRotation(
    to toInterfaceOrientation: InterfaceOrientation, duration: TimeInterval
  ) {}
  open func viewWillUnload() {}
  open func viewDidUnload() {}
  /// The older name of ``edgesForExtendedLayout``'s scroll-view adjustment (kept).
  open var automaticallyAdjustsScrollViewInsets = true
  open var wantsFullScreenLayout = false
  open var isModalInPopover = false
  open var contentSizeForViewInPopover = CGSize(width: 320, height: 1100)
  open var modalViewController: ViewController? { nil }
  open func presentModalViewController(_ modalViewController: ViewController, animated: Bool) {
    present(modalViewController, animated: animated)
  }
  open func dismissModalViewController(animated: Bool) { dismiss(animated: animated) }
  open func rotatingHeaderView() -> View? { nil }
  open func rotatingFooterView() -> View? { nil }

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

  /// Shows `controller` over the screen this controller's view is on, as UIKit presents it (full screen, as a
  /// sheet, or an alert over a dimmed screen), without animation; the completion runs at once.
  open func present(
    _ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil
  ) {
    presentImplementation(controller)
    completion?()
  }

  /// Takes away the controller this one presented (or, for a presented controller, itself); the completion runs at
  /// once.
  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    dismissImplementation()
    completion?()
  }

  // MARK: - UIKit's open members declared in other files
  //
  // Swift lets a subclass override only what the class body declares, so each member UIKit declares `open` is
  // declared here and forwards to its implementation beside the concept it belongs to.

  /// The item a navigation bar shows for this controller (Containers/ViewController+Bars.swift).
  open var navigationItem: NavigationItem { navigationItemImplementation }

  /// The item a tab bar shows for this controller.
  open var tabBarItem: TabBarItem! {
    get { tabBarItemImplementation }
    set { tabBarItemImplementation = newValue }
  }

  /// The items a navigation controller's toolbar shows while this controller is on top.
  open var toolbarItems: [BarButtonItem]? {
    get { toolbarItemsImplementation }
    set { toolbarItemsImplementation = newValue }
  }

  /// Sets ``toolbarItems`` (at once: nothing animates here).
  open func setToolbarItems(_ toolbarItems: [BarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }

  /// The nearest split view controller above this controller.
  open var splitViewController: SplitViewController? { nearestSplitViewController }

  /// Folds a secondary controller into this one when a split collapses (nothing to fold by default).
  open func collapseSecondaryViewController(
    _ secondaryViewController: ViewController, for splitViewController: SplitViewController
  ) {}

  /// The controller to show as the secondary when a split expands (none by default).
  open func separateSecondaryViewController(for splitViewController: SplitViewController)
    -> ViewController?
  {
    nil
  }

  /// The nearest navigation controller up the parent chain.
  open var navigationController: NavigationController? {
    nearestAncestor(NavigationController.self)
  }

  /// The nearest tab bar controller up the parent chain.
  open var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }

  /// The tab that shows this controller in its tab bar controller, if any.
  open var tab: Tab? { tabBarController?.tabs.first { $0.viewController === self } }

  /// A bar button item that toggles ``isEditing``: "Edit", or "Done" in the done style while editing.
  open var editButtonItem: BarButtonItem { editButtonItemImplementation }

  /// The area above the content: from the view's top to its safe area's top (deprecated in UIKit since iOS 11 in
  /// favour of `view.safeAreaLayoutGuide`; kept for the code that still uses it; Interaction/LayoutSupport.swift).
  open var topLayoutGuide: LayoutSupport { SafeAreaBar(view: view, isTop: true) }

  /// The area below the content: from the view's safe area's bottom to its bottom (deprecated like
  /// ``topLayoutGuide``).
  open var bottomLayoutGuide: LayoutSupport { SafeAreaBar(view: view, isTop: false) }

  /// What makes the controller's custom transitions (kept: nothing is presented here).
  open weak var transitioningDelegate: ViewControllerTransitioningDelegate?

  /// How the controller is shown when pushed or presented (kept).
  open var preferredTransition: Transition? {
    get { storedValues["preferredTransition"] as? Transition }
    set { storedValues["preferredTransition"] = newValue }
  }

  /// The scroll view whose edge `edge` the bars follow (kept).
  open func setContentScrollView(_ scrollView: ScrollView?, for edge: DirectionalRectEdge) {
    for side in [DirectionalRectEdge.top, .leading, .bottom, .trailing] where edge.contains(side) {
      storedValues["contentScrollView.\(side.rawValue)"] = scrollView
    }
  }

  /// The scroll view the bars follow, on every edge.
  open func setContentScrollView(_ scrollView: ScrollView?) {
    setContentScrollView(scrollView, for: .all)
  }

  /// The scroll view set for `edge` with ``setContentScrollView(_:for:)``.
  open func contentScrollView(for edge: DirectionalRectEdge) -> ScrollView? {
    storedValues["contentScrollView.\(edge.rawValue)"] as? ScrollView
  }

  // Presentation (Containers/PresentationController.swift): nothing is presented here, but code configures the
  // presentation before presenting, so the controllers exist as UIKit makes them.

  /// The presentation that shows this controller: a sheet's, a popover's or a plain one, by
  /// ``modalPresentationStyle``.
  open var presentationController: PresentationController? {
    sheetPresentationController ?? popoverPresentationController ?? plainPresentation
  }

  /// The sheet presentation, for the page and form sheet styles (and automatic, which is a page sheet).
  open var sheetPresentationController: SheetPresentationController? {
    guard [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) else { return nil }
    return presentation {
      SheetPresentationController(presentedViewController: $0, presenting: nil)
    }
  }

  /// The popover presentation, for the popover style.
  open var popoverPresentationController: PopoverPresentationController? {
    guard modalPresentationStyle == .popover else { return nil }
    return presentation {
      PopoverPresentationController(presentedViewController: $0, presenting: nil)
    }
  }

  /// The presentation now managing this controller: ``presentationController``.
  open var activePresentationController: PresentationController? { presentationController }

  private var plainPresentation: PresentationController {
    presentation { PresentationController(presentedViewController: $0, presenting: nil) }
  }

  /// The presentation of `Kind` kept for this controller, made by `make` on first use.
  private func presentation<Kind: PresentationController>(_ make: (ViewController) -> Kind) -> Kind
  {
    let key = "presentation.\(Kind.self)"
    if let made = storedValues[key] as? Kind { return made }
    let made = make(self)
    storedValues[key] = made
    return made
  }

  // Focus (Interaction/Focus.swift): nothing is focused here.

  /// Where focus should go first: the view, as in UIKit.
  open var preferredFocusEnvironments: [FocusEnvironment] { viewIfLoaded.map { [$0] } ?? [] }
  /// The environment that contains the controller: its view's superview, else its parent.
  open var parentFocusEnvironment: FocusEnvironment? { viewIfLoaded?.superview ?? parent }
  /// The container of the controller's focusable items: none here.
  open var focusItemContainer: FocusItemContainer? { nil }
  /// Whether focus may move as `context` says: true.
  open func shouldUpdateFocus(in context: FocusUpdateContext) -> Bool { true }
  /// Called after focus moved (never here).
  open func didUpdateFocus(
    in context: FocusUpdateContext, with coordinator: FocusAnimationCoordinator
  ) {}

  // Keys, storyboards, traits and the rest.

  /// The key commands added with ``addKeyCommand(_:)``.
  open override var keyCommands: [KeyCommand]? { storedValues["keyCommands"] as? [KeyCommand] }
  /// Adds a key command (kept: no key is pressed here).
  open func addKeyCommand(_ keyCommand: KeyCommand) {
    storedValues["keyCommands"] = ((keyCommands ?? []) + [keyCommand]) as AnyObject
  }
  /// Removes a key command.
  open func removeKeyCommand(_ keyCommand: KeyCommand) {
    storedValues["keyCommands"] = (keyCommands ?? []).filter { $0 !== keyCommand } as AnyObject
  }

  /// The storyboard the controller came from: none, as storyboards are not read here.
  open var storyboard: Storyboard? { nil }
  /// The children an unwind from `source` may go through: all of them.
  open func allowedChildrenForUnwinding(from source: StoryboardUnwindSegueSource)
    -> [ViewController]
  { children }
  /// The child that contains the unwind's source, if any.
  open func childContaining(_ source: StoryboardUnwindSegueSource) -> ViewController? {
    children.first { child in
      var current: ViewController? = source.source
      while let controller = current {
        if controller === child { return true }
        current = controller.parent
      }
      return false
    }
  }
  /// Whether this controller handles an unwind action (the form before iOS 13).
  open func canPerformUnwindSegueAction(
    _ action: Selector, from fromViewController: ViewController, withSender sender: Any
  ) -> Bool { false }
  /// The controller that handles an unwind action (the form before iOS 9): none.
  open func forUnwindSegueAction(
    _ action: Selector, from fromViewController: ViewController, withSender sender: Any?
  ) -> ViewController? { nil }
  /// The segue an unwind uses (the form before iOS 9): a plain one.
  open func segueForUnwinding(
    to toViewController: ViewController, from fromViewController: ViewController,
    identifier: String?
  ) -> StoryboardSegue? {
    StoryboardSegue(
      identifier: identifier, source: fromViewController, destination: toViewController)
  }

  /// The traits the controller overrides for itself and its view (its view's overrides).
  open var traitOverrides: TraitOverrides {
    get { view.traitOverrides }
    set { view.traitOverrides = newValue }
  }

  /// The class that restores the controller (kept: nothing restores here).
  open var restorationClass: ViewControllerRestoration.Type?

  /// What shows in place of content that is not available: its view is laid over the controller's view, filling
  /// it, above everything in it (``ContentUnavailableConfiguration``); `nil` removes it.
  open var contentUnavailableConfiguration: ContentConfiguration? {
    get { (storedValues["contentUnavailable"] as? ConfigurationBox)?.configuration }
    set {
      storedValues["contentUnavailable"] = newValue.map(ConfigurationBox.init)
      showContentUnavailableConfiguration()
    }
  }
  /// The state the content-unavailable configuration is made for: the traits, and the text of the navigation
  /// item's search bar.
  open var contentUnavailableConfigurationState: ContentUnavailableConfigurationState {
    var state = ContentUnavailableConfigurationState(traitCollection: traitCollection)
    state.searchText = navigationItem.searchController?.searchBar.text
    return state
  }
  /// Asks for ``updateContentUnavailableConfiguration(using:)``, called at once here (and by UIKit's rule before
  /// the view first appears).
  open func setNeedsUpdateContentUnavailableConfiguration() {
    updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    showContentUnavailableConfiguration()
  }
  /// Sets the content-unavailable configuration for `state` (override point; nothing by default).
  open func updateContentUnavailableConfiguration(using state: ContentUnavailableConfigurationState)
  {}

  /// The 3D Touch previews registered (kept; iOS 9 to 12).
  open func registerForPreviewing(
    with delegate: ViewControllerPreviewingDelegate, sourceView: View
  ) -> ViewControllerPreviewing {
    PreviewingRegistration(delegate: delegate, sourceView: sourceView)
  }
  /// Forgets a 3D Touch preview registration.
  open func unregisterForPreviewing(withContext previewing: ViewControllerPreviewing) {}
  /// The actions under a 3D Touch preview: none.
  open var previewActionItems: [PreviewActionItem] { [] }

  // The rotation callbacks of iOS 2 to 5: never called here.
  open func willAnimateFirstHalfOfRotation(
    to toInterfaceOrientation: InterfaceOrientation, duration: TimeInterval
  ) {}
  open func didAnimateFirstHalfOfRotation(to toInterfaceOrientation: InterfaceOrientation) {}
  open func willAnimateSecondHalfOfRotation(
    from fromInterfaceOrientation: InterfaceOrientation, duration: TimeInterval
  ) {}
  open func automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers() -> Bool {
    true
  }
  open func shouldAutomaticallyForwardRotationMethods() -> Bool { true }

  /// Posted when the controller that would show a detail controller changes (never, here).
  public static let showDetailTargetDidChangeNotification = Notification.Name(
    "UIViewControllerShowDetailTargetDidChangeNotification")
  /// The exception UIKit raises for a controller added to two hierarchies.
  public static let hierarchyInconsistencyException = NSExceptionName(
    "UIViewControllerHierarchyInconsistency")

  /// Loads the root view and runs the load hooks, if that has not happened yet.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = View(frame: Screen.main.bounds) }
    loadedView?.owningController = self
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
