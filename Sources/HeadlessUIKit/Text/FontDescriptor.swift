import Foundation

/// A description of a font that code refines and turns back into a font (UIKit's `UIFontDescriptor`).
///
/// It carries a family, a size, a weight, symbolic traits, a text style and a design, and reads and writes them as
/// UIKit's attribute dictionary. Families resolve among the bundled faces (``Font``); bold and the weights draw
/// as the nearest installed weight, while italic, monospace, condensed and the designs are kept as traits and
/// drawn in the upright system face (docs/uikit-defaults.md, "Fonts").
// Unchecked: open, as UIKit's is (the compiler checks only final classes); what it stores is immutable and
// Sendable.
open class FontDescriptor: NSObject, @unchecked Sendable {
  /// UIKit's name for the class bits of the symbolic traits.
  public typealias Class = UInt

  /// What the descriptor says, in one value so that each initialiser sets it once.
  struct Values {
    var family = Typeface.systemFamily
    /// The size in points (0 when none was given).
    var pointSize: CGFloat = 0
    var weight = Font.Weight.regular
    var traits: SymbolicTraits = []
    var textStyle: Font.TextStyle?
    var design = SystemDesign.default
    var matrix = CGAffineTransform.identity
    /// Attributes the descriptor does not interpret, kept as given.
    var otherAttributes: [AttributeName: Any] = [:]

    /// The values of a font's name: its family and the weight the name says.
    init(named fontName: String, pointSize: CGFloat, matrix: CGAffineTransform = .identity) {
      let font = Font(name: fontName, size: 17) ?? .systemFont(ofSize: 17)
      family = font.familyName
      weight = font.weightValue
      traits = font.traits
      self.pointSize = pointSize
      self.matrix = matrix
    }

    init() {}
  }

  let values: Values

  var family: String { values.family }
  var weight: Font.Weight { values.weight }
  var textStyle: Font.TextStyle? { values.textStyle }

  init(values: Values) { self.values = values }

  package convenience init(
    family: String, pointSize: CGFloat, weight: Font.Weight, symbolicTraits: SymbolicTraits,
    textStyle: Font.TextStyle?
  ) {
    var values = Values()
    values.family = family
    values.pointSize = pointSize
    values.weight = weight
    values.traits = symbolicTraits
    values.textStyle = textStyle
    self.init(values: values)
  }

