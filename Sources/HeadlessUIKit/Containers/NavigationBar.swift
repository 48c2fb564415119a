import Foundation

/// The bar at the top of a navigation stack (UIKit's `UINavigationBar`): the top item's title, standard or large,
/// its bar button items, and a back button to the item below.
///
/// A navigation controller places it below the status bar; its background reaches up under the status bar. At
/// rest a screen's content is at its scroll edge, so the bar shows ``scrollEdgeAppearance``, or, without one, the
/// standard appearance with a transparent background and no hairline (iOS 15 and later); once content scrolls
/// under it, ``standardAppearance``.
@preconcurrency @MainActor
open class NavigationBar: View, ContentDrawing {
  /// The items, bottom to top.
  private var storedItems: [NavigationItem]?
  /// The items, bottom of the stack first; setting them shows the last one.
  open var items: [NavigationItem]? {
    get { storedItems }
    set { setItems(newValue, animated: false) }
  }
  /// The style the bar asks for; iOS resolves `.automatic` to `.pad`.
  open var preferredBehavioralStyle: BehavioralStyle = .automatic
  /// The style the bar has: always `.pad` on iOS.
  open var behavioralStyle: BehavioralStyle { .pad }
  open var prefersLargeTitles = false {
    didSet {
      owningNavigation?.view.setNeedsLayout()
      noteAppearance(\NavigationBar.prefersLargeTitles)
    }
  }
  open var isTranslucent = true {
    didSet { noteAppearance(\NavigationBar.isTranslucent) }
  }
  open var barStyle: BarStyle = .default {
    didSet {
      noteAppearance(\NavigationBar.barStyle)
      setNeedsLayout()
    }
  }
  open var barTintColor: Color? {
    didSet { noteAppearance(\NavigationBar.barTintColor) }
  }
  open var titleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet { noteAppearance(\NavigationBar.titleTextAttributes) }
  }
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet { noteAppearance(\NavigationBar.largeTitleTextAttributes) }
  }
  open var standardAppearance = NavigationBarAppearance() {
    didSet { noteAppearance(\NavigationBar.standardAppearance) }
  }
  open var compactAppearance: NavigationBarAppearance? {
    didSet { noteAppearance(\NavigationBar.compactAppearance) }
  }
  open var scrollEdgeAppearance: NavigationBarAppearance? {
    didSet { noteAppearance(\NavigationBar.scrollEdgeAppearance) }
  }
  open var compactScrollEdgeAppearance: NavigationBarAppearance?
  /// The line under the bar when a custom background image is set (UIKit uses it only then); an empty image hides
  /// the line.
  open var shadowImage: Image? {
    didSet { noteAppearance(\NavigationBar.shadowImage) }
  }
  open var backIndicatorImage: Image?
  /// Images and adjustments of UIKit's older customisation API.
  private var customization = BarCustomization()
  open var backIndicatorTransitionMaskImage: Image?
  open weak var delegate: NavigationBarDelegate?
  /// The navigation controller that owns the bar (nil for a bar on its own).
  weak var owningNavigation: NavigationController?
  /// Whether the content is at its scroll edge (set by the navigation controller).
  var isAtScrollEdge = true { didSet { if isAtScrollEdge != oldValue { setNeedsLayout() } } }

  private let titleLabel = Label()
  private let largeTitleLabel = Label()
  private let backChevron = BackChevronView()
  private let backLabel = Label()
  private var buttonViews: [BarButtonView] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
    assemble()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    assemble()
  }

  private func assemble() {
    titleLabel.identifier = "title"
    largeTitleLabel.identifier = "largeTitle"
    backChevron.identifier = "backIndicator"
    backLabel.identifier = "backTitle"
    for view in [titleLabel, largeTitleLabel, backChevron, backLabel] as [View] { addSubview(view) }
  }

  open var topItem: NavigationItem? { items?.last }
  open var backItem: NavigationItem? {
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }

  open func setItems(_ items: [NavigationItem]?, animated: Bool) {
    storedItems = items
    setNeedsLayout()
  }
  open func pushItem(_ item: NavigationItem, animated: Bool) {
    setItems((items ?? []) + [item], animated: animated)
  }
  @discardableResult
  open func popItem(animated: Bool) -> NavigationItem? {
    let popped = storedItems?.popLast()
    setNeedsLayout()
    return popped
  }

  /// Whether the top item's title shows large.
  var showsLargeTitle: Bool {
    guard prefersLargeTitles, let items, !items.isEmpty else { return false }
    for item in items.reversed() {
      switch item.largeTitleDisplayMode {
      case .always: return true
      case .never, .inline: return false
      case .automatic: continue
      }
    }
    return true
  }

  /// The bar's height: 44 points, 96 with a large title, and 52 more with a search bar under the title.
  var barHeight: CGFloat {
    titleAreaHeight + (integratedSearchBar != nil ? BarGeometry.integratedSearchBarHeight : 0)
  }

  /// The height of the title rows: 44 points, 96 with a large title.
  private var titleAreaHeight: CGFloat {
    BarGeometry.navigationBarHeight + (showsLargeTitle ? BarGeometry.largeTitleExtraHeight : 0)
  }

  /// The search bar of the top item's search controller, which a phone shows under the title (UIKit's stacked
  /// placement), at rest, as the content starts at its top.
  var integratedSearchBar: SearchBar? { topItem?.searchController?.searchBar }

  /// The look in force: the top item's, else the bar's, for the scroll edge or not.
  var effectiveAppearance: NavigationBarAppearance {
    let top = topItem
    if isAtScrollEdge {
      if let edge = top?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
      let standard = (top?.standardAppearance ?? standardAppearance).copy()
      standard.configureWithTransparentBackground()
      return standard
    }
    return top?.standardAppearance ?? standardAppearance
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: barHeight)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let appearance = effectiveAppearance
    let tint = tintColor ?? .systemBlue
    let side = BarGeometry.sideMargin(forWidth: bounds.width)
    let row = BarGeometry.navigationBarHeight
    let leftItems = (topItem?.leftBarButtonItems ?? []).filter { !$0.isHidden }
    let rightItems = (topItem?.rightBarButtonItems ?? []).filter { !$0.isHidden }
    // The button views are made again only when the items change, so a layout pass settles.
    if buttonViews.map(\.item) !== leftItems + rightItems {
      for view in buttonViews { view.removeFromSuperview() }
      buttonViews = (leftItems + rightItems).map { BarButtonView(item: $0, tint: tint, bar: self) }
      for view in buttonViews { addSubview(view) }
    }
    let left = Array(buttonViews.prefix(leftItems.count))
    let right = Array(buttonViews.dropFirst(leftItems.count))
    var leadingEdge = side
    let showsBack =
      backItem != nil && !(topItem?.hidesBackButton ?? false)
      && (left.isEmpty || topItem?.leftItemsSupplementBackButton == true)
    backChevron.isHidden = !showsBack
    backLabel.isHidden = !showsBack || topItem?.backButtonDisplayMode == .minimal
    if showsBack {
      let chevron = BarGeometry.backChevronSize
      backChevron.color = tint
      backChevron.frame = CGRect(
        x: BarGeometry.backChevronLeading, y: (row - chevron.height) / 2, width: chevron.width,
        height: chevron.height)
      backLabel.setIfChanged(
        text: topItem?.backButtonDisplayMode == .generic
          ? "Back"
          : backItem?.backButtonTitle ?? backItem?.backBarButtonItem?.title ?? backItem?.title
            ?? "Back",
        font: .systemFont(ofSize: 17), color: tint)
      let size = backLabel.intrinsicContentSize
      backLabel.frame = CGRect(
        x: backChevron.frame.maxX + BarGeometry.backChevronGap, y: (row - size.height) / 2,
        width: size.width,
        height: size.height)
      leadingEdge =
        (backLabel.isHidden ? backChevron.frame.maxX : backLabel.frame.maxX)
        + BarGeometry.itemSpacing
    }
    let leftEnd = layOutBarButtons(
      left, from: leadingEdge, leading: true, rowTop: 0, rowHeight: row,
      spacing: BarGeometry.itemSpacing)
    let rightStart = layOutBarButtons(
      right, from: bounds.width - side, leading: false, rowTop: 0, rowHeight: row,
      spacing: BarGeometry.itemSpacing)
    // The room a title view without a width of its own stretches across: between the items, else the edges.
    let inset = BarGeometry.stretchedTitleViewInset
    let freeStart = left.isEmpty && !showsBack ? inset : leftEnd
    let freeEnd = max(right.isEmpty ? bounds.width - inset : rightStart, freeStart)
    layOutTitles(appearance, side: side, free: freeStart...freeEnd)
  }

  /// The title view this bar stretched (it had no width of its own), stretched again on each layout.
  private weak var stretchedTitleView: View?
  /// The search bar shown under the title, to take off when the top item changes.
  private weak var shownSearchBar: SearchBar?

  /// The title centred on the 44-point row (hidden while the large title shows), the large title at the leading
  /// margin below it; both in the appearance's text attributes, or UIKit's 17-point semibold and 34-point bold.
  private func layOutTitles(
    _ appearance: NavigationBarAppearance, side: CGFloat, free: ClosedRange<CGFloat>
  ) {
    let title = topItem?.title
    let standard = textAttributes(
      appearance.titleTextAttributes.merging(titleTextAttributes ?? [:]) { $1 })
    // A black bar style sets light text on the dark bar, as UIKit's `.black` does; otherwise the label colour.
    let textColor: Color = barStyle == .default ? .label : .white
    titleLabel.setIfChanged(
      text: title, font: standard.font ?? .systemFont(ofSize: 17, weight: .semibold),
      color: standard.color ?? textColor)
    let large = textAttributes(
      appearance.largeTitleTextAttributes.merging(largeTitleTextAttributes ?? [:]) { $1 })
    largeTitleLabel.setIfChanged(
      text: title, font: large.font ?? .systemFont(ofSize: 34, weight: .bold),
      color: large.color ?? textColor)
    let showsLarge = showsLargeTitle
    if let titleView = topItem?.titleView {
      if titleView.superview !== self { addSubview(titleView) }
      var size =
        titleView.frame.size == .zero ? titleView.intrinsicContentSize : titleView.frame.size
      if size.width <= 0 || titleView === stretchedTitleView {
        stretchedTitleView = titleView
        // No width of its own (a search bar): UIKit stretches it across the room the items leave, the row high.
        size.width = free.upperBound - free.lowerBound
        size.height = min(size.height, BarGeometry.navigationBarHeight)
        titleView.frame = CGRect(
          x: free.lowerBound, y: (BarGeometry.navigationBarHeight - size.height) / 2,
          width: size.width,
          height: size.height)
      } else {
        titleView.frame = CGRect(
          x: (bounds.width - size.width) / 2,
          y: (BarGeometry.navigationBarHeight - size.height) / 2,
          width: size.width, height: size.height)
      }
    }
    titleLabel.isHidden = showsLarge || topItem?.titleView != nil || title == nil
    let size = titleLabel.intrinsicContentSize
    let baseline = titleLabel.firstBaselineOffsetFromTop ?? size.height
    titleLabel.frame = CGRect(
      x: (bounds.width - size.width) / 2, y: BarGeometry.titleBaseline - baseline,
      width: size.width,
      height: size.height)
    largeTitleLabel.isHidden = !showsLarge || title == nil
    let largeSize = largeTitleLabel.intrinsicContentSize
    let largeBaseline = largeTitleLabel.firstBaselineOffsetFromTop ?? largeSize.height
    largeTitleLabel.frame = CGRect(
      x: side, y: titleAreaHeight - BarGeometry.largeTitleBaselineFromBottom - largeBaseline,
      width: min(largeSize.width, bounds.width - 2 * side), height: largeSize.height)
    layOutSearchBar(side: side)
  }

  /// Shows the top item's search bar under the title rows, its field at the bar's side margins (the search bar
  /// insets its field 8 points), and takes off one an earlier item showed.
  private func layOutSearchBar(side: CGFloat) {
    let search = integratedSearchBar
    if let shownSearchBar, shownSearchBar !== search, shownSearchBar.superview === self {
      shownSearchBar.removeFromSuperview()
    }
    shownSearchBar = search
    guard let search else { return }
    if search.superview !== self { addSubview(search) }
    let inset = max(side - BarGeometry.stretchedTitleViewInset, 0)
    search.frame = CGRect(
      x: inset, y: titleAreaHeight, width: max(bounds.width - 2 * inset, 0),
      height: BarGeometry.integratedSearchBarHeight)
  }

  // MARK: UIKit's older customisation API (before bar appearances)

  /// A custom background for a position and metrics: drawn instead of the appearance's background (an empty
  /// `UIImage()` makes the bar transparent, as in UIKit).
  open func setBackgroundImage(
    _ backgroundImage: Image?, for barPosition: BarPosition, barMetrics: BarMetrics
  ) {
    customization[image: "background", barPosition.rawValue, barMetrics.rawValue] = backgroundImage
  }

  open func backgroundImage(for barPosition: BarPosition, barMetrics: BarMetrics) -> Image? {
    customization[image: "background", barPosition.rawValue, barMetrics.rawValue]
  }

  open func setBackgroundImage(_ backgroundImage: Image?, for barMetrics: BarMetrics) {
    setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
  }

  open func backgroundImage(for barMetrics: BarMetrics) -> Image? {
    backgroundImage(for: .any, barMetrics: barMetrics)
  }

  /// Kept; the title is placed by the bar's measurements.
  open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: BarMetrics) {
    customization[amount: "title", barMetrics.rawValue] = adjustment
  }

  open func titleVerticalPositionAdjustment(for barMetrics: BarMetrics) -> CGFloat {
    customization[amount: "title", barMetrics.rawValue]
  }

  /// A navigation controller's bar is attached to the top of the screen.
  open var barPosition: BarPosition { .topAttached }

  /// The custom background in force: for the bar's position, else for any position, in the default metrics.
  private var customBackground: Image? {
    backgroundImage(for: .topAttached, barMetrics: .default) ?? backgroundImage(for: .default)
  }

  /// The background (reaching up under the status bar, to the top of the screen) and the hairline below the bar.
  package var drawnContent: [DrawnContent] {
    let appearance = effectiveAppearance
    var content: [DrawnContent] = []
    let reach = frame.minY
    let area = CGRect(x: 0, y: -reach, width: bounds.width, height: bounds.height + reach)
    if let custom = customBackground {
      if custom.size.width > 0 && custom.size.height > 0 {
        content.append(.image(custom, area, tint: nil))
      }
    } else if let background = barTintColor ?? appearance.backgroundColor {
      content.append(.fill(area, background, cornerRadius: 0))
    }
    if customBackground != nil, let shadowImage {
      let height = shadowImage.size.height
      if height > 0 {
        content.append(
          .image(
            shadowImage, CGRect(x: 0, y: bounds.height, width: bounds.width, height: height),
            tint: nil))
      }
    } else if let shadow = appearance.shadowColor {
      content.append(.hairline(y: bounds.height + 1 / 3, from: 0, to: bounds.width, shadow))
    }
    return content
  }

  /// A bar's overall style (UIKit's `UIBarStyle`).
  public enum BarStyle: Int, Sendable {
    case `default` = 0, black
  }
}

public typealias UINavigationBar = NavigationBar
public typealias UIBarStyle = NavigationBar.BarStyle
