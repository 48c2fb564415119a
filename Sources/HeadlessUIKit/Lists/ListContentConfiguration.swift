import Foundation

/// The content of a standard list row, header or footer as a value (UIKit's `UIListContentConfiguration`): an
/// image, a text and a secondary text with their looks, laid out as the standard cell styles are.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// cell.contentConfiguration = content
/// ```
public struct ListContentConfiguration: ContentConfiguration, Equatable {
  /// How a text looks.
  public struct TextProperties: Equatable {
    /// How lines of text are aligned.
    public enum TextAlignment: Int, Sendable {
      case natural = 0, center, justified
    }
    /// A change of letter case applied to the text as shown.
    public enum TextTransform: Int, Sendable {
      case none = 0, capitalized, lowercase, uppercase
    }
    public var font: Font
    public var color: Color
    public var alignment: TextAlignment = .natural
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// The most lines shown; 0 for no limit (the default).
    public var numberOfLines = 0
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0
    public var allowsDefaultTighteningForTruncation = true
    public var adjustsFontForContentSizeCategory = true
    public var showsExpansionTextWhenTruncated = false
    public var transform: TextTransform = .none

    init(font: Font, color: Color) {
      self.font = font
      self.color = color
    }

    /// The colour the text is drawn in.
    public func resolvedColor() -> Color { color }

    /// `text` with ``transform`` applied.
    func shown(_ text: String) -> String {
      switch transform {
      case .none: text
      case .capitalized: text.capitalized
      case .lowercase: text.lowercased()
      case .uppercase: text.uppercased()
      }
    }
  }

  /// How the image looks.
  public struct ImageProperties: Equatable {
    /// The side of the square images are centred in when ``reservedLayoutSize`` asks for it.
    public static let standardDimension: CGFloat = -1
    public var tintColor: Color?
    public var cornerRadius: CGFloat = 0
    /// The largest size the image is drawn at; zero for no limit.
    public var maximumSize: CGSize = .zero
    /// Space kept for the image even when it is smaller.
    public var reservedLayoutSize: CGSize = .zero
    public var accessibilityIgnoresInvertColors = false
    /// The symbol configuration a symbol image is drawn with (kept: symbols draw at their own size here).
    public var preferredSymbolConfiguration: Image.SymbolConfiguration?

    /// The tint the image is drawn in: ``tintColor``, or the view's.
    public func resolvedTintColor(for tintColor: Color) -> Color { self.tintColor ?? tintColor }

    /// The size the image is drawn at: its own, scaled down to ``maximumSize``.
    func displayedSize(of image: Image) -> CGSize {
      var size = image.size
      if maximumSize.width > 0, size.width > maximumSize.width {
        size = CGSize(
          width: maximumSize.width, height: size.height * maximumSize.width / size.width)
      }
      if maximumSize.height > 0, size.height > maximumSize.height {
        size = CGSize(
          width: size.width * maximumSize.height / size.height, height: maximumSize.height)
      }
      return CGSize(
        width: max(size.width, reservedLayoutSize.width),
        height: max(size.height, reservedLayoutSize.height))
    }
  }

  /// Which kind of row the configuration was made for; it decides the arrangement and the smallest height.
  enum Role: Equatable {
    case cell, subtitleCell, valueCell, header, footer
  }

  var role: Role
  public var image: Image?
  public var imageProperties = ImageProperties()
  public var text: String?
  public var attributedText: NSAttributedString?
  public var textProperties: TextProperties
  public var secondaryText: String?
  public var secondaryAttributedText: NSAttributedString?
  public var secondaryTextProperties: TextProperties
  /// The axes on which the margins are at least the containing view's (``directionalLayoutMargins`` are the
  /// least): the horizontal one by default, so a row's text lines up with the cell's margins.
  public var axesPreservingSuperviewLayoutMargins: AxisOptions = .horizontal
  public var directionalLayoutMargins: DirectionalEdgeInsets
  public var prefersSideBySideTextAndSecondaryText = false
  public var imageToTextPadding: CGFloat = ListMetrics.imageToTextPadding
  public var textToSecondaryTextHorizontalPadding: CGFloat = ListMetrics
    .textToSecondaryTextHorizontalPadding
  public var textToSecondaryTextVerticalPadding: CGFloat = 3
  public var alpha: CGFloat = 1

  init(role: Role, text: TextProperties, secondary: TextProperties, margins: DirectionalEdgeInsets)
  {
    self.role = role
    textProperties = text
    secondaryTextProperties = secondary
    directionalLayoutMargins = margins
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.role == rhs.role && lhs.image == rhs.image && lhs.imageProperties == rhs.imageProperties
      && lhs.text == rhs.text && lhs.attributedText?.string == rhs.attributedText?.string
      && lhs.textProperties == rhs.textProperties && lhs.secondaryText == rhs.secondaryText
      && lhs.secondaryAttributedText?.string == rhs.secondaryAttributedText?.string
      && lhs.secondaryTextProperties == rhs.secondaryTextProperties
      && lhs.directionalLayoutMargins == rhs.directionalLayoutMargins
      && lhs.prefersSideBySideTextAndSecondaryText == rhs.prefersSideBySideTextAndSecondaryText
      && lhs.imageToTextPadding == rhs.imageToTextPadding
      && lhs.textToSecondaryTextHorizontalPadding == rhs.textToSecondaryTextHorizontalPadding
      && lhs.textToSecondaryTextVerticalPadding == rhs.textToSecondaryTextVerticalPadding
      && lhs.alpha == rhs.alpha
  }

