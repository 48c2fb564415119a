import Foundation

/// A view tree's frames, read once, for every dump of them: the recursive description, its JSON twin, and the
/// command's `--frames` (and the `.frames.txt` references made from it).
///
/// Frames are kept both in the superview's coordinates (``frame``, as UIKit's descriptions show them) and in the
/// dumped root's (``frameInRoot``); ``rounded(_:)`` is the one rounding every numeric dump applies.
public struct FrameDump: Sendable, Equatable {
  /// The view's identifier, or its path from the root (`View[0.2]`) when unnamed.
  public var id: String
  /// The view's class name.
  public var type: String
  public var frame: CGRect
  public var frameInRoot: CGRect
  public var isHidden: Bool
  /// The view's layout guides.
  public var guides: [Guide]
  public var subviews: [FrameDump]

  /// The tree below `view`, with `view` at the root's origin offset by `origin`.
  public init(_ view: View, origin: CGPoint = .zero) {
    id = view.debugName
    type = String(describing: Swift.type(of: view))
    frame = view.frame
    frameInRoot = view.frame.offsetBy(dx: origin.x, dy: origin.y)
    isHidden = view.isHidden
    guides = view.guides.map { Guide(id: $0.debugName, frame: $0.layoutFrame) }
    let childOrigin = frameInRoot.origin
    subviews = view.subviews.map { FrameDump($0, origin: childOrigin) }
  }

  /// Every node, the root first, then each subtree in order (UIKit's order of subviews).
  public var preorder: [FrameDump] {
    [self] + subviews.flatMap(\.preorder)
  }

  /// The frames as text, the one format of every frame snapshot (a scene's `.frames` strategy and the command's
  /// `.frames.txt` references): a line per view in tree order, `id Type x y width height` in the dumped root's
  /// coordinates, rounded as ``rounded(_:)`` rounds, whole numbers without a decimal point.
  public var framesText: String {
    preorder.map { node in
      ([node.id, node.type] + Self.rounded(node.frameInRoot).map(Self.number)).joined(
        separator: " ")
    }.joined(separator: "\n") + "\n"
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// x, y, width, height rounded to 1e-4, so that round-off does not show in snapshots.
  public static func rounded(_ rect: CGRect) -> [Double] {
    [rect.minX, rect.minY, rect.width, rect.height].map { (Double($0) * 10_000).rounded() / 10_000 }
  }

  /// A layout guide: its identifier and layout frame, in its view's coordinates.
  public struct Guide: Sendable, Equatable {
    public var id: String
    public var frame: CGRect
  }
}
