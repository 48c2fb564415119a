import Foundation

/// A bar of buttons at the bottom of a screen (UIKit's `UIToolbar`).
///
/// Items in a row, flexible spaces sharing the spare width, 44 points tall; its background reaches down under the
/// home indicator.
@preconcurrency @MainActor
open class Toolbar: View, ContentDrawing {
  open var items: [BarButtonItem]? { didSet { setNeedsLayout() } }
  open var barStyle: NavigationBar.BarStyle = .default
  open var isTranslucent = true
  open var barTintColor: Color? {
    didSet { noteAppearance(\Toolbar.barTintColor) }
  }
  open var standardAppearance = ToolbarAppearance() {
    didSet { noteAppearance(\Toolbar.standardAppearance) }
  }
  open var compactAppearance: ToolbarAppearance?
  open var scrollEdgeAppearance: ToolbarAppearance?
  /// The look in a compact height with content scrolled to the edge (stored; there is no compact height here).
  open var compactScrollEdgeAppearance: ToolbarAppearance?
  open weak var delegate: ToolbarDelegate?
  /// How far the background reaches below the bar (the home indicator's area).
  var extendsBelow: CGFloat = 0 { didSet { if extendsBelow != oldValue { setNeedsLayout() } } }
  /// Whether content is scrolled under the bar (set by the navigation controller): without, the bar shows its
  /// scroll-edge look, transparent unless one is set (iOS 15 and later).
  var hasContentUnder = false { didSet { if hasContentUnder != oldValue { setNeedsLayout() } } }

  /// The look in force.
  var effectiveAppearance: ToolbarAppearance {
    if hasContentUnder { return standardAppearance }
    if let scrollEdgeAppearance { return scrollEdgeAppearance }
    let transparent = standardAppearance.copy()
    transparent.configureWithTransparentBackground()
    return transparent
  }
  private var buttonViews: [BarButtonView] = []

  open func setItems(_ items: [BarButtonItem]?, animated: Bool) { self.items = items }

  /// Images of UIKit's older customisation API (kept; the bar draws its appearance).
  private var customization = BarCustomization()

  open func setBackgroundImage(
    _ backgroundImage: Image?, forToolbarPosition topOrBottom: BarPosition, barMetrics: BarMetrics
  ) {
    customization[image: "background", topOrBottom.rawValue, barMetrics.rawValue] = backgroundImage
  }

  open func backgroundImage(forToolbarPosition topOrBottom: BarPosition, barMetrics: BarMetrics)
    -> Image?
  {
    customization[image: "background", topOrBottom.rawValue, barMetrics.rawValue]
  }

  open func setShadowImage(_ shadowImage: Image?, forToolbarPosition topOrBottom: BarPosition) {
    customization[image: "shadow", topOrBottom.rawValue] = shadowImage
  }

  open func shadowImage(forToolbarPosition topOrBottom: BarPosition) -> Image? {
    customization[image: "shadow", topOrBottom.rawValue]
  }

  /// A toolbar sits at the bottom of the screen.
  open var barPosition: BarPosition { .bottom }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: BarGeometry.toolbarHeight)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: BarGeometry.toolbarHeight)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let tint = tintColor ?? .systemBlue
    let shown = (items ?? []).filter { !$0.isHidden }
    if buttonViews.map(\.item) !== shown {
      for view in buttonViews { view.removeFromSuperview() }
      buttonViews = shown.map { BarButtonView(item: $0, tint: tint, bar: self) }
      for view in buttonViews { addSubview(view) }
    }
    let side = BarGeometry.sideMargin(forWidth: bounds.width)
    let fixed = buttonViews.filter { !$0.item.isFlexibleSpace }
    let used = fixed.reduce(0) {
      $0 + ($1.item.isFixedSpace ? $1.item.width : $1.naturalSize.width)
    }
    let gaps = CGFloat(max(buttonViews.count - 1, 0)) * BarGeometry.itemSpacing
    let flexible = buttonViews.count - fixed.count
    let spare = max(bounds.width - 2 * side - used - gaps, 0)
    var x = side
    for view in buttonViews {
      let size = view.naturalSize
      let width =
        view.item.isFlexibleSpace
        ? spare / CGFloat(max(flexible, 1)) : view.item.isFixedSpace ? view.item.width : size.width
      view.frame = CGRect(
        x: x, y: (bounds.height - size.height) / 2, width: width, height: size.height)
      x += width + BarGeometry.itemSpacing
    }
  }

  /// The background, reaching under the home indicator, and the hairline above the bar.
  package var drawnContent: [DrawnContent] {
    let appearance = effectiveAppearance
    var content: [DrawnContent] = []
    if let background = barTintColor ?? appearance.backgroundColor {
      content.append(
        .fill(
          CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + extendsBelow), background,
          cornerRadius: 0))
    }
    if let shadow = appearance.shadowColor {
      content.append(.hairline(y: 0, from: 0, to: bounds.width, shadow))
    }
    return content
  }
}

public typealias UIToolbar = Toolbar
