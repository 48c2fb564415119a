import Foundation
import LayoutRender
import Testing

/// Layers' drawing, with expected pixels derived by hand from the geometry (scale 1, white scene).
@Suite struct LayerDrawingTests {
  /// A white 400 × 400 scene at scale 1 with one view at `frame`, set up by `style`.
  func render(frame: CGRect, _ style: @escaping (UIView) -> Void) throws -> RGBAImage {
    try Scene("layers", size: CGSize(width: 400, height: 400), scale: 1, backgroundColor: .white) {
      root in
      let view = UIView(frame: frame)
      root.addSubview(view)
      style(view)
    }.image()
  }

  /// The red channel of a pixel (the scenes here are grey or red on white).
  func red(_ image: RGBAImage, _ x: Int, _ y: Int) -> Int { Int(image.pixel(x: x, y: y).r) }
  func green(_ image: RGBAImage, _ x: Int, _ y: Int) -> Int { Int(image.pixel(x: x, y: y).g) }

  @Test func maskedCornersRoundOnlyTheChosenCorners() throws {
    let image = try render(frame: CGRect(x: 0, y: 0, width: 40, height: 40)) { view in
      view.backgroundColor = .red
      view.layer.cornerRadius = 10
      view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    }
    // The top corners are arcs about (10, 10) and (30, 10) of radius 10: the corner pixels lie wholly outside
    // (their inner corners are 12.7 points from the centres), so they stay white.
    #expect(green(image, 0, 0) == 255)
    #expect(green(image, 39, 0) == 255)
    // The bottom corners stay square: red to the last pixel.
    #expect(image.pixel(x: 0, y: 39) == (255, 0, 0, 255))
    #expect(image.pixel(x: 39, y: 39) == (255, 0, 0, 255))
  }

  @Test func anAxialGradientHasTheInterpolatedColourAtEachPixelCentre() throws {
    let image = try render(frame: CGRect(x: 0, y: 0, width: 100, height: 10)) { view in
      let gradient = CAGradientLayer()
      gradient.frame = view.bounds
      gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
      gradient.startPoint = CGPoint(x: 0, y: 0.5)
      gradient.endPoint = CGPoint(x: 1, y: 0.5)
      view.layer.addSublayer(gradient)
    }
    // Pixel x's centre is at x + 0.5 of 100 points: 255 · (x + 0.5) / 100, within one level of rounding.
    for x in [0, 10, 49, 75, 99] {
      let expected = 255 * (Double(x) + 0.5) / 100
      #expect(abs(Double(red(image, x, 5)) - expected) <= 1, "x \(x): \(red(image, x, 5))")
    }
  }

  @Test func gradientLocationsHoldTheLastColourBeyondTheLastStop() throws {
    let image = try render(frame: CGRect(x: 0, y: 0, width: 100, height: 10)) { view in
      let gradient = CAGradientLayer()
      gradient.frame = view.bounds
      gradient.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
      gradient.locations = [0, 0.5]
      gradient.startPoint = CGPoint(x: 0, y: 0)
      gradient.endPoint = CGPoint(x: 1, y: 0)
      view.layer.addSublayer(gradient)
    }
    // Half-way to the second stop (x = 25) is mid grey; from x = 50 on, black.
    #expect(abs(red(image, 24, 5) - Int(255 * (1 - 24.5 / 50))) <= 1)
    #expect(red(image, 50, 5) == 0)
    #expect(red(image, 99, 5) == 0)
  }

