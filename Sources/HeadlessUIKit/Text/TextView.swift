import Foundation

/// Scrollable, multi-line text (UIKit's `UITextView`), a ``ScrollView``.
///
/// UIKit's defaults are kept: a 12-point system font when none is set, the label colour, a system background,
/// 8 points of ``textContainerInset`` above and below, and 5 points of line-fragment padding on each side. As in
/// UIKit, a scrolling text view (the default) has no intrinsic size, and one with ``isScrollEnabled`` false sizes
/// itself like a multi-line label: its height follows the width layout gives it.
@preconcurrency @MainActor
open class TextView: ScrollView, ContentDrawing {
  /// Text input takes the keyboard: it can become first responder (UIKit's text input views can).
  open override var canBecomeFirstResponder: Bool { true }

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
  /// The attributes typing would use: the text's font and colour.
  open var typingAttributes: [NSAttributedString.Key: Any] {
    get {
      [.font: font ?? Font.systemFont(ofSize: 12), .foregroundColor: textColor ?? Color.label]
    }
    set {
      if let font = newValue[.font] as? Font { self.font = font }
      if let color = newValue[.foregroundColor] as? Color { textColor = color }
    }
  }
  /// How links are drawn (kept; text is drawn in one style here).
  open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
  open var textHighlightAttributes: [NSAttributedString.Key: Any]! = [:]
  open var usesStandardTextScaling = false
  open var dataDetectorTypes: DataDetectorTypes = []
  open var allowsEditingTextAttributes = false
  open var clearsOnInsertion = false
  open var isFindInteractionEnabled = false
  open var isSecureTextEntry = false
  open var textContentType: TextContentType!
  /// What would restore an editing session; there is none here.
  open var interactionState: Any = ()
  /// The selection as a range of UTF-16 code units: the text-input selection, or a caret at the end without one.
  open var selectedRange: NSRange {
    get {
      guard let range = selectedTextRange else {
        return NSRange(location: text.utf16.count, length: 0)
      }
      return NSRange(location: range.start.offset, length: range.end.offset - range.start.offset)
    }
    set {
      let start = TextPosition(offset: min(max(newValue.location, 0), text.utf16.count))
      let end = TextPosition(offset: min(start.offset + max(newValue.length, 0), text.utf16.count))
      selectedTextRange = TextRange(start: start, end: end)
    }
  }
  open var selectedRanges: [NSRange] {
    get { [selectedRange] }
    set { if let first = newValue.first { selectedRange = first } }
  }
  /// Scrolling happens when the scene is drawn: the view shows its content from the top.
  open func scrollRangeToVisible(_ range: NSRange) {}
  open var isSelectable = true
  /// Whether the font follows the content size category (see ``Font/preferredFont(forTextStyle:)``).
  open var adjustsFontForContentSizeCategory = false
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  public static let textDidChangeNotification = Notification.Name(
    "UITextViewTextDidChangeNotification")
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")
  open var keyboardType: KeyboardType = .default
  open var returnKeyType: ReturnKeyType = .default
  open var autocapitalizationType: TextAutocapitalizationType = .sentences
  open var autocorrectionType: TextAutocorrectionType = .default
  /// The ``delegate`` as a text view's (set `delegate` to a `UITextViewDelegate`, as in UIKit; never called here:
  /// nothing is typed).
  public var textViewDelegate: TextViewDelegate? { delegate }

  /// What is told about editing (UIKit redeclares the scroll view's `delegate` with this type).
  open weak var delegate: TextViewDelegate? {
    get { delegateObject as? TextViewDelegate }
    set { delegateObject = newValue }
  }

  /// The text as an attributed string, drawn with its attributes as a label draws them; the font and colour of its
  /// first character become the text view's.
  open var attributedText: NSAttributedString! {
    get { model.attributedText ?? NSAttributedString(string: "") }
    set {
      let leading = newValue?.leadingAttributes ?? [:]
      if let font = leading[.font] as? Font { storedFont = font }
      if let color = leading[.foregroundColor] as? Color { textColor = color }
      model.attributedText = newValue ?? NSAttributedString(string: "")
      invalidateIntrinsicContentSize()
    }
  }

