import Foundation
import HeadlessUIKit

// Yalta 0.2's fill and centre methods, kept because the guide documents them (docs/dsl-semantics.md, "Fill and centre
// methods").
extension LayoutProxy {
  /// Pins to `container`'s edges (left and right only for `.horizontal`, top and bottom only for `.vertical`).
  ///
  /// The relation is in size space (docs/dsl-semantics.md, "Decisions"): `.lessThanOrEqual` means "no bigger than the
  /// container" (top >=, left >=, bottom <=, right <=).
  @discardableResult
  public func fill(
    _ container: LayoutItem, alongAxis axis: LayoutAxis? = nil, insets: EdgeInsets = .zero,
    relation: LayoutRelation = .equal
  ) -> [LayoutConstraint] {
    let inverted: LayoutRelation
    switch relation {
    case .lessThanOrEqual: inverted = .greaterThanOrEqual
    case .greaterThanOrEqual: inverted = .lessThanOrEqual
    case .equal: inverted = .equal
    }
    var edges: [LayoutEdge] = []
    if axis != .vertical { edges += [.left, .right] }
    if axis != .horizontal { edges += [.top, .bottom] }
    return AnchorCollectionEdges(item: base, edges: edges).pin(
      to: container, insets: insets, relation: inverted)
  }

  /// `fill(superview, …)`.
  @discardableResult
  public func fillSuperview(
    alongAxis axis: LayoutAxis? = nil, insets: EdgeInsets = .zero,
    relation: LayoutRelation = .equal,
    file: String = #fileID, line: Int = #line
  ) -> [LayoutConstraint] {
    guard let container = superview(of: base, file: file, line: line) else { return [] }
    return fill(container, alongAxis: axis, insets: insets, relation: relation)
  }

  /// `fill(superview.layoutMarginsGuide, …)`.
  @discardableResult
  public func fillSuperviewMargins(
    alongAxis axis: LayoutAxis? = nil, insets: EdgeInsets = .zero,
    relation: LayoutRelation = .equal,
    file: String = #fileID, line: Int = #line
  ) -> [LayoutConstraint] {
    guard let container = superview(of: base, file: file, line: line) else { return [] }
    return fill(container.layoutMarginsGuide, alongAxis: axis, insets: insets, relation: relation)
  }

  /// Centres in the superview: both centres, or only centerX (`.horizontal`) or centerY (`.vertical`).
  @discardableResult
  public func centerInSuperview(
    alongAxis axis: LayoutAxis? = nil, file: String = #fileID, line: Int = #line
  ) -> [LayoutConstraint] {
    guard superview(of: base, file: file, line: line) != nil else { return [] }
    var result: [LayoutConstraint] = []
    if axis != .vertical { result.append(centerX.alignWithSuperview()) }
    if axis != .horizontal { result.append(centerY.alignWithSuperview()) }
    return result
  }
}
