import Foundation
import LayoutRender
import Testing

/// A view whose `draw(_:)` runs the closure it was given, as an app's custom view overrides it.
final class DrawingView: UIView {
  let drawing: (CGRect) -> Void
  init(frame: CGRect, drawing: @escaping (CGRect) -> Void) {
    self.drawing = drawing
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { nil }
  override func draw(_ rect: CGRect) { drawing(rect) }
}

/// Custom drawing (`draw(_:)`, `CGContext`, `UIBezierPath`, image renderers), with expected pixels derived by hand
/// from the geometry: scale 1, a white 200 × 200 scene.
@Suite struct CustomDrawingTests {
  func render(frame: CGRect, _ drawing: @escaping (CGRect) -> Void) throws -> RGBAImage {
    try Scene("drawing", size: CGSize(width: 200, height: 200), scale: 1, backgroundColor: .white) {
      root in
      root.addSubview(DrawingView(frame: frame, drawing: drawing))
    }.image()
  }

  /// A left-aligned label that fits its frame is drawn from the layout its measurement made (not shaped again at
  /// the frame's width): the pixels must be those of the same text laid out at that width, here by string drawing.
  @Test func aFittingLabelDrawsLikeTextLaidOutAtItsWidth() throws {
    let text = "Fits easily\nSecond line"
    let font = UIFont.systemFont(ofSize: 17)
    let probe = UILabel(text)
    probe.numberOfLines = 0
    probe.font = font
    let height = probe.intrinsicContentSize.height
    let frame = CGRect(x: 10, y: 10, width: 180, height: height)
    let labelled = try Scene(
      "label", size: CGSize(width: 200, height: 200), scale: 1, backgroundColor: .white
    ) {
      root in
      let label = UILabel(text)
      label.numberOfLines = 0
      label.font = font
      label.textAlignment = .left
      label.textColor = .black
      label.frame = frame
      root.addSubview(label)
    }.image()
    let drawn = try render(frame: CGRect(x: 0, y: 0, width: 200, height: 200)) { _ in
      (text as NSString).draw(
        in: frame, withAttributes: [.font: font, .foregroundColor: UIColor.black])
    }
    #expect(labelled == drawn)
  }

