import Foundation
import HeadlessUIKit

/// A view of a laid-out tree as the lint sees it: where it is on the canvas, whether it is drawn, and what may cut
/// it off.
package struct InspectedView {
  package let view: View
  /// The view's frame in the root view's coordinates.
  package let rect: CGRect
  /// The area its clipping ancestors leave visible, in root coordinates (the canvas when none clips).
  package let visibleArea: CGRect
  /// The nearest ancestor that clips it, when one does.
  package let clippingAncestor: View?
  /// Whether it lies inside a scroll view, whose content is meant to extend past the screen.
  package let isScrolledContent: Bool
  /// The views above it, nearest first.
  package let ancestors: [View]
  /// The name findings use: the accessibility identifier, else the path from the root (`root.0.2`).
  package let name: String

  /// ``rect`` as findings give it: `[x, y, width, height]`.
  package var frameArray: [Double] {
    [rect.minX, rect.minY, rect.width, rect.height].map { Double($0) }
  }

  /// Whether it is text: a label with something to show.
  package var isText: Bool { (view as? Label)?.text?.isEmpty == false }
  /// Whether it is a control a person uses.
  package var isControl: Bool { view is Control }

  /// Every drawn view of the tree, in tree order (hidden and transparent subtrees are left out: nothing of them is
  /// drawn).
  package static func tree(of root: View, canvas: CGRect) -> [InspectedView] {
    var result: [InspectedView] = []
    func visit(
      _ view: View, path: String, ancestors: [View], visible: CGRect, clipper: View?, scrolled: Bool
    ) {
      guard !view.isHidden, view.alpha > 0.01 else { return }
      let rect = view.convert(view.bounds, to: nil)
      let name = view.accessibilityIdentifier ?? path
      result.append(
        InspectedView(
          view: view, rect: rect, visibleArea: visible, clippingAncestor: clipper,
          isScrolledContent: scrolled,
          ancestors: ancestors, name: name))
      let clipsChildren = view.clipsToBounds
      let childVisible = clipsChildren ? visible.intersection(rect) : visible
      let childClipper = clipsChildren ? view : clipper
      for (index, child) in view.subviews.enumerated() {
        visit(
          child, path: "\(path).\(index)", ancestors: [view] + ancestors, visible: childVisible,
          clipper: childClipper,
          scrolled: scrolled || view is ScrollView)
      }
    }
    visit(
      root, path: root.accessibilityIdentifier ?? "root", ancestors: [], visible: canvas,
      clipper: nil, scrolled: false)
    return result
  }
}
