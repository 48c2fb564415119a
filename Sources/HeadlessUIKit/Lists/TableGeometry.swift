import Foundation

/// A table's header or footer slot.
struct SupplementKey: Hashable, Comparable {
  enum Kind: Int, Hashable { case header, footer }
  var kind: Kind
  var section: Int

  /// Top to bottom: by section, a header before its footer (so views are added in a fixed order).
  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.section, lhs.kind.rawValue) < (rhs.section, rhs.kind.rawValue)
  }
}

/// The heights of a table's pieces for one width: what a layout measured, and estimates for the rest.
///
/// Rows whose height comes from their cells keep the estimate until the layout measures them; the positions follow
/// from the heights in one walk from the top (``TableView`` does it while placing).
struct TableGeometry {
  struct Section {
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0
    var headerTitle: String?
    var footerTitle: String?
    var headerView: View?
    var footerView: View?
    /// The space above the header (a plain table's `sectionHeaderTopPadding`).
    var topPadding: CGFloat = 0
    /// Each row's height (an estimate until measured), their sum, and which still need measuring from their cells.
    private(set) var rowHeights: [CGFloat] = []
    private(set) var rowsHeight: CGFloat = 0
    private(set) var needsMeasuring: [Bool] = []

    /// The section's whole height: padding, header, rows and footer.
    var height: CGFloat { topPadding + headerHeight + rowsHeight + footerHeight }

    /// Adds a row of a known height, or of an estimated one to measure later.
    mutating func appendRow(_ height: CGFloat, measured: Bool) {
      rowHeights.append(height)
      needsMeasuring.append(!measured)
      rowsHeight += height
    }

    /// Gives row `row` its measured height.
    mutating func setMeasuredHeight(_ height: CGFloat, ofRow row: Int) {
      rowsHeight += height - rowHeights[row]
      rowHeights[row] = height
      needsMeasuring[row] = false
    }

    mutating func reserveRows(_ count: Int) {
      rowHeights.reserveCapacity(count)
      needsMeasuring.reserveCapacity(count)
    }
  }

  var width: CGFloat
  var sections: [Section]
}

extension TableGeometry {
  /// Where a section's pieces are, in the table's content coordinates.
  struct SectionFrames {
    var header: CGRect
    /// The frames of the section's first rows: all of them, or those that start before the window's end.
    var rows: [CGRect]
    var rowCount: Int
    var footer: CGRect
    /// The whole section, header to footer.
    var all: CGRect { header.union(footer) }
  }

  /// The frames of every section, below a table header `top` points tall.
  ///
  /// Rows are inset by `inset` at each side (an inset-grouped table's). With a `window`, sections below it are
  /// skipped by their heights and rows are listed only up to the window's end, so the cost follows the window, not
  /// the row count.
  func frames(top: CGFloat, inset: CGFloat, window: CGRect? = nil) -> [SectionFrames] {
    var y = top
    let end = window?.maxY ?? .greatestFiniteMagnitude
    return sections.map { section in
      let sectionTop = y
      y += section.topPadding
      let header = CGRect(x: 0, y: y, width: width, height: section.headerHeight)
      var rows: [CGRect] = []
      if sectionTop < end {
        var rowTop = header.maxY
        for height in section.rowHeights {
          guard rowTop < end else { break }
          rows.append(CGRect(x: inset, y: rowTop, width: width - 2 * inset, height: height))
          rowTop += height
        }
      }
      y = header.maxY + section.rowsHeight
      let footer = CGRect(x: 0, y: y, width: width, height: section.footerHeight)
      y = footer.maxY
      return SectionFrames(
        header: header, rows: rows, rowCount: section.rowHeights.count, footer: footer)
    }
  }

  /// The height of every section together.
  var sectionsHeight: CGFloat { sections.reduce(0) { $0 + $1.height } }
}
