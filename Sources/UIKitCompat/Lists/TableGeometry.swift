import Foundation
import Layout

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
    var rowHeights: [CGFloat] = []
    /// Rows whose height still needs measuring from their cells.
    var unmeasured: Set<Int> = []
  }

  var width: CGFloat
  var sections: [Section]
}

extension TableGeometry {
  /// Where a section's pieces are, in the table's content coordinates.
  struct SectionFrames {
    var header: CGRect
    var rows: [CGRect]
    var footer: CGRect
    /// The whole section, header to footer.
    var all: CGRect { header.union(footer) }
  }

  /// The frames of every section, below a table header `top` points tall; rows are inset by `inset` at each side
  /// (an inset-grouped table's).
  func frames(top: CGFloat, inset: CGFloat) -> [SectionFrames] {
    var y = top
    return sections.map { section in
      y += section.topPadding
      let header = CGRect(x: 0, y: y, width: width, height: section.headerHeight)
      y = header.maxY
      let rows = section.rowHeights.map { height in
        defer { y += height }
        return CGRect(x: inset, y: y, width: width - 2 * inset, height: height)
      }
      let footer = CGRect(x: 0, y: y, width: width, height: section.footerHeight)
      y = footer.maxY
      return SectionFrames(header: header, rows: rows, footer: footer)
    }
  }

  /// The height of every section together.
  var sectionsHeight: CGFloat {
    sections.reduce(0) { total, section in
      total + section.topPadding + section.headerHeight + section.footerHeight
        + section.rowHeights.reduce(0, +)
    }
  }
}
