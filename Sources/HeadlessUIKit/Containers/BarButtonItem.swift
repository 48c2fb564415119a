import Foundation

/// Something a bar shows: a title and an image (UIKit's `UIBarItem`).
///
/// Bar items have appearance proxies, as in UIKit: `UIBarButtonItem.appearance().tintColor` reaches each item when
/// a bar shows it (docs/uikit-appearance.md).
@preconcurrency @MainActor
open class BarItem: NSObject {
  open var title: String?
  open var image: Image?
  open var landscapeImagePhone: Image?
  open var largeContentSizeImage: Image?
  open var isEnabled = true
  open var tag = 0
  open var imageInsets: EdgeInsets = .zero
  /// Insets of ``landscapeImagePhone`` (stored).
  open var landscapeImagePhoneInsets: EdgeInsets = .zero
  /// Insets of ``largeContentSizeImage`` (stored).
  open var largeContentSizeImageInsets: EdgeInsets = .zero
  open var accessibilityIdentifier: String?
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
  /// The appearance settings the item made itself, which proxies leave alone.
  var ownAppearanceKeys: Set<AnyHashable> = []
  /// The bar showing the item, for appearance proxies limited to containers.
  weak var appearanceHost: View?

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init() }

  /// Text attributes for the title in `state`: the font and the foreground colour apply.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: Control.State
  ) {
    titleAttributes[state.rawValue] = attributes
    noteAppearanceCall("setTitleTextAttributes:\(state.rawValue)", on: self) {
      $0.setTitleTextAttributes(attributes, for: state)
    }
  }

  open func titleTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// The title's attributes in `state`, else the normal state's (UIKit falls back to them).
  func effectiveTitleTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any] {
    titleAttributes[state.rawValue] ?? titleAttributes[Control.State.normal.rawValue] ?? [:]
  }

  /// Takes its proxies' values as `bar` shows it.
  func applyAppearance(shownIn bar: View) {
    appearanceHost = bar
    applyAppearance()
  }
}

extension BarItem: AppearanceStyled {
  var appearanceAncestors: [AnyObject] {
    guard let host = appearanceHost else { return [] }
    return [host] + host.appearanceAncestors
  }

  var appearanceTraits: TraitCollection { appearanceHost?.traitCollection ?? TraitCollection() }
}

/// A button in a navigation bar or toolbar (UIKit's `UIBarButtonItem`).
///
/// A title, an image, one of the system items, a flexible or fixed space, or a view of your own. Taps never happen
/// here; target and action are kept.
@preconcurrency @MainActor
open class BarButtonItem: BarItem {
  /// How a titled item looks: plain, or bold for the confirming item.
  public enum Style: Int, Sendable {
    case plain = 0, bordered, done
    /// The tinted, emphasised look of iOS 26 (drawn as ``done``).
    case prominent
  }

  /// UIKit's standard items.
  public enum SystemItem: Int, Sendable {
    case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action,
      organize
    case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo,
      redo
    case pageCurl, close, writingTools

    /// The title of a system item that UIKit shows as text; `nil` for the icons.
    var title: String? {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .undo: "Undo"
      case .redo: "Redo"
      default: nil
      }
    }

