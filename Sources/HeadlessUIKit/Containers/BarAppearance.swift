import Foundation

/// A bar's background and shadow (UIKit's `UIBarAppearance`).
///
/// The default background stands for UIKit's blurred chrome material with an opaque system background (a blur of
/// the content under it is not drawn); the shadow is the hairline between bar and content.
@preconcurrency @MainActor
open class BarAppearance {
  open var backgroundColor: Color?
  open var backgroundImage: Image?
  open var shadowColor: Color?
  open var shadowImage: Image?
  open var backgroundEffect: BlurEffect?
  /// How ``backgroundImage`` fills the bar (stored; drawn to fill).
  open var backgroundImageContentMode: View.ContentMode = .scaleToFill
  private var appearanceIdiom: TraitCollection.UserInterfaceIdiom

  /// The device the appearance is for.
  open var idiom: TraitCollection.UserInterfaceIdiom { appearanceIdiom }

  /// The default look for a device.
  public init(idiom: TraitCollection.UserInterfaceIdiom) {
    appearanceIdiom = idiom
    configureWithDefaultBackground()
  }

  /// The default look, for a phone.
  public convenience init() { self.init(idiom: .phone) }

  /// A copy of another appearance's values (those this class knows).
  public init(barAppearance: BarAppearance) {
    appearanceIdiom = barAppearance.idiom
    take(from: barAppearance)
  }

  /// Copies another appearance's values; subclasses add theirs.
  func take(from other: BarAppearance) {
    appearanceIdiom = other.idiom
    backgroundImageContentMode = other.backgroundImageContentMode
    backgroundColor = other.backgroundColor
    backgroundImage = other.backgroundImage
    shadowColor = other.shadowColor
    shadowImage = other.shadowImage
    backgroundEffect = other.backgroundEffect
  }

  /// UIKit's archive initialiser; there are no archives here, so it makes the default look.
  public required init(coder: NSCoder) {
    appearanceIdiom = .phone
    configureWithDefaultBackground()
  }

  /// The system's look: a translucent chrome background and a hairline.
  open func configureWithDefaultBackground() {
    backgroundColor = .systemBackground
    shadowColor = BarGeometry.shadowColor
  }

  /// An opaque system background and a hairline.
  open func configureWithOpaqueBackground() {
    backgroundColor = .systemBackground
    shadowColor = BarGeometry.shadowColor
  }

  /// No background and no hairline (UIKit's look at a scroll edge).
  open func configureWithTransparentBackground() {
    backgroundColor = nil
    shadowColor = nil
  }

  /// A copy of the same class, made through the initialiser every subclass has (`init(coder:)`, which reads
  /// nothing here).
  open func copy() -> Self {
    let copy = Self(coder: NSCoder())
    copy.take(from: self)
    return copy
  }
}

/// A navigation bar's look (UIKit's `UINavigationBarAppearance`).
@preconcurrency @MainActor
open class NavigationBarAppearance: BarAppearance {
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var titlePositionAdjustment: Offset = .zero
  open var buttonAppearance = BarButtonItemAppearance()
  open var doneButtonAppearance = BarButtonItemAppearance()
  open var backButtonAppearance = BarButtonItemAppearance()
  /// The look of prominent (iOS 26) bar buttons.
  open var prominentButtonAppearance = BarButtonItemAppearance(style: .prominent)
  /// The subtitle's text attributes (stored; subtitles are not drawn yet).
  open var subtitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large subtitle's text attributes (stored).
  open var largeSubtitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  private var indicatorImages: (image: Image, mask: Image)?

  public override init(idiom: TraitCollection.UserInterfaceIdiom) { super.init(idiom: idiom) }

  public override init(barAppearance: BarAppearance) { super.init(barAppearance: barAppearance) }

  override func take(from other: BarAppearance) {
    super.take(from: other)
    guard let navigation = other as? NavigationBarAppearance else { return }
    titleTextAttributes = navigation.titleTextAttributes
    largeTitleTextAttributes = navigation.largeTitleTextAttributes
    subtitleTextAttributes = navigation.subtitleTextAttributes
    largeSubtitleTextAttributes = navigation.largeSubtitleTextAttributes
    indicatorImages = navigation.indicatorImages
  }

  public required init(coder: NSCoder) { super.init(coder: coder) }

  /// Sets the back chevron and the mask its title slides under (both or neither, as UIKit asks).
  open func setBackIndicatorImage(_ backIndicatorImage: Image?, transitionMaskImage: Image?) {
    guard let backIndicatorImage, let transitionMaskImage else {
      indicatorImages = nil
      return
    }
    indicatorImages = (backIndicatorImage, transitionMaskImage)
  }

  /// The back chevron: the one set, else the system's `chevron.backward`.
  open var backIndicatorImage: Image {
    indicatorImages?.image ?? Image(systemName: "chevron.backward") ?? Image()
  }

  /// The mask the back title slides under: the one set, else the chevron.
  open var backIndicatorTransitionMaskImage: Image { indicatorImages?.mask ?? backIndicatorImage }
}

