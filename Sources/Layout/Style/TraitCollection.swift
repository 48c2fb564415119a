import Foundation

/// The traits of a view's environment (UIKit's `UITraitCollection`): appearance, text size, layout direction,
/// scale and size classes.
public struct TraitCollection: Hashable, Sendable {
  public var userInterfaceStyle: UserInterfaceStyle
  public var preferredContentSizeCategory: ContentSizeCategory
  public var layoutDirection: LayoutDirection
  public var displayScale: CGFloat
  public var horizontalSizeClass: SizeClass
  public var verticalSizeClass: SizeClass

  public init(
    userInterfaceStyle: UserInterfaceStyle = .light,
    preferredContentSizeCategory: ContentSizeCategory = .large,
    layoutDirection: LayoutDirection = .leftToRight, displayScale: CGFloat = 2,
    horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular
  ) {
    self.userInterfaceStyle = userInterfaceStyle
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.layoutDirection = layoutDirection
    self.displayScale = displayScale
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
  }

  /// A collection with only an appearance, as UIKit's `init(userInterfaceStyle:)` makes.
  public init(userInterfaceStyle: UserInterfaceStyle) {
    self.init(userInterfaceStyle: userInterfaceStyle, preferredContentSizeCategory: .large)
  }

  /// Whether colours drawn for `other` may differ: the appearances differ.
  public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
    userInterfaceStyle != other?.userInterfaceStyle
  }

  /// The size classes of a screen of `size` points, as UIKit assigns them (docs/uikit-defaults.md): iPads
  /// (shorter side 744 points or more) are regular both ways; a phone is compact wide and regular tall in portrait,
  /// compact tall in landscape, and regular wide in landscape only when it is a Plus or Max (shorter side 414 or
  /// more).
  public static func sizeClasses(forScreen size: CGSize) -> (
    horizontal: SizeClass, vertical: SizeClass
  ) {
    let shorter = min(size.width, size.height)
    if shorter >= 744 { return (.regular, .regular) }
    if size.width > size.height { return (shorter >= 414 ? .regular : .compact, .compact) }
    return (.compact, .regular)
  }

  /// UIKit's `UIUserInterfaceSizeClass`, with its raw values.
  public enum SizeClass: Int, Sendable {
    case unspecified, compact, regular
  }

  /// UIKit's `UIUserInterfaceStyle`, with its raw values.
  public enum UserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
  }
}
