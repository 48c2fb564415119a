import Foundation
import Layout

/// A row of dots, one per page, the current one solid (UIKit's `UIPageControl`).
///
/// Dots are 7 points wide with 9 points between them, the sizes of UIKit's page-control dots before iOS 14 (the
/// iPhone OS page-control images); the control is 26 points high with 8 points beside the outer dots. UIKit does not
/// document its iOS 14 and later metrics, so these are an approximation of its drawing, stated here so that a
/// reference can be checked against them. Dots are tinted ``pageIndicatorTintColor`` (the tertiary label colour)
/// and ``currentPageIndicatorTintColor`` (the label colour), and run leading to trailing.
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
    didSet { currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0)) }
  }
  /// Whether a single page hides the control's dots.
  open var hidesForSinglePage = false
  /// The other dots' colour; `nil` for the tertiary label colour.
  open var pageIndicatorTintColor: Color?
  /// The current page's dot colour; `nil` for the label colour.
  open var currentPageIndicatorTintColor: Color?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The size the dots of `pageCount` pages need.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    let count = CGFloat(max(pageCount, 0))
    guard count > 0 else { return CGSize(width: 0, height: Self.height) }
    let dots = count * Self.dotDiameter + (count - 1) * Self.dotSpacing
    return CGSize(width: dots + 2 * Self.sidePadding, height: Self.height)
  }

  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  package var drawnContent: [DrawnContent] {
    guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return [] }
    let needed = size(forNumberOfPages: numberOfPages).width - 2 * Self.sidePadding
    let start = (bounds.width - needed) / 2
    let y = (bounds.height - Self.dotDiameter) / 2
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    return (0..<numberOfPages).map { page in
      let slot = rightToLeft ? numberOfPages - 1 - page : page
      let x = start + CGFloat(slot) * (Self.dotDiameter + Self.dotSpacing)
      let color =
        page == currentPage
        ? (currentPageIndicatorTintColor ?? .label) : (pageIndicatorTintColor ?? .tertiaryLabel)
      return .ellipse(
        CGRect(x: x, y: y, width: Self.dotDiameter, height: Self.dotDiameter), color)
    }
  }
}
