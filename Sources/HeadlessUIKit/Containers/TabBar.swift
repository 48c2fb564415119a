import Foundation

/// The bar of tabs at the bottom of a tab bar controller (UIKit's `UITabBar`).
///
/// Equal slots, each an icon above a 10-point title, the selected one in the tint colour; 49 points tall, its
/// background reaching under the home indicator. At rest, with no content scrolled under it, the bar is
/// transparent without a hairline (iOS 15 and later); with content under it, it shows ``standardAppearance``.
@preconcurrency @MainActor
open class TabBar: View, ContentDrawing {
  /// How items share the width (stored: a phone in portrait fills the bar).
  public enum ItemPositioning: Int, Sendable {
    case automatic = 0, fill, centered
  }

  open var items: [TabBarItem]? { didSet { setNeedsLayout() } }
  open weak var selectedItem: TabBarItem? { didSet { setNeedsLayout() } }
  open var unselectedItemTintColor: Color? {
    didSet {
      setNeedsLayout()
      noteAppearance(\TabBar.unselectedItemTintColor)
    }
  }
  open var barTintColor: Color? {
    didSet { noteAppearance(\TabBar.barTintColor) }
  }
  open var barStyle: NavigationBar.BarStyle = .default {
    didSet { noteAppearance(\TabBar.barStyle) }
  }
  open var isTranslucent = true {
    didSet { noteAppearance(\TabBar.isTranslucent) }
  }
  open var itemPositioning: ItemPositioning = .automatic
  open var itemWidth: CGFloat = 0
  open var itemSpacing: CGFloat = 0
  open var backgroundImage: Image?
  open var shadowImage: Image?
  open var selectionIndicatorImage: Image?
  open var standardAppearance = TabBarAppearance() {
    didSet { noteAppearance(\TabBar.standardAppearance) }
  }
  open var scrollEdgeAppearance: TabBarAppearance? {
    didSet { noteAppearance(\TabBar.scrollEdgeAppearance) }
  }
  open weak var delegate: TabBarDelegate?
  /// Whether content is scrolled under the bar (set by the tab bar controller).
  var hasContentUnder = false { didSet { if hasContentUnder != oldValue { setNeedsLayout() } } }
  /// The part of the bar below its items (the home indicator's area).
  var bottomInset: CGFloat = 0 { didSet { if bottomInset != oldValue { setNeedsLayout() } } }
  private var slots: [View] = []
  /// What the slots were made from: each item's title, badge and selection, the width and the look.
  private var slotsMadeFor: [String] = []

  open func setItems(_ items: [TabBarItem]?, animated: Bool) { self.items = items }
  /// The selected item's image tint, UIKit's older spelling (stored; the tint colour draws selection).
  open var selectedImageTintColor: Color?
  /// Whether dragging onto an item selects it (stored).
  open var isSpringLoaded = false
  /// Whether the customising sheet is showing: never, headless.
  open var isCustomizing: Bool { false }

  /// Shows the sheet for rearranging items (never shown headless).
  open func beginCustomizingItems(_ items: [TabBarItem]) {}

  /// Closes the customising sheet; `false`, as none was open.
  @discardableResult
  open func endCustomizing(animated: Bool) -> Bool { false }

