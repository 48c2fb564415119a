import Foundation

extension Font {
  /// The semantic text styles of Dynamic Type (UIKit's `UIFont.TextStyle`).
  public struct TextStyle: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
    public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The metrics that scale custom fonts and values the way this style grows.
    public var metrics: FontMetrics { FontMetrics(forTextStyle: self) }

    /// The iOS styles, in the order of ``dynamicTypeSizes``' columns.
    static let ordered: [TextStyle] = [
      .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote,
      .caption1, .caption2,
    ]

    /// Point sizes per content size category (rows, extra small to AX5) and text style (columns: large title,
    /// title 1, 2, 3, headline, body, callout, subheadline, footnote, caption 1, caption 2), from the Dynamic Type
    /// size tables of Apple's Human Interface Guidelines (Typography, "iOS, iPadOS Dynamic Type sizes").
    static let dynamicTypeSizes: [[CGFloat]] = [
      [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],  // xSmall
      [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],  // Small
      [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],  // Medium
      [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],  // Large (the default)
      [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],  // xLarge
      [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],  // xxLarge
      [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],  // xxxLarge
      [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],  // AX1
      [48, 43, 39, 37, 33, 33, 32, 30, 29, 28, 24],  // AX2
      [52, 48, 44, 43, 40, 40, 38, 36, 35, 34, 29],  // AX3
      [56, 53, 50, 49, 47, 47, 44, 42, 41, 41, 34],  // AX4
      [60, 58, 56, 55, 53, 53, 51, 49, 48, 47, 40],  // AX5
    ]

    /// The style's point size at a content size category.
    ///
    /// The two extra-large titles are visionOS styles whose
    /// iOS sizes Apple does not publish; they take the large title's (docs/uikit-defaults.md, "Fonts"). An unknown
    /// style takes the body's.
    func pointSize(at category: ContentSizeCategory) -> CGFloat {
      let style = self == .extraLargeTitle || self == .extraLargeTitle2 ? .largeTitle : self
      let column = Self.ordered.firstIndex(of: style) ?? 5
      return Self.dynamicTypeSizes[category.index][column]
    }
  }
}