  /// A text view with a new text container: a convenience initialiser, as UIKit declares it (`init(frame:
  /// textContainer:)` is the designated one), so a subclass may declare its own `convenience init(frame:)`.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, textContainer: nil)
  }

  /// A text view that lays its text out in `textContainer` (a new one when `nil`).
  public init(frame: CGRect, textContainer: NSTextContainer?) {
    if let textContainer { container = textContainer }
    super.init(frame: frame)
    configure()
  }

  /// A text view; TextKit 2 or 1 lay out the same here, so the choice is kept only.
  public convenience init(usingTextLayoutManager: Bool) {
    self.init(frame: .zero, textContainer: nil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    container.owner = self
    container.widthTracksTextView = true
    storage.owner = self
    manager.textStorage = storage
    manager.addTextContainer(container)
    model.hostView = self
    model.numberOfLines = 0
    model.font = .systemFont(ofSize: 12)
    backgroundColor = .systemBackground
  }

  /// The insets from the bounds to the text: the container inset plus the line-fragment padding.
  private var textInsets: EdgeInsets {
    var insets = textContainerInset
    insets.left += container.lineFragmentPadding
    insets.right += container.lineFragmentPadding
    return insets
  }

  // MARK: TextKit (Text/TextKit): the container the text is laid out in, its layout manager and its storage

  private var container = NSTextContainer()
  private let manager = NSLayoutManager()
  private let storage = NSTextStorage(string: "")

  /// The container the text is laid out in: its padding, line limit and line break mode apply.
  open var textContainer: NSTextContainer { container }
  /// The TextKit 1 layout manager of the text.
  open var layoutManager: NSLayoutManager { manager }
  /// The text as an editable attributed string: it follows ``text``, and editing it changes the text.
  open var textStorage: NSTextStorage {
    if storage.string != text { storage.setAttributedString(NSAttributedString(string: text)) }
    return storage
  }
  /// The TextKit 2 layout manager: none, as the text is laid out as TextKit 1 does.
  open var textLayoutManager: NSTextLayoutManager? { nil }

  /// Takes a change of the container's padding, line limit or line break mode.
  func textContainerDidChange() {
    model.numberOfLines = container.maximumNumberOfLines
    model.lineBreakMode = container.lineBreakMode
    invalidateIntrinsicContentSize()
  }

  /// Takes an edit of ``textStorage``.
  func textStorageDidChange(_ edited: NSTextStorage) {
    if edited.string != text { text = edited.string }
  }

  /// The rectangle the text takes inside the container, as the layout manager reports it.
  var usedTextRect: CGRect {
    let insets = textInsets
    let width = max(bounds.width - insets.left - insets.right, 0)
    guard model.text?.isEmpty == false else {
      return CGRect(origin: .zero, size: CGSize(width: 0, height: 0))
    }
    return CGRect(origin: .zero, size: model.metrics(width: width).size)
  }

  // TextKit 2's viewport callbacks (UITextView is its controller's delegate): never called here.
  open func viewportBounds(for textViewportLayoutController: NSTextViewportLayoutController)
    -> CGRect
  { bounds }
  open func textViewportLayoutControllerWillLayout(
    _ textViewportLayoutController: NSTextViewportLayoutController
  ) {}
  open func textViewportLayoutControllerDidLayout(
    _ textViewportLayoutController: NSTextViewportLayoutController
  ) {}
  open func textViewportLayoutControllerReceivedSetNeedsLayout(
    _ textViewportLayoutController: NSTextViewportLayoutController
  ) {}
  open func textViewportLayoutController(
    _ textViewportLayoutController: NSTextViewportLayoutController,
    configureRenderingSurfaceFor textLayoutFragment: NSTextLayoutFragment
  ) {}
  /// Draws the background of highlighted text (nothing is highlighted here).
  open func drawTextHighlightBackground(for textRange: NSTextRange, origin: CGPoint) {}

  // MARK: Find and replace (UIKit's `UITextSearching`): searches and replaces in the text, nothing is highlighted

  /// What names the document a found range is in: a text view has one document.
  public typealias DocumentIdentifier = AnyHashable?

  /// The find panel, while ``isFindInteractionEnabled``.
  open var findInteraction: FindInteraction? {
    guard isFindInteractionEnabled else { return nil }
    if let made = interactions.lazy.compactMap({ $0 as? FindInteraction }).first { return made }
    let made = FindInteraction()
    addInteraction(made)
    return made
  }

  /// Reports every match of `queryString` in the text to `resultAggregator`, in order, and finishes.
  open func performTextSearch(
    queryString: String, options: TextSearchOptions,
    resultAggregator: TextSearchAggregator<AnyHashable?>
  ) {
    for range in textDocument.ranges(of: queryString, options: options) {
      resultAggregator.foundRange(range, searchString: queryString, document: nil)
    }
    resultAggregator.finishedSearching()
  }

  /// The order of two found ranges, by their starts.
  open func compare(_ foundRange: TextRange, toRange: TextRange, document: AnyHashable??)
    -> ComparisonResult
  {
    textDocument.compare(foundRange.start, to: toRange.start)
  }

  /// Draws a found range in `usingStyle` (nothing is highlighted here).
  open func decorate(
    foundTextRange: TextRange, document: AnyHashable??, usingStyle: TextSearchFoundTextStyle
  ) {}
  /// Called before a found range is highlighted.
  open func willHighlight(foundTextRange: TextRange, document: AnyHashable??) {}
  /// Scrolls a found range into view (nothing scrolls here).
  open func scrollRangeToVisible(_ range: TextRange, inDocument: AnyHashable??) {}

  /// Whether a found range may be replaced: while the text is editable.
  open func shouldReplace(
    foundTextRange: TextRange, document: DocumentIdentifier?, withText text: String
  ) -> Bool {
    isEditable
  }

  /// Replaces a found range.
  open func replace(foundTextRange: TextRange, document: DocumentIdentifier?, withText text: String)
  {
    replace(foundTextRange, withText: text)
  }

  /// Replaces every match of `queryString`, last first so earlier ranges stay valid.
  open func replaceAll(queryString: String, options: TextSearchOptions, withText text: String) {
    for range in textDocument.ranges(of: queryString, options: options).reversed() {
      replace(range, withText: text)
    }
  }

  // MARK: Writing Tools and the rest of iOS 17–26 (kept: no Writing Tools, borders or formatting panel here)

  /// How much of Writing Tools the view offers.
  open var writingToolsBehavior = WritingToolsBehavior.default
  /// The kinds of result Writing Tools may give.
  open var allowedWritingToolsResultOptions: WritingToolsResultOptions = []
  /// Whether Writing Tools are at work (never, here).
  open var isWritingToolsActive: Bool { false }
  /// What runs Writing Tools over the text, made on first use.
  open var writingToolsCoordinator: WritingToolsCoordinator { coordinator }
  private lazy var coordinator = WritingToolsCoordinator()
  /// The class of coordinator made for the view.
  open var subclassForWritingToolsCoordinator: AnyClass { WritingToolsCoordinator.self }
  /// How line heights follow letterforms that reach outside the font's line (kept).
  open var sizingRule = LetterformAwareSizingRule.typographic
  /// The view's border (kept; a text view draws none here).
  open var borderStyle = BorderStyle.none

  /// A text view's border (UIKit's `UITextView.BorderStyle`).
  public enum BorderStyle: Int, Sendable {
    case none, roundedRect
  }

  /// A typed message about a text view (UIKit's `UITextView.Text…Message`, iOS 26); never posted here.
  public struct Message<Moment> {
    /// The text view the message is about.
    public var textView: TextView
    /// A message about `textView`.
    public init(textView: TextView) { self.textView = textView }
  }

  /// The moments of a text view's messages.
  public enum MessageMoment {
    public enum TextDidBeginEditing {}
    public enum TextDidChange {}
    public enum TextDidEndEditing {}
  }

  public typealias TextDidBeginEditingMessage = Message<MessageMoment.TextDidBeginEditing>
  public typealias TextDidChangeMessage = Message<MessageMoment.TextDidChange>
  public typealias TextDidEndEditingMessage = Message<MessageMoment.TextDidEndEditing>

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
    let style = model.textStyle
    return [.text(style, rect, textColor ?? .label)]
  }

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
    get { text }
    set { text = newValue }
  }
}

