import Foundation

extension Button {
  /// The iOS 15 description of a button's look (UIKit's `UIButton.Configuration`).
  ///
  /// The four standard looks differ only in colours: `.filled()` a tinted background and white title, `.tinted()`
  /// a tinted background at low opacity and a tinted title, `.gray()` a grey fill and a tinted title, `.plain()`
  /// no background and a tinted title. All title in the 17-point body font inside the medium size's insets.
  public struct Configuration: Equatable {
    /// The standard looks (UIKit's named configurations; the glass ones stand for their nearest, see
    /// ``glass()``).
    package enum Look: Hashable, Sendable {
      case plain, tinted, gray, filled, bordered, borderedTinted, borderedProminent, borderless
    }

    /// How the background's corners are rounded (UIKit's `UIButton.Configuration.CornerStyle`).
    public enum CornerStyle: Hashable, Sendable {
      case fixed, dynamic, small, medium, large, capsule
    }

    /// The size class that sets the insets (UIKit's `UIButton.Configuration.Size`).
    public enum Size: Hashable, Sendable {
      case mini, small, medium, large
    }

    /// How a title and a subtitle line up with each other (UIKit's `UIButton.Configuration.TitleAlignment`).
    public enum TitleAlignment: Hashable, Sendable {
      case automatic, leading, center, trailing
    }

    /// The mark a button shows for its menu (UIKit's `UIButton.Configuration.Indicator`).
    public enum Indicator: Hashable, Sendable {
      case automatic, none, popup
    }

    /// How the button looks on a Mac (UIKit's `UIButton.Configuration.MacIdiomStyle`; stored).
    public enum MacIdiomStyle: Hashable, Sendable {
      case automatic, bordered, borderless, borderlessTinted
    }

    package let look: Look
    public var title: String?
    public var subtitle: String?
    public var image: Image?
    /// The title and image colour; the look's default when `nil`.
    public var baseForegroundColor: Color?
    /// The background colour; the look's default when `nil`.
    public var baseBackgroundColor: Color?
    /// The background: its colour (else the look's), corners (for the fixed corner style) and stroke.
    public var background = BackgroundConfiguration()
    public var cornerStyle: CornerStyle = .dynamic
    public var buttonSize: Size = .medium
    /// The side of the title the image stands on.
    public var imagePlacement: DirectionalRectEdge = .leading
    /// Space between the image and the title.
    public var imagePadding: CGFloat = 0
    public var titleAlignment: TitleAlignment = .automatic
    /// Space between the title and the subtitle.
    public var titlePadding: CGFloat = 0
    public var titleLineBreakMode: LineBreakMode = .byWordWrapping
    public var subtitleLineBreakMode: LineBreakMode = .byWordWrapping
    /// Applied to the title's attributes as the button draws it: the font and colour it gives are drawn.
    public var titleTextAttributesTransformer: ConfigurationTextAttributesTransformer?
    /// Applied to the subtitle's attributes (stored).
    public var subtitleTextAttributesTransformer: ConfigurationTextAttributesTransformer?
    /// The width kept for the image even without one (stored).
    public var imageReservation: CGFloat = 0
    /// Applied to the image's colour (stored).
    public var imageColorTransformer: ConfigurationColorTransformer?
    /// The symbol configuration a symbol image is drawn with.
    public var preferredSymbolConfigurationForImage: Image.SymbolConfiguration?
    /// The menu mark (stored; menus are not drawn).
    public var indicator: Indicator = .automatic
    public var indicatorColorTransformer: ConfigurationColorTransformer?
    /// Whether an activity indicator stands in for the image (stored).
    public var showsActivityIndicator = false
    public var activityIndicatorColorTransformer: ConfigurationColorTransformer?
    /// Whether the configuration follows the button's selected state (true by default).
    public var automaticallyUpdateForSelection = true
    public var macIdiomStyle: MacIdiomStyle = .automatic

    /// The title as an attributed string; setting it sets ``title`` to its characters, and its first run's font and
    /// colour are the ones drawn (a button draws its title in one style).
    public var attributedTitle: AttributedString? {
      get { title.map { AttributedString($0, attributes: titleAttributes) } }
      set {
        title = newValue.map { String($0.characters) }
        titleAttributes = newValue?.runs.first?.attributes ?? AttributeContainer()
      }
    }

