import Foundation

// Reading an attributed string from HTML or plain text, as UIKit's additions to NSAttributedString do
// (`NSAttributedString(data:options:documentAttributes:)`); apps use it to show server-made HTML in labels and text
// views. Linux's Foundation has neither the initialiser nor its option types: both are declared here, with UIKit's
// raw values. What the HTML gives is in docs/uikit-defaults.md, "Attributed strings from HTML".

extension NSAttributedString {
  /// A document format an attributed string reads (UIKit's `NSAttributedString.DocumentType`).
  public struct DocumentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Plain text.
    public static let plain = DocumentType(rawValue: "NSPlainText")
    /// Rich Text Format (not read here: the initialiser throws).
    public static let rtf = DocumentType(rawValue: "NSRTF")
    /// Rich Text Format with attachments (not read here: the initialiser throws).
    public static let rtfd = DocumentType(rawValue: "NSRTFD")
    /// HTML.
    public static let html = DocumentType(rawValue: "NSHTML")
  }

  /// An option for reading a document (UIKit's `NSAttributedString.DocumentReadingOptionKey`).
  public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The format, a ``NSAttributedString/DocumentType``; without it the data is read as HTML when it starts
    /// with a tag, else as plain text.
    public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
    /// The text encoding, a `String.Encoding` raw value (`UInt`); UTF-8 without it.
    public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
    /// Attributes every character starts with (plain text).
    public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
    /// A base URL for relative links (kept, not used here).
    public static let baseURL = DocumentReadingOptionKey(rawValue: "BaseURL")
    /// A timeout for loading subresources (kept, not used here: nothing is loaded).
    public static let timeout = DocumentReadingOptionKey(rawValue: "Timeout")
    /// A text encoding name (kept, not used here).
    public static let textEncodingName = DocumentReadingOptionKey(rawValue: "TextEncodingName")
    /// The source text scale (kept, not used here).
    public static let sourceTextScaling = DocumentReadingOptionKey(rawValue: "SourceTextScaling")
    /// The target text scale (kept, not used here).
    public static let targetTextScaling = DocumentReadingOptionKey(rawValue: "TargetTextScaling")
  }

  /// A document-wide attribute read or written with a document (UIKit's `NSAttributedString.DocumentAttributeKey`).
  public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The document's format.
    public static let documentType = DocumentAttributeKey(rawValue: "DocumentType")
    /// The document's text encoding.
    public static let characterEncoding = DocumentAttributeKey(rawValue: "CharacterEncoding")
    /// The document's default background colour.
    public static let backgroundColor = DocumentAttributeKey(rawValue: "BackgroundColor")
    /// The document's title.
    public static let title = DocumentAttributeKey(rawValue: "NSTitleDocumentAttribute")
  }

  /// Reads an attributed string from HTML or plain text.
  ///
  /// HTML gives UIKit's body text (12 points, black), bold, italic, underlined and struck-through runs, headings,
  /// paragraphs and line breaks, list items, links (blue and underlined, with the `.link` attribute), colours and
  /// sizes from `font` tags and `style` attributes, and character references. Nothing is fetched: images and style
  /// sheets are left out.
  ///
  /// - Parameters:
  ///   - data: The document's bytes.
  ///   - options: ``DocumentReadingOptionKey/documentType`` and ``DocumentReadingOptionKey/characterEncoding``
  ///     are read; plain text also takes ``DocumentReadingOptionKey/defaultAttributes``.
  ///   - dict: When given, receives the document attributes (its type and encoding).
  /// - Throws: `CocoaError(.fileReadCorruptFile)` when the bytes are not text in the encoding, or the format is RTF
  ///   (not read here).
  public convenience init(
    data: Data, options: [DocumentReadingOptionKey: Any] = [:],
    documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?
  ) throws {
    let encoding =
      (options[.characterEncoding] as? UInt).map(String.Encoding.init(rawValue:)) ?? .utf8
    guard let text = String(data: data, encoding: encoding) else {
      throw CocoaError(.fileReadCorruptFile)
    }
    let type =
      options[.documentType] as? DocumentType
      ?? (options[.documentType] as? String).map(DocumentType.init(rawValue:))
      ?? (text.drop { $0.isWhitespace }.hasPrefix("<") ? .html : .plain)
    let built: NSAttributedString
    switch type {
    case .html:
      built = HTMLReader(text).attributedString()
    case .plain:
      let defaults = options[.defaultAttributes] as? [NSAttributedString.Key: Any]
      built = NSAttributedString(string: text, attributes: defaults)
    default:
      throw CocoaError(.fileReadCorruptFile)
    }
    dict?.pointee = [
      DocumentAttributeKey.documentType.rawValue: type.rawValue,
      DocumentAttributeKey.characterEncoding.rawValue: encoding.rawValue,
    ]
    self.init(attributedString: built)
  }
}
