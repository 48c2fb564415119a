import Foundation
import HeadlessUIKit

// Views and layers drawn on their own, outside a scene, as UIKit's `layer.render(in:)` draws them into an image
// renderer: the bounds at the origin, on a transparent canvas, in the view's own appearance. What the
// swift-snapshot-testing strategies for views, controllers and layers draw (docs/snapshot-testing-uikit.md).

extension View {
  /// Lays the view's tree out and draws the view and its subviews into a transparent image of its bounds.
  ///
  /// - Parameter scale: Pixels per point.
  /// - Returns: The pixels; an empty image when the view has no area.
  /// - Throws: ``RenderError`` for an oversized canvas or a Cairo failure.
  public func renderedImage(scale: CGFloat) throws(RenderError) -> RGBAImage {
    layoutIfNeeded()
    let appearance: Appearance = effectiveUserInterfaceStyle == .dark ? .dark : .light
    let origin = CGPoint(x: -frame.minX, y: -frame.minY)
    // A view whose opaque background covers it (a screen) paints every pixel: its canvas need not be cleared.
    let overwritten = CairoCanvas.paintsEveryPixel(
      self, origin: origin, size: bounds.size, scale: scale, appearance: appearance)
    return try offscreenImage(
      of: debugName, size: bounds.size, scale: scale, appearance: appearance,
      overwritten: overwritten
    ) {
      canvas in
      canvas.draw(self, origin: origin)
    }
  }
}

extension Layer {
  /// Draws the layer and its sublayers into a transparent image of its bounds.
  ///
  /// - Parameter scale: Pixels per point.
  /// - Returns: The pixels; an empty image when the layer has no area.
  /// - Throws: ``RenderError`` for an oversized canvas or a Cairo failure.
  public func renderedImage(scale: CGFloat) throws(RenderError) -> RGBAImage {
    try offscreenImage(of: debugName, size: bounds.size, scale: scale, appearance: .light) {
      canvas in
      canvas.draw(self, origin: CGPoint(x: -frame.minX, y: -frame.minY))
    }
  }
}

/// A transparent canvas of `size` points, drawn on by `draw`; with `overwritten`, `draw` paints every pixel, so the
/// canvas is not cleared first.
private func offscreenImage(
  of name: String, size: CGSize, scale: CGFloat, appearance: Appearance, overwritten: Bool = false,
  draw: (CairoCanvas) -> Void
) throws(RenderError) -> RGBAImage {
  guard size.width > 0, size.height > 0 else { return RGBAImage(width: 0, height: 0, pixels: []) }
  let (width, height) = try Scene.pixelSize(of: name, size: size, scale: scale)
  let canvas = try CairoCanvas(
    scene: name, pixelWidth: width, pixelHeight: height, scale: scale, overwritten: overwritten)
  canvas.appearance = appearance
  draw(canvas)
  return canvas.image()
}