  @Test func aDashedStrokeFollowsItsPattern() throws {
    let image = try render(frame: CGRect(x: 0, y: 0, width: 100, height: 10)) { view in
      let line = CAShapeLayer()
      let path = CGMutablePath()
      path.move(to: CGPoint(x: 0, y: 5))
      path.addLine(to: CGPoint(x: 100, y: 5))
      line.path = path
      line.strokeColor = UIColor.black.cgColor
      line.lineWidth = 2
      line.lineDashPattern = [10, 5]
      line.frame = view.bounds
      view.layer.addSublayer(line)
    }
    // 10 on, 5 off, from x 0, covering y 4 and 5 (a 2-point line centred on y 5).
    for x in [0, 5, 9, 15, 16, 24, 30, 39] { #expect(red(image, x, 4) == 0, "x \(x) is in a dash") }
    for x in [10, 12, 14, 25, 29, 40] { #expect(red(image, x, 4) == 255, "x \(x) is in a gap") }
    #expect(red(image, 5, 3) == 255 && red(image, 5, 6) == 255, "the line is 2 points wide")
  }

  @Test func zPositionAndInsertionOrderDecideWhatIsOnTop() throws {
    let image = try Scene("order", size: CGSize(width: 80, height: 20), scale: 1) { root in
      let first = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
      first.backgroundColor = .red
      let second = UIView(frame: CGRect(x: 20, y: 0, width: 40, height: 20))
      second.backgroundColor = .blue
      root.addSubview(first)
      root.addSubview(second)
      first.layer.zPosition = 1
      let under = CALayer()
      under.backgroundColor = UIColor.green.cgColor
      under.frame = CGRect(x: 0, y: 0, width: 80, height: 20)
      root.layer.insertSublayer(under, at: 0)
    }.image()
    // The red view is raised over the blue one where they overlap; the green layer, inserted at index 0, is
    // below both and shows only beyond them.
    #expect(image.pixel(x: 30, y: 10) == (255, 0, 0, 255))
    #expect(image.pixel(x: 50, y: 10) == (0, 0, 255, 255))
    #expect(image.pixel(x: 70, y: 10) == (0, 255, 0, 255))
  }

  /// The shadow of a 200 × 200 square at (100, 100) with a given path, radius 4 (σ = 4 pixels at scale 1).
  func shadowed(offset: CGSize = .zero) throws -> RGBAImage {
    try render(frame: CGRect(x: 100, y: 100, width: 200, height: 200)) { view in
      view.layer.shadowPath = CGPath(rect: view.bounds, transform: nil)
      view.layer.shadowColor = UIColor.black.cgColor
      view.layer.shadowOpacity = 1
      view.layer.shadowRadius = 4
      view.layer.shadowOffset = offset
    }
  }

  /// The shadow's darkness at `distance` points outside a long straight edge: a Gaussian's tail,
  /// ½·erfc(d / (σ√2)).
  func expectedShadow(distance: Double, sigma: Double = 4) -> Double {
    0.5 * erfc(distance / (sigma * 2.0.squareRoot()))
  }

  @Test func aShadowFallsOffAsAGaussianOutsideTheEdge() throws {
    let image = try shadowed()
    // Along the middle of the right edge (x = 300), pixel centres at distances 0.5, 2.5, 4.5, 8.5. The
    // three-box approximation is within 3 % of the Gaussian.
    for distance in [0.5, 2.5, 4.5, 8.5] {
      let x = 300 + Int(distance - 0.5)
      let darkness = 1 - Double(red(image, x, 200)) / 255
      #expect(
        abs(darkness - expectedShadow(distance: distance)) <= 0.03,
        "at \(distance): \(darkness) vs \(expectedShadow(distance: distance))")
    }
    // Inside, far from the edges, the shadow is solid; it ends where the three boxes reach (12 pixels for σ 4).
    #expect(red(image, 200, 200) == 0)
    #expect(red(image, 313, 200) == 255)
    #expect(red(image, 200, 313) == 255)
  }

  @Test func aShadowOffsetMovesTheFalloff() throws {
    let image = try shadowed(offset: CGSize(width: 0, height: 10))
    // The bottom edge moves from y 300 to 310; the top edge from 100 to 110.
    for distance in [0.5, 4.5] {
      let y = 310 + Int(distance - 0.5)
      let darkness = 1 - Double(red(image, 200, y)) / 255
      #expect(abs(darkness - expectedShadow(distance: distance)) <= 0.03)
    }
    // Above the moved top edge: pixel row 104's centre is 5.5 points out; row 97 is beyond the 12-pixel reach.
    let above = 1 - Double(red(image, 200, 104)) / 255
    #expect(abs(above - expectedShadow(distance: 5.5)) <= 0.03, "\(above)")
    #expect(red(image, 200, 97) == 255)
  }

  @Test func aLayerThatMasksToBoundsShowsNoShadow() throws {
    let image = try render(frame: CGRect(x: 100, y: 100, width: 200, height: 200)) { view in
      view.backgroundColor = .white
      view.layer.shadowOpacity = 1
      view.layer.shadowRadius = 4
      view.layer.masksToBounds = true
    }
    #expect(red(image, 302, 200) == 255)
  }

  @Test func aShadowWithoutAPathTakesTheShapeOfWhatTheViewDraws() throws {
    let image = try render(frame: CGRect(x: 100, y: 100, width: 200, height: 200)) { view in
      view.backgroundColor = .white
      view.layer.cornerRadius = 100
      view.layer.shadowOpacity = 1
      view.layer.shadowRadius = 4
      view.layer.shadowOffset = .zero
    }
    // A circle of radius 100 about (200, 200): 2.5 points outside it on the right the Gaussian tail applies
    // (the edge is nearly straight at this scale); outside the square's corner, where a square's shadow would be
    // dark, the circle's is clear.
    let darkness = 1 - Double(red(image, 302, 200)) / 255
    #expect(abs(darkness - expectedShadow(distance: 2.5)) <= 0.04, "\(darkness)")
    #expect(red(image, 298, 102) == 255)
  }

  @Test func continuousCornersLeaveTheEdgeEarlierThanCircularOnes() throws {
    func corner(_ curve: CALayerCornerCurve) throws -> RGBAImage {
      try render(frame: CGRect(x: 0, y: 0, width: 400, height: 400)) { view in
        view.backgroundColor = .red
        view.layer.cornerRadius = 100
        view.layer.cornerCurve = curve
      }
    }
    // A circular top-right corner of radius 100 is the quarter circle about (300, 100): pixel (300, 0) lies on
    // the straight top edge and (399, 100) on the straight right edge, both wholly inside. The continuous corner
    // leaves each edge 1.5287 × 100 points from the corner and is still 0.95 points in from the edge 100 points
    // from the corner; sampled 16 × 16 times over the pixel by hand (a point-in-polygon count over the corner's
    // Bézier curves), (300, 0) is 0.4 % covered, and so is its mirror image across the diagonal, (399, 99).
    let circular = try corner(.circular)
    #expect(circular.pixel(x: 300, y: 0) == (255, 0, 0, 255))
    #expect(circular.pixel(x: 399, y: 100) == (255, 0, 0, 255))
    let continuous = try corner(.continuous)
    #expect(green(continuous, 300, 0) >= 250)
    #expect(green(continuous, 399, 99) >= 250)
    // Near the diagonal the two nearly agree (0.2915 against 0.2929 of the radius from each edge): well inside
    // both, the same red.
    #expect(continuous.pixel(x: 340, y: 60) == (255, 0, 0, 255))
    #expect(circular.pixel(x: 340, y: 60) == (255, 0, 0, 255))
  }
}

/// What is drawn is the layer's background, set through `backgroundColor`: a subclass that overrides the property
/// to mean another view's colour (a cell forwarding it to its background view) does not paint its own bounds.
@Suite struct OverriddenBackgroundColorTests {
  final class ForwardingCell: UICollectionViewCell {
    override var backgroundColor: UIColor? {
      get { backgroundView?.backgroundColor }
      set { backgroundView?.backgroundColor = newValue }
    }
  }

  @Test func theLayersColourIsDrawnNotTheOverriddenProperty() throws {
    let image = try Scene("cell", size: CGSize(width: 50, height: 50), scale: 1) { root in
      let cell = ForwardingCell(frame: root.bounds)
      cell.backgroundView = UIView()
      cell.backgroundView?.layer.cornerRadius = 8
      cell.backgroundColor = .red
      root.addSubview(cell)
    }.image()
    // The rounded background view is red; its corner shows the white scene behind it, not a red cell.
    #expect(image.pixel(x: 25, y: 25) == (255, 0, 0, 255))
    #expect(image.pixel(x: 0, y: 0) == (255, 255, 255, 255))
    let layerColour = UIView()
    layerColour.layer.backgroundColor = UIColor.blue.cgColor
    #expect(layerColour.backgroundColor == .blue)
  }
}
