import Foundation

/// What a table tells a cell, header or footer it shows: the table's style, margins and separators.
///
/// A cell outside a table has none, and draws no separator.
struct ListPlacement {
  var style: TableView.Style
  /// The leading and trailing margins of the table's content (its layout margins).
  var sideMargin: CGFloat
  /// Whether a separator is drawn below this row.
  var showsSeparator: Bool
  var separatorColor: Color
  /// The table's separator insets; `nil` follows the cell's text.
  var separatorInset: EdgeInsets?
  /// Whether the separator spans the whole row (the last row of a grouped section).
  var separatorSpansRow: Bool
  var isFirstInSection: Bool
  var isLastInSection: Bool
  /// What the table's separators take from the bottom of every row.
  ///
  /// One device pixel while the table draws separators, else nothing. UIKit's content view is that much shorter than its row (43.667 points in a 44-point
  /// row at 3×), and a self-sizing row is that much taller than its content (docs/uikit-lists.md, "Metrics").
  var separatorHeight: CGFloat = 0
}

extension View {
  /// Rounds a row's corners as its list's style asks: an inset-grouped section's first row at the top, its last at
  /// the bottom, by 10 points, clipping the row; square otherwise.
  func roundCorners(for placement: ListPlacement?) {
    var corners: Layer.CornerMask = []
    if let placement, placement.style == .insetGrouped {
      if placement.isFirstInSection {
        corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner])
      }
      if placement.isLastInSection {
        corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
      }
    }
    layer.cornerRadius = corners.isEmpty ? 0 : ListMetrics.insetGroupedCornerRadius
    layer.maskedCorners = corners
    clipsToBounds = !corners.isEmpty
  }
}

/// The line below a row: one device pixel tall at the bottom of the row, above the cell's content (UIKit adds the
/// separator as the cell's topmost subview).
final class ListSeparatorView: View, ContentDrawing {
  var color: Color = .separator

  var drawnContent: [DrawnContent] {
    [.hairline(y: bounds.height, from: 0, to: bounds.width, color)]
  }
}
