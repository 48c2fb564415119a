import Foundation
import HeadlessUIKit

/// An edge for `al.edges(…)`.
public enum LayoutEdge: Sendable {
  case top, bottom, leading, trailing, left, right

  var attribute: LayoutAttribute {
    switch self {
    case .top: .top
    case .bottom: .bottom
    case .leading: .leading
    case .trailing: .trailing
    case .left: .left
    case .right: .right
    }
  }

  /// The inset an edge takes from an `EdgeInsets` (leading uses left, trailing right).
  func inset(in insets: EdgeInsets) -> CGFloat {
    switch self {
    case .top: insets.top
    case .bottom: insets.bottom
    case .leading, .left: insets.left
    case .trailing, .right: insets.right
    }
  }
}

/// `al.center`: centre X and centre Y together.
public struct AnchorCollectionCenter {
  let x: Anchor<AnchorTypeCenter, AnchorAxisHorizontal>
  let y: Anchor<AnchorTypeCenter, AnchorAxisVertical>

  /// centerX == other.centerX and centerY == other.centerY.
  @discardableResult
  public func align(with other: AnchorCollectionCenter) -> [LayoutConstraint] {
    [x.align(with: other.x), y.align(with: other.y)]
  }

  /// Centres in the superview.
  @discardableResult
  public func alignWithSuperview(file: String = #fileID, line: Int = #line) -> [LayoutConstraint] {
    guard superview(of: x.item, file: file, line: line) != nil else { return [] }
    return [x.alignWithSuperview(), y.alignWithSuperview()]
  }
}

/// `al.size`: width and height together.
public struct AnchorCollectionSize {
  let width: Anchor<AnchorTypeDimension, AnchorAxisHorizontal>
  let height: Anchor<AnchorTypeDimension, AnchorAxisVertical>

  /// width REL size.width and height REL size.height.
  @discardableResult
  public func set(_ size: CGSize, relation: LayoutRelation = .equal) -> [LayoutConstraint] {
    [width.set(size.width, relation: relation), height.set(size.height, relation: relation)]
  }

  /// `width REL other.width × m - insets.width`, likewise height: the insets subtract and are not multiplied.
  @discardableResult
  public func match(
    _ other: AnchorCollectionSize, insets: CGSize = .zero, multiplier: CGFloat = 1,
    relation: LayoutRelation = .equal
  ) -> [LayoutConstraint] {
    [
      width.match(other.width, offset: -insets.width, multiplier: multiplier, relation: relation),
      height.match(
        other.height, offset: -insets.height, multiplier: multiplier, relation: relation),
    ]
  }
}

/// `al.edges` or `al.edges(…)`: pins each edge separately, its relation in inset space (docs/dsl-semantics.md, "Anchor
/// collections").
public struct AnchorCollectionEdges {
  let item: LayoutItem
  let edges: [LayoutEdge]

  /// Pins each edge to the same edge of `container`, each with its own inset; the pin sign rule applies per edge,
  /// so `.greaterThanOrEqual` means "stay inside".
  @discardableResult
  public func pin(
    to container: LayoutItem, insets: EdgeInsets = .zero, relation: LayoutRelation = .equal
  )
    -> [LayoutConstraint]
  {
    edges.map { edge in
      Anchor<AnchorTypeEdge, AnchorAxisHorizontal>(item, edge.attribute).pin(
        to: container, inset: edge.inset(in: insets), relation: relation)
    }
  }

  /// Pins the edges to the superview.
  @discardableResult
  public func pinToSuperview(
    insets: EdgeInsets = .zero, relation: LayoutRelation = .equal, file: String = #fileID,
    line: Int = #line
  ) -> [LayoutConstraint] {
    guard let container = superview(of: item, file: file, line: line) else { return [] }
    return pin(to: container, insets: insets, relation: relation)
  }

  /// Pins the edges to the superview's margins guide.
  @discardableResult
  public func pinToSuperviewMargins(
    insets: EdgeInsets = .zero, relation: LayoutRelation = .equal, file: String = #fileID,
    line: Int = #line
  ) -> [LayoutConstraint] {
    guard let container = superview(of: item, file: file, line: line) else { return [] }
    return pin(to: container.layoutMarginsGuide, insets: insets, relation: relation)
  }
}
