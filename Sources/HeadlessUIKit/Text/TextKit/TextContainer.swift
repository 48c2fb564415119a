import Foundation

/// The area a text view lays its text out in (TextKit's `NSTextContainer`).
///
/// A text view's container follows its width less ``TextView/textContainerInset``; its ``lineFragmentPadding`` (5
/// points, TextKit's default) is added on each side of every line, ``maximumNumberOfLines`` (0: no limit) and
/// ``lineBreakMode`` set how the text wraps and is cut, and changing any of them lays the text view out again.
/// Exclusion paths are kept, not flowed around.
open class NSTextContainer {
  /// The container's size (a text view's is its width and an unlimited height).
  open var size: CGSize
  /// The space left empty at each end of every line: 5 points by default, as in TextKit.
  open var lineFragmentPadding: CGFloat = 5 { didSet { owner?.textContainerDidChange() } }
  /// The most lines the text takes (0: no limit).
  open var maximumNumberOfLines = 0 { didSet { owner?.textContainerDidChange() } }
  /// How the last line that fits ends when the text is longer.
  open var lineBreakMode = LineBreakMode.byWordWrapping {
    didSet { owner?.textContainerDidChange() }
  }
  /// Areas the text would flow around (kept; text is laid out in the whole rectangle here).
  open var exclusionPaths: [BezierPath] = []
  /// Whether the width follows the text view's.
  open var widthTracksTextView = false
  /// Whether the height follows the text view's.
  open var heightTracksTextView = false
  /// The TextKit 1 layout manager the container belongs to.
  open weak var layoutManager: NSLayoutManager?
  /// The TextKit 2 layout manager: none, as text views here lay out as TextKit 1 does.
  open var textLayoutManager: NSTextLayoutManager? { nil }
  /// Whether the container is a plain rectangle (no exclusion paths).
  open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }

  /// The text view whose text the container lays out.
  weak var owner: TextView?

  /// A container of `size`.
  public init(size: CGSize) {
    self.size = size
  }

  /// A container of unlimited size.
  public convenience init() {
    self.init(
      size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
  }
}

/// Lays text out in containers (TextKit 1's `NSLayoutManager`): a text view's reports the rectangle its text takes.
open class NSLayoutManager {
  /// The text laid out.
  open var textStorage: NSTextStorage?
  /// The containers the text flows through.
  open private(set) var textContainers: [NSTextContainer] = []
  /// Whether layout may skip text that is not shown (kept).
  open var allowsNonContiguousLayout = false
  /// Whether line heights use the font's leading (kept).
  open var usesFontLeading = true
  /// Whether invisible characters are shown (kept).
  open var showsInvisibleCharacters = false
  /// Whether control characters are shown (kept).
  open var showsControlCharacters = false

  public init() {}

  /// Adds a container at the end.
  open func addTextContainer(_ container: NSTextContainer) {
    textContainers.append(container)
    container.layoutManager = self
  }

  /// Inserts a container at `index`.
  open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
    textContainers.insert(container, at: index)
    container.layoutManager = self
  }

  /// Removes the container at `index`.
  open func removeTextContainer(at index: Int) {
    textContainers.remove(at: index).layoutManager = nil
  }

  /// Lays out the text of `container` now (text is laid out when measured here).
  open func ensureLayout(for container: NSTextContainer) {}

  /// The rectangle the text takes in `container`: a text view's text, measured at its container's width.
  open func usedRect(for container: NSTextContainer) -> CGRect {
    container.owner?.usedTextRect ?? .zero
  }

  /// The number of glyphs: one per UTF-16 unit of the text, as for text without ligatures.
  open var numberOfGlyphs: Int { textStorage?.length ?? 0 }

  /// The glyphs laid out in `container`: all of them.
  open func glyphRange(for container: NSTextContainer) -> NSRange {
    NSRange(location: 0, length: numberOfGlyphs)
  }

  /// The character under `point` in `container`: nothing is laid out for hit testing here (no touch arrives), so the
  /// first, with the fraction 0.
  open func characterIndex(
    for point: CGPoint, in container: NSTextContainer,
    fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?
  ) -> Int {
    partialFraction?.pointee = 0
    return 0
  }

  /// The glyph under `point` in `container`: the first, as for ``characterIndex(for:in:fractionOfDistanceBetweenInsertionPoints:)``.
  open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int { 0 }

  /// The rectangle a range of glyphs takes in `container`: glyphs are not placed one by one here, so the text's whole
  /// used rectangle.
  open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect
  {
    usedRect(for: container)
  }

  /// Marks the layout of a range out of date (text is laid out when measured here).
  open func invalidateLayout(
    forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?
  ) {
    actualCharRange?.pointee = charRange
  }
}

