import Foundation

/// A font: a face, a size and a weight (UIKit's `UIFont`).
///
/// Fonts are immutable values held by reference, as UIKit's are; two fonts are equal when they draw the same. Only
/// the bundled faces exist here (docs/rendering.md, "Bundled fonts only"): every font draws in Inter, or in DejaVu
/// Sans when that family is asked for by name, at the size asked for and the closest installed weight. The
/// metrics (``ascender``, ``capHeight`` …) are the bundled face's own, so they differ from San Francisco's by a few
/// per cent (docs/uikit-defaults.md, "Fonts").
// Unchecked: open, as UIKit's is (the compiler checks only final classes); what it stores is immutable and
// Sendable.
open class Font: NSObject, @unchecked Sendable {
  /// CoreFoundation's view of this object: must stay the first stored property (``AttributeValueHeader``).
  private let attributeValueHeader = AttributeValueHeader()
  /// What the text engine lays text out with.
  package let typeface: Typeface
  /// The weight UIKit would report, kept apart from the installed face's (which is the nearest one).
  package let weightValue: Weight
  /// The traits of the font's descriptor (italic is kept but drawn upright: no italic face is installed).
  let traits: FontDescriptor.SymbolicTraits
  /// The text style a preferred font was made for, so that it can grow with the content size category.
  package let textStyle: TextStyle?

  /// A font by its PostScript or family name.
  ///
  /// "Inter" and "DejaVu Sans" name bundled families and give them; any other name gives the system font at
  /// `fontSize`, its weight read from the name (`Avenir-Heavy` is heavy, `Helvetica-Bold` bold, `SFProText-Light`
  /// light; regular otherwise), so an app's custom font draws as Inter of about the same weight instead of failing
  /// a force-unwrap. `nil` only for a size that is not a positive finite number.
  public init?(name fontName: String, size fontSize: CGFloat) {
    guard fontSize.isFinite, fontSize > 0 else { return nil }
    let weight = Weight(named: fontName)
    let family = fontName.hasPrefix("DejaVu") ? "DejaVu Sans" : Typeface.systemFamily
    typeface = Typeface(family: family, size: fontSize, weight: weight.typefaceWeight)
    weightValue = weight
    traits = weight >= .bold ? .traitBold : []
    textStyle = nil
  }

  /// A font from a descriptor; a `pointSize` of 0 keeps the descriptor's size, as in UIKit.
  public init(descriptor: FontDescriptor, size pointSize: CGFloat) {
    let size = pointSize > 0 ? pointSize : descriptor.pointSize
    let weight = descriptor.weight
    typeface = Typeface(family: descriptor.family, size: size, weight: weight.typefaceWeight)
    weightValue = weight
    traits = descriptor.symbolicTraits
    textStyle = descriptor.textStyle
  }

  /// A system font.
  package init(systemSize size: CGFloat, weight: Weight, textStyle: TextStyle? = nil) {
    typeface = .system(size: size, weight: weight.typefaceWeight)
    weightValue = weight
    traits = weight >= .bold ? .traitBold : []
    self.textStyle = textStyle
  }

  // MARK: - Class properties

  /// The families installed here: the bundled ones.
  open class var familyNames: [String] { [Typeface.systemFamily, "DejaVu Sans"] }
  /// The standard font size of labels: 17 points (UIKit's documented value).
  open class var labelFontSize: CGFloat { 17 }
  /// The standard font size of buttons: 18 points (UIKit's documented value).
  open class var buttonFontSize: CGFloat { 18 }
  /// The size of small system text: 12 points (UIKit's documented value).
  open class var smallSystemFontSize: CGFloat { 12 }
  /// The size of standard system text: 14 points (UIKit's documented value).
  open class var systemFontSize: CGFloat { 14 }

  // MARK: - Properties

  /// The family name ("Inter").
  open var familyName: String { typeface.family }
  /// The face's name: the family, then the weight's name when it is not regular ("Inter-Bold").
  open var fontName: String {
    weightValue == .regular ? typeface.family : "\(typeface.family)-\(weightValue.faceName)"
  }
  /// The size in points.
  open var pointSize: CGFloat { typeface.size }
  /// The distance from the baseline to the top of the tallest glyphs.
  open var ascender: CGFloat { typeface.ascender }
  /// The distance from the baseline to the bottom of the lowest glyphs (negative).
  open var descender: CGFloat { typeface.descender }
  /// The height of capital letters.
  open var capHeight: CGFloat { typeface.capHeight }
  /// The height of lowercase letters without ascenders.
  open var xHeight: CGFloat { typeface.xHeight }
  /// The height of one line as the text engine lays it out (the face's ascender, descender and line gap, rounded
  /// as Pango rounds them), so that a line measured here is a line drawn.
  open var lineHeight: CGFloat {
    let line = HeadlessUIKit.TextStyle(
      text: " ", font: typeface, alignment: .natural, direction: .leftToRight, numberOfLines: 1,
      lineBreakMode: .byTruncatingTail)
    let measured = try? TextEngine.withEngine { $0.measure(line, width: nil).size.height }
    return measured ?? typeface.ascender - typeface.descender + typeface.lineGap
  }
  /// The extra space between lines (0 for the bundled faces).
  open var leading: CGFloat { typeface.lineGap }
  /// The font's descriptor.
  open var fontDescriptor: FontDescriptor {
    FontDescriptor(
      family: typeface.family, pointSize: typeface.size, weight: weightValue,
      symbolicTraits: traits,
      textStyle: textStyle)
  }

