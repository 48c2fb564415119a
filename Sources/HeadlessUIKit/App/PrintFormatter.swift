import Foundation

/// Lays out content across printed pages (UIKit's `UIPrintFormatter`): kept, as nothing prints here.
open class PrintFormatter {
  /// The insets of the content on each page, in points.
  open var perPageContentInsets = EdgeInsets.zero
  /// The widest the content may be on a page, in points.
  open var maximumContentWidth: CGFloat = 0
  /// The tallest the content may be on a page, in points.
  open var maximumContentHeight: CGFloat = 0
  /// The first page the content prints on.
  open var startPage = 0
  /// The number of pages the content takes: none, as nothing is paginated here.
  open var pageCount: Int { 0 }

  public init() {}

  /// The rectangle of the content on page `pageIndex`: empty, as nothing is paginated here.
  open func rect(forPage pageIndex: Int) -> CGRect { .zero }

  /// Draws the content of page `pageIndex` into `rect` (nothing here).
  open func draw(in rect: CGRect, forPageAt pageIndex: Int) {}

  /// Removes the formatter from its page renderer (there is none here).
  open func removeFromPrintPageRenderer() {}
}

/// The formatter that prints a view (UIKit's `UIViewPrintFormatter`).
open class ViewPrintFormatter: PrintFormatter {
  /// The view printed.
  open private(set) var view: View

  /// A formatter for `view` (UIKit makes it with ``View/viewPrintFormatter()``).
  init(view: View) {
    self.view = view
    super.init()
  }
}

public typealias UIPrintFormatter = PrintFormatter
public typealias UIViewPrintFormatter = ViewPrintFormatter