/// A tab bar's look (UIKit's `UITabBarAppearance`).
@preconcurrency @MainActor
open class TabBarAppearance: BarAppearance {
  open var stackedLayoutAppearance = TabBarItemAppearance()
  open var inlineLayoutAppearance = TabBarItemAppearance()
  open var compactInlineLayoutAppearance = TabBarItemAppearance()
  open var selectionIndicatorTintColor: Color?
  /// An image behind the selected item (stored).
  open var selectionIndicatorImage: Image?
  /// How stacked items share the bar's width (stored; items share it equally here).
  open var stackedItemPositioning: TabBar.ItemPositioning = .automatic
  /// Each stacked item's width when centred (stored).
  open var stackedItemWidth: CGFloat = 0
  /// The space between centred stacked items (stored).
  open var stackedItemSpacing: CGFloat = 0

  public override init(idiom: TraitCollection.UserInterfaceIdiom) { super.init(idiom: idiom) }

  public override init(barAppearance: BarAppearance) { super.init(barAppearance: barAppearance) }

  override func take(from other: BarAppearance) {
    super.take(from: other)
    guard let tab = other as? TabBarAppearance else { return }
    stackedLayoutAppearance = tab.stackedLayoutAppearance
    selectionIndicatorImage = tab.selectionIndicatorImage
  }

  public required init(coder: NSCoder) { super.init(coder: coder) }
}

/// A toolbar's look (UIKit's `UIToolbarAppearance`).
open class ToolbarAppearance: BarAppearance {
  open var buttonAppearance = BarButtonItemAppearance()
  open var doneButtonAppearance = BarButtonItemAppearance(style: .done)
  /// The look of prominent (iOS 26) bar buttons.
  open var prominentButtonAppearance = BarButtonItemAppearance(style: .prominent)
}

/// How bar buttons look in each state (UIKit's `UIBarButtonItemAppearance`).
@preconcurrency @MainActor
open class BarButtonItemAppearance {
  private let states = (0..<4).map { _ in BarButtonItemStateAppearance() }

  /// The default look of a button style.
  public init(style: BarButtonItem.Style) {
    configureWithDefault(for: style)
  }

  /// The default look of plain buttons.
  public convenience init() { self.init(style: .plain) }

  /// UIKit's archive initialiser; there are no archives here, so it makes the plain look.
  public required init(coder: NSCoder) {}

  open var normal: BarButtonItemStateAppearance { states[0] }
  open var highlighted: BarButtonItemStateAppearance { states[1] }
  open var disabled: BarButtonItemStateAppearance { states[2] }
  open var focused: BarButtonItemStateAppearance { states[3] }

  /// A copy of the same class (made through `init(coder:)`, which reads nothing here).
  open func copy() -> Self {
    let copy = Self(coder: NSCoder())
    for (mine, theirs) in zip(copy.states, states) {
      mine.titleTextAttributes = theirs.titleTextAttributes
      mine.titlePositionAdjustment = theirs.titlePositionAdjustment
      mine.backgroundImage = theirs.backgroundImage
    }
    return copy
  }

  /// Resets every state to the style's default: no attributes of its own (the bar draws the style's font and
  /// colour).
  open func configureWithDefault(for style: BarButtonItem.Style) {
    for state in states {
      state.titleTextAttributes = [:]
      state.titlePositionAdjustment = .zero
      state.backgroundImage = nil
    }
  }
}

/// One state's look of bar buttons (UIKit's `UIBarButtonItemStateAppearance`).
public final class BarButtonItemStateAppearance {
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var titlePositionAdjustment: Offset = .zero
  public var backgroundImage: Image?
  public init() {}
}

/// How tab items look in each state (UIKit's `UITabBarItemAppearance`).
public final class TabBarItemAppearance {
  public var normal = TabBarItemStateAppearance()
  public var selected = TabBarItemStateAppearance()
  public var disabled = TabBarItemStateAppearance()
  public var focused = TabBarItemStateAppearance()
  public init() {}
}

/// One state's look of tab items (UIKit's `UITabBarItemStateAppearance`).
public final class TabBarItemStateAppearance {
  public var iconColor: Color?
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var badgeBackgroundColor: Color?
  public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var titlePositionAdjustment: Offset = .zero
  public init() {}
}

/// A horizontal and vertical offset (UIKit's `UIOffset`).
public struct Offset: Hashable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let zero = Offset(horizontal: 0, vertical: 0)
}

public typealias UIBarAppearance = BarAppearance
public typealias UINavigationBarAppearance = NavigationBarAppearance
public typealias UITabBarAppearance = TabBarAppearance
public typealias UIToolbarAppearance = ToolbarAppearance
public typealias UIBarButtonItemAppearance = BarButtonItemAppearance
public typealias UIBarButtonItemStateAppearance = BarButtonItemStateAppearance
public typealias UITabBarItemAppearance = TabBarItemAppearance
public typealias UITabBarItemStateAppearance = TabBarItemStateAppearance
public typealias UIOffset = Offset