/// What a text view tells its delegate (UIKit's `UITextViewDelegate`, a scroll view delegate too); every method
/// has a default.
@preconcurrency @MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
  func textViewShouldBeginEditing(_ textView: TextView) -> Bool
  func textViewShouldEndEditing(_ textView: TextView) -> Bool
  func textViewDidBeginEditing(_ textView: TextView)
  func textViewDidEndEditing(_ textView: TextView)
  func textView(
    _ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  func textViewDidChange(_ textView: TextView)
  func textViewDidChangeSelection(_ textView: TextView)
  // UIKit declares these too (in its own spelling here); each has a default below.
  func textView(
    _ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String
  ) -> Bool
  func textView(
    _ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]
  ) -> UIMenu?
  func textView(
    _ textView: UITextView, editMenuForTextInRanges ranges: [NSValue],
    suggestedActions: [UIMenuElement]
  ) -> UIMenu?
  func textViewWritingToolsWillBegin(_ textView: UITextView)
  func textViewWritingToolsDidEnd(_ textView: UITextView)
  func textView(
    _ textView: UITextView, writingToolsIgnoredRangesInEnclosingRange enclosingRange: NSRange
  ) -> [NSValue]
  func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool
  func textView(
    _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment,
    in characterRange: NSRange, interaction: UITextItemInteraction
  ) -> Bool
  func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange)
    -> Bool
  func textView(
    _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment,
    in characterRange: NSRange
  ) -> Bool
  func textView(
    _ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
  func textView(
    _ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
  func textView(
    _ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction
  )
    -> UIAction?
  func textView(
    _ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu
  )
    -> UITextItem.MenuConfiguration?
  func textView(
    _ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem,
    animator: any UIContextMenuInteractionAnimating)
  func textView(
    _ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem,
    animator: any UIContextMenuInteractionAnimating)
  func textView(_ textView: UITextView, insertInputSuggestion inputSuggestion: UIInputSuggestion)
}

extension TextViewDelegate {
  public func textView(
    _ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
  ) {}
  public func textView(
    _ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
  ) {}
  /// UIKit's default: the action the system offers for the item.
  public func textView(
    _ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction
  ) -> UIAction? { defaultAction }
  /// UIKit's default: the system's menu, with the system's preview.
  public func textView(
    _ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu
  ) -> UITextItem.MenuConfiguration? { UITextItem.MenuConfiguration(menu: defaultMenu) }
  public func textView(
    _ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem,
    animator: any UIContextMenuInteractionAnimating
  ) {}
  public func textView(
    _ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem,
    animator: any UIContextMenuInteractionAnimating
  ) {}
  public func textView(
    _ textView: UITextView, insertInputSuggestion inputSuggestion: UIInputSuggestion
  ) {}
  public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
  public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: TextView) {}
  public func textViewDidEndEditing(_ textView: TextView) {}
  public func textView(
    _ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String
  )
    -> Bool
  { true }
  public func textViewDidChange(_ textView: TextView) {}
  public func textViewDidChangeSelection(_ textView: TextView) {}
  public func textView(
    _ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String
  ) -> Bool { true }
  public func textView(
    _ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]
  ) -> UIMenu? { nil }
  public func textView(
    _ textView: UITextView, editMenuForTextInRanges ranges: [NSValue],
    suggestedActions: [UIMenuElement]
  ) -> UIMenu? { nil }
  public func textViewWritingToolsWillBegin(_ textView: UITextView) {}
  public func textViewWritingToolsDidEnd(_ textView: UITextView) {}
  public func textView(
    _ textView: UITextView, writingToolsIgnoredRangesInEnclosingRange enclosingRange: NSRange
  ) -> [NSValue] { [] }
  public func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool { true }
  public func textView(
    _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment,
    in characterRange: NSRange, interaction: UITextItemInteraction
  ) -> Bool { true }
  public func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange
  ) -> Bool { true }
  public func textView(
    _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment,
    in characterRange: NSRange
  ) -> Bool { true }
}

public typealias UITextView = TextView
public typealias UITextViewDelegate = TextViewDelegate
