internal import CPangoCairo
import Foundation
import HeadlessUIKit

extension CairoCanvas {
  /// Runs `body`, which draws a view or layer, under the layer's transform (about the frame's centre, as Core
  /// Animation's anchor point is the centre here) and its mask.
  ///
  /// The shadow mask of a view or layer is drawn without its transform (the shadow is painted under it already).
  func withEffects(
    of layer: Layer?, transform: CGAffineTransform, frame: CGRect, bounds: CGRect,
    isShadowRoot: Bool, _ body: () -> Void
  ) {
    let transform = isShadowRoot ? .identity : transform
    let mask = layer?.mask
    guard !transform.isIdentity || mask != nil else { return body() }
    cairo_save(context)
    if !transform.isIdentity {
      if let layer, !layer.transform.isAffine {
        Diagnostics.report(
          Diagnostic(
            .error,
            "\(layer.debugName): a CATransform3D with depth or perspective is not supported: drawn flattened"
          ))
      }
      var matrix = cairo_matrix_t(
        xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c),
        yy: Double(transform.d), x0: Double(transform.tx), y0: Double(transform.ty))
      cairo_translate(context, Double(frame.midX), Double(frame.midY))
      if transform.a * transform.d - transform.b * transform.c != 0 {
        cairo_transform(context, &matrix)
      } else {
        // A transform that flattens the view to a line or a point draws nothing, as in UIKit.
        cairo_restore(context)
        return
      }
      cairo_translate(context, Double(-frame.midX), Double(-frame.midY))
    }
    if let mask {
      cairo_push_group(context)
      body()
      let content = cairo_pop_group(context)
      cairo_push_group(context)
      draw(mask, origin: CGPoint(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY))
      let alpha = cairo_pop_group(context)
      cairo_set_source(context, content)
      cairo_mask(context, alpha)
      cairo_pattern_destroy(content)
      cairo_pattern_destroy(alpha)
    } else {
      body()
    }
    cairo_restore(context)
  }

  /// Draws a layer's `contents` image, placed by its `contentsGravity`; other contents report an error
  /// diagnostic.
  func drawContents(of layer: Layer, frame: CGRect, bounds: CGRect) {
    guard let contents = layer.contents else { return }
    guard let image = contents as? Image else {
      Diagnostics.report(
        Diagnostic(
          .error,
          "\(layer.debugName): contents of type \(type(of: contents)) are not supported (a CGImage is): not drawn"
        ))
      return
    }
    let placed = layer.contentsGravity.contentMode.placement(
      of: image.size, in: CGRect(origin: .zero, size: bounds.size))
    CairoBitmaps.paint(
      image, in: placed.offsetBy(dx: frame.minX, dy: frame.minY),
      tint: image.drawingTint(fallback: .black)?.resolved(for: appearance),
      context: context)
  }
}
