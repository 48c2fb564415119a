import Foundation

/// A flow layout's axes: lines run along one, they stack along the other (across), so one algorithm serves both
/// scroll directions.
struct FlowFrame {
  /// Insets along and across the lines.
  struct Insets {
    var lineStart: CGFloat
    var lineEnd: CGFloat
    var stackStart: CGFloat
    var stackEnd: CGFloat
  }

  /// Whether lines run horizontally (vertical scrolling).
  var vertical: Bool
  /// The length available to a line, before section insets.
  var lineLength: CGFloat
  /// The reference insets (safe area or margins) the section insets add to.
  var reference: Insets

  init(vertical: Bool, bounds: CGRect, reference insets: EdgeInsets) {
    self.vertical = vertical
    let rotated = Self.rotate(insets, vertical: vertical)
    reference = rotated
    lineLength = (vertical ? bounds.width : bounds.height) - rotated.lineStart - rotated.lineEnd
  }

  private static func rotate(_ insets: EdgeInsets, vertical: Bool) -> Insets {
    vertical
      ? Insets(
        lineStart: insets.left, lineEnd: insets.right, stackStart: insets.top,
        stackEnd: insets.bottom)
      : Insets(
        lineStart: insets.top, lineEnd: insets.bottom, stackStart: insets.left,
        stackEnd: insets.right)
  }

  /// Section insets in line terms.
  func rotated(_ insets: EdgeInsets) -> Insets {
    Self.rotate(insets, vertical: vertical)
  }

  func along(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
  func across(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
  func size(along: CGFloat, across: CGFloat) -> CGSize {
    vertical ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
  }

  func rect(lineOffset: CGFloat, stackOffset: CGFloat, size: CGSize) -> CGRect {
    vertical
      ? CGRect(x: lineOffset, y: stackOffset, width: size.width, height: size.height)
      : CGRect(x: stackOffset, y: lineOffset, width: size.width, height: size.height)
  }

  func contentSize(stack: CGFloat) -> CGSize {
    size(along: lineLength + reference.lineStart + reference.lineEnd, across: stack)
  }
}

/// Items broken into lines: each line takes items while they fit with the minimum spacing between them (a line's
/// first item is always taken, however long).
struct FlowLines {
  let lines: [[Int]]
  let available: CGFloat
  let spacing: CGFloat

  init(lengths: [CGFloat], available: CGFloat, spacing: CGFloat) {
    self.available = available
    self.spacing = spacing
    var lines: [[Int]] = []
    var current: [Int] = []
    var used: CGFloat = 0
    for (index, length) in lengths.enumerated() {
      if !current.isEmpty && used + spacing + length > available + 0.000_1 {
        lines.append(current)
        current = []
        used = 0
      }
      used += (current.isEmpty ? 0 : spacing) + length
      current.append(index)
    }
    if !current.isEmpty { lines.append(current) }
    self.lines = lines
  }

  /// Where line `number`'s items start along the line, from the section's leading inset.
  ///
  /// - Parameters:
  ///   - number: The line.
  ///   - uniform: Whether the section's items are all one size: then every line, the last too, sits on the grid of
  ///     the full lines' columns.
  ///   - lengths: Every item's length along the line.
  /// - Returns: Each of the line's items' offset.
  func offsets(of number: Int, uniform: Bool, lengths: [CGFloat]) -> [CGFloat] {
    let line = lines[number]
    let widths = line.map { lengths[$0] }
    if uniform, let width = widths.first {
      let columns = max(1, Int(((available + spacing) / (width + spacing)).rounded(.down)))
      if columns == 1 { return [max((available - width) / 2, 0)] }
      let gap = (available - CGFloat(columns) * width) / CGFloat(columns - 1)
      return line.indices.map { CGFloat($0) * (width + gap) }
    }
    let isLast = number == lines.count - 1
    let everyLineSingle = lines.allSatisfy { $0.count == 1 }
    if isLast && !everyLineSingle {
      return running(widths, gap: spacing)
    }
    if widths.count == 1 { return [max((available - widths[0]) / 2, 0)] }
    let gap = (available - widths.reduce(0, +)) / CGFloat(widths.count - 1)
    return running(widths, gap: gap)
  }

  private func running(_ widths: [CGFloat], gap: CGFloat) -> [CGFloat] {
    var offset: CGFloat = 0
    return widths.map { width in
      defer { offset += width + gap }
      return offset
    }
  }
}
