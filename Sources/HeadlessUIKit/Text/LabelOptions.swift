import Foundation

/// Where text moves when a label shrinks it to fit (UIKit's `UIBaselineAdjustment`).
public enum BaselineAdjustment: Int, Sendable {
  case alignBaselines = 0
  case alignCenters
  case none
}

/// How text with tall letterforms is sized (UIKit's `UILetterformAwareSizingRule`).
public enum LetterformAwareSizingRule: Int, Sendable {
  /// Sized by the font's line metrics.
  case typographic = 0
  /// Sized to fit letterforms that reach beyond them.
  case oversize
}

/// Whether a label's text takes a visual effect's vibrancy (UIKit's `UILabelVibrancy`).
public enum LabelVibrancy: Int, Sendable {
  case none = 0
  case automatic
}

extension ParagraphStyle {
  /// How lines are broken beyond the line break mode (UIKit's `NSParagraphStyle.LineBreakStrategy`).
  ///
  /// The raw values are UIKit's. Pango breaks lines by its own rules here, so the strategy is stored.
  public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
    public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
    public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
  }
}
