import Foundation
import Layout
import Typesetting

/// A one-line editable text field (UIKit's `UITextField`); nothing is typed here, so it shows its ``text`` or,
/// when empty, its ``placeholder``.
///
/// As in UIKit, a field has no border by default (``borderStyle`` `.none`) and is one line of its font high even
/// when empty; `.roundedRect` draws UIKit's rounded field. Secure entry shows a dot per character.
open class TextField: Control, ContentDrawing {
  /// Text input takes the keyboard: it can become first responder (UIKit's text input views can).
  open override var canBecomeFirstResponder: Bool { true }

  /// The field's border (UIKit's `UITextField.BorderStyle`).
  public enum BorderStyle: Int, Sendable {
    case none, line, bezel, roundedRect
  }

  /// When an overlay view (``leftView``, ``rightView``) is shown (UIKit's `UITextField.ViewMode`).
  public enum ViewMode: Int, Sendable {
    case never, whileEditing, unlessEditing, always
  }

  /// Stores font, colour and alignment; its text is what the field shows.
  ///
  /// It is not a subview.
  private let model = Label()

  open var text: String? { didSet { contentDidChange() } }
  /// Shown in the placeholder colour while ``text`` is empty.
  open var placeholder: String? { didSet { contentDidChange() } }
  /// The text with attributes (UIKit's `attributedText`): setting it sets ``text``, and the font and colour of its
  /// first character become the field's (fields here draw one style).
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set {
      let attributes = newValue?.leadingAttributes ?? [:]
      if let font = attributes[.font] as? Font { self.font = font }
      if let color = attributes[.foregroundColor] as? Color { textColor = color }
      text = newValue?.string
    }
  }
  /// The placeholder with attributes; only its string is used here.
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set { placeholder = newValue?.string }
  }
  open var font: Font? {
    get { model.font }
    set { model.font = newValue ?? .systemFont(ofSize: 17) }
  }
  open var textColor: Color? = .label
  open var textAlignment: TextAlignment {
    get { model.textAlignment }
    set { model.textAlignment = newValue }
  }
  open var borderStyle: BorderStyle = .none { didSet { borderStyleDidChange() } }
  /// Whether characters are shown as dots (a password).
  open var isSecureTextEntry = false { didSet { contentDidChange() } }
  open var keyboardType: KeyboardType = .default
  open var returnKeyType: ReturnKeyType = .default
  open var autocapitalizationType: TextAutocapitalizationType = .sentences
  open var autocorrectionType: TextAutocorrectionType = .default
  public var spellCheckingType: TextSpellCheckingType = .default
  open var textContentType: TextContentType?
  open var clearButtonMode: ViewMode = .never
  open var clearsOnBeginEditing = false
  open var adjustsFontSizeToFitWidth = false
  open var minimumFontSize: CGFloat = 0
  /// Whether the font follows the content size category (Dynamic Type).
  open var adjustsFontForContentSizeCategory = false
  /// A view shown at the left edge (stored; not drawn yet).
  open var leftView: View?
  open var leftViewMode: ViewMode = .never
  /// A view shown at the right edge (stored; not drawn yet).
  open var rightView: View?
  open var rightViewMode: ViewMode = .never
  /// Told of editing; nothing is edited here, so it is only stored.
  open weak var delegate: TextFieldDelegate?
  /// Whether the field is being edited: never, here.
  open var isEditing: Bool { false }

  /// Space around the text: 7 above and below and 8 at the sides for a rounded field (the project's measurement of
  /// UIKit's `.roundedRect` field), none otherwise.
  public var contentInsets: DirectionalEdgeInsets = .zero {
    didSet { invalidateIntrinsicContentSize() }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpModel()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpModel()
  }

  /// The project's field for mock-ups: a rounded field with a placeholder.
  public convenience init(placeholder: String?) {
    self.init(frame: .zero)
    self.placeholder = placeholder
    borderStyle = .roundedRect
    // Observers do not run for a class's own properties inside its initialisers.
    contentDidChange()
    borderStyleDidChange()
  }

  private func setUpModel() {
    model.hostView = self
    // UITextField's default font: the 17-point system font.
    model.font = .systemFont(ofSize: 17)
  }

  private func borderStyleDidChange() {
    switch borderStyle {
    case .roundedRect:
      backgroundColor = .systemBackground
      borderColor = .systemGray4
      borderWidth = 1
      cornerRadius = 5
      contentInsets = DirectionalEdgeInsets(top: 7, leading: 8, bottom: 7, trailing: 8)
    case .line, .bezel:
      borderColor = .label
      borderWidth = 1
      cornerRadius = 0
      contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    case .none:
      borderWidth = 0
      cornerRadius = 0
      contentInsets = .zero
    }
    invalidateIntrinsicContentSize()
  }

  private func contentDidChange() {
    model.text = shownText
    invalidateIntrinsicContentSize()
  }

  /// The text drawn: the text (as dots when secure), else the placeholder.
  private var shownText: String? {
    if let text, !text.isEmpty {
      return isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text
    }
    return placeholder
  }

  private var isShowingPlaceholder: Bool { text?.isEmpty != false }

  private var insets: EdgeInsets {
    contentInsets.resolved(for: effectiveUserInterfaceLayoutDirection)
  }

  /// The height of one line of the font.
  private var lineHeight: CGFloat { model.font.lineHeight }

  open override var intrinsicContentSize: CGSize {
    let width = shownText?.isEmpty == false ? model.metrics(width: nil).size.width : 0
    return CGSize(
      width: width + insets.left + insets.right,
      height: lineHeight + insets.top + insets.bottom)
  }

  open override var firstBaselineOffsetFromTop: CGFloat? {
    guard shownText?.isEmpty == false else { return nil }
    let text = model.metrics(width: nil)
    let content = bounds.inset(by: insets)
    let top = content.height > text.size.height ? (content.height - text.size.height) / 2 : 0
    return insets.top + top + text.firstBaseline
  }

  open override var lastBaselineOffsetFromBottom: CGFloat? {
    guard let first = firstBaselineOffsetFromTop else { return nil }
    return frame.height - first
  }

  package var drawnContent: [DrawnContent] {
    guard shownText?.isEmpty == false else { return [] }
    var color = isShowingPlaceholder ? Color.placeholderText : (textColor ?? .label)
    if !isEnabled { color = color.withAlphaComponent(color.alpha * 0.35) }
    // The text goes where the rectangle methods say, so a subclass that insets them (a padded field) moves it.
    let rect =
      isShowingPlaceholder ? placeholderRect(forBounds: bounds) : textRect(forBounds: bounds)
    return [.text(model.textStyle, rect, color)]
  }

  // MARK: - Where things are drawn (override points)

  /// The rectangle the border is drawn in: the bounds.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// The rectangle the text is drawn in: the bounds less the border style's insets; a subclass insets it further
  /// for padding.
  open func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: insets) }

  /// The rectangle the placeholder is drawn in: the text's by default.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// The rectangle text is edited in: the text's by default.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
}

/// What a text field tells its delegate (UIKit's `UITextFieldDelegate`); every method has a default.
public protocol TextFieldDelegate: AnyObject {
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  func textFieldDidBeginEditing(_ textField: TextField)
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool
  func textFieldDidEndEditing(_ textField: TextField)
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  func textFieldShouldClear(_ textField: TextField) -> Bool
  func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: TextField) {}
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