  // MARK: - The standard configurations (fonts and margins in docs/uikit-lists.md)

  private static let cellMargins = DirectionalEdgeInsets(
    top: ListMetrics.contentVerticalMargin, leading: 16, bottom: ListMetrics.contentVerticalMargin,
    trailing: 8)

  /// A row of body text.
  public static func cell() -> Self {
    Self(
      role: .cell, text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
      secondary: TextProperties(font: .preferredFont(forTextStyle: .caption1), color: .label),
      margins: cellMargins)
  }

  /// A row of body text above a caption-sized secondary text.
  public static func subtitleCell() -> Self {
    var configuration = cell()
    configuration.role = .subtitleCell
    configuration.textToSecondaryTextVerticalPadding = ListMetrics.subtitleVerticalPadding
    return configuration
  }

  /// A row of body text with its value at the trailing edge in the secondary label colour.
  public static func valueCell() -> Self {
    var configuration = cell()
    configuration.role = .valueCell
    configuration.secondaryTextProperties = TextProperties(
      font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
    configuration.secondaryTextProperties.alignment = .natural
    configuration.prefersSideBySideTextAndSecondaryText = true
    return configuration
  }

  /// A grouped list's section header: capitals in the secondary label colour, 17 points above and 6 below.
  public static func groupedHeader() -> Self {
    var configuration = headerOrFooter(.header, font: .preferredFont(forTextStyle: .footnote))
    configuration.textProperties.transform = .uppercase
    configuration.directionalLayoutMargins.top = ListMetrics.groupedHeaderTopMargin
    configuration.directionalLayoutMargins.bottom = ListMetrics.groupedHeaderBottomMargin
    return configuration
  }

  /// A grouped list's section footer: 6 points above, 12 below.
  public static func groupedFooter() -> Self {
    var configuration = headerOrFooter(.footer, font: .preferredFont(forTextStyle: .footnote))
    configuration.directionalLayoutMargins.top = ListMetrics.groupedFooterTopMargin
    configuration.directionalLayoutMargins.bottom = ListMetrics.groupedFooterBottomMargin
    return configuration
  }

  /// A plain list's section header: semibold subheadline-sized text, 4 points above and below.
  public static func plainHeader() -> Self {
    headerOrFooter(
      .header,
      font: .systemFont(
        ofSize: Font.preferredFont(forTextStyle: .subheadline).pointSize, weight: .semibold))
  }

  /// A plain list's section footer.
  public static func plainFooter() -> Self {
    var configuration = plainHeader()
    configuration.role = .footer
    return configuration
  }

  /// A section header; grouped-list looks (the default list appearance of `UITableViewHeaderFooterView`).
  public static func header() -> Self { groupedHeader() }
  /// A section footer; grouped-list looks.
  public static func footer() -> Self { groupedFooter() }
  /// An inset-grouped list's large header: semibold title-3 text in the label colour.
  public static func prominentInsetGroupedHeader() -> Self {
    var configuration = headerOrFooter(
      .header,
      font: .systemFont(
        ofSize: Font.preferredFont(forTextStyle: .title3).pointSize, weight: .semibold))
    configuration.textProperties.color = .label
    configuration.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 8, leading: 3, bottom: 11, trailing: 3)
    return configuration
  }
  /// A larger prominent header: semibold title-2 text.
  public static func extraProminentInsetGroupedHeader() -> Self {
    var configuration = prominentInsetGroupedHeader()
    configuration.textProperties.font = .systemFont(
      ofSize: Font.preferredFont(forTextStyle: .title2).pointSize, weight: .semibold)
    return configuration
  }
  /// A sidebar row (as a plain cell here: there are no sidebars on a phone).
  public static func sidebarCell() -> Self { cell() }
  public static func sidebarSubtitleCell() -> Self { subtitleCell() }
  public static func accompaniedSidebarCell() -> Self { cell() }
  public static func accompaniedSidebarSubtitleCell() -> Self { subtitleCell() }
  public static func sidebarHeader() -> Self { plainHeader() }

  private static func headerOrFooter(_ role: Role, font: Font) -> Self {
    Self(
      role: role, text: TextProperties(font: font, color: .secondaryLabel),
      secondary: TextProperties(font: font, color: .secondaryLabel),
      margins: DirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
  }

  // MARK: - ContentConfiguration

  public func makeContentView() -> View & ContentView {
    ListContentView(configuration: self)
  }

  /// The configuration for `state`: the same here (UIKit changes nothing for selection in a standard row).
  public func updated(for state: ConfigurationState) -> Self { self }
}

public typealias UIListContentConfiguration = ListContentConfiguration
