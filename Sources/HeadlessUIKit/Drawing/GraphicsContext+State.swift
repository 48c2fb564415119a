internal import CPangoCairo
import Foundation

// Core Graphics' transforms, coordinate conversions, transparency layers and the graphics-state values that do not
// change pixels here (text settings, interpolation, smoothing), kept so code that sets and reads them runs.
extension CGContext {
  /// The current transform from user space to the context's device space (pixels).
  public var ctm: CGAffineTransform {
    prepare()
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    return CGAffineTransform(
      a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
  }

  /// The same transform as ``ctm``.
  public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

  public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint {
    prepare()
    var (x, y) = (Double(point.x), Double(point.y))
    cairo_user_to_device(cairo, &x, &y)
    return CGPoint(x: x, y: y)
  }

  public func convertToUserSpace(_ point: CGPoint) -> CGPoint {
    prepare()
    var (x, y) = (Double(point.x), Double(point.y))
    cairo_device_to_user(cairo, &x, &y)
    return CGPoint(x: x, y: y)
  }

  public func convertToDeviceSpace(_ size: CGSize) -> CGSize {
    prepare()
    var (x, y) = (Double(size.width), Double(size.height))
    cairo_user_to_device_distance(cairo, &x, &y)
    return CGSize(width: x, height: y)
  }

  public func convertToUserSpace(_ size: CGSize) -> CGSize {
    prepare()
    var (x, y) = (Double(size.width), Double(size.height))
    cairo_device_to_user_distance(cairo, &x, &y)
    return CGSize(width: x, height: y)
  }

  /// The rectangle's corners in device space, and the smallest rectangle around them.
  public func convertToDeviceSpace(_ rect: CGRect) -> CGRect {
    bounding(corners(of: rect).map(convertToDeviceSpace))
  }

  public func convertToUserSpace(_ rect: CGRect) -> CGRect {
    bounding(corners(of: rect).map(convertToUserSpace))
  }

  private func corners(of rect: CGRect) -> [CGPoint] {
    [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ]
  }

  private func bounding(_ points: [CGPoint]) -> CGRect {
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    let (minX, minY) = (xs.min() ?? 0, ys.min() ?? 0)
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }

  // MARK: Transparency layers

  /// Starts drawing into a layer that is composited, at the state's alpha, when ``endTransparencyLayer()`` ends it.
  ///
  /// Inside the layer the alpha is 1, as Core Graphics resets it (its documentation of
  /// `CGContextBeginTransparencyLayer`: alpha, shadow and blend mode return to their defaults).
  public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
    prepare()
    transparencyLayerAlphas.append(state.alpha)
    saveGState()
    state.alpha = 1
    cairo_push_group(cairo)
  }

