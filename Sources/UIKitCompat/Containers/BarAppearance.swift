import Foundation
import Layout

/// A bar's background and shadow (UIKit's `UIBarAppearance`).
///
/// The default background stands for UIKit's blurred chrome material with an opaque system background (a blur of
/// the content under it is not drawn); the shadow is the hairline between bar and content.
open class BarAppearance {
  open var backgroundColor: Color?
  open var backgroundImage: Image?
  open var shadowColor: Color?
  open var shadowImage: Image?
  open var backgroundEffect: BlurEffect?

  public init() {
    configureWithDefaultBackground()
  }

  public required init(barAppearance: BarAppearance) {
    backgroundColor = barAppearance.backgroundColor
    backgroundImage = barAppearance.backgroundImage
    shadowColor = barAppearance.shadowColor
    shadowImage = barAppearance.shadowImage
    backgroundEffect = barAppearance.backgroundEffect
  }

  public required init?(coder: NSCoder) {}

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

  /// A copy.
  open func copy() -> Self { Self(barAppearance: self) }
}

/// A navigation bar's look (UIKit's `UINavigationBarAppearance`).
open class NavigationBarAppearance: BarAppearance {
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var titlePositionAdjustment: Offset = .zero
  open var buttonAppearance = BarButtonItemAppearance()
  open var doneButtonAppearance = BarButtonItemAppearance()
  open var backButtonAppearance = BarButtonItemAppearance()

  public override init() { super.init() }

  public required init(barAppearance: BarAppearance) {
    super.init(barAppearance: barAppearance)
    if let navigation = barAppearance as? NavigationBarAppearance {
      titleTextAttributes = navigation.titleTextAttributes
      largeTitleTextAttributes = navigation.largeTitleTextAttributes
    }
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open func setBackIndicatorImage(_ backIndicatorImage: Image?, transitionMaskImage: Image?) {}
}

/// A tab bar's look (UIKit's `UITabBarAppearance`).
open class TabBarAppearance: BarAppearance {
  open var stackedLayoutAppearance = TabBarItemAppearance()
  open var inlineLayoutAppearance = TabBarItemAppearance()
  open var compactInlineLayoutAppearance = TabBarItemAppearance()
  open var selectionIndicatorTintColor: Color?

  public override init() { super.init() }

  public required init(barAppearance: BarAppearance) {
    super.init(barAppearance: barAppearance)
    if let tab = barAppearance as? TabBarAppearance {
      stackedLayoutAppearance = tab.stackedLayoutAppearance
    }
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A toolbar's look (UIKit's `UIToolbarAppearance`).
open class ToolbarAppearance: BarAppearance {
  open var buttonAppearance = BarButtonItemAppearance()
  open var doneButtonAppearance = BarButtonItemAppearance()
}

/// How bar buttons look in each state (UIKit's `UIBarButtonItemAppearance`).
public final class BarButtonItemAppearance {
  public var normal = BarButtonItemStateAppearance()
  public var highlighted = BarButtonItemStateAppearance()
  public var disabled = BarButtonItemStateAppearance()
  public var focused = BarButtonItemStateAppearance()
  public init() {}
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
