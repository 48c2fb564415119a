import Foundation
import RenderCore

/// A bitmap with a size in points (UIKit's `UIImage`), loaded from a PNG file, an asset catalog or drawn.
///
/// An open, immutable class, as UIKit's is: every initialiser UIKit declares designated is designated here, and
/// every member UIKit declares `open` is open, so a team's subclasses and `extension UIImage { convenience init… }`
/// compile. What an image is lives in one value (``ImageContent``), which each initialiser sets.
open class Image: NSObject, @unchecked Sendable {
  // Unchecked: the only stored property is an immutable value.
  package let content: ImageContent

  /// An image of a content value.
  ///
  /// A convenience initialiser (through ``init(ciImage:)``, where Core Image's image carries the same value): the
  /// designated initialisers are exactly UIKit's, so a subclass that overrides them all inherits the rest.
  package convenience init(content: ImageContent) {
    self.init(ciImage: CIImage(content: content))
  }

  /// An image from pixels at `scale` pixels per point.
  public convenience init(bitmap: RGBAImage, scale: CGFloat = 1) {
    self.init(content: ImageContent(bitmap: bitmap, scale: scale))
  }

  /// An empty image, no pixels at all.
  public convenience override init() {
    self.init(content: .empty)
  }

  /// There are no archives here: always `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Loads `name` as ``init(named:in:compatibleWith:)`` does, for the light appearance on the main screen.
  public init?(named name: String) {
    guard let content = Image.content(named: name, in: nil, compatibleWith: nil) else { return nil }
    self.content = content
  }

