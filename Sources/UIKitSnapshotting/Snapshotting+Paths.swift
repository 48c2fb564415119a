import Foundation
public import HeadlessUIKit
public import SnapshotTesting

extension Snapshotting where Value == UIBezierPath, Format == UIImage {
  /// The path filled in black at 1 pixel per point, in an image of its bounds.
  public static var image: Snapshotting { image() }

  /// The path filled in black at `scale`, in an image of its bounds.
  ///
  /// - Parameters:
  ///   - precision: The share of bytes (or pixels) that must match, 0...1.
  ///   - perceptualPrecision: How close a pixel's colour must be to match, 0...1.
  ///   - scale: Pixels per point.
  /// - Returns: The strategy.
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1)
    -> Snapshotting
  {
    Snapshotting<CGPath, UIImage>.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: scale,
      drawingMode: .fill
    ).pullback { $0.cgPath }
  }
}

extension Snapshotting where Value == CGPath, Format == UIImage {
  /// The path filled (even-odd) in black at 1 pixel per point, in an image of its bounds.
  public static var image: Snapshotting { image() }

  /// The path drawn in black at `scale`, in an image of its bounds.
  ///
  /// - Parameters:
  ///   - precision: The share of bytes (or pixels) that must match, 0...1.
  ///   - perceptualPrecision: How close a pixel's colour must be to match, 0...1.
  ///   - scale: Pixels per point.
  ///   - drawingMode: How the path is painted.
  /// - Returns: The strategy.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1,
    drawingMode: CGPathDrawingMode = .eoFill
  ) -> Snapshotting {
    SimplySnapshotting.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
    )
    .pullback { path in
      let format = UIGraphicsImageRendererFormat.preferred()
      format.scale = scale
      return UIGraphicsImageRenderer(bounds: path.boundingBox, format: format).image { context in
        context.cgContext.addPath(path)
        context.cgContext.drawPath(using: drawingMode)
      }
    }
  }
}

extension Snapshotting where Value == CGPath, Format == String {
  /// The path's elements as text, one per line (`MoveTo (0.0, 0.0)`), numbers with one to three decimals.
  public static var elementsDescription: Snapshotting {
    elementsDescription { coordinate in
      // swift-snapshot-testing's default: a point as the separator, one to three decimals (Foundation's formatter
      // on Linux rounds such a formatter to one decimal, so the digits are made here).
      var text = String(format: "%.3f", Double(coordinate))
      while text.hasSuffix("0"), !text.hasSuffix(".0") { text.removeLast() }
      return text == "-0.0" ? "0.0" : text
    }
  }

  /// The path's elements as text, one per line, a blank line before each subpath after the first.
  ///
  /// - Parameter numberFormatter: Formats each coordinate.
  /// - Returns: The strategy.
  public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
    elementsDescription { numberFormatter.string(from: NSNumber(value: Double($0))) ?? "\($0)" }
  }

  private static func elementsDescription(formatting format: @escaping (CGFloat) -> String)
    -> Snapshotting
  {
    SimplySnapshotting.lines.pullback { path in
      var text = ""
      path.forEachElement { element in
        let (name, points) = describe(element)
        if name == "MoveTo" && !text.isEmpty { text += "\n" }
        text += name
        if !points.isEmpty {
          text +=
            " "
            + points.map { point in
              "(\(format(point.x)), \(format(point.y)))"
            }.joined(separator: " ")
        }
        text += "\n"
      }
      return text
    }
  }

  /// An element's name and its points in Core Graphics' order (control points before the end point).
  private static func describe(_ element: CGPath.Element) -> (String, [CGPoint]) {
    switch element {
    case .moveTo(let point): ("MoveTo", [point])
    case .lineTo(let point): ("LineTo", [point])
    case .quadCurveTo(let point, let control): ("QuadCurveTo", [control, point])
    case .curveTo(let point, let control1, let control2): ("CurveTo", [control1, control2, point])
    case .closeSubpath: ("Close", [])
    }
  }
}

extension Snapshotting where Value == UIBezierPath, Format == String {
  /// The path's elements as text (see the `CGPath` strategy).
  public static var elementsDescription: Snapshotting {
    Snapshotting<CGPath, String>.elementsDescription.pullback { $0.cgPath }
  }

  /// The path's elements as text, with `numberFormatter` for the coordinates.
  ///
  /// - Parameter numberFormatter: Formats each coordinate.
  /// - Returns: The strategy.
  public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
    Snapshotting<CGPath, String>.elementsDescription(numberFormatter: numberFormatter).pullback {
      $0.cgPath
    }
  }
}
