import Foundation

// The lines a table draws itself, besides each cell's separator: a grouped section's top edge, and the separators
// of the empty filler rows a plain table shows below its last row when `fillerRowHeight` asks for them (none by
// default since iOS 15) and it has no footer view, as UIKit does.
extension TableView: ContentDrawing {
  package var drawnContent: [DrawnContent] {
    guard separatorStyle != .none, let geometry, let color = separatorColor else { return [] }
    let top = tableHeaderView?.frame.height ?? 0
    let frames = geometry.frames(top: top, inset: 0, window: bounds)
    let shift = bounds.minY
    var lines: [DrawnContent] = []
    switch tableStyle {
    case .grouped:
      for section in frames {
        guard let first = section.rows.first else { continue }
        lines.append(.hairline(y: first.minY - shift, from: 0, to: bounds.width, color))
      }
    case .plain:
      guard tableFooterView == nil, fillerRowHeight != 0 else { break }
      let filler =
        fillerRowHeight > 0
        ? fillerRowHeight : rowHeight > 0 ? rowHeight : ListMetrics.standardRowHeight
      var y = top + geometry.sectionsHeight + filler
      let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      let inset = separatorInset
      while y - shift <= bounds.height {
        lines.append(
          .hairline(
            y: y - shift, from: rightToLeft ? inset.right : inset.left,
            to: bounds.width - (rightToLeft ? inset.left : inset.right), color))
        y += filler
      }
    case .insetGrouped:
      break
    }
    return lines
  }
}
