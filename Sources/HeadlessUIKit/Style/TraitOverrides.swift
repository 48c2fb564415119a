import Foundation

/// Traits that can be set one by one (UIKit's `UIMutableTraits`): what ``TraitCollection/init(mutations:)`` and
/// ``TraitCollection/modifyingTraits(_:)`` hand their closure, and what a view's ``View/traitOverrides`` are.
public protocol MutableTraits {
  var userInterfaceIdiom: TraitCollection.UserInterfaceIdiom { get set }
  var userInterfaceStyle: TraitCollection.UserInterfaceStyle { get set }
  var layoutDirection: TraitCollection.TraitEnvironmentLayoutDirection { get set }
  var displayScale: CGFloat { get set }
  var horizontalSizeClass: TraitCollection.SizeClass { get set }
  var verticalSizeClass: TraitCollection.SizeClass { get set }
  var forceTouchCapability: TraitCollection.ForceTouchCapability { get set }
  var preferredContentSizeCategory: ContentSizeCategory { get set }
  var accessibilityContrast: TraitCollection.AccessibilityContrast { get set }
  var userInterfaceLevel: TraitCollection.UserInterfaceLevel { get set }
  var legibilityWeight: TraitCollection.LegibilityWeight { get set }
  var displayGamut: TraitCollection.DisplayGamut { get set }
}

/// The traits a view or view controller sets for itself and everything below it (UIKit's `UITraitOverrides`).
///
/// `traitOverrides.horizontalSizeClass = .compact`; a trait left unspecified is inherited.
///
/// The appearance is the same setting as ``View/overrideUserInterfaceStyle``, and draws so; the other traits change
/// what ``View/traitCollection`` reports below the view, which code that lays out by traits follows. (Text is
/// measured at the content size the scene is built for, whatever the override.)
public struct TraitOverrides: MutableTraits {
  var values: TraitCollection.Values

  init(values: TraitCollection.Values = .init()) {
    self.values = values
  }

  init(owner view: View) {
    values = view.extra(\.traitOverrides)
    values.userInterfaceStyle = view.overrideUserInterfaceStyle
  }

  public var userInterfaceIdiom: TraitCollection.UserInterfaceIdiom {
    get { values.userInterfaceIdiom }
    set { values.userInterfaceIdiom = newValue }
  }
  public var userInterfaceStyle: TraitCollection.UserInterfaceStyle {
    get { values.userInterfaceStyle }
    set { values.userInterfaceStyle = newValue }
  }
  public var layoutDirection: TraitCollection.TraitEnvironmentLayoutDirection {
    get { values.layoutDirection }
    set { values.layoutDirection = newValue }
  }
  public var displayScale: CGFloat {
    get { values.displayScale }
    set { values.displayScale = newValue }
  }
  public var horizontalSizeClass: TraitCollection.SizeClass {
    get { values.horizontalSizeClass }
    set { values.horizontalSizeClass = newValue }
  }
  public var verticalSizeClass: TraitCollection.SizeClass {
    get { values.verticalSizeClass }
    set { values.verticalSizeClass = newValue }
  }
  public var forceTouchCapability: TraitCollection.ForceTouchCapability {
    get { values.forceTouchCapability }
    set { values.forceTouchCapability = newValue }
  }
  public var preferredContentSizeCategory: ContentSizeCategory {
    get { values.preferredContentSizeCategory }
    set { values.preferredContentSizeCategory = newValue }
  }
  public var accessibilityContrast: TraitCollection.AccessibilityContrast {
    get { values.accessibilityContrast }
    set { values.accessibilityContrast = newValue }
  }
  public var userInterfaceLevel: TraitCollection.UserInterfaceLevel {
    get { values.userInterfaceLevel }
    set { values.userInterfaceLevel = newValue }
  }
  public var legibilityWeight: TraitCollection.LegibilityWeight {
    get { values.legibilityWeight }
    set { values.legibilityWeight = newValue }
  }
  public var displayGamut: TraitCollection.DisplayGamut {
    get { values.displayGamut }
    set { values.displayGamut = newValue }
  }

