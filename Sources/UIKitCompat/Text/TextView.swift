import Foundation
import Layout
import Typesetting

/// Scrollable, multi-line text (UIKit's `UITextView`), a ``ScrollView``.
///
/// UIKit's defaults are kept: a 12-point system font when none is set, the label colour, a system background,
/// 8 points of ``textContainerInset`` above and below, and 5 points of line-fragment padding on each side. As in
/// UIKit, a scrolling text view (the default) has no intrinsic size, and one with ``isScrollEnabled`` false sizes
/// itself like a multi-line label: its height follows the width layout gives it.
open class TextView: ScrollView, ContentDrawing {
  /// Text input takes the keyboard: it can become first responder (UIKit's text input views can).
  open override var canBecomeFirstResponder: Bool { true }

  /// The padding UIKit's text container adds on each side of every line (`lineFragmentPadding`).
  public static let lineFragmentPadding: CGFloat = 5

  /// Measures and lays out the text; it is not a subview.
  private let model = Label()

  /// The text shown ("" by default).
  open var text: String! {
    get { model.text ?? "" }
    set {
      model.text = newValue
      invalidateIntrinsicContentSize()
    }
  }

  /// The font; `nil` stands for UIKit's default, the 12-point system font.
  open var font: Font? {
    get { storedFont }
    set {
      storedFont = newValue
      model.font = newValue ?? .systemFont(ofSize: 12)
      invalidateIntrinsicContentSize()
    }
  }
  private var storedFont: Font?

  /// The text's colour; `nil` draws in the label colour.
  open var textColor: Color?
  open var textAlignment: TextAlignment {
    get { model.textAlignment }
    set { model.textAlignment = newValue }
  }
  /// Space between the bounds and the text container (8 points above and below by default).
  open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { invalidateIntrinsicContentSize() }
  }
  open var isEditable = true
  open var isSelectable = true
  /// Whether the font follows the content size category (see ``Font/preferredFont(forTextStyle:)``).
  open var adjustsFontForContentSizeCategory = false
  open var keyboardType: KeyboardType = .default
  open var returnKeyType: ReturnKeyType = .default
  open var autocapitalizationType: TextAutocapitalizationType = .sentences
  open var autocorrectionType: TextAutocorrectionType = .default
  /// The ``delegate`` as a text view's (set `delegate` to a `UITextViewDelegate`, as in UIKit; never called here:
  /// nothing is typed).
  public var textViewDelegate: TextViewDelegate? { delegate as? TextViewDelegate }

  /// The text as an attributed string (its attributes are not drawn).
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(string: text) }
    set { text = newValue?.string ?? "" }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    model.hostView = self
    model.numberOfLines = 0
    model.font = .systemFont(ofSize: 12)
    backgroundColor = .systemBackground
  }

  /// The insets from the bounds to the text: the container inset plus the line-fragment padding.
  private var textInsets: EdgeInsets {
    var insets = textContainerInset
    insets.left += Self.lineFragmentPadding
    insets.right += Self.lineFragmentPadding
    return insets
  }

  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
    return padded(model.text?.isEmpty == false ? model.metrics(width: nil).size : emptySize)
  }

  open override var hasHeightForWidth: Bool { !isScrollEnabled }

  open override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
    guard !isScrollEnabled else { return intrinsicContentSize }
    let insets = textInsets
    let inner = max(width - insets.left - insets.right, 0)
    guard model.text?.isEmpty == false else { return padded(emptySize) }
    let natural = model.metrics(width: nil).size.width
    return padded(
      CGSize(width: min(natural, inner), height: model.metrics(width: inner).size.height))
  }

  /// An empty text view is one line of its font high, as UIKit's is.
  private var emptySize: CGSize {
    CGSize(width: 0, height: model.font.lineHeight)
  }

  private func padded(_ size: CGSize) -> CGSize {
    let insets = textInsets
    return CGSize(
      width: size.width + insets.left + insets.right,
      height: size.height + insets.top + insets.bottom)
  }

  package var drawnContent: [DrawnContent] {
    guard model.text?.isEmpty == false else { return [] }
    let insets = textInsets
    let width = max(bounds.width - insets.left - insets.right, 0)
    let height = model.metrics(width: width).size.height
    let rect = CGRect(x: insets.left, y: insets.top, width: width, height: height)
    var style = model.textStyle
    style.numberOfLines = 0
    return [.text(style, rect, textColor ?? .label)]
  }
}

/// What a text view tells its delegate (UIKit's `UITextViewDelegate`, a scroll view delegate too); every method
/// has a default.
public protocol TextViewDelegate: ScrollViewDelegate {
  func textViewDidBeginEditing(_ textView: TextView)
  func textViewDidEndEditing(_ textView: TextView)
  func textViewDidChange(_ textView: TextView)
}

extension TextViewDelegate {
  public func textViewDidBeginEditing(_ textView: TextView) {}
  public func textViewDidEndEditing(_ textView: TextView) {}
  public func textViewDidChange(_ textView: TextView) {}
}

public typealias UITextView = TextView
public typealias UITextViewDelegate = TextViewDelegate
