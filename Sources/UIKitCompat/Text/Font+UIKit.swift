import Foundation
import Typesetting

extension Font {
  /// The semantic text styles of Dynamic Type (UIKit's `UIFont.TextStyle`).
  public struct TextStyle: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
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

    static let ordered: [TextStyle] = [
      .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote,
      .caption1, .caption2,
    ]
  }

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

  /// The font of a text style at the current content size category (``ContentSizeCategory/current``).
  ///
  /// Headline is semibold, every other style regular, as in UIKit.
  public static func preferredFont(forTextStyle style: TextStyle) -> Font {
    preferredFont(forTextStyle: style, contentSizeCategory: .current)
  }

  /// The font of a text style at a content size category (UIKit's
  /// `preferredFont(forTextStyle:compatibleWith:)` with a trait collection that names the category).
  public static func preferredFont(
    forTextStyle style: TextStyle, contentSizeCategory category: ContentSizeCategory
  ) -> Font {
    let column = TextStyle.ordered.firstIndex(of: style) ?? 5
    let size = dynamicTypeSizes[category.index][column]
    return systemFont(ofSize: size, weight: style == .headline ? .semibold : .regular)
  }

  /// The font of a text style for a trait collection's content size category (UIKit's
  /// `preferredFont(forTextStyle:compatibleWith:)`): the current category when the traits leave it unspecified.
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?
  )
    -> Font
  {
    let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
    return preferredFont(
      forTextStyle: style, contentSizeCategory: category == .unspecified ? .current : category)
  }

  /// A font by its PostScript or family name (UIKit's `init?(name:size:)`).
  ///
  /// Only the bundled faces exist here (docs/rendering.md, "Bundled fonts only"), so any name gives the system font
  /// at `size`, its weight read from the name (`Avenir-Heavy` is heavy, `Helvetica-Bold` bold, `SFProText-Light`
  /// light; regular otherwise): an app's custom font draws as Inter of about the same weight instead of crashing a
  /// force-unwrap. `nil` only for a size that is not a positive finite number.
  public init?(name fontName: String, size fontSize: CGFloat) {
    guard fontSize.isFinite, fontSize > 0 else { return nil }
    let lowered = fontName.lowercased()
    let weights: [(String, Weight)] = [
      ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin),
      ("semibold", .semibold),
      ("demibold", .semibold), ("extrabold", .heavy), ("heavy", .heavy), ("black", .black),
      ("bold", .bold),
      ("medium", .medium), ("light", .light),
    ]
    let weight = weights.first { lowered.contains($0.0) }?.1 ?? .regular
    self = Font.systemFont(ofSize: fontSize, weight: weight)
  }

  /// The text style whose font at `category` this font is (the first, for the rare sizes two styles share), or
  /// `nil` for a font no text style gives: how a view that adjusts to the content size category knows which
  /// style to grow, as UIKit's fonts carry theirs.
  package func textStyle(at category: ContentSizeCategory) -> TextStyle? {
    TextStyle.ordered.first {
      Font.preferredFont(forTextStyle: $0, contentSizeCategory: category) == self
    }
  }

  /// The regular system font, italic (Inter has no italic here, so the upright face is used; noted in the README).
  public static func italicSystemFont(ofSize size: CGFloat) -> Font {
    systemFont(ofSize: size)
  }

  /// The system font with digits of equal width (Inter's figures are tabular-capable; drawn as the system font).
  public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    systemFont(ofSize: size, weight: weight)
  }

  /// The same font at another size.
  public func withSize(_ size: CGFloat) -> Font {
    Font(family: family, size: size, weight: weight)
  }

  /// The size in points (UIKit's name).
  public var pointSize: CGFloat { size }
  /// The family name (UIKit's name).
  public var familyName: String { family }
  public var fontName: String { family }

  /// The system font's line height at this size (ascent plus descent, as Pango lays out one line).
  public var lineHeight: CGFloat {
    let probe = Label(" ")
    probe.font = self
    return probe.metrics(width: nil).size.height
  }
}
