import Foundation

/// A view that shows text, measured and drawn by Pango (UIKit's `UILabel`).
///
/// Its intrinsic size and its first and last baselines come from the same Pango layout that draws it, so a label
/// is never clipped or mis-measured. A multi-line label (``numberOfLines`` other than 1) without a
/// ``preferredMaxLayoutWidth`` gets the layout's second pass: once its width is known, its height follows.
@preconcurrency @MainActor
open class Label: View, ContentDrawing {
  /// The text shown, or `nil` for none; setting it drops the attributes of ``attributedText``.
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue
      attributed = nil
      textDidChange()
    }
  }
  private var storedText: String?

  /// The text with attributes (UIKit's `attributedText`): its ranges' fonts, colours, kerning, underlines,
  /// strikethroughs and baseline offsets, and its paragraph style's line spacing, are drawn.
  ///
  /// Setting it sets ``text`` to its string, and the font, colour and alignment of its first character, when it
  /// has them, become the label's, as in UIKit; ranges without a font or colour take the label's. Setting
  /// ``font`` or ``textColor`` afterwards applies to the whole text.
  open var attributedText: NSAttributedString? {
    get {
      guard let text else { return nil }
      let filled = NSMutableAttributedString(
        string: text, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
      attributed?.enumerateAttributes(in: NSRange(location: 0, length: filled.length), options: [])
      {
        attributes, range, _ in filled.addAttributes(attributes, range: range)
      }
      return filled
    }
    set {
      // The text is stored directly, not through ``text``, as UIKit's setter does: a subclass whose `text`
      // observer sets `attributedText` (an underlined label) does not loop.
      guard let newValue else {
        storedText = nil
        attributed = nil
        textDidChange()
        return
      }
      let attributes = newValue.leadingAttributes
      attributed = NSAttributedString(attributedString: newValue)
      if let font = attributes[.font] as? Font { storedFont = font }
      if let color = attributes[.foregroundColor] as? Color { storedTextColor = color }
      if let paragraph = attributes[.paragraphStyle] as? ParagraphStyle {
        textAlignment = paragraph.alignment
      }
      storedText = newValue.string
      textDidChange()
    }
  }
  /// The attributes set with ``attributedText``, kept until ``text`` is set.
  private var attributed: NSAttributedString?
  /// The runs and line spacing ``attributed`` comes to with the label's font and colour, made when first drawn.
  private var attributedStyle: (runs: [TextRun], lineSpacing: LineSpacing)?

  /// Removes `key` from the whole attributed text: the label's own value now applies everywhere.
  private func removeAttribute(_ key: NSAttributedString.Key) {
    guard let attributed else { return }
    let stripped = NSMutableAttributedString(attributedString: attributed)
    stripped.removeAttribute(key, range: NSRange(location: 0, length: stripped.length))
    self.attributed = stripped
  }
  /// The text's font: the 17-point body font by default; setting `nil` brings the default back, as in UIKit.
  open var font: Font! {
    get { storedFont }
    set {
      storedFont = newValue ?? .defaultBody
      removeAttribute(.font)
      noteAppearance(\Label.font)
      textDidChange()
    }
  }
  private var storedFont: Font = .defaultBody
  /// The text's colour: `.label` (black, white in dark appearance) by default; setting `nil` brings the default
  /// back, as in UIKit.
  open var textColor: Color! {
    get { storedTextColor }
    set {
      storedTextColor = newValue ?? .label
      removeAttribute(.foregroundColor)
      attributedStyle = nil
      noteAppearance(\Label.textColor)
    }
  }
  private var storedTextColor: Color = .label
  open var textAlignment: TextAlignment = .natural { didSet { textDidChange() } }
  /// The most lines shown: 1 by default, 0 for no limit.
  open var numberOfLines: Int = 1 { didSet { textDidChange() } }
  open var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
  /// The width a multi-line label wraps at for its intrinsic size; 0 to use the width layout gives it.
  open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textDidChange() } }

  /// Whether the label draws its text in its colour (true) or dimmed, as UIKit draws a disabled label.
  open var isEnabled = true
  /// Whether the label is highlighted (a selected table row highlights its labels).
  open var isHighlighted = false
  /// The text's colour while highlighted; `nil` keeps ``textColor``.
  open var highlightedTextColor: Color?
  /// Whether the font follows the scene's content size category (Dynamic Type); see ``Font/preferredFont(forTextStyle:)``.
  open var adjustsFontForContentSizeCategory = false
  /// Whether the font shrinks, down to ``minimumScaleFactor`` of its size, when the text does not fit the width
  /// (or its line limit) before it is truncated.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest scale ``adjustsFontSizeToFitWidth`` may use; 0, UIKit's default, keeps the font's size.
  open var minimumScaleFactor: CGFloat = 0
  /// The smallest font size ``adjustsFontSizeToFitWidth`` may use, UIKit's older spelling (read when no
  /// ``minimumScaleFactor`` is set).
  open var minimumFontSize: CGFloat = 0
  /// Whether letter spacing shrinks before the font does (stored).
  open var adjustsLetterSpacingToFitWidth = false
  /// Whether letters are drawn tighter before the text is truncated (stored; truncated as it is here).
  open var allowsDefaultTighteningForTruncation = false
  /// Whether truncated text shows in full on hover (a pointer idiom; stored).
  open var showsExpansionTextWhenTruncated = false
  /// Where shrunk text moves: UIKit's default keeps its baseline where the full-size text's would be.
  open var baselineAdjustment: BaselineAdjustment = .alignBaselines
  /// How tall letterforms are sized (stored; UIKit's default is typographic).
  open var sizingRule: LetterformAwareSizingRule = .typographic
  /// Whether the text takes a visual effect's vibrancy (stored).
  open var preferredVibrancy: LabelVibrancy = .none
  /// How lines are broken beyond the line break mode (stored: Pango breaks lines by its own rules).
  open var lineBreakStrategy: ParagraphStyle.LineBreakStrategy = []
  /// The colour of a shadow drawn under the text; `nil` (UIKit's default) for none (stored: text shadows are not
  /// drawn yet; docs/uikit-defaults.md).
  open var shadowColor: Color?
  /// The shadow's offset: (0, −1), one point up, by default (Apple's documentation of `shadowOffset`).
  open var shadowOffset = CGSize(width: 0, height: -1)
  /// The view this label stands in for when it is a control's title model (a button's `titleLabel`): its layout
  /// direction applies, and size changes are passed on to it.
  package weak var hostView: View?

  private var cache: [CacheKey: TextMetrics] = [:]

  private struct CacheKey: Hashable {
    let style: TextStyle
    let width: CGFloat?
  }

  /// Creates a label without text at `frame` (UIKit's designated initialiser, which subclasses override).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false  // UIView's documentation: labels default to false
  }

  /// Creates a label, optionally with text.
  public convenience init(_ text: String? = nil) {
    self.init(frame: .zero)
    self.text = text
  }

  /// UIKit's archive initialiser; there are no archives here, so it makes an empty view.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false  // UIView's documentation: labels default to false
  }

  /// Space between the bounds and the text; zero for a label, the content insets for buttons and fields.
  package var textInsets: EdgeInsets { .zero }

  /// The text actually drawn: the label's text (a field shows its placeholder when empty).
  package var displayedText: String? { text }

  /// The colour the displayed text is drawn in.
  package var displayedTextColor: Color {
    isHighlighted ? highlightedTextColor ?? textColor : textColor
  }

  /// The label's text style, with the layout direction it is in.
  package var textStyle: TextStyle {
    var style = TextStyle(
      text: displayedText ?? "", font: font.typeface, alignment: textAlignment,
      direction: (hostView ?? self).effectiveUserInterfaceLayoutDirection,
      numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    if let attributed, displayedText == storedText {
      let made =
        attributedStyle ?? (
          attributed.textRuns(font: font, color: textColor), attributed.lineSpacing
        )
      attributedStyle = made
      style.runs = made.runs
      style.lineSpacing = made.lineSpacing
    }
    return style
  }

  /// Measures the text, wrapped at `width` or on unlimited lines; nothing when the fonts are missing (reported).
  package func metrics(width: CGFloat?) -> TextMetrics {
    let key = CacheKey(style: textStyle, width: width)
    if let cached = cache[key] { return cached }
    let measured: TextMetrics
    do {
      measured = try TextEngine.withEngine { $0.measure(key.style, width: width) }
    } catch {
      Diagnostics.report(Diagnostic(.error, "label \(debugName): \(error)"))
      measured = TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0, unknownGlyphs: 0)
    }
    cache[key] = measured
    return measured
  }

  private func textDidChange() {
    cache.removeAll()
    attributedStyle = nil
    invalidateIntrinsicContentSize()
    hostView?.invalidateIntrinsicContentSize()
  }

  /// How wide the label wraps for its intrinsic size: the preferred width, or unlimited.
  private var measuringWidth: CGFloat? {
    numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
  }

  open override var intrinsicContentSize: CGSize {
    guard let text = displayedText, !text.isEmpty else { return padded(.zero) }
    return padded(metrics(width: measuringWidth).size)
  }

  /// A text size grown by the insets.
  private func padded(_ size: CGSize) -> CGSize {
    let insets = textInsets
    guard insets != .zero else { return size }
    return CGSize(
      width: size.width + insets.left + insets.right,
      height: size.height + insets.top + insets.bottom)
  }

  open override var hasHeightForWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

  open override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
    guard let text = displayedText, !text.isEmpty else { return padded(.zero) }
    let inner = max(width - textInsets.left - textInsets.right, 0)
    let natural = metrics(width: nil).size.width
    let wrapped = metrics(width: inner).size
    return padded(CGSize(width: min(natural, inner), height: wrapped.height))
  }

  open override var firstBaselineOffsetFromTop: CGFloat? {
    guard text?.isEmpty == false else { return nil }
    return metrics(width: currentWrapWidth).firstBaseline + verticalInset
  }

  open override var lastBaselineOffsetFromBottom: CGFloat? {
    guard text?.isEmpty == false else { return nil }
    let text = metrics(width: currentWrapWidth)
    return text.size.height - text.lastBaseline + verticalInset
  }

  /// The width the text wraps at now: the preferred width, or the frame's for a multi-line label after layout.
  private var currentWrapWidth: CGFloat? {
    if let width = measuringWidth { return width }
    return numberOfLines != 1 && frame.width > 0 ? frame.width : nil
  }

  /// How far the text sits below the top when the label is taller than it (text is centred vertically).
  private var verticalInset: CGFloat {
    let height = metrics(width: currentWrapWidth).size.height
    return frame.height > height ? (frame.height - height) / 2 : 0
  }

  /// The text to draw, inset from the bounds, in the label's colour.
  package var drawnContent: [DrawnContent] {
    guard let text = displayedText, !text.isEmpty, displayedTextColor.alpha > 0 else { return [] }
    let insets = textInsets
    let rect = CGRect(
      x: insets.left, y: insets.top, width: frame.width - insets.left - insets.right,
      height: frame.height - insets.top - insets.bottom)
    // The text goes where `drawText(in:)` puts it: a subclass may inset the rectangle, or draw no text.
    textDrawingRect = nil
    drawText(in: rect)
    guard let drawn = textDrawingRect else { return [] }
    if let shrunk = shrunkStyle(width: drawn.width) {
      return [.text(shrunk, shrunkRect(shrunk, in: drawn), displayedTextColor)]
    }
    return [.text(textStyle, drawn, displayedTextColor)]
  }

  // MARK: - Override points

  /// Where ``drawText(in:)`` placed the text during the current render.
  private var textDrawingRect: CGRect?

  /// Draws the text in `rect`, vertically centred, as UIKit's `drawText(in:)` does; a subclass insets `rect` (a
  /// padded label) and calls `super`, or draws no text by not calling it.
  ///
  /// Custom drawing belongs in ``View/draw(_:)``: this method runs while the label's content is laid out for the
  /// render, when there is no current graphics context.
  open func drawText(in rect: CGRect) {
    textDrawingRect = rect
  }

  /// The rectangle the text takes when drawn in `bounds` with at most `numberOfLines` lines (0: no limit): its
  /// measured size at the bounds' width, at the bounds' origin (UIKit's
  /// `textRect(forBounds:limitedToNumberOfLines:)`).
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect
  {
    guard displayedText?.isEmpty == false else { return CGRect(origin: bounds.origin, size: .zero) }
    var style = textStyle
    style.numberOfLines = numberOfLines
    let width = bounds.width.isFinite && bounds.width > 0 ? bounds.width : nil
    let size: CGSize
    do {
      size = try TextEngine.withEngine { $0.measure(style, width: width) }.size
    } catch {
      Diagnostics.report(Diagnostic(.error, "label \(debugName): \(error)"))
      size = .zero
    }
    return CGRect(
      origin: bounds.origin,
      size: CGSize(width: min(size.width, bounds.width), height: min(size.height, bounds.height)))
  }

  /// Characters in the text that no bundled font can show ("tofu"): a warning sign in a snapshot.
  public var unknownGlyphCount: Int { metrics(width: nil).unknownGlyphs }
}

extension Label: AccessibleByDefault {
  /// A label reads its text (UIKit's default `accessibilityLabel` for a label).
  package var defaultAccessibilityLabel: String? { text }
  package var defaultAccessibilityTraits: AccessibilityTraits { .staticText }
}
