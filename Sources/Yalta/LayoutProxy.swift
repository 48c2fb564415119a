import Foundation
import HeadlessUIKit

/// `item.al`: the entry to Yalta's anchors and collections for a view or a layout guide (docs/dsl-semantics.md, "Yalta
/// anchors and the al proxy").
public struct LayoutProxy<Base: LayoutItem> {
  /// The view or guide.
  public let base: Base

  public var top: Anchor<AnchorTypeEdge, AnchorAxisVertical> { Anchor(base, .top) }
  public var bottom: Anchor<AnchorTypeEdge, AnchorAxisVertical> { Anchor(base, .bottom) }
  public var left: Anchor<AnchorTypeEdge, AnchorAxisHorizontal> { Anchor(base, .left) }
  public var right: Anchor<AnchorTypeEdge, AnchorAxisHorizontal> { Anchor(base, .right) }
  public var leading: Anchor<AnchorTypeEdge, AnchorAxisHorizontal> { Anchor(base, .leading) }
  public var trailing: Anchor<AnchorTypeEdge, AnchorAxisHorizontal> { Anchor(base, .trailing) }
  public var centerX: Anchor<AnchorTypeCenter, AnchorAxisHorizontal> { Anchor(base, .centerX) }
  public var centerY: Anchor<AnchorTypeCenter, AnchorAxisVertical> { Anchor(base, .centerY) }
  public var width: Anchor<AnchorTypeDimension, AnchorAxisHorizontal> { Anchor(base, .width) }
  public var height: Anchor<AnchorTypeDimension, AnchorAxisVertical> { Anchor(base, .height) }

  /// Both centres.
  public var center: AnchorCollectionCenter { AnchorCollectionCenter(x: centerX, y: centerY) }
  /// Width and height.
  public var size: AnchorCollectionSize { AnchorCollectionSize(width: width, height: height) }
  /// All four edges (left, right, bottom, top).
  public var edges: AnchorCollectionEdges {
    AnchorCollectionEdges(item: base, edges: [.left, .right, .bottom, .top])
  }
  /// Some edges.
  public func edges(_ edges: LayoutEdge...) -> AnchorCollectionEdges {
    AnchorCollectionEdges(item: base, edges: edges)
  }
}

extension LayoutProxy where Base: View {
  public var firstBaseline: Anchor<AnchorTypeBaseline, AnchorAxisVertical> {
    Anchor(base, .firstBaseline)
  }
  public var lastBaseline: Anchor<AnchorTypeBaseline, AnchorAxisVertical> {
    Anchor(base, .lastBaseline)
  }
  /// `view.layoutMarginsGuide.al`.
  public var margins: LayoutProxy<LayoutGuide> {
    LayoutProxy<LayoutGuide>(base: base.layoutMarginsGuide)
  }
  /// `view.safeAreaLayoutGuide.al`.
  public var safeArea: LayoutProxy<LayoutGuide> {
    LayoutProxy<LayoutGuide>(base: base.safeAreaLayoutGuide)
  }
}

extension View {
  /// Yalta's entry point.
  public var al: LayoutProxy<View> { LayoutProxy(base: self) }
}

extension LayoutGuide {
  /// Yalta's entry point.
  public var al: LayoutProxy<LayoutGuide> { LayoutProxy(base: self) }
}

/// Yalta's name for edge insets, with a same-on-every-side initialiser.
public typealias Insets = EdgeInsets
