import Foundation

/// How the lines of a paragraph are set (UIKit's `NSParagraphStyle`).
///
/// Attributed strings carry it. Labels here take its alignment; the other values are kept.
open class ParagraphStyle: NSObject {
  struct Values: Hashable {
    var alignment = TextAlignment.natural
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var lineBreakMode = LineBreakMode.byWordWrapping
    var lineHeightMultiple: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
  }

  /// CoreFoundation's view of this object: must stay the first stored property (``AttributeValueHeader``).
  private let attributeValueHeader = AttributeValueHeader()
  var values = Values()

  public override init() {}

  /// Two styles are equal when their values are, as `NSParagraphStyle.isEqual(_:)` compares them.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? ParagraphStyle)?.values == values
  }
  open override var hash: Int { values.hashValue }

  /// The default style: natural alignment, no spacing or indents, lines wrapped at words.
  open class var `default`: ParagraphStyle { ParagraphStyle() }

  open var alignment: TextAlignment { values.alignment }
  open var lineSpacing: CGFloat { values.lineSpacing }
  open var paragraphSpacing: CGFloat { values.paragraphSpacing }
  open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
  open var lineBreakMode: LineBreakMode { values.lineBreakMode }
  open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
  open var minimumLineHeight: CGFloat { values.minimumLineHeight }
  open var maximumLineHeight: CGFloat { values.maximumLineHeight }
  open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
  open var headIndent: CGFloat { values.headIndent }
  open var tailIndent: CGFloat { values.tailIndent }

  /// A mutable copy (UIKit's `mutableCopy()` gives `Any`, cast to `NSMutableParagraphStyle`).
  open override func mutableCopy() -> Any {
    let copy = MutableParagraphStyle()
    copy.values = values
    return copy
  }

  /// An immutable copy with the same values (`NSParagraphStyle` is `NSCopying`).
  open override func copy() -> Any {
    let copy = ParagraphStyle()
    copy.values = values
    return copy
  }
}

/// A paragraph style whose values can be set (UIKit's `NSMutableParagraphStyle`).
open class MutableParagraphStyle: ParagraphStyle {
  open override var alignment: TextAlignment {
    get { values.alignment }
    set { values.alignment = newValue }
  }
  open override var lineSpacing: CGFloat {
    get { values.lineSpacing }
    set { values.lineSpacing = newValue }
  }
  open override var paragraphSpacing: CGFloat {
    get { values.paragraphSpacing }
    set { values.paragraphSpacing = newValue }
  }
  open override var paragraphSpacingBefore: CGFloat {
    get { values.paragraphSpacingBefore }
    set { values.paragraphSpacingBefore = newValue }
  }
  open override var lineBreakMode: LineBreakMode {
    get { values.lineBreakMode }
    set { values.lineBreakMode = newValue }
  }
  open override var lineHeightMultiple: CGFloat {
    get { values.lineHeightMultiple }
    set { values.lineHeightMultiple = newValue }
  }
  open override var minimumLineHeight: CGFloat {
    get { values.minimumLineHeight }
    set { values.minimumLineHeight = newValue }
  }
  open override var maximumLineHeight: CGFloat {
    get { values.maximumLineHeight }
    set { values.maximumLineHeight = newValue }
  }
  open override var firstLineHeadIndent: CGFloat {
    get { values.firstLineHeadIndent }
    set { values.firstLineHeadIndent = newValue }
  }
  open override var headIndent: CGFloat {
    get { values.headIndent }
    set { values.headIndent = newValue }
  }
  open override var tailIndent: CGFloat {
    get { values.tailIndent }
    set { values.tailIndent = newValue }
  }
}

public typealias NSParagraphStyle = ParagraphStyle
public typealias NSMutableParagraphStyle = MutableParagraphStyle
