import Foundation
import LayoutRender
import Testing

/// Transforms, masks and contents, with expected pixels derived by hand (scale 1, white 100 × 100 scene).
@Suite struct LayerEffectsTests {
  func render(_ build: @escaping (UIView) -> Void) throws -> RGBAImage {
    try Scene("effects", size: CGSize(width: 100, height: 100), scale: 1, backgroundColor: .white) {
      root in build(root)
    }.image()
  }

  func redSquare(_ frame: CGRect, in root: UIView) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = .red
    root.addSubview(view)
    return view
  }

  @Test func aRotatedViewTurnsAboutItsCentreAndKeepsItsFrame() throws {
    var frame = CGRect.zero
    let image = try render { root in
      let view = self.redSquare(CGRect(x: 40, y: 40, width: 20, height: 20), in: root)
      view.transform = CGAffineTransform(rotationAngle: .pi / 4)
      frame = view.frame
    }
    #expect(frame == CGRect(x: 40, y: 40, width: 20, height: 20))
    // A diamond about (50, 50) reaching 10·√2 ≈ 14.14 along each axis: |dx| + |dy| ≤ 14.14 is inside. A pixel is
    // wholly inside when all four of its corners are: for (50, 37) the sums are 13, 14, 12, 13; for (62, 49) 13,
    // 14, 12, 13; (41, 41), the unrotated square's corner pixel, has 17 at its centre and lies wholly outside.
    #expect(image.pixel(x: 50, y: 37) == (255, 0, 0, 255))
    #expect(image.pixel(x: 62, y: 49) == (255, 0, 0, 255))
    #expect(image.pixel(x: 41, y: 41) == (255, 255, 255, 255))
  }

  @Test func aScaledViewGrowsAboutItsCentre() throws {
    let image = try render { root in
      let view = self.redSquare(CGRect(x: 50, y: 50, width: 10, height: 10), in: root)
      view.transform = CGAffineTransform(scaleX: 2, y: 2)
    }
    // 10 × 10 about (55, 55) doubled: 45...65.
    #expect(image.pixel(x: 45, y: 45) == (255, 0, 0, 255))
    #expect(image.pixel(x: 64, y: 64) == (255, 0, 0, 255))
    #expect(image.pixel(x: 44, y: 55) == (255, 255, 255, 255))
    #expect(image.pixel(x: 65, y: 55) == (255, 255, 255, 255))
  }

  @Test func aStandaloneLayerMovesByItsAffineTransform() throws {
    let image = try render { root in
      let layer = CALayer()
      layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      layer.backgroundColor = UIColor.red.cgColor
      layer.setAffineTransform(CGAffineTransform(translationX: 30, y: 0))
      root.layer.addSublayer(layer)
    }
    #expect(image.pixel(x: 5, y: 5) == (255, 255, 255, 255))
    #expect(image.pixel(x: 35, y: 5) == (255, 0, 0, 255))
  }

  @Test func depthIsDrawnFlattenedAndSaysSo() throws {
    let (image, diagnostics) = try Diagnostics.collect {
      try render { root in
        let view = self.redSquare(CGRect(x: 0, y: 0, width: 20, height: 20), in: root)
        view.layer.transform = CATransform3DMakeRotation(.pi / 3, 1, 0, 0)
      }
    }
    // A turn of 60° about the x axis: the flat part keeps x and halves y (cos 60°) about the centre (10, 10),
    // so rows 5...15 are red and rows 0...4 white.
    #expect(image.pixel(x: 10, y: 6) == (255, 0, 0, 255))
    #expect(image.pixel(x: 10, y: 3) == (255, 255, 255, 255))
    #expect(diagnostics.contains { $0.message.contains("drawn flattened") })
  }

  @Test func aMaskShowsTheLayerOnlyWhereItIsOpaque() throws {
    let image = try render { root in
      let view = self.redSquare(CGRect(x: 0, y: 0, width: 40, height: 40), in: root)
      let circle = CAShapeLayer()
      circle.frame = view.bounds
      circle.path = CGPath(ellipseIn: view.bounds, transform: nil)
      view.layer.mask = circle
      let half = self.redSquare(CGRect(x: 50, y: 0, width: 40, height: 40), in: root)
      let veil = CALayer()
      veil.frame = half.bounds
      veil.backgroundColor = UIColor(white: 0, alpha: 0.5).cgColor
      half.layer.mask = veil
    }
    // The circle's inscribed in 0...40: the corner pixel lies outside it, the centre inside.
    #expect(image.pixel(x: 1, y: 1) == (255, 255, 255, 255))
    #expect(image.pixel(x: 20, y: 20) == (255, 0, 0, 255))
    // Half-transparent mask: red at half strength over white, green and blue 255 · 0.5.
    #expect(image.pixel(x: 70, y: 20).r == 255)
    #expect(abs(Int(image.pixel(x: 70, y: 20).g) - 128) <= 1)
  }

  @Test func contentsArePlacedByTheirGravity() throws {
    let image = UIImage.redOverBlue
    let fitted = try render { root in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      view.layer.contents = image.cgImage
      view.layer.contentsGravity = .resizeAspect
      root.addSubview(view)
    }
    // A 1:2 image fitted into 40 × 40 is 20 × 40, centred: x 10...30.
    #expect(fitted.pixel(x: 5, y: 5) == (255, 255, 255, 255))
    #expect(fitted.pixel(x: 20, y: 5) == (255, 0, 0, 255))
    #expect(fitted.pixel(x: 20, y: 35) == (0, 0, 255, 255))
    let stretched = try render { root in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      view.layer.contents = image.cgImage
      root.addSubview(view)
    }
    #expect(stretched.pixel(x: 20, y: 5) == (255, 0, 0, 255))
    #expect(stretched.pixel(x: 20, y: 35) == (0, 0, 255, 255))
  }

  /// A shape layer stroking `path` black, 4 points wide, over the part `start...end`.
  func stroke(_ path: CGPath, from start: CGFloat, to end: CGFloat) throws -> RGBAImage {
    try render { root in
      let shape = CAShapeLayer()
      shape.frame = root.bounds
      shape.path = path
      shape.fillColor = nil
      shape.strokeColor = UIColor.black.cgColor
      shape.lineWidth = 4
      shape.strokeStart = start
      shape.strokeEnd = end
      root.layer.addSublayer(shape)
    }
  }

  @Test func strokeStartAndEndStrokeOnlyThatPartOfTheLength() throws {
    let line = CGMutablePath()
    line.move(to: CGPoint(x: 0, y: 10))
    line.addLine(to: CGPoint(x: 100, y: 10))
    // From 25 % to 75 % of a 100-point line: x 25...75, butt ends.
    let middle = try stroke(line, from: 0.25, to: 0.75)
    for x in [20, 24, 75, 80] { #expect(middle.pixel(x: x, y: 10).r == 255, "x \(x)") }
    for x in [25, 30, 50, 70, 74] { #expect(middle.pixel(x: x, y: 10).r == 0, "x \(x)") }
    // An empty part draws nothing.
    let none = try stroke(line, from: 0.6, to: 0.4)
    #expect(none.pixel(x: 50, y: 10).r == 255)
    // A circle starts at its rightmost point and runs clockwise on screen (towards +y first): its first quarter
    // is the lower right one.
    let ring = try stroke(
      CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80), transform: nil), from: 0,
      to: 0.25)
    // On the circle at 45° below the right, (50 + 28.3, 50 + 28.3), and the same point above it.
    #expect(ring.pixel(x: 78, y: 78).r == 0)
    #expect(ring.pixel(x: 78, y: 21).r == 255)
    #expect(ring.pixel(x: 21, y: 78).r == 255)
  }

  @Test func aConicGradientSweepsClockwiseFromTheEndPointsAngle() throws {
    let image = try render { root in
      let gradient = CAGradientLayer()
      gradient.type = .conic
      gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
      gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
      gradient.endPoint = CGPoint(x: 1, y: 0.5)
      root.layer.addSublayer(gradient)
    }
    // The grey at a pixel centre is 255 · θ / 2π, θ measured clockwise on screen from +x about (50, 50).
    for (x, y) in [(50, 80), (20, 50), (50, 20), (80, 65)] {
      let (dx, dy) = (Double(x) + 0.5 - 50, Double(y) + 0.5 - 50)
      var angle = atan2(dy, dx)
      if angle < 0 { angle += 2 * .pi }
      let expected = 255 * angle / (2 * .pi)
      #expect(
        abs(Double(image.pixel(x: x, y: y).r) - expected) <= 2,
        "(\(x), \(y)): \(image.pixel(x: x, y: y).r)")
    }
  }

  /// The pixels whose red is high and green low (text drawn in red on white).
  func redPixels(_ image: RGBAImage) -> [(x: Int, y: Int)] {
    (0..<image.height).flatMap { y in (0..<image.width).map { x in (x: x, y: y) } }.filter {
      let pixel = image.pixel(x: $0.x, y: $0.y)
      return pixel.r > 200 && pixel.g < 120
    }
  }

  @Test func aTextLayerDrawsFromItsTopLeftAtItsFontSize() throws {
    let font = UIFont.systemFont(ofSize: 20, weight: .bold)
    let size = "HH".size(withAttributes: [.font: font])
    func draw(_ alignment: CATextLayerAlignmentMode) throws -> RGBAImage {
      try render { root in
        let text = CATextLayer()
        text.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        text.string = "HH"
        // The face; its size gives way to fontSize.
        text.font = UIFont.systemFont(ofSize: 50, weight: .bold)
        text.fontSize = 20
        text.foregroundColor = UIColor.red.cgColor
        text.alignmentMode = alignment
        root.layer.addSublayer(text)
      }
    }
    let left = redPixels(try draw(.natural))
    #expect(!left.isEmpty)
    for pixel in left {
      #expect(CGFloat(pixel.x) >= 10 && CGFloat(pixel.x) < 10 + size.width, "x \(pixel.x)")
      #expect(CGFloat(pixel.y) >= 10 && CGFloat(pixel.y) < 10 + size.height, "y \(pixel.y)")
    }
    // Centred in the 80-point width: the ink's middle is the layer's middle, x = 50, within the side bearings'
    // difference of a pixel or two.
    let centred = redPixels(try draw(.center))
    let xs = centred.map(\.x)
    let middle = Double((xs.min() ?? 0) + (xs.max() ?? 0) + 1) / 2
    #expect(abs(middle - 50) <= 2, "ink middle \(middle)")
  }

  /// A wrapped text layer shows the lines its height holds: 36 points hold two 14-point lines (about 17 points each),
  /// not the three the text needs at 70 points wide, and no ink falls below its bounds.
  @Test func aWrappedTextLayerShowsTheLinesItsBoundsHold() throws {
    let image = try render { root in
      let text = CATextLayer()
      text.frame = CGRect(x: 10, y: 10, width: 70, height: 36)
      text.string = "Wrapped words run on past the height"
      text.fontSize = 14
      text.isWrapped = true
      text.truncationMode = .end
      text.foregroundColor = UIColor.red.cgColor
      root.layer.addSublayer(text)
    }
    let ink = redPixels(image)
    #expect(!ink.isEmpty)
    #expect(ink.allSatisfy { $0.y < 46 })
    // The second line has ink: two lines are shown, not one.
    #expect(ink.contains { $0.y > 30 })
  }
}

