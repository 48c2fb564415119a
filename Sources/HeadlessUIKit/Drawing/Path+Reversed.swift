import Foundation

extension CGPath {
  /// The elements traced backwards, subpath by subpath: each starts at its old end, runs its segments in reverse
  /// order (a curve's control points swapped) and closes if it was closed.
  var reversedElements: [Element] {
    var result: [Element] = []
    var start: CGPoint?
    var segments: [(from: CGPoint, element: Element)] = []
    var current = CGPoint.zero
    var closed = false
    func flush() {
      guard let first = start else { return }
      result.append(.moveTo(current))
      for (from, element) in segments.reversed() {
        switch element {
        case .lineTo: result.append(.lineTo(from))
        case .quadCurveTo(_, let control): result.append(.quadCurveTo(from, control: control))
        case .curveTo(_, let control1, let control2):
          result.append(.curveTo(from, control1: control2, control2: control1))
        case .moveTo, .closeSubpath: break
        }
      }
      if closed { result.append(.closeSubpath) }
      (start, segments, closed, current) = (nil, [], false, first)
    }
    for element in elements {
      switch element {
      case .moveTo(let point):
        flush()
        start = point
        current = point
      case .lineTo(let point), .quadCurveTo(let point, _), .curveTo(let point, _, _):
        if start == nil { start = current }
        segments.append((current, element))
        current = point
      case .closeSubpath:
        closed = true
        flush()
      }
    }
    flush()
    return result
  }
}
