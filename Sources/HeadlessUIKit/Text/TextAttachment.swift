import Foundation

/// How text is underlined or struck through (UIKit's `NSUnderlineStyle`), with UIKit's raw values.
///
/// The style, the pattern and by-word are bits of one number. Kept as an attribute: a label here draws its text in
/// one style, without underlines.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// An image placed in attributed text (UIKit's `NSTextAttachment`): kept in the text; a label here draws the
/// characters around it, not the image.
open class NSTextAttachment: NSObject {
  /// CoreFoundation's view of this object: must stay the first stored property (``AttributeValueHeader``).
  private let attributeValueHeader = AttributeValueHeader()
  /// The image shown in the text.
  open var image: Image?
  /// Where the image sits, relative to the baseline; zero for the image's own size on the baseline.
  open var bounds: CGRect = .zero

  /// The image drawn for the attachment in `imageBounds`: its ``image`` (a subclass draws another).
  open func image(
    forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int
  ) -> Image? {
    image
  }
  /// The attachment's data, when made from data.
  open var contents: Data?
  /// The uniform type identifier of ``contents``.
  open var fileType: String?

  /// An attachment without content yet.
  public override init() {}

  /// An attachment of `contentData` of type `uti`.
  public init(data contentData: Data?, ofType uti: String?) {
    contents = contentData
    fileType = uti
  }

  /// An attachment showing `image`.
  public convenience init(image: Image) {
    self.init()
    self.image = image
  }
}

extension NSAttributedString {
  /// The character that stands for an attachment (U+FFFC), carrying it as its attribute.
  public convenience init(attachment: NSTextAttachment) {
    self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
  }
}
