import Foundation

/// What a screen shows where its content is not available: empty, loading, or a search without results (UIKit's
/// `UIContentUnavailableConfiguration`, iOS 17).
///
/// Made with ``empty()``, ``loading()`` or ``search()`` and changed, then set as a view controller's
/// `contentUnavailableConfiguration` or shown in a ``ContentUnavailableView``: an image (or, loading, an activity
/// indicator), a text, a secondary text and up to two buttons, stacked and centred in the view's safe area and
/// margins. The defaults are UIKit's (docs/uikit-lists.md, "Content unavailable").
public struct ContentUnavailableConfiguration: ContentConfiguration, Equatable {
  /// How the image is drawn (UIKit's `UIContentUnavailableConfiguration.ImageProperties`).
  public struct ImageProperties: Equatable {
    /// The symbol configuration a symbol image is drawn with; 48 points in the standard configurations.
    public var preferredSymbolConfiguration: Image.SymbolConfiguration?
    /// The tint of a template image; `nil` takes the view's tint.
    public var tintColor: Color?
    public var cornerRadius: CGFloat = 0
    /// The largest size the image is drawn at; zero in a dimension leaves it free.
    public var maximumSize: CGSize = .zero
    public var accessibilityIgnoresInvertColors = false
  }

  /// How a text is set (UIKit's `UIContentUnavailableConfiguration.TextProperties`).
  public struct TextProperties: Equatable {
    public var font: Font
    public var color: Color
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// The most lines shown; 0 for as many as the text needs.
    public var numberOfLines = 0
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0
    public var allowsDefaultTighteningForTruncation = false
  }

  /// What a button does (UIKit's `UIContentUnavailableConfiguration.ButtonProperties`).
  public struct ButtonProperties: Equatable {
    public var primaryAction: Action?
    public var menu: Menu?
    public var isEnabled = true
    public var role: Button.Role = .normal

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.primaryAction === rhs.primaryAction && lhs.menu === rhs.menu
        && lhs.isEnabled == rhs.isEnabled && lhs.role == rhs.role
    }
  }

  /// How the content lines up (UIKit's `UIContentUnavailableConfiguration.Alignment`).
  public enum Alignment: Int, Hashable, Sendable {
    /// Every element centred horizontally (the default).
    case center
    /// Every element on the leading edge, its text aligned naturally.
    case natural
  }

  /// Which standard configuration this was made as: a search's text follows the state's search text.
  enum Kind: Equatable {
    case empty, loading, search
  }
  let kind: Kind

  public var image: Image?
  public var imageProperties = ImageProperties()
  public var text: String?
  public var attributedText: NSAttributedString?
  public var textProperties: TextProperties
  public var secondaryText: String?
  public var secondaryAttributedText: NSAttributedString?
  public var secondaryTextProperties: TextProperties
  /// The button below the texts; shown when it has a title or an image.
  public var button: Button.Configuration
  public var buttonProperties = ButtonProperties()
  /// The button below ``button``; shown when it has a title or an image.
  public var secondaryButton: Button.Configuration
  public var secondaryButtonProperties = ButtonProperties()
  public var alignment = Alignment.center
  /// The axes on which the view keeps at least its superview's margins (horizontal by default).
  public var axesPreservingSuperviewLayoutMargins: AxisOptions = .horizontal
  /// The space inside the safe area around the content: 16 points above and below, 32 on the sides (UIKit's
  /// defaults, docs/uikit-lists.md).
  public var directionalLayoutMargins = DirectionalEdgeInsets(
    top: 16, leading: 32, bottom: 16, trailing: 32)
  /// The space under the image: 15 points (8 under the loading indicator).
  public var imageToTextPadding: CGFloat = 15
  public var textToSecondaryTextPadding: CGFloat = 3
  public var textToButtonPadding: CGFloat = 20
  public var buttonToSecondaryButtonPadding: CGFloat = 15
  /// What is drawn behind the content: nothing by default.
  public var background = BackgroundConfiguration.clear()

  private init(kind: Kind) {
    self.kind = kind
    // UIKit's defaults: the text in the bold title 2 style and the label colour, the secondary text in the
    // subheadline style and the secondary label colour, symbols at 48 points in the secondary label colour.
    let title = Font.preferredFont(forTextStyle: .title2)
    let bold = title.fontDescriptor.withSymbolicTraits(.traitBold).map {
      Font(descriptor: $0, size: 0)
    }
    textProperties = TextProperties(font: bold ?? title, color: .label)
    secondaryTextProperties = TextProperties(
      font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    imageProperties.preferredSymbolConfiguration = Image.SymbolConfiguration(pointSize: 48)
    imageProperties.tintColor = .secondaryLabel
    var standardButton = Button.Configuration.plain()
    standardButton.buttonSize = .small
    standardButton.titleAlignment = .center
    button = standardButton
    secondaryButton = standardButton
  }

  /// Nothing to show yet: no image or text until they are set.
  public static func empty() -> Self { Self(kind: .empty) }

  /// Content on its way: an activity indicator over "Loading…" in the secondary text's style.
  public static func loading() -> Self {
    var configuration = Self(kind: .loading)
    configuration.text = "Loading\u{2026}"
    configuration.textProperties = configuration.secondaryTextProperties
    configuration.imageToTextPadding = 8
    return configuration
  }

  /// A search without results: a magnifying glass, "No Results" (with the search's text once the state carries
  /// it) and a hint.
  public static func search() -> Self {
    var configuration = Self(kind: .search)
    configuration.image = Image(systemName: "magnifyingglass")
    configuration.text = "No Results"
    configuration.secondaryText = "Check the spelling or try a new search."
    return configuration
  }

  public func makeContentView() -> View & ContentView {
    ContentUnavailableView(configuration: self)
  }

  /// The configuration for `state`: a search's standard text names the search text, as UIKit's does.
  public func updated(for state: ConfigurationState) -> Self {
    guard kind == .search,
      text == "No Results" || text?.hasPrefix("No Results for \u{201C}") == true,
      let query = (state as? ContentUnavailableConfigurationState)?.searchText, !query.isEmpty
    else { return self }
    var updated = self
    updated.text = "No Results for \u{201C}\(query)\u{201D}"
    return updated
  }
}

public typealias UIContentUnavailableConfiguration = ContentUnavailableConfiguration
