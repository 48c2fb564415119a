import Foundation

/// A container that shows columns side by side, or one of them when space is compact (UIKit's
/// `UISplitViewController`).
///
/// Wide (720 points or more), the primary column is 320 points wide (or the preferred width or fraction) at the
/// leading edge with a hairline after it, and the secondary column fills the rest; a triple-column split puts the
/// supplementary column, as wide, between them. Narrower, the split is collapsed and shows one column: the `.compact`
/// column's controller when there is one; otherwise, for a split made with columns, the column the delegate returns
/// from the primary proposed, and for a classic split (``viewControllers``) the secondary unless the delegate
/// collapses it onto the primary. Widths and the threshold are approximations (docs/uikit-defaults.md).
@preconcurrency @MainActor
open class SplitViewController: ViewController {
  /// How the split is made (UIKit's `UISplitViewController.Style`).
  public enum Style: Int, Sendable {
    case unspecified = 0, doubleColumn, tripleColumn
  }

  /// A column (UIKit's `UISplitViewController.Column`).
  public enum Column: Int, Sendable {
    case primary = 0, supplementary, secondary, compact, inspector
  }

  /// How columns share the screen (UIKit's `UISplitViewController.DisplayMode`; only the width is drawn here).
  public enum DisplayMode: Int, Sendable {
    case automatic = 0, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary,
      twoOverSecondary, twoDisplaceSecondary

    /// The iOS 8 name of ``secondaryOnly``.
    @available(*, deprecated, renamed: "secondaryOnly")
    public static let primaryHidden = DisplayMode.secondaryOnly
    /// The iOS 8 name of ``oneBesideSecondary``.
    @available(*, deprecated, renamed: "oneBesideSecondary")
    public static let allVisible = DisplayMode.oneBesideSecondary
    /// The iOS 8 name of ``oneOverSecondary``.
    @available(*, deprecated, renamed: "oneOverSecondary")
    public static let primaryOverlay = DisplayMode.oneOverSecondary
  }

  /// How the columns make room for each other (UIKit's `UISplitViewController.SplitBehavior`; stored).
  public enum SplitBehavior: Int, Sendable {
    case automatic = 0, tile, overlay, displace
  }

  /// The side the primary column stands on (UIKit's `UISplitViewController.PrimaryEdge`).
  public enum PrimaryEdge: Int, Sendable {
    case leading = 0, trailing
  }

  /// UIKit's marker for a width the split chooses itself.
  public static let automaticDimension: CGFloat = -1

  /// The widest screen at which the split collapses, and the primary column's width: approximations.
  static let collapseWidth: CGFloat = 720
  static let primaryWidth: CGFloat = 320

  public let style: Style
  open weak var delegate: SplitViewControllerDelegate?
  open var preferredDisplayMode: DisplayMode = .automatic
  open var preferredSplitBehavior: SplitBehavior = .automatic
  open var primaryEdge: PrimaryEdge = .leading
  open var presentsWithGesture = true
  open var showsSecondaryOnlyButton = false
  open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension
  open var preferredPrimaryColumnWidth: CGFloat = automaticDimension
  open var minimumPrimaryColumnWidth: CGFloat = automaticDimension
  open var maximumPrimaryColumnWidth: CGFloat = automaticDimension
  open var preferredSupplementaryColumnWidth: CGFloat = automaticDimension
  open var preferredSupplementaryColumnWidthFraction: CGFloat = automaticDimension
  open var minimumSupplementaryColumnWidth: CGFloat = automaticDimension
  open var maximumSupplementaryColumnWidth: CGFloat = automaticDimension
  open var preferredSecondaryColumnWidthFraction: CGFloat = automaticDimension
  open var preferredSecondaryColumnWidth: CGFloat = automaticDimension
  open var minimumSecondaryColumnWidth: CGFloat = automaticDimension
  open var preferredInspectorColumnWidthFraction: CGFloat = automaticDimension
  open var preferredInspectorColumnWidth: CGFloat = automaticDimension
  open var minimumInspectorColumnWidth: CGFloat = automaticDimension
  open var maximumInspectorColumnWidth: CGFloat = automaticDimension
  /// Whether the button that changes the display mode shows (stored).
  open var displayModeButtonVisibility = DisplayModeButtonVisibility.automatic
  /// The primary column's background (stored).
  open var primaryBackgroundStyle = BackgroundStyle.none
  /// The bar button item that changes the display mode, for a column's navigation item (never tapped here).
  open var displayModeButtonItem: BarButtonItem { modeButton }
  private lazy var modeButton = BarButtonItem(
    image: Image(systemName: "sidebar.left"), style: .plain, target: nil, action: nil)