  /// A descriptor from UIKit's attribute dictionary: family, name, face, size, matrix, traits (weight and symbolic)
  /// and text style are read; any other attribute is kept as it is.
  public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
    var values = Values()
    let name = attributes[.name] as? String
    let traitValues = attributes[.traits] as? [TraitKey: Any] ?? [:]
    let symbolic = (traitValues[.symbolic] as? UInt32).map(SymbolicTraits.init(rawValue:)) ?? []
    let namedWeight = (attributes[.face] as? String ?? name).map(Font.Weight.init(named:))
    let weight: Font.Weight =
      Self.number(traitValues[.weight]).map { Font.Weight($0) } ?? namedWeight ?? .regular
    if let name { values.family = Values(named: name, pointSize: 0).family }
    if let family = attributes[.family] as? String { values.family = family }
    values.pointSize = Self.number(attributes[.size]) ?? 0
    values.weight = symbolic.contains(.traitBold) && weight < .bold ? .bold : weight
    values.traits = symbolic.union(weight >= Font.Weight.bold ? .traitBold : [])
    values.textStyle = (attributes[.textStyle] as? String).map(Font.TextStyle.init(rawValue:))
    values.matrix = attributes[.matrix] as? CGAffineTransform ?? .identity
    let interpreted: Set<AttributeName> = [
      .name, .traits, .face, .family, .size, .textStyle, .matrix,
    ]
    values.otherAttributes = attributes.filter { !interpreted.contains($0.key) }
    self.values = values
  }

  /// A descriptor of a named font at a size.
  public init(name fontName: String, size: CGFloat) {
    values = Values(named: fontName, pointSize: size)
  }

  /// A descriptor of a named font drawn with a transform; its size is the transform's vertical scale.
  public init(name fontName: String, matrix: CGAffineTransform) {
    values = Values(named: fontName, pointSize: abs(matrix.d), matrix: matrix)
  }

  /// An empty descriptor: the system family, no size.
  public convenience override init() { self.init(fontAttributes: [:]) }

  /// UIKit's archive initialiser; there are no archives here, so it makes an empty descriptor.
  public required init?(coder: NSCoder) { values = Values() }

  /// The size in points (0 when none was given).
  open var pointSize: CGFloat { values.pointSize }

  /// The transform the glyphs are drawn with (stored; text is drawn untransformed here).
  open var matrix: CGAffineTransform { values.matrix }

  // MARK: - Reading

  /// The face's PostScript-style name ("Inter-Bold").
  open var postscriptName: String {
    weight == .regular ? "\(family)-Regular" : "\(family)-\(weight.faceName)"
  }

  /// The symbolic traits: bold for bold weights, and whatever was asked for.
  open var symbolicTraits: SymbolicTraits { values.traits }

  /// The descriptor as UIKit's attribute dictionary.
  open var fontAttributes: [AttributeName: Any] {
    var attributes = values.otherAttributes
    attributes[.family] = family
    attributes[.name] = postscriptName
    attributes[.traits] =
      [TraitKey.weight: weight.rawValue, TraitKey.symbolic: values.traits.rawValue]
      as [TraitKey: Any]
    if pointSize > 0 { attributes[.size] = pointSize }
    if let textStyle { attributes[.textStyle] = textStyle.rawValue }
    if matrix != .identity { attributes[.matrix] = matrix }
    return attributes
  }

  /// One attribute's value.
  open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

  /// The installed faces that have every mandatory attribute of this descriptor: the one font it describes, when
  /// its family is installed.
  open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?)
    -> [FontDescriptor]
  {
    Font.familyNames.contains(family) ? [self] : []
  }

  // MARK: - Making descriptors

  /// The descriptor of a Dynamic Type style at the current content size category.
  open class func preferredFontDescriptor(withTextStyle style: Font.TextStyle) -> FontDescriptor {
    Font.preferredFont(forTextStyle: style).fontDescriptor
  }

  /// The descriptor of a Dynamic Type style for a trait collection's content size category.
  open class func preferredFontDescriptor(
    withTextStyle style: Font.TextStyle, compatibleWith traitCollection: TraitCollection?
  ) -> FontDescriptor {
    Font.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
  }

  /// The descriptor with more attributes; those given replace this descriptor's.
  open func addingAttributes(_ attributes: [AttributeName: Any] = [:]) -> FontDescriptor {
    var merged = fontAttributes
    if attributes[.name] != nil || attributes[.face] != nil { merged[.traits] = nil }
    merged.merge(attributes) { _, new in new }
    return FontDescriptor(fontAttributes: merged)
  }

  /// The same descriptor at another size.
  open func withSize(_ newPointSize: CGFloat) -> FontDescriptor {
    copy(pointSize: newPointSize)
  }

  /// The same descriptor drawn with a transform.
  open func withMatrix(_ matrix: CGAffineTransform) -> FontDescriptor {
    copy(matrix: matrix)
  }

  /// The same family in another face ("Bold"): the face's weight.
  open func withFace(_ newFace: String) -> FontDescriptor {
    copy(weight: Font.Weight(named: newFace))
  }

  /// Another family at the same size, weight and traits.
  open func withFamily(_ newFamily: String) -> FontDescriptor {
    copy(family: newFamily)
  }

  /// The same descriptor with these traits instead of its own; bold makes the weight bold, and dropping bold
  /// makes a bold weight regular.
  open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> FontDescriptor? {
    let weight: Font.Weight =
      symbolicTraits.contains(.traitBold)
      ? max(self.weight, .bold) : (self.weight >= .bold ? .regular : self.weight)
    return copy(weight: weight, traits: symbolicTraits)
  }

  /// The same descriptor in another design of the system font (kept; drawn in the system face).
  open func withDesign(_ design: SystemDesign) -> FontDescriptor? {
    copy(design: design)
  }

  private func copy(
    family: String? = nil, pointSize: CGFloat? = nil, weight: Font.Weight? = nil,
    traits: SymbolicTraits? = nil,
    design: SystemDesign? = nil, matrix: CGAffineTransform? = nil
  ) -> FontDescriptor {
    var changed = values
    changed.family = family ?? values.family
    changed.pointSize = pointSize ?? values.pointSize
    changed.weight = weight ?? values.weight
    changed.traits = traits ?? values.traits
    changed.design = design ?? values.design
    changed.matrix = matrix ?? values.matrix
    return FontDescriptor(values: changed)
  }

  private static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as Int: CGFloat(value)
    default: nil
    }
  }

  // MARK: - Equality

  public static func == (lhs: FontDescriptor, rhs: FontDescriptor) -> Bool {
    let (left, right) = (lhs.values, rhs.values)
    return left.family == right.family && left.pointSize == right.pointSize
      && left.weight == right.weight
      && left.traits == right.traits && left.textStyle == right.textStyle
      && left.design == right.design
      && left.matrix == right.matrix
  }

  /// Equal to another font descriptor with the same values (`==`), as UIKit's `isEqual(_:)` compares them.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? FontDescriptor).map { self == $0 } ?? false
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(values.family)
    hasher.combine(values.pointSize)
    hasher.combine(values.weight)
    hasher.combine(values.traits.rawValue)
    return hasher.finalize()
  }
}
