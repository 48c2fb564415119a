import Foundation

/// Draws a cell's standard accessory at the trailing end of the space the cell gives it: a chevron, a check mark,
/// an information button, or both.
///
/// UIKit draws them with SF Symbols, which are not used here; these strokes stand in at the sizes in
/// ``ListMetrics`` and in UIKit's colours: the chevron in the tertiary label colour, the check mark and the
/// information button in the tint colour. Each ends at the cell's trailing margin.
final class AccessoryMarkView: View, ContentDrawing {
  var type: TableViewCell.AccessoryType = .none
  var sideMargin: CGFloat = 16

  var drawnContent: [DrawnContent] {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    var trailing = bounds.width - sideMargin
    var content: [DrawnContent] = []
    let middle = bounds.height / 2
    let place = { (x: CGFloat) in rightToLeft ? self.bounds.width - x : x }
    if type == .disclosureIndicator || type == .detailDisclosureButton {
      let color = Color.tertiaryLabel
      let size = ListMetrics.chevronSize
      let tip = CGPoint(x: place(trailing - 1), y: middle)
      let back = place(trailing - size.width + 1)
      content += [
        .line(
          from: CGPoint(x: back, y: middle - size.height / 2 + 1), to: tip, color, lineWidth: 2),
        .line(
          from: tip, to: CGPoint(x: back, y: middle + size.height / 2 - 1), color, lineWidth: 2),
      ]
      trailing -= size.width + ListMetrics.accessorySpacing
    }
    if type == .checkmark {
      let color = tintColor ?? .systemBlue
      let size = ListMetrics.checkmarkSize
      let left = CGPoint(x: place(trailing - size.width + 1), y: middle)
      let bottom = CGPoint(x: place(trailing - size.width * 0.6), y: middle + size.height / 2 - 1)
      let right = CGPoint(x: place(trailing - 1), y: middle - size.height / 2 + 1)
      content += [
        .line(from: left, to: bottom, color, lineWidth: 2),
        .line(from: bottom, to: right, color, lineWidth: 2),
      ]
    }
    if type == .detailButton || type == .detailDisclosureButton {
      let color = tintColor ?? .systemBlue
      let diameter = ListMetrics.detailButtonDiameter
      let circle = CGRect(
        x: place(trailing) - (rightToLeft ? 0 : diameter), y: middle - diameter / 2,
        width: diameter,
        height: diameter)
      content += [
        .stroke(circle, color, cornerRadius: diameter / 2, lineWidth: 1.5),
        .fill(
          CGRect(x: circle.midX - 1, y: circle.midY - 2, width: 2, height: 8), color,
          cornerRadius: 1),
        .ellipse(CGRect(x: circle.midX - 1.25, y: circle.minY + 5, width: 2.5, height: 2.5), color),
      ]
    }
    return content
  }
}