  /// When the display mode button shows (UIKit's `UISplitViewController.DisplayModeButtonVisibility`).
  public enum DisplayModeButtonVisibility: Int, Sendable {
    case automatic, never, always
  }
  /// The primary column's background (UIKit's `UISplitViewController.BackgroundStyle`).
  public enum BackgroundStyle: Int, Sendable {
    case none, sidebar
  }

  private var columns: [Column: ViewController] = [:]
  private var hidden: Set<Column> = []
  /// The hairlines between the columns shown.
  private var hairlines: [View] = []

  /// A split made with columns.
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A classic split, its controllers set with ``viewControllers`` (UIKit's designated initialiser).
  public override init(nibName: String?, bundle: Bundle?) {
    style = .unspecified
    super.init(nibName: nibName, bundle: bundle)
  }

  public required init?(coder: NSCoder) {
    style = .unspecified
    super.init(coder: coder)
  }

  /// The primary and secondary controllers of a classic split, in order.
  open var viewControllers: [ViewController] {
    get { [columns[.primary], columns[.secondary]].compactMap { $0 } }
    set {
      setViewController(newValue.first, for: .primary)
      setViewController(newValue.count > 1 ? newValue[1] : nil, for: .secondary)
    }
  }

  /// Puts `controller` in `column` (or empties it).
  open func setViewController(_ controller: ViewController?, for column: Column) {
    if let old = columns[column], old !== controller {
      old.willMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    columns[column] = controller
    if let controller, controller.parent !== self { addChild(controller) }
    if isViewLoaded { view.setNeedsLayout() }
  }

  /// The controller in `column`.
  open func viewController(for column: Column) -> ViewController? { columns[column] }

  /// Shows a column that was hidden.
  open func show(_ column: Column) {
    hidden.remove(column)
    if isViewLoaded { view.setNeedsLayout() }
  }

  /// Hides a column (the secondary cannot be hidden).
  open func hide(_ column: Column) {
    if column != .secondary { hidden.insert(column) }
    if isViewLoaded { view.setNeedsLayout() }
  }

  /// How the split behaves: the preferred behaviour, else tiling (approximation: UIKit chooses by size).
  open var splitBehavior: SplitBehavior {
    preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior
  }

  /// Whether a column is on screen: the secondary always, others unless hidden or the split is collapsed.
  open func isShowing(_ column: Column) -> Bool {
    guard columns[column] != nil || column == .secondary else { return false }
    if isCollapsed { return column == .compact || (columns[.compact] == nil && column == .primary) }
    return !hidden.contains(column)
  }

  /// Whether the split shows one column: its view is narrower than the collapse threshold.
  open var isCollapsed: Bool { isViewLoaded && view.bounds.width < Self.collapseWidth }

  /// How the columns share the screen now.
  open var displayMode: DisplayMode {
    if isCollapsed || hidden.contains(.primary) { return .secondaryOnly }
    return style == .tripleColumn && !hidden.contains(.supplementary)
      ? .twoBesideSecondary : .oneBesideSecondary
  }

  /// The primary column's width when it stands beside the secondary.
  open var primaryColumnWidth: CGFloat {
    var width = Self.primaryWidth
    if preferredPrimaryColumnWidth > 0 {
      width = preferredPrimaryColumnWidth
    } else if preferredPrimaryColumnWidthFraction > 0, isViewLoaded {
      width = view.bounds.width * preferredPrimaryColumnWidthFraction
    }
    if minimumPrimaryColumnWidth > 0 { width = max(width, minimumPrimaryColumnWidth) }
    if maximumPrimaryColumnWidth > 0 { width = min(width, maximumPrimaryColumnWidth) }
    return width
  }

  /// The supplementary column's width in a triple-column split.
  open var supplementaryColumnWidth: CGFloat {
    preferredSupplementaryColumnWidth > 0 ? preferredSupplementaryColumnWidth : Self.primaryWidth
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layOutColumns()
  }

  /// The column shown when collapsed.
  private var collapsedColumn: Column {
    if columns[.compact] != nil { return .compact }
    if style == .unspecified {
      guard let primary = columns[.primary], let secondary = columns[.secondary] else {
        return .primary
      }
      let ontoPrimary =
        delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
      return ontoPrimary ? .primary : .secondary
    }
    return delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .primary)
      ?? .primary
  }

  /// Puts the columns' views side by side, or the collapsed column's alone.
  private func layOutColumns() {
    for hairline in hairlines { hairline.removeFromSuperview() }
    hairlines = []
    let bounds = view.bounds
    var shown: [(Column, CGFloat)] = []
    if isCollapsed {
      shown = [(collapsedColumn, bounds.width)]
    } else {
      if !hidden.contains(.primary), columns[.primary] != nil {
        shown.append((.primary, primaryColumnWidth))
      }
      if style == .tripleColumn, !hidden.contains(.supplementary), columns[.supplementary] != nil {
        shown.append((.supplementary, supplementaryColumnWidth))
      }
      let used = shown.reduce(0) { $0 + $1.1 }
      shown.append((.secondary, max(bounds.width - used, 0)))
    }
    // The columns not shown leave; the others stay where they are in the tree, beside any other subviews.
    for (column, controller) in columns where !shown.contains(where: { $0.0 == column }) {
      if let columnView = controller.viewIfLoaded, columnView.superview === view {
        columnView.removeFromSuperview()
      }
    }
    let rightToLeft =
      (primaryEdge == .trailing) != (view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    var x = rightToLeft ? bounds.maxX : bounds.minX
    for (column, width) in shown {
      let frame = CGRect(
        x: rightToLeft ? x - width : x, y: bounds.minY, width: width, height: bounds.height)
      x += rightToLeft ? -width : width
      guard let controller = columns[column] else { continue }
      let columnView: View = controller.view
      columnView.translatesAutoresizingMaskIntoConstraints = true
      columnView.frame = frame
      if columnView.superview !== view { view.addSubview(columnView) }
      if column != shown.last?.0 {
        let hairline = View(
          frame: CGRect(
            x: rightToLeft ? frame.minX : frame.maxX - 0.5, y: 0, width: 0.5, height: bounds.height)
        )
        hairline.backgroundColor = .separator
        view.addSubview(hairline)
        hairlines.append(hairline)
      }
    }
  }
}

/// Hears a split view controller change (UIKit's `UISplitViewControllerDelegate`): every method optional.
@preconcurrency @MainActor
public protocol SplitViewControllerDelegate: AnyObject {
  func splitViewController(
    _ svc: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
  ) -> SplitViewController.Column
  func splitViewController(
    _ splitViewController: SplitViewController,
    collapseSecondary secondaryViewController: ViewController,
    onto primaryViewController: ViewController
  ) -> Bool
  func splitViewController(
    _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
  // UIKit declares these too (in its own spelling here); each has a default below.
  func targetDisplayModeForAction(in svc: UISplitViewController)
    -> UISplitViewController.DisplayMode
  func splitViewController(
    _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
  ) -> Bool
  func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool
  func primaryViewController(forCollapsing splitViewController: UISplitViewController)
    -> UIViewController?
  func primaryViewController(forExpanding splitViewController: UISplitViewController)
    -> UIViewController?
  func splitViewController(
    _ splitViewController: UISplitViewController,
    separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController?
  func splitViewControllerSupportedInterfaceOrientations(
    _ splitViewController: UISplitViewController
  ) -> UIInterfaceOrientationMask
  func splitViewControllerPreferredInterfaceOrientationForPresentation(
    _ splitViewController: UISplitViewController
  ) -> UIInterfaceOrientation
  func splitViewController(
    _ svc: UISplitViewController, willShow aViewController: UIViewController,
    invalidating barButtonItem: UIBarButtonItem)
  func splitViewController(
    _ svc: UISplitViewController, shouldHide vc: UIViewController,
    in orientation: UIInterfaceOrientation
  ) -> Bool
  func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
      .DisplayMode
  ) -> UISplitViewController.DisplayMode
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)
  func splitViewControllerDidExpand(_ svc: UISplitViewController)
  func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column)
  func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column)
  func splitViewController(
    _ svc: UISplitViewController, didShow column: UISplitViewController.Column)
  func splitViewController(
    _ svc: UISplitViewController, didHide column: UISplitViewController.Column)
  func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
  func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
}

