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
}
