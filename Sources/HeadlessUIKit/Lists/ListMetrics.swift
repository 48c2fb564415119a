import Foundation

/// UIKit's measurements for table and collection views, in points.
///
/// docs/uikit-lists.md gives each number's source: Apple's documentation, measurements of table screenshots that
/// UIKit rendered (public snapshot-test references, iOS 15.5 and 17.5 at @3x, iOS 13.2 at @2x), or, where neither
/// exists, community reports; the ones nobody has published are listed there as approximations.
enum ListMetrics {
  /// UIKit's built-in row height, and the smallest a self-sizing standard cell gets (measured: a one-line
  /// standard cell's content view is 44 points tall).
  static let standardRowHeight: CGFloat = 44
  /// A cell content view's top and bottom margins (measured: a body-text line sits 11 points from each edge of a
  /// 44-point content view).
  static let contentVerticalMargin: CGFloat = 11
  /// The content view's trailing margin when an accessory follows it (the content stops 8 points short of the
  /// accessory; approximation, docs/uikit-lists.md).
  static let contentToAccessoryMargin: CGFloat = 8
  /// The indentation per level (UITableViewCell's `indentationWidth` defaults to 10 points, documented).
  static let indentationWidth: CGFloat = 10
  /// The gap between a standard cell's image and its text (measured: 16 points).
  static let imageToTextPadding: CGFloat = 16
  /// The vertical gap between the title and the secondary text of a `.subtitle` cell: none.
  static let subtitleVerticalPadding: CGFloat = 0
  /// The least gap between a `.value1` cell's title and its value.
  static let textToSecondaryTextHorizontalPadding: CGFloat = 8

  /// A table's side margins for its width: 20 points on phones 390 points wide and wider, 16 below (measured on
  /// 390- and 393-point phones and on a 320-point one; UIKit decides per device, docs/uikit-lists.md).
  static func sideMargin(forWidth width: CGFloat) -> CGFloat {
    width >= 390 ? 20 : 16
  }

  /// The glyph widths of the standard accessories (SF Symbols at 17-point semibold; approximations).
  static let chevronSize = CGSize(width: 8, height: 13)
  static let checkmarkSize = CGSize(width: 14, height: 12)
  static let detailButtonDiameter: CGFloat = 22
  /// The gap between a detail button and a chevron beside it.
  static let accessorySpacing: CGFloat = 16

  /// The corner radius of an inset-grouped section (measured: 10 points).
  static let insetGroupedCornerRadius: CGFloat = 10
  /// A plain table's header or footer with a one-line title: 28 points, the title centred in it.
  static let plainHeaderHeight: CGFloat = 28
  /// The space above each header of a plain table, iOS 15 and later (`sectionHeaderTopPadding`'s automatic value,
  /// widely reported when iOS 15 introduced it).
  static let plainHeaderTopPadding: CGFloat = 22
  /// A grouped table's header or footer without a title: 17.5 points, so 35 points separate two sections.
  static let groupedEmptyHeaderHeight: CGFloat = 17.5
  static let groupedEmptyFooterHeight: CGFloat = 17.5
  /// The space above a grouped table's first section when it has no header.
  static let groupedFirstEmptyHeaderHeight: CGFloat = 35
  /// A grouped header's margins around its title: 17 above (32 for the first section), 6 below.
  static let groupedHeaderTopMargin: CGFloat = 17
  static let groupedFirstHeaderTopMargin: CGFloat = 32
  static let groupedHeaderBottomMargin: CGFloat = 6
  /// A grouped footer's margins around its text: 6 above, 12 below.
  static let groupedFooterTopMargin: CGFloat = 6
  static let groupedFooterBottomMargin: CGFloat = 12
}
