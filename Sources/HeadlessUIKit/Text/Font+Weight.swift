import Foundation

extension Font {
  /// How heavy a font's strokes are (UIKit's `UIFont.Weight`), on UIKit's scale from −1 to 1 where 0 is regular.
  ///
  /// The named weights carry UIKit's raw values as its runtime reports them (ultra light −0.8 … black 0.62; Apple's
  /// `UIFontDescriptor.TraitKey.weight` page gives the two ends). Text draws in the installed Inter face nearest in
  /// weight (``typefaceWeight``).
  public struct Weight: Hashable, Sendable, RawRepresentable, Comparable {
    public let rawValue: CGFloat
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    public static let ultraLight = Weight(-0.8)
    public static let thin = Weight(-0.6)
    public static let light = Weight(-0.4)
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
    public static let heavy = Weight(0.56)
    public static let black = Weight(0.62)

    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: Weight, rhs: CGFloat) -> Weight { Weight(lhs.rawValue + rhs) }
    public static func + (lhs: CGFloat, rhs: Weight) -> Weight { Weight(lhs + rhs.rawValue) }
    public static func - (lhs: Weight, rhs: CGFloat) -> Weight { Weight(lhs.rawValue - rhs) }
    public static func - (lhs: Weight, rhs: Weight) -> CGFloat { lhs.rawValue - rhs.rawValue }
    public static func += (lhs: inout Weight, rhs: CGFloat) { lhs = lhs + rhs }
    public static func -= (lhs: inout Weight, rhs: CGFloat) { lhs = lhs - rhs }

    /// The named weights in order, with their face names and the OpenType weight of the installed face drawn for
    /// them (Inter has no face lighter than Thin, 100, so ultra light draws as Thin too; the light end of UIKit's
    /// scale runs the other way round from OpenType's thin-then-extra-light).
    static let named: [(weight: Weight, name: String, face: Typeface.Weight)] = [
      (.ultraLight, "UltraLight", .thin), (.thin, "Thin", .thin), (.light, "Light", .light),
      (.regular, "Regular", .regular), (.medium, "Medium", .medium),
      (.semibold, "Semibold", .semibold),
      (.bold, "Bold", .bold), (.heavy, "Heavy", .extraBold), (.black, "Black", .black),
    ]

    /// The named weight nearest to this one.
    private var nearest: (weight: Weight, name: String, face: Typeface.Weight) {
      Self.named.min { abs($0.weight.rawValue - rawValue) < abs($1.weight.rawValue - rawValue) }
        ?? Self.named[3]
    }

    /// The installed face's weight that draws this one.
    package var typefaceWeight: Typeface.Weight { nearest.face }

    /// The face name of the nearest named weight ("Bold").
    var faceName: String { nearest.name }

    /// The weight a face name suggests: `Avenir-Heavy` heavy, `Helvetica-Bold` bold, regular when it names none.
    init(named fontName: String) {
      let lowered = fontName.lowercased()
      let words: [(String, Weight)] = [
        ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin),
        ("semibold", .semibold),
        ("demibold", .semibold), ("extrabold", .heavy), ("heavy", .heavy), ("black", .black),
        ("bold", .bold),
        ("medium", .medium), ("light", .light),
      ]
      self = words.first { lowered.contains($0.0) }?.1 ?? .regular
    }
  }

  /// How wide a font's letters are (UIKit's `UIFont.Width`), from −1 (narrowest) to 1 (widest), 0 standard.
  ///
  /// Inter has one width here, so every width draws standard; the condensed and expanded widths are kept as the
  /// descriptor's traits. UIKit documents the scale (−1 to 1, 0 standard) and the order, not the values: these
  /// raw values are this project's (docs/uikit-defaults.md, "Fonts").
  public struct Width: Hashable, Sendable, RawRepresentable, Comparable {
    public let rawValue: CGFloat
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)

    public static func < (lhs: Width, rhs: Width) -> Bool { lhs.rawValue < rhs.rawValue }
  }
}