extension SplitViewControllerDelegate {
  public func splitViewController(
    _ svc: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
  ) -> SplitViewController.Column { proposedTopColumn }
  public func splitViewController(
    _ splitViewController: SplitViewController,
    collapseSecondary secondaryViewController: ViewController,
    onto primaryViewController: ViewController
  ) -> Bool { false }
  public func splitViewController(
    _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
  ) {}
  public func targetDisplayModeForAction(in svc: UISplitViewController)
    -> UISplitViewController.DisplayMode
  { .automatic }
  public func splitViewController(
    _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
  ) -> Bool { true }
  public func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool { true }
  public func primaryViewController(forCollapsing splitViewController: UISplitViewController)
    -> UIViewController?
  { nil }
  public func primaryViewController(forExpanding splitViewController: UISplitViewController)
    -> UIViewController?
  { nil }
  public func splitViewController(
    _ splitViewController: UISplitViewController,
    separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? { nil }
  public func splitViewControllerSupportedInterfaceOrientations(
    _ splitViewController: UISplitViewController
  ) -> UIInterfaceOrientationMask { .all }
  public func splitViewControllerPreferredInterfaceOrientationForPresentation(
    _ splitViewController: UISplitViewController
  ) -> UIInterfaceOrientation { .portrait }
  public func splitViewController(
    _ svc: UISplitViewController, willShow aViewController: UIViewController,
    invalidating barButtonItem: UIBarButtonItem
  ) {}
  public func splitViewController(
    _ svc: UISplitViewController, shouldHide vc: UIViewController,
    in orientation: UIInterfaceOrientation
  ) -> Bool { true }
  public func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
      .DisplayMode
  ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
  public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
  public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
  public func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column
  ) {}
  public func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column
  ) {}
  public func splitViewController(
    _ svc: UISplitViewController, didShow column: UISplitViewController.Column
  ) {}
  public func splitViewController(
    _ svc: UISplitViewController, didHide column: UISplitViewController.Column
  ) {}
  public func splitViewControllerInteractivePresentationGestureWillBegin(
    _ svc: UISplitViewController
  ) {}
  public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
  {}
}

extension ViewController {
  /// The nearest split view controller above this controller (``ViewController/splitViewController``).
  var nearestSplitViewController: SplitViewController? {
    var current = parent
    while let controller = current {
      if let split = controller as? SplitViewController { return split }
      current = controller.parent
    }
    return nil
  }
}

public typealias UISplitViewController = SplitViewController
public typealias UISplitViewControllerDelegate = SplitViewControllerDelegate
