import Foundation

/// A one-line editable text field (UIKit's `UITextField`); nothing is typed here, so it shows its ``text`` or,
/// when empty, its ``placeholder``.
///
/// As in UIKit, a field has no border by default (``borderStyle`` `.none`) and is one line of its font high even
/// when empty; `.roundedRect` draws UIKit's rounded field. Secure entry shows a dot per character.
@preconcurrency @MainActor
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

  /// The text: "" for a new field, and after setting `nil`, as UIKit's getter answers (its documentation says `nil`;
  /// code that unwraps it relies on the empty string).
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue ?? ""
      contentDidChange()
    }
  }
  private var storedText = ""
  /// Shown in the placeholder colour while ``text`` is empty.
  open var placeholder: String? {
    didSet {
      storedAttributedPlaceholder = nil
      contentDidChange()
    }
  }
  /// The text with attributes (UIKit's `attributedText`; an empty string for a new field): setting it sets the
  /// text, and the font and colour of its first character become the field's (fields here draw one style).
  ///
  /// The text is stored directly, not through ``text``, as UIKit's setter does: a subclass whose `text` setter sets
  /// `attributedText` does not loop.
  open var attributedText: NSAttributedString? {
    get { NSAttributedString(string: storedText, attributes: [.font: model.font as Any]) }
    set {
      let attributes = newValue?.leadingAttributes ?? [:]
      if let font = attributes[.font] as? Font { self.font = font }
      if let color = attributes[.foregroundColor] as? Color { textColor = color }
      storedText = newValue?.string ?? ""
      contentDidChange()
    }
  }
  /// The placeholder with attributes: its string, drawn in the colour of its first character when it has one (else
  /// the placeholder colour).
  open var attributedPlaceholder: NSAttributedString? {
    get {
      storedAttributedPlaceholder
        ?? placeholder.map {
          NSAttributedString(string: $0, attributes: [.foregroundColor: Color.placeholderText])
        }
    }
    set {
      placeholder = newValue?.string
      storedAttributedPlaceholder = newValue
    }
  }
  private var storedAttributedPlaceholder: NSAttributedString?
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
  open var textContentType: TextContentType!
  open var clearButtonMode: ViewMode = .never
  open var clearsOnBeginEditing = false
  open var adjustsFontSizeToFitWidth = false
  open var minimumFontSize: CGFloat = 0
  /// Whether the font follows the content size category (Dynamic Type).
  open var adjustsFontForContentSizeCategory = false
  /// A view shown at the left edge while ``leftViewMode`` shows it (`.always` or `.unlessEditing`: a field is never
  /// being edited here), as a subview at ``leftViewRect(forBounds:)``; the text starts after it.
  open var leftView: View? { didSet { sideViewsDidChange(removing: oldValue) } }
  open var leftViewMode: ViewMode = .never { didSet { sideViewsDidChange(removing: nil) } }
  /// A view shown at the right edge, as ``leftView`` is at the left.
  open var rightView: View? { didSet { sideViewsDidChange(removing: oldValue) } }
  open var rightViewMode: ViewMode = .never { didSet { sideViewsDidChange(removing: nil) } }
  /// Told of editing; nothing is edited here, so it is only stored.
  open weak var delegate: TextFieldDelegate?
  /// Whether the field is being edited: never, here.
  open var isEditing: Bool { false }
  /// The attributes of the text: its font, colour and paragraph alignment.
  open var defaultTextAttributes: [NSAttributedString.Key: Any] {
    get { [.font: model.font as Font, .foregroundColor: textColor ?? Color.label] }
    set {
      if let font = newValue[.font] as? Font { self.font = font }
      if let color = newValue[.foregroundColor] as? Color { textColor = color }
    }
  }
  /// The attributes typing would use; nothing is typed here.
  open var typingAttributes: [NSAttributedString.Key: Any]?
  open var clearsOnInsertion = false
  open var allowsEditingTextAttributes = false
  /// An image drawn behind the text of a field without a border style (kept; the field draws its background colour).
  open var background: Image?
  open var disabledBackground: Image?
  /// What would restore an editing session; there is none here.
  open var interactionState: Any = ()

  /// Why editing ended, with UIKit's raw values.
  public enum DidEndEditingReason: Int, Sendable {
    case committed
  }

  public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  public static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

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
    let sides = [(leftView, leftViewMode), (rightView, rightViewMode)].reduce(CGSize.zero) {
      total, side in
      guard let view = side.0, shows(side.1) else { return total }
      let size = Self.sideSize(of: view)
      return CGSize(width: total.width + size.width, height: max(total.height, size.height))
    }
    return CGSize(
      width: width + insets.left + insets.right + sides.width,
      height: max(lineHeight + insets.top + insets.bottom, sides.height))
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
    var content = clearButtonContent
    guard shownText?.isEmpty == false else { return content }
    var color = isShowingPlaceholder ? placeholderColor : (textColor ?? .label)
    if !isEnabled { color = color.withAlphaComponent(color.alpha * 0.35) }
    // The text goes where the rectangle methods say, so a subclass that insets them (a padded field) moves it.
    let rect =
      isShowingPlaceholder ? placeholderRect(forBounds: bounds) : textRect(forBounds: bounds)
    content.append(.text(model.textStyle, rect, color))
    return content
  }

  /// The placeholder's colour: its attributed string's, else UIKit's placeholder colour.
  private var placeholderColor: Color {
    storedAttributedPlaceholder?.leadingAttributes[.foregroundColor] as? Color ?? .placeholderText
  }

  /// Whether the clear button shows: with text, in `.always` mode (the field is never being edited here, so
  /// `.whileEditing` never shows it and `.unlessEditing` always does).
  private var showsClearButton: Bool {
    text?.isEmpty == false && (clearButtonMode == .always || clearButtonMode == .unlessEditing)
  }

  /// The clear button: a grey disc with a white cross, at ``clearButtonRect(forBounds:)`` (on the leading side
  /// of a right-to-left field); approximate metrics, docs/uikit-defaults.md.
  private var clearButtonContent: [DrawnContent] {
    guard showsClearButton else { return [] }
    let disc = placed(clearButtonRect(forBounds: bounds))
    let arm = disc.width * 0.18
    let (x, y) = (disc.midX, disc.midY)
    return [
      .ellipse(disc, .tertiaryLabel),
      .line(
        from: CGPoint(x: x - arm, y: y - arm), to: CGPoint(x: x + arm, y: y + arm),
        .systemBackground,
        lineWidth: 1.5),
      .line(
        from: CGPoint(x: x - arm, y: y + arm), to: CGPoint(x: x + arm, y: y - arm),
        .systemBackground,
        lineWidth: 1.5),
    ]
  }

  /// A rectangle the overlay methods give (left-to-right, as UIKit's do) where it goes: mirrored across the bounds in
  /// a right-to-left field, as UIKit flips the overlay views.
  private func placed(_ rect: CGRect) -> CGRect {
    guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return rect }
    return CGRect(
      x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height
    )
  }

  // MARK: - Where things are drawn (override points)

  /// The rectangle the border is drawn in: the bounds.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// The rectangle the text is drawn in: the bounds less the border style's insets and the side views shown; a
  /// subclass insets it further for padding.
  ///
  /// In a right-to-left field the overlay views and the clear button are mirrored, and the text avoids them there.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    var rect = bounds.inset(by: insets)
    var overlays: [CGRect] = []
    if shows(leftViewMode) && leftView != nil { overlays.append(leftViewRect(forBounds: bounds)) }
    if shows(rightViewMode) && rightView != nil {
      overlays.append(rightViewRect(forBounds: bounds))
    }
    if showsClearButton { overlays.append(clearButtonRect(forBounds: bounds)) }
    for overlay in overlays.map(placed) {
      if overlay.midX < bounds.midX {
        let side = max(rect.minX, overlay.maxX)
        rect = CGRect(x: side, y: rect.minY, width: max(rect.maxX - side, 0), height: rect.height)
      } else {
        rect.size.width = max(0, min(rect.maxX, overlay.minX) - rect.minX)
      }
    }
    return rect
  }

  /// Where the left view goes: at the left edge, vertically centred, at its own size (its frame's, else its
  /// intrinsic size).
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    guard let leftView else { return .zero }
    let size = Self.sideSize(of: leftView)
    return CGRect(
      x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// Where the right view goes: at the right edge, vertically centred, at its own size.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    guard let rightView else { return .zero }
    let size = Self.sideSize(of: rightView)
    return CGRect(
      x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  /// Where the clear button goes while it shows.
  ///
  /// 19 points square, 6 points in from the right edge, vertically centred (approximate iOS 17 metrics); mirrored in a
  /// right-to-left field, as the overlay views are.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: bounds.maxX - 25, y: bounds.midY - 9.5, width: 19, height: 19)
  }

  /// Draws the text in a rectangle; the field draws its text itself here, so this override point is not called.
  open func drawText(in rect: CGRect) {}
  /// Draws the placeholder in a rectangle; not called here, as ``drawText(in:)`` is not.
  open func drawPlaceholder(in rect: CGRect) {}

  /// A side view's size: its frame's when it has one, else its intrinsic size.
  private static func sideSize(of view: View) -> CGSize {
    if view.frame.size != .zero { return view.frame.size }
    let size = view.intrinsicContentSize
    return CGSize(width: max(size.width, 0), height: max(size.height, 0))
  }

  /// Whether a side view in `mode` shows: a field is never being edited here.
  private func shows(_ mode: ViewMode) -> Bool { mode == .always || mode == .unlessEditing }

  /// Keeps the side views that show as subviews, and lays them out again.
  private func sideViewsDidChange(removing old: View?) {
    if let old, old !== leftView, old !== rightView { old.removeFromSuperview() }
    for (view, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] {
      guard let view else { continue }
      if shows(mode) {
        if view.superview !== self { addSubview(view) }
      } else if view.superview === self {
        view.removeFromSuperview()
      }
    }
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if let leftView, leftView.superview === self {
      leftView.frame = placed(leftViewRect(forBounds: bounds))
    }
    if let rightView, rightView.superview === self {
      rightView.frame = placed(rightViewRect(forBounds: bounds))
    }
  }

  /// The rectangle the placeholder is drawn in: the text's by default.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// The rectangle text is edited in: the text's by default.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  // MARK: Text input (UIKit's `UITextInput`, `UIKeyInput` and `UITextInputTraits`): positions in the text in UTF-16
  // code units, a selection code can set and read, and programmatic edits; nothing is typed here. UIKit declares
  // these members open in both UITextField and UITextView, and Swift lets a subclass override only what a class's
  // own declaration holds, so both declarations list them as one-line calls into `TextDocument`, where the logic is.

  open var spellCheckingType: TextSpellCheckingType = .default
  open var smartQuotesType: TextSmartQuotesType = .default
  open var smartDashesType: TextSmartDashesType = .default
  open var smartInsertDeleteType: TextSmartInsertDeleteType = .default
  open var inlinePredictionType: TextInlinePredictionType = .default
  open var keyboardAppearance: KeyboardAppearance = .default
  open var enablesReturnKeyAutomatically = false
  open var passwordRules: TextInputPasswordRules?
  /// Shown instead of the keyboard when editing (never, here).
  open override var inputView: View? {
    get { inputViews.input }
    set { inputViews.input = newValue }
  }
  open override var inputAccessoryView: View? {
    get { inputViews.accessory }
    set { inputViews.accessory = newValue }
  }
  private var inputViews: (input: View?, accessory: View?) = (nil, nil)
  open weak var inputDelegate: (any TextInputDelegate)?
  open var tokenizer: any TextInputTokenizer { TextInputStringTokenizer(textInput: self) }
  /// The selection code set (UIKit puts the caret at the end of new text); `nil` until set.
  open var selectedTextRange: TextRange?
  /// Nothing is being composed here.
  open var markedTextRange: TextRange? { nil }
  open var markedTextStyle: [NSAttributedString.Key: Any]?
  open var hasText: Bool { !textDocument.text.isEmpty }
  open var beginningOfDocument: TextPosition { textDocument.beginning }
  open var endOfDocument: TextPosition { textDocument.end }

  /// Inserts `text` at the selection (at the end without one), as typing would.
  open func insertText(_ text: String) {
    replace(textDocument.insertionRange(selection: selectedTextRange), withText: text)
  }

  /// Deletes the selection, or the character before an empty selection (the last character without one).
  open func deleteBackward() {
    replace(textDocument.deletionRange(selection: selectedTextRange), withText: "")
  }

  /// Composition does not happen here: the text is inserted as it is.
  open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    insertText(markedText ?? "")
  }
  open func unmarkText() {}
  open func text(in range: TextRange) -> String? { textDocument.text(in: range) }

  /// Replaces a range of the text; the selection becomes a caret after the new text.
  open func replace(_ range: TextRange, withText text: String) {
    (textDocumentText, selectedTextRange) = textDocument.replacing(range, with: text)
  }

  open func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange? {
    textDocument.range(from: fromPosition, to: toPosition)
  }

  open func position(from position: TextPosition, offset: Int) -> TextPosition? {
    textDocument.position(from: position, offset: offset)
  }

  open func position(from position: TextPosition, in direction: TextLayoutDirection, offset: Int)
    -> TextPosition?
  {
    textDocument.position(from: position, in: direction, offset: offset)
  }

  open func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult {
    textDocument.compare(position, to: other)
  }

  open func offset(from: TextPosition, to toPosition: TextPosition) -> Int {
    toPosition.offset - from.offset
  }

  open func position(within range: TextRange, farthestIn direction: TextLayoutDirection)
    -> TextPosition?
  {
    textDocument.farthest(in: range, direction: direction)
  }

  open func characterRange(byExtending position: TextPosition, in direction: TextLayoutDirection)
    -> TextRange?
  {
    textDocument.extending(position, direction: direction)
  }

  open func baseWritingDirection(for position: TextPosition, in direction: TextStorageDirection)
    -> WritingDirection
  {
    effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  open func setBaseWritingDirection(_ writingDirection: WritingDirection, for range: TextRange) {}
  // Selection geometry needs an editing session, which does not exist here.
  open func firstRect(for range: TextRange) -> CGRect { .null }
  open func caretRect(for position: TextPosition) -> CGRect { .null }
  open func selectionRects(for range: TextRange) -> [TextSelectionRect] { [] }
  open func closestPosition(to point: CGPoint) -> TextPosition? { nil }
  open func closestPosition(to point: CGPoint, within range: TextRange) -> TextPosition? { nil }
  open func characterRange(at point: CGPoint) -> TextRange? { nil }

  /// The text as the text-input members see it.
  private var textDocument: TextDocument { TextDocument(text) }

  private var textDocumentText: String {
    get { text ?? "" }
    set { text = newValue }
  }
}