  /// Loads `name` from a PNG file or an asset catalog's image set (docs/asset-catalogs.md).
  ///
  /// - Parameters:
  ///   - name: The file's or the set's name.
  ///   - bundle: The bundle whose resources and catalogs are searched too (the main bundle's catalogs when `nil`).
  ///   - traitCollection: The appearance and display scale an image set's file is chosen for.
  public init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?
  ) {
    guard let content = Image.content(named: name, in: bundle, compatibleWith: traitCollection)
    else {
      return nil
    }
    self.content = content
  }

  /// Loads `name` for a configuration's traits.
  public init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
    let traits = configuration?.traitCollection
    guard let content = Image.content(named: name, in: bundle, compatibleWith: traits) else {
      return nil
    }
    self.content = content
  }

  /// Loads `name`; a variable value is not drawn here.
  public convenience init?(
    named name: String, in bundle: Bundle?, variableValue: Double, configuration: Configuration?
  ) {
    self.init(named: name, in: bundle, with: configuration)
  }

  /// `#imageLiteral(resourceName:)`: the image ``init(named:)`` finds; when there is none, an error names it and
  /// a visible placeholder stands in (a literal cannot be `nil`).
  public required convenience init(imageLiteralResourceName name: String) {
    if let content = Image.content(named: name, in: nil, compatibleWith: nil) {
      self.init(content: content)
      return
    }
    Diagnostics.report(
      Diagnostic(
        .error, "#imageLiteral(resourceName: \"\(name)\"): no image of that name was found"))
    self.init(content: .symbolPlaceholder(named: name, configuration: nil))
  }

  /// A stand-in for an SF Symbol (Apple's glyphs are not available here): never `nil`, whatever the name.
  ///
  /// A square of the size UIKit gives the symbol (20 × 20 points at the default configuration), drawn as an
  /// outline with a cross so that it is clearly a stand-in, as a template in the tint colour.
  public init?(systemName name: String) {
    content = .symbolPlaceholder(named: name, configuration: nil)
  }

  /// A symbol's stand-in sized for a configuration (``SymbolConfiguration``).
  public init?(systemName name: String, withConfiguration configuration: Configuration?) {
    content = .symbolPlaceholder(
      named: name, configuration: Image.symbolConfiguration(configuration))
  }

  /// A symbol's stand-in for traits.
  public init?(systemName name: String, compatibleWith traitCollection: TraitCollection?) {
    let configuration = SymbolConfiguration().withTraitCollection(traitCollection)
    content = .symbolPlaceholder(named: name, configuration: configuration)
  }

  /// A symbol's stand-in; a variable value is not drawn here.
  public convenience init?(
    systemName name: String, variableValue: Double, configuration: Configuration?
  ) {
    self.init(systemName: name, withConfiguration: configuration)
  }

  /// Loads a PNG or JPEG file at a path (UIKit's `init?(contentsOfFile:)`); the scale comes from the name, as in
  /// ``load(contentsOfFile:relativeTo:)``.
  public init?(contentsOfFile path: String) {
    guard let content = try? Image.load(contentsOfFile: path, relativeTo: nil) else { return nil }
    self.content = content
  }

  /// An image decoded from PNG or JPEG bytes at 1 pixel per point; `nil` for bytes that are neither.
  public init?(data: Data) {
    guard let bitmap = try? RGBAImage(imageData: data) else { return nil }
    content = ImageContent(bitmap: bitmap, scale: 1)
  }

  /// An image decoded from PNG or JPEG bytes at `scale` pixels per point.
  public init?(data: Data, scale: CGFloat) {
    guard let bitmap = try? RGBAImage(imageData: data) else { return nil }
    content = ImageContent(bitmap: bitmap, scale: scale)
  }

  /// The image a `CGImage` (here the same type) holds.
  public init(cgImage: CGImage) {
    content = cgImage.content
  }

  /// The image a `CGImage` holds at another scale; orientations other than `.up` are drawn upright (an error
  /// diagnostic says so).
  public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    if orientation != .up {
      Diagnostics.report(
        Diagnostic(
          .error,
          "UIImage(cgImage:scale:orientation: .\(orientation)) is not supported: drawn upright"))
    }
    content = ImageContent(bitmap: cgImage.content.bitmap, scale: scale).with {
      $0.orientation = orientation
    }
  }

  /// The image a Core Image image holds.
  public init(ciImage: CIImage) {
    content = ciImage.content
  }

  /// The image a Core Image image holds, at a scale; orientations other than `.up` are drawn upright.
  public init(ciImage: CIImage, scale: CGFloat, orientation: Orientation) {
    content = ImageContent(bitmap: ciImage.content.bitmap, scale: scale).with {
      $0.orientation = orientation
    }
  }

  public static func == (lhs: Image, rhs: Image) -> Bool { lhs.content == rhs.content }

  /// Equal to another image with the same values (`==`), as UIKit's `isEqual(_:)` compares them.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? Image).map { self == $0 } ?? false
  }

  /// The point size's hash: equal images have equal sizes.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(size.width)
    hasher.combine(size.height)
    return hasher.finalize()
  }

  // MARK: Properties

  /// Pixels per point.
  open var scale: CGFloat { content.scale }
  /// The size in points.
  open var size: CGSize { content.size }
  /// Core Graphics' view of the image: the same value.
  open var cgImage: CGImage? { self }
  /// Made from pixels, not from a Core Image recipe: `nil`.
  open var ciImage: CIImage? { nil }
  /// Not animated: `nil`.
  open var images: [Image]? { nil }
  /// Not animated: 0.
  open var duration: TimeInterval { 0 }
  open var imageOrientation: Orientation { content.orientation }
  open var flipsForRightToLeftLayoutDirection: Bool { content.flipsForRightToLeftLayoutDirection }
  open var resizingMode: ResizingMode { content.resizingMode }
  open var capInsets: EdgeInsets { content.capInsets }
  open var alignmentRectInsets: EdgeInsets { content.alignmentRectInsets }
  open var isSymbolImage: Bool { content.symbolName != nil }
  /// What assistive technologies read for the image (kept: nothing reads it here).
  open var accessibilityLabel: String?
  /// The image's identifier for UI tests (UIKit's `UIAccessibilityIdentification`).
  open var accessibilityIdentifier: String?
  open var configuration: Configuration? { content.symbolConfiguration }
  open var symbolConfiguration: SymbolConfiguration? { content.symbolConfiguration }
  /// The traits of the image's configuration, or unspecified ones.
  open var traitCollection: TraitCollection {
    content.symbolConfiguration?.traitCollection ?? TraitCollection()
  }
  /// Every image here is standard dynamic range.
  open var isHighDynamicRange: Bool { false }
  public var baselineOffsetFromBottom: CGFloat? { content.baselineOffsetFromBottom }
  open var renderingMode: RenderingMode { content.renderingMode }
  /// The format an image renderer would use to redraw the image: its scale, opaque when it has no alpha.
  open var imageRendererFormat: GraphicsImageRendererFormat {
    let format = GraphicsImageRendererFormat()
    format.scale = scale
    return format
  }

  // MARK: Variants

  /// The image with another configuration: a symbol is sized again for it.
  open func withConfiguration(_ configuration: Configuration) -> Image {
    guard let name = content.symbolName else { return self }
    return Image(
      content: placeholder(name, configuration: Image.symbolConfiguration(configuration)))
  }

  /// A symbol with `configuration` laid over its own; `nil` for an image that is not a symbol, as in UIKit.
  open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
    guard let name = content.symbolName else { return nil }
    let merged = (content.symbolConfiguration ?? SymbolConfiguration()).applying(configuration)
    return Image(content: placeholder(name, configuration: merged))
  }

  /// A symbol redrawn for a configuration, keeping the image's own rendering mode and tint.
  private func placeholder(_ name: String, configuration: SymbolConfiguration?) -> ImageContent {
    let redrawn = ImageContent.symbolPlaceholder(named: name, configuration: configuration)
    return redrawn.with {
      $0.renderingMode = content.renderingMode
      $0.tintColor = redrawn.tintColor ?? content.tintColor
    }
  }

  open func imageFlippedForRightToLeftLayoutDirection() -> Image {
    Image(content: content.with { $0.flipsForRightToLeftLayoutDirection = true })
  }

  /// The same pixels marked as mirrored (drawn upright here, as every orientation is).
  open func withHorizontallyFlippedOrientation() -> Image {
    Image(content: content.with { $0.orientation = .upMirrored })
  }

  /// The same image drawn in another mode.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
    Image(content: content.with { $0.renderingMode = renderingMode })
  }

  open func withAlignmentRectInsets(_ alignmentInsets: EdgeInsets) -> Image {
    Image(content: content.with { $0.alignmentRectInsets = alignmentInsets })
  }

  /// The image with cap insets, tiled between them (stretched and tiled images are drawn scaled here).
  open func resizableImage(withCapInsets capInsets: EdgeInsets) -> Image {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }

  open func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode) -> Image
  {
    Image(
      content: content.with {
        $0.capInsets = capInsets
        $0.resizingMode = resizingMode
      })
  }

  open func imageWithoutBaseline() -> Image {
    Image(content: content.with { $0.baselineOffsetFromBottom = nil })
  }

  open func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> Image {
    Image(content: content.with { $0.baselineOffsetFromBottom = baselineOffset })
  }

  /// The image as a template in a colour, whatever view shows it.
  open func withTintColor(_ color: Color) -> Image {
    withTintColor(color, renderingMode: .alwaysTemplate)
  }

  open func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
    Image(
      content: content.with {
        $0.tintColor = color
        $0.renderingMode = renderingMode
      })
  }

  /// Every image here is standard dynamic range: the image itself.
  open func imageRestrictedToStandardDynamicRange() -> Image { self }

  // Decoding happens when an image is made, so an image is always ready for display.
  open func preparingForDisplay() -> Image? { self }
  open func prepareForDisplay(completionHandler: @escaping (Image?) -> Void) {
    completionHandler(self)
  }
  open func byPreparingForDisplay() async -> Image? { self }

  /// The image scaled to fit `size`, keeping its aspect ratio, as UIKit's thumbnails are.
  open func preparingThumbnail(of size: CGSize) -> Image? {
    guard size.width > 0, size.height > 0, self.size.width > 0, self.size.height > 0 else {
      return nil
    }
    let factor = min(size.width / self.size.width, size.height / self.size.height)
    let fitted = CGSize(width: self.size.width * factor, height: self.size.height * factor)
    let format = GraphicsImageRendererFormat()
    format.scale = scale
    return GraphicsImageRenderer(size: fitted, format: format).image { _ in
      draw(in: CGRect(origin: .zero, size: fitted))
    }
  }

  open func prepareThumbnail(of size: CGSize, completionHandler: @escaping (Image?) -> Void) {
    completionHandler(preparingThumbnail(of: size))
  }

  open func byPreparingThumbnail(ofSize size: CGSize) async -> Image? {
    preparingThumbnail(of: size)
  }

  // MARK: Animated images (never animated here: the first frame stands for the whole)

  /// The first frame, `name0` or `name`, as UIKit shows it before animating.
  open class func animatedImageNamed(_ name: String, duration: TimeInterval) -> Image? {
    Image(named: name + "0") ?? Image(named: name)
  }

  open class func animatedImage(with images: [Image], duration: TimeInterval) -> Image? {
    images.first
  }

  open class func animatedResizableImageNamed(
    _ name: String, capInsets: EdgeInsets, duration: TimeInterval
  )
    -> Image?
  {
    animatedImageNamed(name, duration: duration)?.resizableImage(withCapInsets: capInsets)
  }

  open class func animatedResizableImageNamed(
    _ name: String, capInsets: EdgeInsets, resizingMode: ResizingMode, duration: TimeInterval
  ) -> Image? {
    animatedImageNamed(name, duration: duration)?.resizableImage(
      withCapInsets: capInsets, resizingMode: resizingMode)
  }

  // MARK: System images (stand-ins, as every symbol is)

  open class var add: Image {
    Image(content: .symbolPlaceholder(named: "plus", configuration: nil))
  }
  open class var remove: Image {
    Image(content: .symbolPlaceholder(named: "minus", configuration: nil))
  }
  open class var actions: Image {
    Image(content: .symbolPlaceholder(named: "ellipsis", configuration: nil))
  }
  /// A check on a filled circle, as Apple's documentation describes it ("the standard image for a checkmark on a
  /// filled-circle background").
  open class var checkmark: Image {
    Image(content: .symbolPlaceholder(named: "checkmark.circle.fill", configuration: nil))
  }
  /// A check on a tinted circle with a white border (Apple's documentation); the border is not drawn here.
  open class var strokedCheckmark: Image {
    Image(content: .symbolPlaceholder(named: "checkmark.circle.fill", configuration: nil))
  }

  // MARK: Drawing

  /// Draws the image scaled into a rectangle of the current context (upright, as UIKit draws it).
  open func draw(in rect: CGRect) {
    draw(in: rect, blendMode: .normal, alpha: 1)
  }

  /// Draws the image at its size with its top-left corner at a point.
  open func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// Draws the image at its size with its top-left corner at a point, blended and faded.
  open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
    draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
  }

  /// Draws the image scaled into a rectangle of the current context, blended and faded.
  open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.drawUpright(self, in: rect, alpha: alpha)
    context.restoreGState()
  }

  /// Drawn once, scaled into the rectangle (tiling is not supported here).
  open func drawAsPattern(in rect: CGRect) {
    draw(in: rect)
  }

  /// The image as a baseline JPEG at `compressionQuality` (0 smallest, 1 best).
  ///
  /// Transparent pixels become black, as iOS writes them. The same pixels and quality give the same bytes.
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    try? content.bitmap.jpegData(quality: Double(compressionQuality))
  }

  /// No HEIF encoder is bundled here: `nil`, as UIKit answers on a device without one.
  public func heicData() -> Data? { nil }

  /// The image as PNG bytes: the same pixels give the same bytes on every run.
  public func pngData() -> Data? {
    try? content.bitmap.pngData(.fast)
  }

  open func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> Image {
    resizableImage(
      withCapInsets: EdgeInsets(
        top: CGFloat(topCapHeight), left: CGFloat(leftCapWidth), bottom: CGFloat(topCapHeight),
        right: CGFloat(leftCapWidth)), resizingMode: .stretch)
  }

  open var leftCapWidth: Int { Int(content.capInsets.left) }
  open var topCapHeight: Int { Int(content.capInsets.top) }
}