  /// Whether `trait` is overridden.
  public func contains(_ trait: Trait) -> Bool {
    var cleared = values
    Self.clear(trait, in: &cleared)
    return cleared != values
  }

  /// Stops overriding `trait`: it is inherited again.
  public mutating func remove(_ trait: Trait) {
    Self.clear(trait, in: &values)
  }

  private static func clear(_ trait: Trait, in values: inout TraitCollection.Values) {
    let unspecified = TraitCollection.Values()
    switch ObjectIdentifier(trait) {
    case ObjectIdentifier(TraitUserInterfaceIdiom.self):
      values.userInterfaceIdiom = unspecified.userInterfaceIdiom
    case ObjectIdentifier(TraitUserInterfaceStyle.self):
      values.userInterfaceStyle = unspecified.userInterfaceStyle
    case ObjectIdentifier(TraitLayoutDirection.self):
      values.layoutDirection = unspecified.layoutDirection
    case ObjectIdentifier(TraitDisplayScale.self): values.displayScale = unspecified.displayScale
    case ObjectIdentifier(TraitHorizontalSizeClass.self):
      values.horizontalSizeClass = unspecified.horizontalSizeClass
    case ObjectIdentifier(TraitVerticalSizeClass.self):
      values.verticalSizeClass = unspecified.verticalSizeClass
    case ObjectIdentifier(TraitForceTouchCapability.self):
      values.forceTouchCapability = unspecified.forceTouchCapability
    case ObjectIdentifier(TraitPreferredContentSizeCategory.self):
      values.preferredContentSizeCategory = unspecified.preferredContentSizeCategory
    case ObjectIdentifier(TraitAccessibilityContrast.self):
      values.accessibilityContrast = unspecified.accessibilityContrast
    case ObjectIdentifier(TraitUserInterfaceLevel.self):
      values.userInterfaceLevel = unspecified.userInterfaceLevel
    case ObjectIdentifier(TraitLegibilityWeight.self):
      values.legibilityWeight = unspecified.legibilityWeight
    case ObjectIdentifier(TraitDisplayGamut.self): values.displayGamut = unspecified.displayGamut
    default: break
    }
  }
}

extension TraitCollection {
  /// The closure that changes traits (UIKit's `UITraitCollection.TraitMutations`).
  public typealias TraitMutations = (inout MutableTraits) -> Void

  /// A collection made by setting traits on an empty one.
  public convenience init(mutations: TraitMutations) {
    self.init(values: TraitCollection().applying(mutations))
  }

  /// A copy of this collection with the traits `mutations` sets changed.
  public func modifyingTraits(_ mutations: TraitMutations) -> TraitCollection {
    TraitCollection(values: applying(mutations))
  }

  private func applying(_ mutations: TraitMutations) -> Values {
    var traits: MutableTraits = TraitOverrides(values: values)
    mutations(&traits)
    return (traits as? TraitOverrides)?.values ?? values
  }
}

extension View {
  /// Stores new overrides: the appearance through ``overrideUserInterfaceStyle``, the rest beside the view.
  func setTraitOverrides(_ overrides: TraitOverrides) {
    var rest = overrides.values
    rest.userInterfaceStyle = .unspecified
    setExtra(\.traitOverrides, rest)
    overrideUserInterfaceStyle = overrides.values.userInterfaceStyle
  }

  /// The traits overridden on this view and its ancestors, the nearest winning; `nil` when none is.
  var inheritedTraitOverrides: TraitCollection.Values? {
    var found: [TraitCollection.Values] = []
    var current: View? = self
    while let view = current {
      if let values = view.ownTraitOverrides, values != TraitCollection.Values() {
        found.append(values)
      }
      current = view.storedSuperview
    }
    guard !found.isEmpty else { return nil }
    return found.reversed().reduce(TraitCollection.Values()) { $0.overlaid(with: $1) }
  }
}

public typealias UIMutableTraits = MutableTraits
public typealias UITraitOverrides = TraitOverrides