/// A view backed by a gradient layer, as apps write one.
final class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }
  var gradientLayer: CAGradientLayer? { layer as? CAGradientLayer }
}

@Suite struct LayerClassTests {
  @Test func aViewBackedByAGradientLayerDrawsTheGradient() throws {
    var backing: CALayer?
    let image = try Scene("layer class", size: CGSize(width: 100, height: 10), scale: 1) { root in
      let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
      view.gradientLayer?.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
      view.gradientLayer?.startPoint = CGPoint(x: 0, y: 0.5)
      view.gradientLayer?.endPoint = CGPoint(x: 1, y: 0.5)
      backing = view.layer
      root.addSubview(view)
    }.image()
    #expect(backing is CAGradientLayer)
    #expect(UIView().layer is CAGradientLayer == false)
    // Pixel x's centre is at x + 0.5 of 100 points: 255 · (x + 0.5) / 100.
    for x in [10, 50, 90] {
      #expect(abs(Double(image.pixel(x: x, y: 5).r) - 255 * (Double(x) + 0.5) / 100) <= 1, "x \(x)")
    }
  }
}

/// Layers and custom drawing in SVG: gradients and paths stay vectors.
@Suite struct LayerVectorOutputTests {
  @Test func gradientsAndDrawnPathsStayVectorsInSVG() throws {
    let scene = Scene("vector layers", size: CGSize(width: 120, height: 60)) { root in
      let gradient = CAGradientLayer()
      gradient.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
      gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
      root.layer.addSublayer(gradient)
      root.addSubview(
        DrawingView(frame: CGRect(x: 60, y: 0, width: 60, height: 60)) { rect in
          UIColor.green.setFill()
          UIBezierPath(ovalIn: rect).fill()
        })
    }
    let svg = String(decoding: try scene.svgData(), as: UTF8.self)
    #expect(svg.contains("<linearGradient"))
    // The oval is a path of curves ("C" commands), not an embedded image.
    #expect(svg.contains(" C "))
    #expect(!svg.contains("<image"))
  }
}
