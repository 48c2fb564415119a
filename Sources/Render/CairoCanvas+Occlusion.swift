internal import CPangoCairo
import Foundation
import HeadlessUIKit

extension CairoCanvas {
  /// Whether a fill of `rect` (in the current user space) about to be painted would be painted over entirely by the
  /// background of `first`, or of the first view under it: the fill can then be left out with the same pixels.
  ///
  /// `first` is the view drawn next (in the superview at `origin`, scene coordinates); while a view of the chain has
  /// no background, its first subview is looked at. With `clippedToRect`, everything after the fill is clipped to
  /// `rect` (a view filling its own clipping bounds), which must then be made of whole pixels too. The chain is
  /// followed only through views drawn as they are (fully opaque, not hidden, no transform, mask, shadow, corner
  /// radius, blur or raised layers), so that nothing between the fill and the covering background reads the pixels
  /// the fill would have left, and the cover must hold every device pixel the fill touches at full coverage, under a
  /// clip made of whole pixels. Only image surfaces are considered: a vector file keeps every fill.
  ///
  /// - Complexity: A walk down the first subviews, at most as long as the tree is deep.
  func isCovered(_ rect: CGRect, clippedToRect: Bool = false, byFirst first: View?, origin: CGPoint)
    -> Bool
  {
    // The cheap tests first: most views with a background have no subview that could cover it, and reading the
    // clip allocates.
    guard let first, Self.drawsPlainly(first), isRaster, shadowRoot == nil, clipIsWholePixels()
    else {
      return false
    }
    return Self.isCovered(
      rect, clippedToRect: clippedToRect, byFirst: first, origin: origin, scale: scale,
      appearance: appearance, toDevice: deviceRectangle(of:))
  }

  /// Whether drawing `view` at `origin` on a fresh image canvas of `size` points at `scale` pixels per point paints
  /// every pixel at full opacity (see ``isCovered(_:clippedToRect:byFirst:origin:)``): the canvas then need not be
  /// cleared before it is drawn on.
  static func paintsEveryPixel(
    _ view: View, origin: CGPoint, size: CGSize, scale: CGFloat, appearance: Appearance
  ) -> Bool {
    isCovered(
      CGRect(origin: .zero, size: size), clippedToRect: false, byFirst: view, origin: origin,
      scale: scale, appearance: appearance
    ) { rect in
      CGRect(
        x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale,
        height: rect.height * scale)
    }
  }

  /// The search behind both: `toDevice` maps a rectangle of user space to device pixels (nil when the transform
  /// does not keep rectangles axis-aligned).
  private static func isCovered(
    _ rect: CGRect, clippedToRect: Bool, byFirst first: View?, origin: CGPoint, scale: CGFloat,
    appearance: Appearance, toDevice: (CGRect) -> CGRect?
  ) -> Bool {
    guard first != nil, let device = toDevice(rect) else { return false }
    let touched = PixelBox(touchedBy: device)
    guard !clippedToRect || PixelBox(heldBy: device).contains(touched) else { return false }
    var candidate = first
    var origin = origin
    var appearance = appearance
    while let view = candidate, drawsPlainly(view) {
      switch view.overrideUserInterfaceStyle {
      case .light: appearance = .light
      case .dark: appearance = .dark
      case .unspecified: break
      }
      let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
      let held = toDevice(frame.pixelAligned(scale: scale)).map(PixelBox.init(heldBy:))
      let holdsAll = held.map { $0.contains(touched) } ?? false
      // The same test as the drawing's: a background whose own alpha is 0 is not painted.
      if let background = view.storedBackgroundColor, background.alpha > 0 {
        return background.resolved(for: appearance).alpha >= 1 && holdsAll
      }
      // A view that clips its subviews must hold the whole fill for one of them to cover it.
      guard !view.clipsToBounds || holdsAll, view.loadedLayer?.placements.isEmpty ?? true,
        !view.subviews.contains(where: \.isRaised)
      else { return false }
      origin = CGPoint(x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
      candidate = view.subviews.first
    }
    return false
  }

  /// Whether a view is drawn straight onto the surface: its background, if any, is its first paint and goes through
  /// nothing that reads the pixels below (a group, a mask, a shadow, a blur).
  private static func drawsPlainly(_ view: View) -> Bool {
    guard !view.isHidden, view.alpha >= 1, view.transform.isIdentity, view.cornerRadius == 0,
      !(view is VisualEffectView)
    else { return false }
    guard let layer = view.loadedLayer else { return true }
    return layer.mask == nil && !layer.castsShadow
  }

  /// `rect` in device pixels, when the current transform keeps rectangles axis-aligned.
  private func deviceRectangle(of rect: CGRect) -> CGRect? {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context, &matrix)
    guard matrix.xy == 0, matrix.yx == 0 else { return nil }
    var (x0, y0) = (Double(rect.minX), Double(rect.minY))
    var (x1, y1) = (Double(rect.maxX), Double(rect.maxY))
    cairo_user_to_device(context, &x0, &y0)
    cairo_user_to_device(context, &x1, &y1)
    return CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
  }

  /// Whether the current clip is made of rectangles on whole device pixels (every pixel in or out of it entirely).
  private func clipIsWholePixels() -> Bool {
    guard let list = cairo_copy_clip_rectangle_list(context) else { return false }
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return false }
    for index in 0..<Int(list.pointee.num_rectangles) {
      let clip = list.pointee.rectangles[index]
      guard
        let device = deviceRectangle(
          of: CGRect(x: clip.x, y: clip.y, width: clip.width, height: clip.height)),
        [device.minX, device.minY, device.maxX, device.maxY].allSatisfy({ $0 == $0.rounded() })
      else { return false }
    }
    return true
  }
}

/// A box of whole device pixels, edges in pixels.
private struct PixelBox {
  let minX: CGFloat
  let minY: CGFloat
  let maxX: CGFloat
  let maxY: CGFloat

  /// The pixels a fill of `device` (a rectangle in device pixels) touches, at any coverage: rounded outwards.
  init(touchedBy device: CGRect) {
    minX = device.minX.rounded(.down)
    minY = device.minY.rounded(.down)
    maxX = device.maxX.rounded(.up)
    maxY = device.maxY.rounded(.up)
  }

  /// The pixels a fill of `device` covers fully: rounded inwards.
  init(heldBy device: CGRect) {
    minX = device.minX.rounded(.up)
    minY = device.minY.rounded(.up)
    maxX = device.maxX.rounded(.down)
    maxY = device.maxY.rounded(.down)
  }

  /// Whether `other` lies inside this box (an empty `other` always does).
  func contains(_ other: PixelBox) -> Bool {
    guard other.minX < other.maxX, other.minY < other.maxY else { return true }
    return minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY
  }
}