    /// The attributes of the title's first run, as ``attributedTitle`` set them.
    var titleAttributes = AttributeContainer()

    /// The title's attributes as drawn: ``attributedTitle``'s, through ``titleTextAttributesTransformer``.
    private var drawnTitleAttributes: AttributeContainer {
      titleTextAttributesTransformer.map { $0(titleAttributes) } ?? titleAttributes
    }

    /// The subtitle as an attributed string; setting it sets ``subtitle`` to its characters.
    public var attributedSubtitle: AttributedString? {
      get { subtitle.map { AttributedString($0) } }
      set { subtitle = newValue.map { String($0.characters) } }
    }
    /// Space around the content; the medium size's insets by default.
    public var contentInsets: DirectionalEdgeInsets

    init(look: Look) {
      self.look = look
      contentInsets = Self.mediumInsets
    }

    /// The medium size's content insets as UIKit lays them out: 7 points above and below, 12 at the sides
    /// (UIButton.Configuration, Size.medium).
    static let mediumInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)

    /// Puts the content insets back to the default: the medium size's (the other sizes' are not measured here).
    public mutating func setDefaultContentInsets() { contentInsets = Self.mediumInsets }

    /// The configuration as `button`'s current state would have it: the same here (state changes are drawn by
    /// the button).
    public func updated(for button: Button) -> Configuration { self }

    public static func plain() -> Configuration { Configuration(look: .plain) }
    public static func tinted() -> Configuration { Configuration(look: .tinted) }
    public static func gray() -> Configuration { Configuration(look: .gray) }
    public static func filled() -> Configuration { Configuration(look: .filled) }
    public static func bordered() -> Configuration { Configuration(look: .bordered) }
    public static func borderedTinted() -> Configuration { Configuration(look: .borderedTinted) }
    public static func borderedProminent() -> Configuration {
      Configuration(look: .borderedProminent)
    }
    public static func borderless() -> Configuration { Configuration(look: .borderless) }
    /// Liquid Glass (iOS 26): drawn as ``gray()``, its nearest opaque look (docs/uikit-defaults.md).
    public static func glass() -> Configuration { Configuration(look: .gray) }
    /// Prominent Liquid Glass: drawn as ``filled()``.
    public static func prominentGlass() -> Configuration { Configuration(look: .filled) }
    /// Clear Liquid Glass: drawn as ``plain()``.
    public static func clearGlass() -> Configuration { Configuration(look: .plain) }
    /// Prominent clear Liquid Glass: drawn as ``tinted()``.
    public static func prominentClearGlass() -> Configuration { Configuration(look: .tinted) }

    /// The title font: the title attributes' font, else 17-point body text for the medium and large sizes, 15 for
    /// small, 12 for mini.
    var titleFont: Font {
      if let font = drawnTitleAttributes[AttributeScopes.UIKitAttributes.FontAttribute.self] {
        return font
      }
      switch buttonSize {
      case .mini: return .systemFont(ofSize: 12)
      case .small: return .systemFont(ofSize: 15)
      case .medium, .large: return .systemFont(ofSize: 17)
      }
    }

    /// The title colour for a tint.
    func resolvedForegroundColor(tint: Color) -> Color {
      if let color = drawnTitleAttributes[
        AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self]
      {
        return color
      }
      if let baseForegroundColor { return baseForegroundColor }
      switch look {
      case .filled, .borderedProminent: return .white
      default: return tint
      }
    }

    /// The background colour for a tint, or `nil` for none.
    func resolvedBackgroundColor(tint: Color) -> Color? {
      if let color = background.backgroundColor { return color }
      if let baseBackgroundColor { return baseBackgroundColor }
      switch look {
      case .filled, .borderedProminent: return tint
      case .tinted, .borderedTinted: return tint.withAlphaComponent(tint.alpha * 0.15)
      case .gray, .bordered: return .systemGray5
      case .plain, .borderless: return nil
      }
    }

    /// The corner radius of the background for a button `height` points high.
    func cornerRadius(height: CGFloat) -> CGFloat {
      switch cornerStyle {
      case .fixed: background.cornerRadius
      case .small: 4
      case .dynamic, .medium: 8
      case .large: 12
      case .capsule: height / 2
      }
    }
  }
}
