import Foundation
import HeadlessUIKit
import Render
import Testing

/// Pixels from frames and styles.
///
/// Expected colours are derived from the frames by hand: a view at x 10 width 30
/// covers pixels 10...39 at scale 1 and 20...79 at scale 2.
@Suite struct RasterTests {
  /// A 100×60 scene with one view placed by constraints.
  func scene(scale: CGFloat = 1, style: (View) -> Void) -> Scene {
    Scene("probe", size: CGSize(width: 100, height: 60), scale: scale) { root in
      let box = View()
      box.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(box)
      style(box)
      LayoutConstraint.activate([
        box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
        box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        box.widthAnchor.constraint(equalToConstant: 30),
        box.heightAnchor.constraint(equalToConstant: 20),
      ])
    }
  }

  /// One canvas of each kind whose memory may still hold the last scene: a screen's mapping kept as it is (8.96 MB),
  /// a long page's kept with its pages marked free (72.2 MB), and a small one from the heap (480 KB).
  static let reusedCanvasSizes = [
    CGSize(width: 1600, height: 1400), CGSize(width: 2200, height: 8200),
    CGSize(width: 400, height: 300),
  ]

  func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
    let pixel = image.pixel(x: x, y: y)
    return [pixel.r, pixel.g, pixel.b, pixel.a]
  }

  /// A canvas whose memory held the last scene (over 8 MB, memory the renderer maps and keeps for the next canvas of
  /// its size; smaller, the heap's) starts transparent every time: a view drawn on its own (on a transparent canvas,
  /// as the swift-snapshot-testing strategies draw views) right after an opaque scene of the same size shows nothing
  /// of that scene.
  ///
  /// Each kind of canvas whose memory may hold the last scene (``reusedCanvasSizes``).
  @Test(arguments: reusedCanvasSizes)
  func aReusedCanvasStartsTransparent(size: CGSize) throws {
    let (middleX, middleY) = (Int(size.width) / 2, Int(size.height) / 2)
    let opaque = try Scene("opaque", size: size, scale: 1, backgroundColor: .red).image()
    #expect(rgb(opaque, middleX, middleY) == [255, 0, 0, 255])
    for _ in 0..<2 {
      let view = View(frame: CGRect(origin: .zero, size: size))
      let clear = try view.renderedImage(scale: 1)
      let (right, bottom) = (Int(size.width) - 1, Int(size.height) - 1)
      #expect(
        rgb(clear, middleX, middleY) == [0, 0, 0, 0] && rgb(clear, right, bottom) == [0, 0, 0, 0])
    }
  }

  @Test func framesBecomePixelsAtScaleOne() throws {
    let image = try scene { $0.backgroundColor = .red }.image()
    #expect(image.width == 100 && image.height == 60)
    #expect(rgb(image, 25, 20) == [255, 0, 0, 255])
    #expect(rgb(image, 10, 10) == [255, 0, 0, 255])
    #expect(rgb(image, 39, 29) == [255, 0, 0, 255])
    #expect(rgb(image, 9, 10) == [255, 255, 255, 255])
    #expect(rgb(image, 40, 29) == [255, 255, 255, 255])
    #expect(rgb(image, 39, 30) == [255, 255, 255, 255])
  }

  @Test func scaleTwoDoublesThePixels() throws {
    let image = try scene(scale: 2) { $0.backgroundColor = .blue }.image()
    #expect(image.width == 200 && image.height == 120)
    #expect(rgb(image, 20, 20) == [0, 0, 255, 255])
    #expect(rgb(image, 79, 59) == [0, 0, 255, 255])
    #expect(rgb(image, 19, 20) == [255, 255, 255, 255])
    #expect(rgb(image, 80, 59) == [255, 255, 255, 255])
  }

  @Test func hiddenViewsAreNotDrawn() throws {
    let image = try scene {
      $0.backgroundColor = .red
      $0.isHidden = true
    }.image()
    #expect(rgb(image, 25, 20) == [255, 255, 255, 255])
  }

  @Test func alphaBlendsWithWhatIsBehind() throws {
    let image = try scene {
      $0.backgroundColor = .black
      $0.alpha = 0.5
    }.image()
    // Half black over white: 127.5, which Cairo rounds to 127 or 128.
    let pixel = image.pixel(x: 25, y: 20)
    #expect(
      [127, 128].contains(pixel.r) && pixel.r == pixel.g && pixel.g == pixel.b && pixel.a == 255)
  }

  @Test func bordersAreDrawnInsideTheFrame() throws {
    let image = try scene {
      $0.backgroundColor = .white
      $0.borderColor = .black
      $0.borderWidth = 2
    }.image()
    #expect(rgb(image, 10, 20) == [0, 0, 0, 255])
    #expect(rgb(image, 11, 20) == [0, 0, 0, 255])
    #expect(rgb(image, 12, 20) == [255, 255, 255, 255])
    #expect(rgb(image, 39, 20) == [0, 0, 0, 255])
    #expect(rgb(image, 25, 10) == [0, 0, 0, 255])
  }

  @Test func roundedCornersLeaveTheCornerEmpty() throws {
    let image = try scene {
      $0.backgroundColor = .red
      $0.cornerRadius = 10
    }.image()
    #expect(rgb(image, 10, 10) == [255, 255, 255, 255])
    #expect(rgb(image, 25, 20) == [255, 0, 0, 255])
    #expect(rgb(image, 20, 10) == [255, 0, 0, 255])
  }

  @Test func clipsToBoundsCutsSubviews() throws {
    let image = try Scene("clip", size: CGSize(width: 60, height: 60), scale: 1) { root in
      let parent = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      parent.clipsToBounds = true
      let child = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      child.backgroundColor = .red
      parent.addSubview(child)
      root.addSubview(parent)
    }.image()
    #expect(rgb(image, 10, 10) == [255, 0, 0, 255])
    #expect(rgb(image, 30, 30) == [255, 255, 255, 255])
  }

  @Test func aClearCanvasKeepsItsTransparency() throws {
    let scene = scene { $0.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5) }
    scene.backgroundColor = .clear
    let image = try scene.image()
    #expect(rgb(image, 0, 0) == [0, 0, 0, 0])
    let pixel = image.pixel(x: 25, y: 20)
    #expect(pixel.b == 255 && [127, 128].contains(pixel.a))
    #expect(!image.isOpaque)
    #expect(try RGBAImage(pngData: image.pngData()) == image)
  }

  @Test func largeCanvasesStartClearAndDrawTheSame() throws {
    // 1500 × 1500 points at @2x: a 36 MB buffer, above the 32 MB where the canvas maps its own memory instead of
    // Cairo's calloc. A clear scene must start fully transparent there too; a box at (10, 10) 30 × 20 points
    // covers pixels 20...79 × 20...59, and one at (1400, 1450) 50 × 40 covers 2800...2899 × 2900...2979.
    let scene = Scene("large", size: CGSize(width: 1500, height: 1500), scale: 2) { root in
      for (frame, color) in [
        (CGRect(x: 10, y: 10, width: 30, height: 20), Color.red),
        (CGRect(x: 1400, y: 1450, width: 50, height: 40), Color.blue),
      ] {
        let box = View()
        box.frame = frame
        box.backgroundColor = color
        root.addSubview(box)
      }
    }
    scene.backgroundColor = .clear
    let image = try scene.image()
    #expect(image.width == 3000 && image.height == 3000)
    #expect(rgb(image, 0, 0) == [0, 0, 0, 0])
    #expect(rgb(image, 1500, 1500) == [0, 0, 0, 0])
    #expect(rgb(image, 2999, 2999) == [0, 0, 0, 0])
    #expect(rgb(image, 20, 20) == [255, 0, 0, 255] && rgb(image, 79, 59) == [255, 0, 0, 255])
    #expect(rgb(image, 80, 59) == [0, 0, 0, 0])
    #expect(rgb(image, 2800, 2900) == [0, 0, 255, 255])
    #expect(rgb(image, 2899, 2979) == [0, 0, 255, 255])
    #expect(rgb(image, 2900, 2979) == [0, 0, 0, 0] && rgb(image, 2899, 2980) == [0, 0, 0, 0])
  }
}
