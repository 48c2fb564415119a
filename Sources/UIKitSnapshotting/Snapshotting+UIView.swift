import Foundation
public import HeadlessUIKit
import Render
public import SnapshotTesting

extension Snapshotting where Value == UIView, Format == UIImage {
  /// The view drawn at its own size and compared exactly.
  public static var image: Snapshotting { image() }

  /// The view drawn, as swift-snapshot-testing draws it: in a new controller's view on a window of the view's size
  /// (or `size`), with `traits`, transparent where nothing is drawn.
  ///
  /// - Parameters:
  ///   - drawHierarchyInKeyWindow: Accepted for source compatibility; there is one way to draw here.
  ///   - precision: The share of bytes (or pixels) that must match, 0...1.
  ///   - perceptualPrecision: How close a pixel's colour must be to match, 0...1.
  ///   - size: The view's size for the snapshot; its own frame's when `nil`.
  ///   - traits: The traits the view is shown with; the display scale (the main screen's when unspecified) sets
  ///     the image's pixels per point.
  /// - Returns: The strategy.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
    size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    SimplySnapshotting.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale
    ).pullback { view in
      let (host, restore) = SnapshotHost.hosting(
        view, size: size, config: ViewImageConfig(), traits: traits)
      defer { restore() }
      return renderedImage(of: view, scale: host.scale)
    }
  }
}

extension Snapshotting where Value == UIView, Format == String {
  /// The view's tree as text, in UIKit's `recursiveDescription` format without addresses.
  public static var recursiveDescription: Snapshotting { recursiveDescription() }

  /// The view's tree as text, in UIKit's `recursiveDescription` format without addresses, laid out at `size`
  /// with `traits`.
  ///
  /// - Parameters:
  ///   - size: The view's size; its own frame's when `nil`.
  ///   - traits: The traits the view is laid out with.
  /// - Returns: The strategy.
  public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init())
    -> Snapshotting<UIView, String>
  {
    SimplySnapshotting.lines.pullback { view in
      let (_, restore) = SnapshotHost.hosting(
        view, size: size, config: ViewImageConfig(size: size, traits: traits), traits: .init())
      defer { restore() }
      return RecursiveDescription(of: view).text
    }
  }
}

/// The view drawn into an image at `scale` (see ``drawnImage(of:scale:_:)``).
func renderedImage(of view: UIView, scale: CGFloat) -> UIImage {
  drawnImage(of: view.debugName, scale: scale) { () throws(RenderError) in
    try view.renderedImage(scale: scale)
  }
}

/// What `draw` draws, as an image at `scale`; an empty image (which fails as swift-snapshot-testing's empty
/// snapshot does) when it cannot be drawn, with the reason, naming `name`, on standard error.
func drawnImage(of name: String, scale: CGFloat, _ draw: () throws(RenderError) -> RGBAImage)
  -> UIImage
{
  do {
    let bitmap = try draw()
    RecentSnapshots.note(bitmap)
    return UIImage(bitmap: bitmap, scale: scale)
  } catch {
    FileHandle.standardError.write(Data("layout-render: cannot draw \(name): \(error)\n".utf8))
    return UIImage(bitmap: RGBAImage(width: 0, height: 0, pixels: []), scale: scale)
  }
}
