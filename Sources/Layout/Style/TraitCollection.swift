import Foundation

/// The traits of a view's environment (UIKit's `UITraitCollection`): device idiom, appearance, text size, layout
/// direction, scale and size classes.
///
/// As in UIKit, a collection is immutable, and each trait may be *unspecified* (the initialisers that name one trait
/// leave the others so); ``init(traitsFrom:)`` combines collections, a later collection's specified traits winning.
/// A view's ``View/traitCollection`` has every trait it knows specified.
public final class TraitCollection: Hashable, Sendable, CustomStringConvertible {
  /// Every trait's value, unspecified ones included.
  package struct Values: Hashable, Sendable {
    var userInterfaceIdiom = UserInterfaceIdiom.unspecified
    var userInterfaceStyle = UserInterfaceStyle.unspecified
    var layoutDirection = TraitEnvironmentLayoutDirection.unspecified
    var displayScale: CGFloat = 0
    var horizontalSizeClass = SizeClass.unspecified
    var verticalSizeClass = SizeClass.unspecified
    var forceTouchCapability = ForceTouchCapability.unknown
    var preferredContentSizeCategory = ContentSizeCategory.unspecified
    var accessibilityContrast = AccessibilityContrast.unspecified
    var userInterfaceLevel = UserInterfaceLevel.unspecified
    var legibilityWeight = LegibilityWeight.unspecified
    var displayGamut = DisplayGamut.unspecified

    /// These values with each of `other`'s specified traits put in their place.
    func overlaid(with other: Values) -> Values {
      var result = self
      result.take(\.userInterfaceIdiom, from: other, unless: .unspecified)
      result.take(\.userInterfaceStyle, from: other, unless: .unspecified)
      result.take(\.layoutDirection, from: other, unless: .unspecified)
      result.take(\.displayScale, from: other, unless: 0)
      result.take(\.horizontalSizeClass, from: other, unless: .unspecified)
      result.take(\.verticalSizeClass, from: other, unless: .unspecified)
      result.take(\.forceTouchCapability, from: other, unless: .unknown)
      result.take(\.preferredContentSizeCategory, from: other, unless: .unspecified)
      result.take(\.accessibilityContrast, from: other, unless: .unspecified)
      result.take(\.userInterfaceLevel, from: other, unless: .unspecified)
      result.take(\.legibilityWeight, from: other, unless: .unspecified)
      result.take(\.displayGamut, from: other, unless: .unspecified)
      return result
    }

    private mutating func take<Trait: Equatable>(
      _ trait: WritableKeyPath<Values, Trait>, from other: Values, unless unspecified: Trait
    ) {
      if other[keyPath: trait] != unspecified { self[keyPath: trait] = other[keyPath: trait] }
    }
  }

  package let values: Values

  package init(values: Values) {
    self.values = values
  }

  /// Builds a collection by changing some traits of an empty one.
  package convenience init(_ change: (inout Values) -> Void) {
    var values = Values()
    change(&values)
    self.init(values: values)
  }

  /// A collection with every trait unspecified.
  public convenience init() {
    self.init(values: Values())
  }

  /// The traits of several collections together: for each trait, the last collection that specifies it gives it.
  ///
  /// - Parameter traitCollections: The collections, weakest first.
  public convenience init(traitsFrom traitCollections: [TraitCollection]) {
    self.init(values: traitCollections.reduce(Values()) { $0.overlaid(with: $1.values) })
  }

  /// A collection with only a device idiom.
  public convenience init(userInterfaceIdiom idiom: UserInterfaceIdiom) {
    self.init { $0.userInterfaceIdiom = idiom }
  }

  /// A collection with only an appearance.
  public convenience init(userInterfaceStyle: UserInterfaceStyle) {
    self.init { $0.userInterfaceStyle = userInterfaceStyle }
  }

  /// A collection with only a layout direction.
  public convenience init(layoutDirection: TraitEnvironmentLayoutDirection) {
    self.init { $0.layoutDirection = layoutDirection }
  }

  /// A collection with only a display scale (pixels per point).
  public convenience init(displayScale scale: CGFloat) {
    self.init { $0.displayScale = scale }
  }

  /// A collection with only a horizontal size class.
  public convenience init(horizontalSizeClass: SizeClass) {
    self.init { $0.horizontalSizeClass = horizontalSizeClass }
  }

  /// A collection with only a vertical size class.
  public convenience init(verticalSizeClass: SizeClass) {
    self.init { $0.verticalSizeClass = verticalSizeClass }
  }

  /// A collection with only a 3D Touch capability.
  public convenience init(forceTouchCapability capability: ForceTouchCapability) {
    self.init { $0.forceTouchCapability = capability }
  }

  /// A collection with only a preferred text size.
  public convenience init(preferredContentSizeCategory: ContentSizeCategory) {
    self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
  }

  /// A collection with only a contrast setting.
  public convenience init(accessibilityContrast: AccessibilityContrast) {
    self.init { $0.accessibilityContrast = accessibilityContrast }
  }

  /// A collection with only an elevation level.
  public convenience init(userInterfaceLevel: UserInterfaceLevel) {
    self.init { $0.userInterfaceLevel = userInterfaceLevel }
  }

  /// A collection with only a text weight setting (Bold Text).
  public convenience init(legibilityWeight: LegibilityWeight) {
    self.init { $0.legibilityWeight = legibilityWeight }
  }

  /// A collection with only a colour gamut.
  public convenience init(displayGamut: DisplayGamut) {
    self.init { $0.displayGamut = displayGamut }
  }

  public var userInterfaceIdiom: UserInterfaceIdiom { values.userInterfaceIdiom }
  public var userInterfaceStyle: UserInterfaceStyle { values.userInterfaceStyle }
  public var layoutDirection: TraitEnvironmentLayoutDirection { values.layoutDirection }
  public var displayScale: CGFloat { values.displayScale }
  public var horizontalSizeClass: SizeClass { values.horizontalSizeClass }
  public var verticalSizeClass: SizeClass { values.verticalSizeClass }
  public var forceTouchCapability: ForceTouchCapability { values.forceTouchCapability }
  public var preferredContentSizeCategory: ContentSizeCategory { values.preferredContentSizeCategory }
  public var accessibilityContrast: AccessibilityContrast { values.accessibilityContrast }
  public var userInterfaceLevel: UserInterfaceLevel { values.userInterfaceLevel }
  public var legibilityWeight: LegibilityWeight { values.legibilityWeight }
  public var displayGamut: DisplayGamut { values.displayGamut }

  /// Whether this collection has every trait `other` specifies, with the same value.
  public func containsTraits(in other: TraitCollection?) -> Bool {
    guard let other else { return true }
    return values.overlaid(with: other.values) == values
  }

  /// Whether colours drawn for `other` may differ: the appearances, contrasts or levels differ.
  public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
    userInterfaceStyle != other?.userInterfaceStyle
      || accessibilityContrast != other?.accessibilityContrast
      || userInterfaceLevel != other?.userInterfaceLevel
  }

  /// A copy with some traits changed.
  package func changing(_ change: (inout Values) -> Void) -> TraitCollection {
    var copy = values
    change(&copy)
    return TraitCollection(values: copy)
  }

  public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool {
    lhs.values == rhs.values
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(values)
  }

  public var description: String {
    "<UITraitCollection; UserInterfaceIdiom = \(userInterfaceIdiom), UserInterfaceStyle = \(userInterfaceStyle), "
      + "LayoutDirection = \(layoutDirection), DisplayScale = \(displayScale), "
      + "HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
      + "PreferredContentSizeCategory = \(preferredContentSizeCategory)>"
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
}
