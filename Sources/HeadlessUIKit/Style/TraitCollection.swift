import Foundation
import Synchronization

/// The traits of a view's environment (UIKit's `UITraitCollection`): device idiom, appearance, text size, layout
/// direction, scale and size classes.
///
/// As in UIKit, a collection is immutable, and each trait may be *unspecified* (the initialisers that name one trait
/// leave the others so); ``init(traitsFrom:)`` combines collections, a later collection's specified traits winning.
/// A view's ``View/traitCollection`` has every trait it knows specified.
// Unchecked: open, as UIKit's is (the compiler checks only final classes); its only stored property is an immutable value of a Sendable type, and UIKit's class is
// Sendable too; a subclass that adds mutable state must keep it safe itself, as with UIKit's.
open class TraitCollection: NSObject, @unchecked Sendable {
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
    var activeAppearance = ActiveAppearance.unspecified
    var imageDynamicRange = Image.DynamicRange.unspecified
    var typesettingLanguage = ""
    var sceneCaptureState = SceneCaptureState.unspecified
    var listEnvironment = ListEnvironment.unspecified
    var hdrHeadroomUsageLimit = HDRHeadroomUsageLimit.unspecified

    /// Unspecified values with some changed.
    static func with(_ change: (inout Values) -> Void) -> Values {
      var values = Values()
      change(&values)
      return values
    }

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
      result.take(\.activeAppearance, from: other, unless: .unspecified)
      result.take(\.imageDynamicRange, from: other, unless: .unspecified)
      result.take(\.typesettingLanguage, from: other, unless: "")
      result.take(\.sceneCaptureState, from: other, unless: .unspecified)
      result.take(\.listEnvironment, from: other, unless: .unspecified)
      result.take(\.hdrHeadroomUsageLimit, from: other, unless: .unspecified)
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
    self.init(values: .with(change))
  }

  /// A collection with every trait unspecified.
  public override init() {
    values = Values()
  }

  /// UIKit's archive initialiser; there are no archives here, so it makes a collection with every trait unspecified.
  public required init?(coder: NSCoder) {
    values = Values()
  }

  /// The traits of several collections together: for each trait, the last collection that specifies it gives it.
  ///
  /// - Parameter traitCollections: The collections, weakest first.
  public init(traitsFrom traitCollections: [TraitCollection]) {
    values = traitCollections.reduce(Values()) { $0.overlaid(with: $1.values) }
  }

  /// A collection with only a device idiom.
  public init(userInterfaceIdiom idiom: UserInterfaceIdiom) {
    values = .with { $0.userInterfaceIdiom = idiom }
  }

  /// A collection with only an appearance.
  public init(userInterfaceStyle: UserInterfaceStyle) {
    values = .with { $0.userInterfaceStyle = userInterfaceStyle }
  }

  /// A collection with only a layout direction.
  public init(layoutDirection: TraitEnvironmentLayoutDirection) {
    values = .with { $0.layoutDirection = layoutDirection }
  }

  /// A collection with only a display scale (pixels per point).
  public init(displayScale scale: CGFloat) {
    values = .with { $0.displayScale = scale }
  }

  /// A collection with only a horizontal size class.
  public init(horizontalSizeClass: SizeClass) {
    values = .with { $0.horizontalSizeClass = horizontalSizeClass }
  }

  /// A collection with only a vertical size class.
  public init(verticalSizeClass: SizeClass) {
    values = .with { $0.verticalSizeClass = verticalSizeClass }
  }

  /// A collection with only a 3D Touch capability.
  public init(forceTouchCapability capability: ForceTouchCapability) {
    values = .with { $0.forceTouchCapability = capability }
  }

  /// A collection with only a preferred text size.
  public init(preferredContentSizeCategory: ContentSizeCategory) {
    values = .with { $0.preferredContentSizeCategory = preferredContentSizeCategory }
  }

  /// A collection with only a contrast setting.
  public init(accessibilityContrast: AccessibilityContrast) {
    values = .with { $0.accessibilityContrast = accessibilityContrast }
  }

  /// A collection with only an elevation level.
  public init(userInterfaceLevel: UserInterfaceLevel) {
    values = .with { $0.userInterfaceLevel = userInterfaceLevel }
  }

  /// A collection with only a text weight setting (Bold Text).
  public init(legibilityWeight: LegibilityWeight) {
    values = .with { $0.legibilityWeight = legibilityWeight }
  }

  /// A collection with only a colour gamut.
  public init(displayGamut: DisplayGamut) {
    values = .with { $0.displayGamut = displayGamut }
  }

  /// A collection with only whether the window is active.
  public init(activeAppearance userInterfaceActiveAppearance: ActiveAppearance) {
    values = .with { $0.activeAppearance = userInterfaceActiveAppearance }
  }

  /// A collection with only an image dynamic range.
  public init(imageDynamicRange: Image.DynamicRange) {
    values = .with { $0.imageDynamicRange = imageDynamicRange }
  }

  /// A collection with only a typesetting language (a BCP 47 tag).
  public init(typesettingLanguage language: String) {
    values = .with { $0.typesettingLanguage = language }
  }

  /// A collection with only whether the screen is being captured.
  public init(sceneCaptureState: SceneCaptureState) {
    values = .with { $0.sceneCaptureState = sceneCaptureState }
  }

  /// A collection with only a list environment.
  public init(listEnvironment: ListEnvironment) {
    values = .with { $0.listEnvironment = listEnvironment }
  }

  /// A collection with only an HDR headroom usage limit.
  public init(hdrHeadroomUsageLimit: HDRHeadroomUsageLimit) {
    values = .with { $0.hdrHeadroomUsageLimit = hdrHeadroomUsageLimit }
  }

  open var userInterfaceIdiom: UserInterfaceIdiom { values.userInterfaceIdiom }
  open var userInterfaceStyle: UserInterfaceStyle { values.userInterfaceStyle }
  open var layoutDirection: TraitEnvironmentLayoutDirection { values.layoutDirection }
  open var displayScale: CGFloat { values.displayScale }
  open var horizontalSizeClass: SizeClass { values.horizontalSizeClass }
  open var verticalSizeClass: SizeClass { values.verticalSizeClass }
  open var forceTouchCapability: ForceTouchCapability { values.forceTouchCapability }
  open var preferredContentSizeCategory: ContentSizeCategory {
    values.preferredContentSizeCategory
  }
  open var accessibilityContrast: AccessibilityContrast { values.accessibilityContrast }
  open var userInterfaceLevel: UserInterfaceLevel { values.userInterfaceLevel }
  open var legibilityWeight: LegibilityWeight { values.legibilityWeight }
  open var displayGamut: DisplayGamut { values.displayGamut }
  open var activeAppearance: ActiveAppearance { values.activeAppearance }
  open var imageDynamicRange: Image.DynamicRange { values.imageDynamicRange }
  open var typesettingLanguage: String { values.typesettingLanguage }
  open var sceneCaptureState: SceneCaptureState { values.sceneCaptureState }
  open var listEnvironment: ListEnvironment { values.listEnvironment }
  open var hdrHeadroomUsageLimit: HDRHeadroomUsageLimit { values.hdrHeadroomUsageLimit }
  /// The image configuration of these traits.
  open var imageConfiguration: Image.Configuration {
    Image.Configuration().withTraitCollection(self)
  }

  // MARK: - The current traits

  /// The traits in effect while code runs (UIKit sets them around drawing and layout; here the renderer sets them
  /// around `draw(_:)`): those ``performAsCurrent(_:)`` gives, else those last assigned, else a phone's in the light
  /// appearance at the main screen's scale and the current content size category.
  open class var current: TraitCollection {
    get { scopedCurrent?.traits() ?? assignedCurrent.withLock { $0 } ?? launchTraits }
    set { assignedCurrent.withLock { $0 = newValue } }
  }

  /// Where the current traits come from while code runs with some: computed only when read.
  // Unchecked: the closure reads a view's traits; it runs only inside `performAsCurrent`, on the task that set it.
  private struct CurrentTraits: @unchecked Sendable {
    let traits: () -> TraitCollection
  }

  @TaskLocal private static var scopedCurrent: CurrentTraits?
  private static let assignedCurrent = Mutex<TraitCollection?>(nil)

  /// A phone's traits when no code has set any.
  private static var launchTraits: TraitCollection {
    TraitCollection {
      $0.userInterfaceIdiom = .phone
      $0.userInterfaceStyle = .light
      $0.layoutDirection = .leftToRight
      $0.displayScale = Screen.main.scale
      $0.preferredContentSizeCategory = .current
    }
  }

  /// Runs `actions` with these traits as ``current``.
  open func performAsCurrent(_ actions: () -> Void) {
    TraitCollection.$scopedCurrent.withValue(CurrentTraits { self }) { actions() }
  }

  /// Runs `actions` with a view's traits as ``current``, computed only if code reads them (the renderer wraps
  /// `draw(_:)` in it).
  package static func performWithTraits(of view: View, _ actions: () -> Void) {
    $scopedCurrent.withValue(CurrentTraits { view.traitCollection }) { actions() }
  }

  /// The traits whose values differ from `traitCollection`'s (every specified one when it is `nil`).
  open func changedTraits(from traitCollection: TraitCollection?) -> [Trait] {
    let other = traitCollection?.values ?? Values()
    let comparisons: [(Trait, Bool)] = [
      (TraitUserInterfaceIdiom.self, values.userInterfaceIdiom != other.userInterfaceIdiom),
      (TraitUserInterfaceStyle.self, values.userInterfaceStyle != other.userInterfaceStyle),
      (TraitLayoutDirection.self, values.layoutDirection != other.layoutDirection),
      (TraitDisplayScale.self, values.displayScale != other.displayScale),
      (TraitHorizontalSizeClass.self, values.horizontalSizeClass != other.horizontalSizeClass),
      (TraitVerticalSizeClass.self, values.verticalSizeClass != other.verticalSizeClass),
      (TraitForceTouchCapability.self, values.forceTouchCapability != other.forceTouchCapability),
      (
        TraitPreferredContentSizeCategory.self,
        values.preferredContentSizeCategory != other.preferredContentSizeCategory
      ),
      (
        TraitAccessibilityContrast.self, values.accessibilityContrast != other.accessibilityContrast
      ),
      (TraitUserInterfaceLevel.self, values.userInterfaceLevel != other.userInterfaceLevel),
      (TraitLegibilityWeight.self, values.legibilityWeight != other.legibilityWeight),
      (TraitDisplayGamut.self, values.displayGamut != other.displayGamut),
    ]
    return comparisons.filter(\.1).map(\.0)
  }

  /// The traits a dynamic colour may depend on: appearance, contrast and level.
  public static var systemTraitsAffectingColorAppearance: [Trait] {
    [TraitUserInterfaceStyle.self, TraitAccessibilityContrast.self, TraitUserInterfaceLevel.self]
  }

  /// The traits an image asset may vary by.
  public static var systemTraitsAffectingImageLookup: [Trait] {
    [
      TraitUserInterfaceIdiom.self, TraitUserInterfaceStyle.self, TraitDisplayScale.self,
      TraitAccessibilityContrast.self, TraitLegibilityWeight.self, TraitLayoutDirection.self,
      TraitHorizontalSizeClass.self, TraitVerticalSizeClass.self,
    ]
  }

  /// Whether this collection has every trait `other` specifies, with the same value.
  open func containsTraits(in other: TraitCollection?) -> Bool {
    guard let other else { return true }
    return values.overlaid(with: other.values) == values
  }

  /// Whether colours drawn for `other` may differ: the appearances, contrasts or levels differ.
  open func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
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

  /// Equal to another trait collection with the same values (`==`), as UIKit's `isEqual(_:)` compares them.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? TraitCollection).map { self == $0 } ?? false
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(values)
    return hasher.finalize()
  }

  open override var description: String {
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