extension Image {
  /// The pixels.
  package var bitmap: RGBAImage { content.bitmap }
  /// The colour a template image is drawn in whatever view shows it (``withTintColor(_:)``); otherwise the view's tint.
  package var tintColor: Color? { content.tintColor }

  /// Whether the image is drawn as a template: explicitly, or a symbol in the automatic mode.
  package var isTemplate: Bool {
    renderingMode == .alwaysTemplate || (renderingMode == .automatic && content.symbolName != nil)
  }

  /// The colour the image is drawn in: for a template, its own tint colour or else `fallback`; nil (its own
  /// colours) otherwise.
  package func drawingTint(fallback: Color) -> Color? {
    isTemplate ? (content.tintColor ?? fallback) : nil
  }

  /// A symbol's stand-in, non-optional.
  package convenience init(symbolPlaceholderNamed name: String) {
    self.init(content: .symbolPlaceholder(named: name, configuration: nil))
  }

  /// A configuration as a symbol configuration: itself, or one that keeps only its traits.
  static func symbolConfiguration(_ configuration: Configuration?) -> SymbolConfiguration? {
    guard let configuration else { return nil }
    if let symbol = configuration as? SymbolConfiguration { return symbol }
    return SymbolConfiguration().withTraitCollection(configuration.traitCollection)
  }

  /// How an image is drawn (UIKit's `UIImage.RenderingMode`).
  public enum RenderingMode: Int, Sendable {
    /// Symbols as templates, other images in their colours.
    case automatic
    case alwaysOriginal
    /// Only the alpha is used, filled with the tint colour.
    case alwaysTemplate
  }

  /// Which way up an image is drawn (UIKit's `UIImage.Orientation`).
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// How a resizable image fills the space between its caps (UIKit's `UIImage.ResizingMode`).
  public enum ResizingMode: Int, Sendable {
    case tile, stretch
  }

  /// The dynamic range an image is shown in (UIKit's `UIImage.DynamicRange`): standard here.
  public enum DynamicRange: Int, Sendable {
    case unspecified = -1, standard, constrainedHigh, high
  }
}

/// Why an image could not be loaded; each case names the file.
public enum ImageError: Error, Sendable, Equatable, CustomStringConvertible {
  case unreadable(path: String, reason: String)
  case undecodable(path: String, reason: String)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "cannot read image \(path): \(reason)"
    case .undecodable(let path, let reason):
      "image \(path) is neither a PNG nor a JPEG file read here: \(reason)"
    }
  }
}