/// The text a layout manager lays out (TextKit's `NSTextStorage`): a text view's follows its text, and editing it
/// edits the text view.
open class NSTextStorage: NSMutableAttributedString {
  /// The text view whose text this is.
  weak var owner: TextView?

  /// The layout managers of the text: its text view's, and those added.
  open var layoutManagers: [NSLayoutManager] { (owner.map { [$0.layoutManager] } ?? []) + added }
  private var added: [NSLayoutManager] = []

  /// Adds a layout manager that lays this text out (a TextKit stack built by hand).
  open func addLayoutManager(_ layoutManager: NSLayoutManager) {
    added.append(layoutManager)
    layoutManager.textStorage = self
  }

  /// Removes a layout manager added with ``addLayoutManager(_:)``.
  open func removeLayoutManager(_ layoutManager: NSLayoutManager) {
    added.removeAll { $0 === layoutManager }
    if layoutManager.textStorage === self { layoutManager.textStorage = nil }
  }

  open override func replaceCharacters(in range: NSRange, with str: String) {
    super.replaceCharacters(in: range, with: str)
    owner?.textStorageDidChange(self)
  }

  open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
    super.replaceCharacters(in: range, with: attrString)
    owner?.textStorageDidChange(self)
  }

  open override func setAttributedString(_ attrString: NSAttributedString) {
    super.setAttributedString(attrString)
    owner?.textStorageDidChange(self)
  }
}

/// A place in TextKit 2's text (`NSTextLocation`).
public protocol NSTextLocation: AnyObject {
  /// The order of this location and `location`.
  func compare(_ location: NSTextLocation) -> ComparisonResult
}

/// A range of TextKit 2's text (`NSTextRange`).
open class NSTextRange {
  /// Where the range starts.
  open private(set) var location: NSTextLocation
  /// Where the range ends.
  open private(set) var endLocation: NSTextLocation
  /// Whether the range is empty.
  open var isEmpty: Bool { location.compare(endLocation) == .orderedSame }

  /// An empty range at `location`.
  public init(location: NSTextLocation) {
    self.location = location
    endLocation = location
  }

  /// The range from `location` to `endLocation`, or `nil` when it would run backwards.
  public init?(location: NSTextLocation, end endLocation: NSTextLocation?) {
    let end = endLocation ?? location
    guard location.compare(end) != .orderedDescending else { return nil }
    self.location = location
    self.endLocation = end
  }
}

/// TextKit 2's layout manager (`NSTextLayoutManager`): kept as a type; text views here use TextKit 1's layout, so
/// theirs is `nil`.
open class NSTextLayoutManager {
  /// The container laid out in.
  open var textContainer: NSTextContainer?

  public init() {}
}

/// TextKit 2's controller of the visible part of a text (`NSTextViewportLayoutController`): kept as a type.
open class NSTextViewportLayoutController {
  /// The layout manager it belongs to.
  open private(set) weak var textLayoutManager: NSTextLayoutManager?

  public init(textLayoutManager: NSTextLayoutManager) {
    self.textLayoutManager = textLayoutManager
  }
}

/// TextKit 2's laid-out paragraph (`NSTextLayoutFragment`): kept as a type.
open class NSTextLayoutFragment {
  /// The rectangle the fragment takes.
  open var layoutFragmentFrame: CGRect = .zero

  public init() {}
}