  @Test func drawRectDrawsInTheViewsCoordinatesClippedToItsBounds() throws {
    var received: CGRect?
    let image = try render(frame: CGRect(x: 20, y: 20, width: 60, height: 40)) { rect in
      received = rect
      UIColor.red.setFill()
      UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 10)).fill()
      // Reaches past the view's right edge (x = 80 in the scene): cut off there.
      UIBezierPath(rect: CGRect(x: 50, y: 0, width: 100, height: 5)).fill()
    }
    #expect(received == CGRect(x: 0, y: 0, width: 60, height: 40))
    // (10, 10)–(30, 20) in the view is (30, 30)–(50, 40) in the scene.
    #expect(image.pixel(x: 35, y: 35) == (255, 0, 0, 255))
    #expect(image.pixel(x: 25, y: 35) == (255, 255, 255, 255))
    #expect(image.pixel(x: 75, y: 22) == (255, 0, 0, 255))
    #expect(image.pixel(x: 85, y: 22) == (255, 255, 255, 255))
  }

  @Test func noContextOutsideDrawing() {
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func savedStateComesBackAndTheDefaultLineIsOnePointWide() throws {
    let image = try render(frame: CGRect(x: 0, y: 0, width: 200, height: 200)) { _ in
      guard let context = UIGraphicsGetCurrentContext() else { return }
      context.setFillColor(UIColor.red.cgColor)
      context.saveGState()
      context.setFillColor(UIColor.blue.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      context.restoreGState()
      context.fill(CGRect(x: 20, y: 0, width: 10, height: 10))
      // Core Graphics' default line width is 1: a line along y = 30.5 covers pixel row 30 only.
      context.move(to: CGPoint(x: 0, y: 30.5))
      context.addLine(to: CGPoint(x: 20, y: 30.5))
      context.strokePath()
    }
    #expect(image.pixel(x: 5, y: 5) == (0, 0, 255, 255))
    #expect(image.pixel(x: 25, y: 5) == (255, 0, 0, 255))
    #expect(image.pixel(x: 10, y: 30) == (0, 0, 0, 255))
    #expect(image.pixel(x: 10, y: 29) == (255, 255, 255, 255))
    #expect(image.pixel(x: 10, y: 31) == (255, 255, 255, 255))
  }

  @Test func aDashedLineFollowsItsPattern() throws {
    let image = try render(frame: CGRect(x: 0, y: 0, width: 200, height: 200)) { _ in
      guard let context = UIGraphicsGetCurrentContext() else { return }
      context.setLineWidth(2)
      context.setLineDash(phase: 0, lengths: [4, 2])
      context.move(to: CGPoint(x: 0, y: 11))
      context.addLine(to: CGPoint(x: 30, y: 11))
      context.strokePath()
    }
    // Dashes over x 0–4, 6–10, 12–16, …; gaps over 4–6, 10–12, ….
    for x in [0, 3, 6, 9, 12, 15] { #expect(image.pixel(x: x, y: 10).r == 0, "x \(x)") }
    for x in [4, 5, 10, 11, 16, 17] { #expect(image.pixel(x: x, y: 10).r == 255, "x \(x)") }
  }

  @Test func bezierArcsTurnClockwiseOnScreen() throws {
    func quarter(clockwise: Bool) throws -> RGBAImage {
      try render(frame: CGRect(x: 0, y: 0, width: 200, height: 200)) { _ in
        let path = UIBezierPath(
          arcCenter: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: .pi / 2,
          clockwise: clockwise)
        path.addLine(to: CGPoint(x: 50, y: 50))
        path.close()
        UIColor.black.setFill()
        path.fill()
      }
    }
    // From 0 (right) to π/2 (down, as y grows downwards): clockwise on screen is the lower-right quarter.
    let clockwise = try quarter(clockwise: true)
    #expect(clockwise.pixel(x: 60, y: 60).r == 0)
    #expect(clockwise.pixel(x: 40, y: 60).r == 255)
    #expect(clockwise.pixel(x: 60, y: 40).r == 255)
    // The other way round, the three other quarters.
    let counterclockwise = try quarter(clockwise: false)
    #expect(counterclockwise.pixel(x: 60, y: 60).r == 255)
    #expect(counterclockwise.pixel(x: 40, y: 40).r == 0)
    #expect(counterclockwise.pixel(x: 40, y: 60).r == 0)
  }

  @Test func linearGradientsExtendOnlyWhereTheOptionsSay() throws {
    func gradient(_ options: CGGradientDrawingOptions) throws -> RGBAImage {
      try render(frame: CGRect(x: 0, y: 0, width: 100, height: 10)) { _ in
        guard let context = UIGraphicsGetCurrentContext(),
          let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(),
            colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1])
        else { return }
        context.drawLinearGradient(
          gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0), options: options)
      }
    }
    let plain = try gradient([])
    // Pixel 50's centre is 40.5 of the 80 points along: red 255 · (1 − 40.5/80) ≈ 125.9, blue 129.1.
    #expect(abs(Int(plain.pixel(x: 50, y: 5).r) - 126) <= 1)
    #expect(abs(Int(plain.pixel(x: 50, y: 5).b) - 129) <= 1)
    // Nothing beyond either end: the white background shows.
    #expect(plain.pixel(x: 5, y: 5) == (255, 255, 255, 255))
    #expect(plain.pixel(x: 95, y: 5) == (255, 255, 255, 255))
    let before = try gradient(.drawsBeforeStartLocation)
    #expect(before.pixel(x: 5, y: 5) == (255, 0, 0, 255))
    #expect(before.pixel(x: 95, y: 5) == (255, 255, 255, 255))
    let both = try gradient([.drawsBeforeStartLocation, .drawsAfterEndLocation])
    #expect(both.pixel(x: 95, y: 5) == (0, 0, 255, 255))
  }

  @Test func imagesAreUprightThroughUIImageAndUpsideDownThroughCoreGraphics() throws {
    let image = UIImage.redOverBlue
    let upright = try render(frame: CGRect(x: 0, y: 0, width: 10, height: 20)) { _ in
      image.draw(in: CGRect(x: 0, y: 0, width: 10, height: 20))
    }
    #expect(upright.pixel(x: 5, y: 2) == (255, 0, 0, 255))
    #expect(upright.pixel(x: 5, y: 17) == (0, 0, 255, 255))
    // Core Graphics puts the first row at the bottom of the rectangle, as on iOS.
    let flipped = try render(frame: CGRect(x: 0, y: 0, width: 10, height: 20)) { _ in
      guard let context = UIGraphicsGetCurrentContext(), let cgImage = image.cgImage else { return }
      context.draw(cgImage, in: CGRect(x: 0, y: 0, width: 10, height: 20))
    }
    #expect(flipped.pixel(x: 5, y: 2) == (0, 0, 255, 255))
    #expect(flipped.pixel(x: 5, y: 17) == (255, 0, 0, 255))
  }

  @Test func stringsDrawFromTheirTopLeftCorner() throws {
    let attributes: [NSAttributedString.Key: Any] = [
      .font: UIFont.systemFont(ofSize: 20, weight: .bold), .foregroundColor: UIColor.red,
    ]
    let size = "HH".size(withAttributes: attributes)
    let image = try render(frame: CGRect(x: 0, y: 0, width: 200, height: 200)) { _ in
      "HH".draw(at: CGPoint(x: 50, y: 40), withAttributes: attributes)
    }
    let redPixels = (0..<200).flatMap { y in (0..<200).map { x in (x, y) } }.filter { x, y in
      let pixel = image.pixel(x: x, y: y)
      return pixel.r > 200 && pixel.g < 100
    }
    #expect(!redPixels.isEmpty)
    // Every red pixel lies in the string's box at (50, 40).
    for (x, y) in redPixels {
      #expect(CGFloat(x) >= 50 && CGFloat(x) < 50 + size.width, "x \(x)")
      #expect(CGFloat(y) >= 40 && CGFloat(y) < 40 + size.height, "y \(y)")
    }
  }

  @Test func anImageRendererDrawsAtItsScaleOnTransparency() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format)
    let image = renderer.image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
    #expect(image.size == CGSize(width: 4, height: 2))
    #expect(image.bitmap.width == 8 && image.bitmap.height == 4)
    // The left half (pixels 0–3) red, the rest untouched, so transparent.
    #expect(image.bitmap.pixel(x: 3, y: 3) == (255, 0, 0, 255))
    #expect(image.bitmap.pixel(x: 4, y: 0).a == 0)
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func theOlderImageContextCallsMakeAnImageToo() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 3), false, 1)
    UIColor.blue.setFill()
    UIRectFill(CGRect(x: 1, y: 1, width: 1, height: 1))
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    let bitmap = try #require(image?.bitmap)
    #expect(bitmap.pixel(x: 1, y: 1) == (0, 0, 255, 255))
    #expect(bitmap.pixel(x: 0, y: 0).a == 0)
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func unsupportedCallsSayWhatIsNotDrawn() throws {
    let (_, diagnostics) = try Diagnostics.collect {
      try render(frame: CGRect(x: 0, y: 0, width: 50, height: 50)) { _ in
        UIGraphicsGetCurrentContext()?.setShadow(
          offset: CGSize(width: 0, height: 2), blur: 4, color: UIColor.black.cgColor)
      }
    }
    #expect(
      diagnostics.contains {
        "\($0)".contains("CGContext.setShadow(offset:blur:color:) is not supported")
      })
  }
}