  /// The look in force.
  var effectiveAppearance: TabBarAppearance {
    if hasContentUnder { return standardAppearance }
    if let scrollEdgeAppearance { return scrollEdgeAppearance }
    let transparent = standardAppearance.copy()
    transparent.configureWithTransparentBackground()
    return transparent
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: BarGeometry.tabBarHeight + bottomInset)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let items = items ?? []
    // The slots are made again only when what they show changes, so a layout pass settles.
    let signature =
      items.map { "\($0.title ?? "")|\($0.badgeValue ?? "-")|\($0 === selectedItem)" }
      + ["\(bounds.width)", "\(hasContentUnder)"]
    guard signature != slotsMadeFor else { return }
    slotsMadeFor = signature
    for slot in slots { slot.removeFromSuperview() }
    guard !items.isEmpty else {
      slots = []
      return
    }
    let width = bounds.width / CGFloat(items.count)
    let appearance = effectiveAppearance.stackedLayoutAppearance
    slots = items.enumerated().map { index, item in
      let selected = item === selectedItem
      let state = selected ? appearance.selected : appearance.normal
      let color =
        state.iconColor
        ?? (selected
          ? tintColor ?? .systemBlue : unselectedItemTintColor ?? BarGeometry.unselectedTabColor)
      return makeSlot(
        item, selected: selected, color: color, state: state,
        frame: CGRect(
          x: CGFloat(index) * width, y: 0, width: width, height: BarGeometry.tabBarHeight))
    }
    for slot in slots { addSubview(slot) }
  }

  /// One tab: its icon centred 18.5 points below the top, its title's baseline at 45.3, its badge at the icon's top
  /// right (measured metrics, docs/uikit-bars.md).
  private func makeSlot(
    _ item: TabBarItem, selected: Bool, color: Color, state: TabBarItemStateAppearance,
    frame: CGRect
  ) -> View {
    item.applyAppearance(shownIn: self)
    let slot = View(frame: frame)
    slot.identifier = item.title ?? "tab"
    let icon = ImageView(image: (selected ? item.selectedImage : nil) ?? item.image)
    icon.tintColor = color
    let side = BarGeometry.tabIconSide
    let natural = icon.image?.size ?? CGSize(width: side, height: side)
    let scale = min(1, side / max(natural.width, natural.height, 1))
    let iconSize = CGSize(width: natural.width * scale, height: natural.height * scale)
    icon.frame = CGRect(
      x: (frame.width - iconSize.width) / 2, y: BarGeometry.tabIconCentre - iconSize.height / 2,
      width: iconSize.width, height: iconSize.height)
    icon.contentMode = .scaleAspectFit
    slot.addSubview(icon)
    if let title = item.title {
      let label = Label()
      label.text = title
      // The item's own attributes (UIKit's older customisation) win over the bar appearance's; a selected tab
      // keeps the normal state's font but takes its colour from the selected state or the tint.
      var own = item.titleTextAttributes(for: .normal) ?? [:]
      if selected {
        own[.foregroundColor] = nil
        own.merge(item.titleTextAttributes(for: .selected) ?? [:]) { $1 }
      }
      let attributes = textAttributes(state.titleTextAttributes.merging(own) { $1 })
      label.font = attributes.font ?? .systemFont(ofSize: BarGeometry.tabTitleSize, weight: .medium)
      label.textColor = attributes.color ?? color
      let size = label.intrinsicContentSize
      let baseline = label.firstBaselineOffsetFromTop ?? size.height
      label.frame = CGRect(
        x: (frame.width - size.width) / 2 + item.titlePositionAdjustment.horizontal,
        y: BarGeometry.tabTitleBaseline - baseline + item.titlePositionAdjustment.vertical,
        width: size.width,
        height: size.height)
      slot.addSubview(label)
    }
    if let badge = item.badgeValue {
      slot.addSubview(
        makeBadge(
          badge, color: item.badgeColor ?? state.badgeBackgroundColor ?? .systemRed,
          iconMidX: icon.frame.midX))
    }
    return slot
  }

  /// A red capsule 18 points tall with the badge text in white 13-point type, its leading edge just past the
  /// icon's centre.
  private func makeBadge(_ text: String, color: Color, iconMidX: CGFloat) -> View {
    let label = Label()
    label.text = text
    label.font = .systemFont(ofSize: 13)
    label.textColor = .white
    label.textAlignment = .center
    label.backgroundColor = color
    let height = BarGeometry.badgeHeight
    let width = text.isEmpty ? 10 : max(height, label.intrinsicContentSize.width + 10)
    label.frame = CGRect(
      x: iconMidX + 5, y: BarGeometry.badgeTop, width: width, height: text.isEmpty ? 10 : height)
    label.cornerRadius = label.frame.height / 2
    label.identifier = "badge"
    return label
  }

  /// The background, reaching under the home indicator, and the hairline above the bar.
  package var drawnContent: [DrawnContent] {
    let appearance = effectiveAppearance
    var content: [DrawnContent] = []
    if let background = barTintColor ?? appearance.backgroundColor {
      content.append(.fill(bounds, background, cornerRadius: 0))
    }
    if let shadow = appearance.shadowColor {
      content.append(.hairline(y: 0, from: 0, to: bounds.width, shadow))
    }
    return content
  }
}

public typealias UITabBar = TabBar