  // MARK: - Making fonts

  /// The font of a text style at the current content size category (``ContentSizeCategory/current``).
  ///
  /// Headline is semibold, every other style regular, as in UIKit.
  open class func preferredFont(forTextStyle style: TextStyle) -> Font {
    preferredFont(forTextStyle: style, contentSizeCategory: .current)
  }

  /// The font of a text style for a trait collection's content size category: the current category when the
  /// traits leave it unspecified.
  open class func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?
  ) -> Font {
    let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
    return preferredFont(
      forTextStyle: style, contentSizeCategory: category == .unspecified ? .current : category)
  }

  /// The font of a text style at a content size category.
  package static func preferredFont(
    forTextStyle style: TextStyle, contentSizeCategory category: ContentSizeCategory
  ) -> Font {
    Font(
      systemSize: style.pointSize(at: category), weight: style == .headline ? .semibold : .regular,
      textStyle: style)
  }

  /// The face names of a family: one per installed weight.
  open class func fontNames(forFamilyName familyName: String) -> [String] {
    guard familyNames.contains(familyName) else { return [] }
    let weights: [Weight] =
      familyName == Typeface.systemFamily
      ? [.thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black] : [.regular, .bold]
    return weights.map { $0 == .regular ? "\(familyName)-Regular" : "\(familyName)-\($0.faceName)" }
  }

  /// The regular system font at a size.
  open class func systemFont(ofSize fontSize: CGFloat) -> Font {
    Font(systemSize: fontSize, weight: .regular)
  }

  /// The bold system font at a size.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
    Font(systemSize: fontSize, weight: .bold)
  }

  /// The italic system font at a size: the italic trait is kept, the face drawn upright (no italic face is
  /// installed; docs/uikit-defaults.md, "Fonts").
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
    Font(
      descriptor: systemDescriptor(size: fontSize, weight: .regular, traits: .traitItalic),
      size: fontSize)
  }

  /// The system font at a size and weight.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    Font(systemSize: fontSize, weight: weight)
  }

  /// The system font at a size, weight and width: Inter has one width, so every width draws standard.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> Font {
    let traits: FontDescriptor.SymbolicTraits =
      width < .standard ? .traitCondensed : width > .standard ? .traitExpanded : []
    return Font(
      descriptor: systemDescriptor(size: fontSize, weight: weight, traits: traits), size: fontSize)
  }

  /// The system font with digits of equal width (Inter's figures are drawn as they are).
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    Font(systemSize: fontSize, weight: weight)
  }

  /// The monospaced system font: the monospace trait is kept, the face drawn as the system face (no monospaced face
  /// is installed; docs/uikit-defaults.md, "Fonts").
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    Font(
      descriptor: systemDescriptor(size: fontSize, weight: weight, traits: .traitMonoSpace),
      size: fontSize)
  }

  /// The same font at another size.
  open func withSize(_ fontSize: CGFloat) -> Font {
    Font(descriptor: fontDescriptor, size: fontSize)
  }

  private static func systemDescriptor(
    size: CGFloat, weight: Weight, traits: FontDescriptor.SymbolicTraits
  ) -> FontDescriptor {
    FontDescriptor(
      family: Typeface.systemFamily, pointSize: size, weight: weight,
      symbolicTraits: traits.union(weight >= .bold ? .traitBold : []), textStyle: nil)
  }

  // MARK: - Equality

  public static func == (lhs: Font, rhs: Font) -> Bool {
    lhs.typeface == rhs.typeface && lhs.weightValue == rhs.weightValue && lhs.traits == rhs.traits
  }

  /// Equal to another font with the same values (`==`), as UIKit's `isEqual(_:)` compares them.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? Font).map { self == $0 } ?? false
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(typeface)
    hasher.combine(weightValue)
    hasher.combine(traits.rawValue)
    return hasher.finalize()
  }

  /// `font-family: Inter; font-weight: normal; font-size: 17.00pt`, as UIKit describes a font.
  open override var description: String {
    "font-family: \"\(familyName)\"; font-weight: \(weightValue.faceName.lowercased()); "
      + "font-size: \(String(format: "%.2f", pointSize))pt"
  }

  /// The 17-point body font labels start with.
  package static var defaultBody: Font { .systemFont(ofSize: 17) }

  /// The text style whose font at `category` this font is (the first, for the rare sizes two styles share), or
  /// `nil` for a font no text style gives: how a view that adjusts to the content size category knows which style
  /// to grow when the font was not made as a preferred font.
  package func textStyle(at category: ContentSizeCategory) -> TextStyle? {
    if let textStyle { return textStyle }
    return TextStyle.ordered.first {
      Font.preferredFont(forTextStyle: $0, contentSizeCategory: category).typeface == typeface
    }
  }
}
