import Foundation

// The attribute names UIKit adds to Foundation's `NSAttributedString.Key`, with UIKit's raw values, so that code
// building attribute dictionaries compiles. Controls read `.font` and `.foregroundColor` where they draw titles.
extension NSAttributedString.Key {
  /// The text's font, a ``Font``.
  public static let font = NSAttributedString.Key("NSFont")
  /// The text's colour, a ``Color``.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The colour behind the text, a ``Color``.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// Extra space between characters, in points.
  public static let kern = NSAttributedString.Key("NSKern")
  /// Paragraph settings (stored).
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// Underline style (stored).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// Strikethrough style (stored).
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  // The rest of UIKit's keys, with the raw values of UIKit's NSAttributedString.h; stored, not drawn here.
  public static let ligature = NSAttributedString.Key("NSLigature")
  public static let tracking = NSAttributedString.Key("NSTracking")
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  /// A shadow, an ``NSShadow``.
  public static let shadow = NSAttributedString.Key("NSShadow")
  public static let textEffect = NSAttributedString.Key("NSTextEffect")
  public static let attachment = NSAttributedString.Key("NSAttachment")
  /// A link: a `URL` or a `String`.
  public static let link = NSAttributedString.Key("NSLink")
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  public static let obliqueness = NSAttributedString.Key("NSObliqueness")
  public static let expansion = NSAttributedString.Key("NSExpansion")
  public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
  public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
  public static let textHighlightStyle = NSAttributedString.Key("NSTextHighlightStyle")
  public static let textHighlightColorScheme = NSAttributedString.Key("NSTextHighlightColorScheme")
  public static let adaptiveImageGlyph = NSAttributedString.Key("CTAdaptiveImageProvider")
}

/// A text shadow (UIKit's `NSShadow`), for the `.shadow` attribute; kept, not drawn.
open class NSShadow: NSObject {
  /// CoreFoundation's view of this object: must stay the first stored property (``AttributeValueHeader``).
  private let attributeValueHeader = AttributeValueHeader()
  open var shadowOffset = CGSize.zero
  open var shadowBlurRadius: CGFloat = 0
  /// The colour; `nil` draws black at a third opacity, UIKit's default.
  open var shadowColor: Any?
  public override init() {}
}