  /// As ``beginTransparencyLayer(auxiliaryInfo:)``; the layer is clipped to `rect`.
  public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo auxInfo: CFDictionary?) {
    beginTransparencyLayer(auxiliaryInfo: auxInfo)
    clip(to: rect)
  }

  /// Composites the innermost transparency layer; an unmatched call does nothing.
  public func endTransparencyLayer() {
    guard let alpha = transparencyLayerAlphas.popLast() else { return }
    cairo_pop_group_to_source(cairo)
    cairo_paint_with_alpha(cairo, alpha)
    restoreGState()
  }

  // MARK: Paths

  /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to the line from there
  /// to `tangent2End` (PostScript's `arct`), joined by a straight line from the current point.
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    prepare()
    let current = currentPointOfPath
    let corner = tangent1End
    let incoming = (x: current.x - corner.x, y: current.y - corner.y)
    let outgoing = (x: tangent2End.x - corner.x, y: tangent2End.y - corner.y)
    let incomingLength = (incoming.x * incoming.x + incoming.y * incoming.y).squareRoot()
    let outgoingLength = (outgoing.x * outgoing.x + outgoing.y * outgoing.y).squareRoot()
    let cross = incoming.x * outgoing.y - incoming.y * outgoing.x
    guard radius > 0, incomingLength > 0, outgoingLength > 0, abs(cross) > 1e-12 else {
      addLine(to: corner)
      return
    }
    // The angle at the corner, and how far from it the arc touches each line.
    let cosine =
      (incoming.x * outgoing.x + incoming.y * outgoing.y) / (incomingLength * outgoingLength)
    let angle = acos(max(-1, min(1, cosine)))
    let distance = radius / tan(angle / 2)
    let start = CGPoint(
      x: corner.x + incoming.x / incomingLength * distance,
      y: corner.y + incoming.y / incomingLength * distance)
    let end = CGPoint(
      x: corner.x + outgoing.x / outgoingLength * distance,
      y: corner.y + outgoing.y / outgoingLength * distance)
    // The centre lies on the bisector, `radius / sin(angle / 2)` from the corner.
    let bisector = (
      x: incoming.x / incomingLength + outgoing.x / outgoingLength,
      y: incoming.y / incomingLength + outgoing.y / outgoingLength
    )
    let bisectorLength = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
    let centreDistance = radius / sin(angle / 2)
    let centre = CGPoint(
      x: corner.x + bisector.x / bisectorLength * centreDistance,
      y: corner.y + bisector.y / bisectorLength * centreDistance)
    addLine(to: start)
    let startAngle = atan2(start.y - centre.y, start.x - centre.x)
    let endAngle = atan2(end.y - centre.y, end.x - centre.x)
    // Turning from the incoming line to the outgoing one: clockwise in y-down coordinates when the cross product is
    // negative.
    addArc(
      center: centre, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: cross > 0)
  }

  /// The current path, in user space; `nil` when it is empty.
  public var path: CGPath? {
    prepare()
    guard !isPathEmpty, let copied = cairo_copy_path(cairo) else { return nil }
    defer { cairo_path_destroy(copied) }
    var elements: [CGPath.Element] = []
    var index = 0
    let data = copied.pointee.data
    while index < Int(copied.pointee.num_data), let data {
      let header = data[index].header
      func point(_ offset: Int) -> CGPoint {
        CGPoint(x: data[index + offset].point.x, y: data[index + offset].point.y)
      }
      switch header.type {
      case CAIRO_PATH_MOVE_TO: elements.append(.moveTo(point(1)))
      case CAIRO_PATH_LINE_TO: elements.append(.lineTo(point(1)))
      case CAIRO_PATH_CURVE_TO:
        elements.append(.curveTo(point(3), control1: point(1), control2: point(2)))
      default: elements.append(.closeSubpath)
      }
      index += Int(header.length)
    }
    return CGPath(elements: elements)
  }

  /// Whether a point lies in the area the current path would fill or stroke.
  public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
    prepare()
    let (x, y) = (Double(point.x), Double(point.y))
    switch mode {
    case .fill, .eoFill:
      cairo_set_fill_rule(
        cairo, mode == .eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      defer { cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING) }
      return cairo_in_fill(cairo, x, y) != 0
    case .stroke:
      return cairo_in_stroke(cairo, x, y) != 0
    case .fillStroke, .eoFillStroke:
      return cairo_in_fill(cairo, x, y) != 0 || cairo_in_stroke(cairo, x, y) != 0
    }
  }

  // MARK: Colours by components

  /// The fill colour from RGBA components (the device RGB space's four).
  public func setFillColor(_ components: UnsafePointer<CGFloat>) {
    setFillColor(
      red: components[0], green: components[1], blue: components[2], alpha: components[3])
  }

  public func setStrokeColor(_ components: UnsafePointer<CGFloat>) {
    setStrokeColor(
      red: components[0], green: components[1], blue: components[2], alpha: components[3])
  }

  /// The fill colour from CMYK components, converted naively to RGB (each channel `(1 − ink)(1 − black)`).
  public func setFillColor(
    cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat
  ) {
    setFillColor(
      red: (1 - cyan) * (1 - black), green: (1 - magenta) * (1 - black),
      blue: (1 - yellow) * (1 - black),
      alpha: alpha)
  }

  public func setStrokeColor(
    cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat
  ) {
    setStrokeColor(
      red: (1 - cyan) * (1 - black), green: (1 - magenta) * (1 - black),
      blue: (1 - yellow) * (1 - black),
      alpha: alpha)
  }

  /// Every colour is sRGB here: the space only marks intent.
  public func setFillColorSpace(_ space: CGColorSpace) {}
  public func setStrokeColorSpace(_ space: CGColorSpace) {}
  public func setRenderingIntent(_ intent: CGColorRenderingIntent) {}

  // MARK: State kept without changing pixels

  /// How images are resampled: Cairo's good filter whatever the value, so images look the same on every machine.
  public var interpolationQuality: CGInterpolationQuality {
    get { state.interpolationQuality }
    set { state.interpolationQuality = newValue }
  }

  public var textPosition: CGPoint {
    get { state.textPosition }
    set { state.textPosition = newValue }
  }

  public var textMatrix: CGAffineTransform {
    get { state.textMatrix }
    set { state.textMatrix = newValue }
  }

  /// Curves are flattened by Cairo's own tolerance.
  public func setFlatness(_ flatness: CGFloat) {}
  public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) {}
  public func setAllowsFontSmoothing(_ allowsFontSmoothing: Bool) {}
  public func setShouldSubpixelPositionFonts(_ shouldSubpixelPositionFonts: Bool) {}
  public func setAllowsFontSubpixelPositioning(_ allowsFontSubpixelPositioning: Bool) {}
  public func setShouldSubpixelQuantizeFonts(_ shouldSubpixelQuantizeFonts: Bool) {}
  public func setAllowsFontSubpixelQuantization(_ allowsFontSubpixelQuantization: Bool) {}
  public func synchronizeAttributes() {}
  /// Pages belong to PDF contexts; a bitmap has one.
  public func beginPage(mediaBox: UnsafePointer<CGRect>?) {}
  public func endPage() {}
}

/// How images are resampled (Core Graphics' `CGInterpolationQuality`), with its raw values.
public enum CGInterpolationQuality: Int32, Sendable {
  case `default`, none, low, high, medium
}

/// How colours outside a space are mapped into it (Core Graphics' `CGColorRenderingIntent`).
public enum CGColorRenderingIntent: Int32, Sendable {
  case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}