/// What a text field tells its delegate (UIKit's `UITextFieldDelegate`); every method has a default.
@preconcurrency @MainActor
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
  // UIKit declares these too (in its own spelling here); each has a default below.
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  func textField(
    _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
    replacementString string: String
  ) -> Bool
  func textFieldDidChangeSelection(_ textField: UITextField)
  func textField(
    _ textField: UITextField, editMenuForCharactersIn range: NSRange,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu?
  func textField(
    _ textField: UITextField, editMenuForCharactersInRanges ranges: [NSValue],
    suggestedActions: [UIMenuElement]
  ) -> UIMenu?
  func textField(
    _ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
  func textField(
    _ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
  func textField(_ textField: UITextField, insertInputSuggestion inputSuggestion: UIInputSuggestion)
}

extension TextFieldDelegate {
  public func textField(
    _ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
  ) {}
  public func textField(
    _ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
  ) {}
  public func textField(
    _ textField: UITextField, insertInputSuggestion inputSuggestion: UIInputSuggestion
  ) {}
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
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {}
  public func textField(
    _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
    replacementString string: String
  ) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textField(
    _ textField: UITextField, editMenuForCharactersIn range: NSRange,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu? { nil }
  public func textField(
    _ textField: UITextField, editMenuForCharactersInRanges ranges: [NSValue],
    suggestedActions: [UIMenuElement]
  ) -> UIMenu? { nil }
}
