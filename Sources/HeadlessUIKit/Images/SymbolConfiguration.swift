import Foundation

/// What a symbol configuration says, each field unset until a configuration sets it.
package struct SymbolSettings: Equatable, Sendable {
  package var traitCollection: TraitCollection?
  package var pointSize: CGFloat?
  package var weight: Image.SymbolWeight = .unspecified
  package var scale: Image.SymbolScale = .unspecified
  package var textStyle: Font.TextStyle?
  package var font: Font?
  /// The hierarchical colour, or the palette's colours in order.
  package var colors: [Color] = []
  package var prefersMulticolor = false

  /// These settings with every field that `other` sets taken from it.
  func applying(_ other: SymbolSettings) -> SymbolSettings {
    var merged = self
    merged.traitCollection = other.traitCollection ?? traitCollection
    if other.pointSize != nil || other.font != nil || other.textStyle != nil {
      merged.pointSize = other.pointSize
      merged.font = other.font
      merged.textStyle = other.textStyle
    }
    if other.weight != .unspecified { merged.weight = other.weight }
    if other.scale != .unspecified { merged.scale = other.scale }
    if !other.colors.isEmpty { merged.colors = other.colors }
    merged.prefersMulticolor = other.prefersMulticolor || prefersMulticolor
    return merged
  }
}

extension Image {
  /// How an image is configured (UIKit's `UIImage.Configuration`): the traits it is drawn for.
  ///
  /// Immutable once made, as UIKit's is: each `with…` and `applying` returns a new configuration.
  open class Configuration: Equatable, @unchecked Sendable {
    // Unchecked: `settings` is written only while a configuration is being made (its initialisers and the copy
    // `changed(_:)` returns), before any other code can see it.
    package fileprivate(set) var settings = SymbolSettings()

    /// An empty configuration; UIKit makes them through the subclasses' initialisers.
    public required init() {}

    /// The traits the configuration was made for.
    open var traitCollection: TraitCollection? { settings.traitCollection }

    /// The same configuration for other traits.
    open func withTraitCollection(_ traitCollection: TraitCollection?) -> Self {
      changed { $0.traitCollection = traitCollection }
    }

    /// This configuration with every setting of `otherConfiguration` laid over it.
    open func applying(_ otherConfiguration: Configuration?) -> Self {
      guard let otherConfiguration else { return changed { _ in } }
      return changed { $0 = $0.applying(otherConfiguration.settings) }
    }

    /// A copy of the same dynamic type with a change.
    fileprivate func changed(_ change: (inout SymbolSettings) -> Void) -> Self {
      let copy = Self()
      copy.settings = settings
      change(&copy.settings)
      return copy
    }

    public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
      type(of: lhs) == type(of: rhs) && lhs.settings == rhs.settings
    }
  }

  /// How a symbol image is sized, weighted and coloured (UIKit's `UIImage.SymbolConfiguration`).
  ///
  /// The point size (or a font's, or a text style's) and the scale set the placeholder's size as UIKit sizes the
  /// symbol; a hierarchical or palette colour is the colour it is drawn in; the weight is kept.
  // Unchecked: as for `Configuration`, its settings are written only while it is being made.
  open class SymbolConfiguration: Configuration, @unchecked Sendable {
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
    }

    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }

    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init()
      settings.pointSize = pointSize
      settings.weight = weight
      settings.scale = scale
    }

    public convenience init(scale: SymbolScale) {
      self.init()
      settings.scale = scale
    }

    public convenience init(textStyle: Font.TextStyle) {
      self.init(textStyle: textStyle, scale: .unspecified)
    }

    public convenience init(textStyle: Font.TextStyle, scale: SymbolScale) {
      self.init()
      settings.textStyle = textStyle
      settings.scale = scale
    }

    public convenience init(weight: SymbolWeight) {
      self.init()
      settings.weight = weight
    }

    public convenience init(font: Font) {
      self.init(font: font, scale: .unspecified)
    }

    public convenience init(font: Font, scale: SymbolScale) {
      self.init()
      settings.font = font
      settings.scale = scale
    }

    /// Drawn in one colour at several opacities in UIKit; in that colour here.
    public convenience init(hierarchicalColor: Color) {
      self.init()
      settings.colors = [hierarchicalColor]
    }

    /// Drawn with a colour per layer in UIKit; in the first colour here.
    public convenience init(paletteColors: [Color]) {
      self.init()
      settings.colors = paletteColors
    }

    public convenience init(colorRenderingMode: SymbolColorRenderingMode) { self.init() }

    public convenience init(variableValueMode: SymbolVariableValueMode) { self.init() }

    /// A configuration that prefers a symbol's own colours (drawn in the tint colour here).
    open class func preferringMulticolor() -> Self {
      let configuration = Self()
      configuration.settings.prefersMulticolor = true
      return configuration
    }

    /// A configuration that prefers one colour, the default.
    open class func preferringMonochrome() -> Self { Self() }

    /// The configuration that sets nothing.
    open class var unspecified: SymbolConfiguration { SymbolConfiguration() }

    open func configurationWithoutPointSizeAndWeight() -> Self {
      changed {
        $0.pointSize = nil
        $0.weight = .unspecified
      }
    }

    open func configurationWithoutScale() -> Self { changed { $0.scale = .unspecified } }
    open func configurationWithoutTextStyle() -> Self { changed { $0.textStyle = nil } }
    open func configurationWithoutWeight() -> Self { changed { $0.weight = .unspecified } }

    open func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool {
      otherConfiguration.map { $0 == self } ?? false
    }
  }

  /// A symbol's stroke weight, with UIKit's raw values.
  public enum SymbolWeight: Int, Sendable {
    case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The font weight of the same name (regular for an unspecified weight).
    public func fontWeight() -> Font.Weight {
      switch self {
      case .ultraLight: .ultraLight
      case .thin: .thin
      case .light: .light
      case .unspecified, .regular: .regular
      case .medium: .medium
      case .semibold: .semibold
      case .bold: .bold
      case .heavy: .heavy
      case .black: .black
      }
    }
  }

  /// A symbol's size relative to the text beside it, with UIKit's raw values.
  public enum SymbolScale: Int, Sendable {
    case `default` = -1, unspecified, small, medium, large
  }

  /// How a symbol's colours are rendered, with UIKit's raw values (drawn in one colour here).
  public enum SymbolColorRenderingMode: Int, Sendable {
    case automatic, flat, gradient
  }

  /// How a variable symbol shows its value, with UIKit's raw values (not drawn here).
  public enum SymbolVariableValueMode: Int, Sendable {
    case automatic, color, draw
  }
}
