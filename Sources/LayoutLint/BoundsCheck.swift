import Foundation
import HeadlessUIKit
import RenderCore

/// `clipped` and `outOfBounds`: content cut off by a clipping ancestor or the screen's edge, and views outside.
///
/// A view outside its superview is `outOfBounds`. A scroll view's content is meant to extend past it, so it is left alone.
enum BoundsCheck {
  static let tolerance: CGFloat = 0.5

  static func findings(_ views: [InspectedView], canvas: CGRect) -> [LayoutFinding] {
    views.flatMap { inspected -> [LayoutFinding] in
      guard !inspected.isScrolledContent, inspected.rect.width > 0, inspected.rect.height > 0 else {
        return []
      }
      var found: [LayoutFinding] = []
      if let finding = clipped(inspected, canvas: canvas) { found.append(finding) }
      if let finding = outOfBounds(inspected) { found.append(finding) }
      return found
    }
  }

  /// Text, a control or an image that is not wholly visible.
  private static func clipped(_ inspected: InspectedView, canvas: CGRect) -> LayoutFinding? {
    let isContent = inspected.isText || inspected.isControl || inspected.view is ImageView
    guard isContent, !contains(inspected.visibleArea, inspected.rect) else { return nil }
    let by =
      inspected.clippingAncestor.flatMap { clipper in
        contains(clipper.convert(clipper.bounds, to: nil), inspected.rect)
          ? nil : "its clipping ancestor \(name(clipper))"
      } ?? "the screen"
    return LayoutFinding(
      kind: .clipped, view: inspected.name, rect: inspected.frameArray,
      message: "\(describe(inspected.rect)) is cut off by \(by)")
  }

  private static func outOfBounds(_ inspected: InspectedView) -> LayoutFinding? {
    guard let superview = inspected.view.superview, !(superview is ScrollView) else { return nil }
    let bounds = superview.convert(superview.bounds, to: nil)
    guard !contains(bounds, inspected.rect) else { return nil }
    return LayoutFinding(
      kind: .outOfBounds, view: inspected.name, rect: inspected.frameArray,
      message:
        "\(describe(inspected.rect)) lies outside its superview \(name(superview)) at \(describe(bounds))"
    )
  }

  private static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
    inner.minX >= outer.minX - tolerance && inner.minY >= outer.minY - tolerance
      && inner.maxX <= outer.maxX + tolerance && inner.maxY <= outer.maxY + tolerance
  }
}

/// A rectangle as `(x, y, w × h)` in points.
func describe(_ rect: CGRect) -> String {
  "(\(Int(rect.minX.rounded())), \(Int(rect.minY.rounded())), \(format(rect.size)))"
}

/// How findings name a view that is not the one found: its identifier, else its type.
func name(_ view: View) -> String {
  view.accessibilityIdentifier ?? String(describing: type(of: view))
}