    /// The SF Symbol UIKit draws for an icon item (shown here as the symbol's placeholder).
    var symbolName: String? {
      switch self {
      case .add: "plus"
      case .compose: "square.and.pencil"
      case .reply: "arrowshape.turn.up.left"
      case .action: "square.and.arrow.up"
      case .organize: "folder"
      case .bookmarks: "book"
      case .search: "magnifyingglass"
      case .refresh: "arrow.clockwise"
      case .stop: "xmark"
      case .camera: "camera"
      case .trash: "trash"
      case .play: "play.fill"
      case .pause: "pause"
      case .rewind: "backward.fill"
      case .fastForward: "forward.fill"
      case .close: "xmark.circle.fill"
      case .pageCurl, .writingTools: "ellipsis"
      case .done, .cancel, .edit, .save, .undo, .redo, .flexibleSpace, .fixedSpace: nil
      }
    }
  }

  open var style: Style = .plain
  /// A fixed space's width (0 for the standard).
  open var width: CGFloat = 0
  open var customView: View?
  open var tintColor: Color? {
    didSet { noteAppearance(\BarButtonItem.tintColor) }
  }
  open weak var target: AnyObject?
  open var action: Selector?
  open var primaryAction: Action?
  open var isHidden = false
  open var isSelected = false
  open var possibleTitles: Set<String>?
  private(set) var systemItem: SystemItem?
  /// Whether the item is drawn as UIKit's close button (the `.close` system item with its own image still).
  var showsCloseButton: Bool {
    systemItem == .close && customView == nil && image?.content.symbolName == "xmark.circle.fill"
  }

  // Every designated initialiser is public, so that a team's subclass inherits UIKit's convenience initialisers
  // (`init(title:style:target:action:)` …): Swift passes them on only to a subclass that can have all of them.
  public override init() {
    super.init()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }

  public convenience init(image: Image?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }

  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
  ) {
    self.init(systemItem: systemItem)
    self.target = target as AnyObject?
    self.action = action
  }

  public convenience init(customView: View) {
    self.init()
    self.customView = customView
  }

  public convenience init(
    title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil
  ) {
    self.init()
    self.title = title ?? primaryAction?.title
    self.image = image
    self.primaryAction = primaryAction
  }

  public convenience init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
    self.init(systemItem: systemItem)
    self.primaryAction = primaryAction
  }

  /// An item showing `image` (and `landscapeImagePhone` in compact height, kept).
  public convenience init(
    image: Image?, landscapeImagePhone: Image?, style: Style, target: Any?, action: Selector?
  ) {
    self.init(image: image, style: style, target: target, action: action)
    self.landscapeImagePhone = landscapeImagePhone
  }

  /// An item with a title and an image, an action and a menu.
  public convenience init(
    title: String?, image: Image?, target: AnyObject?, action: Selector?, menu: Menu? = nil
  ) {
    self.init()
    self.title = title
    self.image = image
    self.target = target
    self.action = action
    self.menu = menu
  }

  // MARK: UIKit's remaining members (kept; bars draw items from their title, image and style)

  /// The menu shown on a tap when the item has no action, or on a long press (kept; nothing opens here).
  open var menu: Menu?
  open var preferredMenuElementOrder: ContextMenuConfiguration.ElementOrder = .automatic
  open var changesSelectionAsPrimaryAction = false
  open var isSymbolAnimationEnabled = false
  open var menuRepresentation: MenuElement?
  open var hidesSharedBackground = false
  open var sharesBackground = true
  open var identifier: String?
  open var isSpringLoaded = false
  /// Images and adjustments of UIKit's older customisation API.
  private var customization = BarCustomization()

  open func setBackgroundImage(
    _ backgroundImage: Image?, for state: Control.State, barMetrics: BarMetrics
  ) {
    customization[image: "background", Int(state.rawValue), barMetrics.rawValue] = backgroundImage
  }

  open func backgroundImage(for state: Control.State, barMetrics: BarMetrics) -> Image? {
    customization[image: "background", Int(state.rawValue), barMetrics.rawValue]
  }

  open func setBackgroundImage(
    _ backgroundImage: Image?, for state: Control.State, style: Style, barMetrics: BarMetrics
  ) {
    customization[image: "background", Int(state.rawValue), style.rawValue, barMetrics.rawValue] =
      backgroundImage
  }

  open func backgroundImage(for state: Control.State, style: Style, barMetrics: BarMetrics)
    -> Image?
  {
    customization[image: "background", Int(state.rawValue), style.rawValue, barMetrics.rawValue]
  }

  open func setBackgroundVerticalPositionAdjustment(
    _ adjustment: CGFloat, for barMetrics: BarMetrics
  ) {
    customization[amount: "background", barMetrics.rawValue] = adjustment
  }

  open func backgroundVerticalPositionAdjustment(for barMetrics: BarMetrics) -> CGFloat {
    customization[amount: "background", barMetrics.rawValue]
  }

  open func setTitlePositionAdjustment(_ adjustment: Offset, for barMetrics: BarMetrics) {
    customization[offset: "title", barMetrics.rawValue] = adjustment
  }

  open func titlePositionAdjustment(for barMetrics: BarMetrics) -> Offset {
    customization[offset: "title", barMetrics.rawValue]
  }

  open func setBackButtonBackgroundImage(
    _ backgroundImage: Image?, for state: Control.State, barMetrics: BarMetrics
  ) {
    customization[image: "back", Int(state.rawValue), barMetrics.rawValue] = backgroundImage
  }

  open func backButtonBackgroundImage(for state: Control.State, barMetrics: BarMetrics) -> Image? {
    customization[image: "back", Int(state.rawValue), barMetrics.rawValue]
  }

  open func setBackButtonTitlePositionAdjustment(_ adjustment: Offset, for barMetrics: BarMetrics) {
    customization[offset: "back", barMetrics.rawValue] = adjustment
  }

  open func backButtonTitlePositionAdjustment(for barMetrics: BarMetrics) -> Offset {
    customization[offset: "back", barMetrics.rawValue]
  }

  open func setBackButtonBackgroundVerticalPositionAdjustment(
    _ adjustment: CGFloat, for barMetrics: BarMetrics
  ) {
    customization[amount: "back", barMetrics.rawValue] = adjustment
  }

  open func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: BarMetrics) -> CGFloat {
    customization[amount: "back", barMetrics.rawValue]
  }

  public convenience init(primaryAction: Action?) {
    self.init()
    self.primaryAction = primaryAction
    title = primaryAction?.title
  }

  private convenience init(systemItem: SystemItem) {
    self.init()
    self.systemItem = systemItem
    title = systemItem.title
    if systemItem == .done || systemItem == .save { style = .done }
    if let name = systemItem.symbolName { image = Image(symbolPlaceholderNamed: name) }
  }

  /// A flexible space: it shares out the bar's spare width.
  public static func flexibleSpace() -> BarButtonItem { BarButtonItem(systemItem: .flexibleSpace) }

  /// A fixed space of `width` points.
  public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
    let item = BarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// This item alone in a group that customisation leaves in place.
  open func creatingFixedGroup() -> BarButtonItemGroup { .fixedGroup(items: [self]) }

  /// This item alone in a group that customisation may move.
  open func creatingMovableGroup(customizationIdentifier: String) -> BarButtonItemGroup {
    .movableGroup(customizationIdentifier: customizationIdentifier, items: [self])
  }

  /// A badge on the item (stored; badges on bar button items are not drawn yet).
  public var badge: Badge?

  /// A count, a short text or a dot shown on a bar button item (UIKit's `UIBarButtonItem.Badge`, iOS 26).
  public struct Badge: Hashable, Sendable {
    enum Content: Hashable, Sendable {
      case count(Int), string(String), indicator
    }

    let content: Content
    /// The text colour; `nil` for white.
    public var foregroundColor: Color?
    /// The badge colour; `nil` for the system red.
    public var backgroundColor: Color?

    /// A number.
    public static func count(_ count: Int) -> Badge { Badge(content: .count(count)) }
    /// A short text.
    public static func string(_ string: String) -> Badge { Badge(content: .string(string)) }
    /// A dot.
    public static func indicator() -> Badge { Badge(content: .indicator) }
  }

  var isFlexibleSpace: Bool { systemItem == .flexibleSpace }
  var isFixedSpace: Bool { systemItem == .fixedSpace }
}

public typealias UIBarItem = BarItem
public typealias UIBarButtonItem = BarButtonItem
