import Foundation

extension View {
  /// `margins` raised to at least the superview's margins on `axes`, as a content view whose configuration
  /// preserves its superview's margins takes them (`axesPreservingSuperviewLayoutMargins`).
  func margins(_ margins: DirectionalEdgeInsets, preservingSuperviewMarginsOn axes: AxisOptions)
    -> DirectionalEdgeInsets
  {
    guard let superview else { return margins }
    var raised = margins
    let outer = superview.directionalLayoutMargins
    if axes.contains(.horizontal) {
      raised.leading = max(raised.leading, outer.leading)
      raised.trailing = max(raised.trailing, outer.trailing)
    }
    if axes.contains(.vertical) {
      raised.top = max(raised.top, outer.top)
      raised.bottom = max(raised.bottom, outer.bottom)
    }
    return raised
  }
}
