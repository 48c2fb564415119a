import Foundation

/// A row of dots, one per page, the current one solid (UIKit's `UIPageControl`).
///
/// Dots are 7 points wide with 9 points between them, the sizes of UIKit's page-control dots before iOS 14 (the
/// iPhone OS page-control images); the control is 26 points high with 8 points beside the outer dots. UIKit does not
/// document its iOS 14 and later metrics, so these are an approximation of its drawing, stated here so that a
/// reference can be checked against them. Dots are tinted ``pageIndicatorTintColor`` (the tertiary label colour)
/// and ``currentPageIndicatorTintColor`` (the label colour), and run leading to trailing.
@preconcurrency @MainActor
open class PageControl: Control, ContentDrawing {
  static let dotDiameter: CGFloat = 7
  static let dotSpacing: CGFloat = 9
  static let height: CGFloat = 26
  /// Space before the first and after the last dot.
  static let sidePadding: CGFloat = 8

  /// How many pages (and dots) there are (0 by default).
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(numberOfPages, 0)
      currentPage = min(currentPage, max(numberOfPages - 1, 0))
      invalidateIntrinsicContentSize()
    }
  }
  /// The page shown, from 0 (clamped to the pages there are).
  open var currentPage = 0 {
    didSet {
      currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0))
      if !defersCurrentPageDisplay { displayedPage = currentPage }
    }
  }
  /// Whether a single page hides the control's dots.
  open var hidesForSinglePage = false
  /// The other dots' colour; `nil` for the tertiary label colour.
  open var pageIndicatorTintColor: Color? {
    didSet { noteAppearance(\PageControl.pageIndicatorTintColor) }
  }
  /// The current page's dot colour; `nil` for the label colour.
  open var currentPageIndicatorTintColor: Color? {
    didSet { noteAppearance(\PageControl.currentPageIndicatorTintColor) }
  }
  /// The background behind the dots (stored; the dots are drawn without one here).
  open var backgroundStyle: BackgroundStyle = .automatic
  /// The direction the dots run in: along the layout direction by default, or across it top to bottom or bottom to
  /// top (then the control is as wide as it was high).
  open var direction: Direction = .natural { didSet { invalidateIntrinsicContentSize() } }
  /// What the user is doing with the control: nothing, headless.
  open var interactionState: InteractionState { .none }
  /// Whether dragging along the dots scrubs through the pages (stored).
  open var allowsContinuousInteraction = true
  /// The progress of a timed page control (stored; drawn without a progress fill here).
  open var progress: PageControlProgress?
  /// The image every dot is drawn as, tinted; `nil` for a dot.
  open var preferredIndicatorImage: Image?
  /// The image the current page's dot is drawn as; `nil` for the other dots' image.
  open var preferredCurrentPageIndicatorImage: Image?
  /// Whether ``currentPage`` changes reach the dots only on ``updateCurrentPageDisplay()``.
  open var defersCurrentPageDisplay = false
  private var indicatorImages: [Int: Image] = [:]
  private var currentPageIndicatorImages: [Int: Image] = [:]
  /// The page drawn as current: ``currentPage``, or the last one shown while the display is deferred.
  private var displayedPage = 0

  /// The backgrounds a page control can draw behind its dots (UIKit's `UIPageControl.BackgroundStyle`).
  public enum BackgroundStyle: Int, Sendable {
    case automatic = 0, prominent, minimal
  }

  /// The directions dots can run in (UIKit's `UIPageControl.Direction`).
  public enum Direction: Int, Sendable {
    case natural = 0, leftToRight, rightToLeft, topToBottom, bottomToTop
  }

  /// What the user is doing with a page control (UIKit's `UIPageControl.InteractionState`).
  public enum InteractionState: Int, Sendable {
    case none = 0, discrete, continuous
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The image a page's dot is drawn as: the one set for the page, else ``preferredIndicatorImage``.
  open func indicatorImage(forPage page: Int) -> Image? {
    indicatorImages[page] ?? preferredIndicatorImage
  }

  /// Sets the image one page's dot is drawn as.
  open func setIndicatorImage(_ image: Image?, forPage page: Int) { indicatorImages[page] = image }

  /// The image a page's dot is drawn as while it is the current page.
  open func currentPageIndicatorImage(forPage page: Int) -> Image? {
    currentPageIndicatorImages[page] ?? preferredCurrentPageIndicatorImage
  }

  /// Sets the image one page's dot is drawn as while it is current.
  open func setCurrentPageIndicatorImage(_ image: Image?, forPage page: Int) {
    currentPageIndicatorImages[page] = image
  }

  /// Shows the current page, when ``defersCurrentPageDisplay`` held it back.
  open func updateCurrentPageDisplay() { displayedPage = currentPage }

  private var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }

  /// The size the dots of `pageCount` pages need (along the dots' direction).
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    let count = CGFloat(max(pageCount, 0))
    let length =
      count > 0
      ? count * Self.dotDiameter + (count - 1) * Self.dotSpacing + 2 * Self.sidePadding : 0
    return isVertical
      ? CGSize(width: Self.height, height: length) : CGSize(width: length, height: Self.height)
  }

  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  /// Whether the dots run against their axis's natural order (right to left, or bottom to top).
  private var isReversed: Bool {
    switch direction {
    case .natural: effectiveUserInterfaceLayoutDirection == .rightToLeft
    case .leftToRight, .topToBottom: false
    case .rightToLeft, .bottomToTop: true
    }
  }

  package var drawnContent: [DrawnContent] {
    guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return [] }
    let along = isVertical ? bounds.height : bounds.width
    let across = isVertical ? bounds.width : bounds.height
    let needed =
      CGFloat(numberOfPages) * Self.dotDiameter + CGFloat(numberOfPages - 1) * Self.dotSpacing
    let start = (along - needed) / 2
    // The prominent style's platter: a capsule around the dots and their side padding, the control's height across
    // (an approximation of UIKit's material, docs/uikit-defaults.md).
    var platter: [DrawnContent] = []
    if backgroundStyle == .prominent {
      let length = needed + 2 * Self.sidePadding
      let capsule =
        isVertical
        ? CGRect(
          x: (across - Self.height) / 2, y: (along - length) / 2, width: Self.height, height: length
        )
        : CGRect(
          x: (along - length) / 2, y: (across - Self.height) / 2, width: length, height: Self.height
        )
      platter = [.fill(capsule, .systemFill, cornerRadius: Self.height / 2)]
    }
    return platter
      + (0..<numberOfPages).map { page in
        let slot = isReversed ? numberOfPages - 1 - page : page
        let centre =
          start + CGFloat(slot) * (Self.dotDiameter + Self.dotSpacing) + Self.dotDiameter / 2
        let isCurrent = page == displayedPage
        let color =
          isCurrent
          ? (currentPageIndicatorTintColor ?? .label) : (pageIndicatorTintColor ?? .tertiaryLabel)
        let image =
          isCurrent
          ? currentPageIndicatorImage(forPage: page) ?? indicatorImage(forPage: page)
          : indicatorImage(forPage: page)
        let size = image?.size ?? CGSize(width: Self.dotDiameter, height: Self.dotDiameter)
        let origin =
          isVertical
          ? CGPoint(x: (across - size.width) / 2, y: centre - size.height / 2)
          : CGPoint(x: centre - size.width / 2, y: (across - size.height) / 2)
        let rect = CGRect(origin: origin, size: size)
        if let image { return .image(image, rect, tint: color) }
        return .ellipse(rect, color)
      }
  }
}
