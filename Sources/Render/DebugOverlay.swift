internal import CPangoCairo
import Foundation
import HeadlessUIKit

/// Draws layout information over a rendered scene, to document a layout or find what is wrong with it.
///
/// Every view is outlined and named; layout guides are outlined with dashes; constraints with a non-zero constant
/// between two edges are drawn as redlines labelled with the constant; ambiguous views and constraints broken to
/// resolve a conflict are drawn in red.
struct DebugOverlay {
  static let viewColor = Color(red: 0, green: 0.6, blue: 0.9)
  static let guideColor = Color(red: 0.75, green: 0.2, blue: 0.85)
  static let redlineColor = Color(red: 1, green: 0.23, blue: 0.19)

  /// The scene-coordinate rectangle of a view or guide.
  static func sceneRect(of item: LayoutItem) -> CGRect? {
    if let view = item as? View {
      var rect = view.frame
      var ancestor = view.superview
      while let parent = ancestor {
        // A scrolled parent (a scroll view) draws its subviews shifted by its bounds origin.
        rect = rect.offsetBy(
          dx: parent.frame.minX - parent.bounds.minX, dy: parent.frame.minY - parent.bounds.minY)
        ancestor = parent.superview
      }
      return view.superview == nil ? CGRect(origin: .zero, size: view.frame.size) : rect
    }
    if let guide = item as? LayoutGuide, let owner = guide.owningView,
      let ownerRect = sceneRect(of: owner)
    {
      return guide.layoutFrame.offsetBy(
        dx: ownerRect.minX - owner.bounds.minX, dy: ownerRect.minY - owner.bounds.minY)
    }
    return nil
  }

  /// The position of an edge attribute in scene coordinates, or `nil` for attributes that are not edges.
  static func edge(_ attribute: LayoutAttribute, of rect: CGRect, direction: LayoutDirection) -> (
    CGFloat, LayoutAxis
  )? {
    let rightToLeft = direction == .rightToLeft
    switch attribute {
    case .left: return (rect.minX, .horizontal)
    case .right: return (rect.maxX, .horizontal)
    case .leading: return (rightToLeft ? rect.maxX : rect.minX, .horizontal)
    case .trailing: return (rightToLeft ? rect.minX : rect.maxX, .horizontal)
    case .top: return (rect.minY, .vertical)
    case .bottom: return (rect.maxY, .vertical)
    default: return nil
    }
  }
}

extension CairoCanvas {
  /// Draws the overlay for a laid-out tree.
  func drawDebugOverlay(for root: View) {
    let ambiguous = Set(root.ambiguityReport().map(\.name))
    let broken = Set(root.brokenConstraints.map(ObjectIdentifier.init))
    for view in root.subtree() where !view.isHidden {
      guard let rect = DebugOverlay.sceneRect(of: view) else { continue }
      let isAmbiguous = ambiguous.contains(view.debugName)
      outline(
        rect, color: isAmbiguous ? DebugOverlay.redlineColor : DebugOverlay.viewColor,
        width: isAmbiguous ? 2 : 1, dashed: false)
      annotate(
        view.debugName, at: CGPoint(x: rect.minX + 2, y: rect.minY + 1),
        color: isAmbiguous ? DebugOverlay.redlineColor : DebugOverlay.viewColor)
      for guide in view.layoutGuides {
        guard let guideRect = DebugOverlay.sceneRect(of: guide) else { continue }
        outline(guideRect, color: DebugOverlay.guideColor, width: 1, dashed: true)
      }
    }
    for view in root.subtree() {
      for constraint in view.constraints {
        drawRedline(for: constraint, broken: broken.contains(ObjectIdentifier(constraint)))
      }
    }
  }

  /// A line between the two edges a constraint relates, labelled with its constant.
  private func drawRedline(for constraint: LayoutConstraint, broken: Bool) {
    guard constraint.constant != 0 || broken, let first = constraint.firstLayoutItem,
      let second = constraint.secondLayoutItem,
      let firstRect = DebugOverlay.sceneRect(of: first),
      let secondRect = DebugOverlay.sceneRect(of: second)
    else { return }
    let direction = first.layoutOwner?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    guard
      let (start, axis) = DebugOverlay.edge(
        constraint.firstAttribute, of: firstRect, direction: direction),
      let (end, otherAxis) = DebugOverlay.edge(
        constraint.secondAttribute, of: secondRect, direction: direction),
      axis == otherAxis
    else { return }
    let color =
      broken ? DebugOverlay.redlineColor : DebugOverlay.redlineColor.withAlphaComponent(0.8)
    let across = snappedLine(
      axis == .horizontal ? firstRect.midY : firstRect.midX, width: broken ? 2 : 1)
    let from = axis == .horizontal ? CGPoint(x: end, y: across) : CGPoint(x: across, y: end)
    let to = axis == .horizontal ? CGPoint(x: start, y: across) : CGPoint(x: across, y: start)
    line(from: from, to: to, color: color, width: broken ? 2 : 1)
    let text =
      broken
      ? "broken: \(formattedConstant(constraint.constant))" : formattedConstant(constraint.constant)
    annotate(
      text, at: CGPoint(x: (from.x + to.x) / 2 + 2, y: (from.y + to.y) / 2 + 1), color: color)
  }

  /// A line position that makes a line of `width` points cover whole pixels: on a pixel boundary when it is an even
  /// number of pixels wide, on a pixel centre when odd.
  private func snappedLine(_ position: CGFloat, width: CGFloat) -> CGFloat {
    let pixels = (width * scale).rounded()
    let boundary = (position * scale).rounded(.down)
    let isEven = pixels.truncatingRemainder(dividingBy: 2) == 0
    return (isEven ? (position * scale).rounded() : boundary + 0.5) / scale
  }

  private func formattedConstant(_ value: CGFloat) -> String {
    // Whole numbers print without a fraction; any size of number, 1e19 included, prints without trapping.
    value == value.rounded() && abs(value) < 1e15
      ? String(Int64(value)) : String(format: abs(value) < 1e15 ? "%.1f" : "%g", Double(value))
  }
}
