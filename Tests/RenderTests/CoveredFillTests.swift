import Foundation
import HeadlessUIKit
import Testing

@testable import Render

/// Backgrounds painted over entirely by a subview's opaque background are left out.
///
/// That is the canvas's own fill under a full-screen controller's view, or a view under a child that fills it. The
/// pixels must be those of drawing every fill: each case below that must keep its fill shows a colour only the kept
/// fill can give.
@Suite struct CoveredFillTests {
  func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
    let pixel = image.pixel(x: x, y: y)
    return [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
  }

  /// A red parent at (10, 10, 40, 40) in a 60-point scene (white background), with one child over its bounds.
  func parentAndChild(scale: CGFloat = 1, child: (View) -> Void) -> Scene {
    Scene("cover", size: CGSize(width: 60, height: 60), scale: scale) { root in
      let parent = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
      parent.backgroundColor = .red
      let cover = View(frame: parent.bounds)
      parent.addSubview(cover)
      child(cover)
      root.addSubview(parent)
    }
  }

  @Test func anOpaqueCoverShowsOnlyItself() throws {
    let image = try parentAndChild { $0.backgroundColor = .blue }.image()
    #expect(rgb(image, 10, 10) == [0, 0, 255] && rgb(image, 49, 49) == [0, 0, 255])
    #expect(rgb(image, 9, 10) == [255, 255, 255] && rgb(image, 50, 49) == [255, 255, 255])
  }

  /// Blue at alpha 0.5 over red gives (128, 0, 127) within rounding; over the white scene it would be (127, 127, 255).
  @Test func aTranslucentBackgroundKeepsTheFillBelow() throws {
    let image = try parentAndChild {
      $0.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
    }
    .image()
    let pixel = rgb(image, 30, 30)
    #expect(abs(pixel[0] - 128) <= 1 && pixel[1] == 0 && abs(pixel[2] - 127) <= 1)
  }

  @Test func aTranslucentViewKeepsTheFillBelow() throws {
    let image = try parentAndChild {
      $0.backgroundColor = .blue
      $0.alpha = 0.5
    }.image()
    let pixel = rgb(image, 30, 30)
    #expect(abs(pixel[0] - 128) <= 1 && pixel[1] == 0 && abs(pixel[2] - 127) <= 1)
  }

  /// A rounded cover leaves its corners to the parent: the corner pixel stays red.
  @Test func roundedCornersKeepTheFillBelow() throws {
    let image = try parentAndChild {
      $0.backgroundColor = .blue
      $0.layer.cornerRadius = 10
    }.image()
    #expect(rgb(image, 10, 10) == [255, 0, 0])
    #expect(rgb(image, 30, 30) == [0, 0, 255])
  }

  @Test func aHiddenCoverKeepsTheFillBelow() throws {
    let image = try parentAndChild {
      $0.backgroundColor = .blue
      $0.isHidden = true
    }.image()
    #expect(rgb(image, 30, 30) == [255, 0, 0])
  }

  /// Under a transform of 1.25 the edges fall inside pixels: the edge pixel's blue covers three quarters of it, and
  /// the red kept below shows as more red than green (over white alone, red and green would be equal).
  @Test func edgesInsidePixelsKeepTheFillBelow() throws {
    let scene = Scene("scaled", size: CGSize(width: 100, height: 100), scale: 1) { root in
      let container = View(frame: root.bounds)
      container.transform = CGAffineTransform(scaleX: 1.25, y: 1.25)
      // x maps to 1.25 x − 12.5: the parent's left edge at 11 lands at 1.25 pixels.
      let parent = View(frame: CGRect(x: 11, y: 11, width: 40, height: 40))
      parent.backgroundColor = .red
      let cover = View(frame: parent.bounds)
      cover.backgroundColor = .blue
      parent.addSubview(cover)
      container.addSubview(parent)
      root.addSubview(container)
    }
    let image = try scene.image()
    let edge = rgb(image, 1, 25)
    #expect(edge[0] > edge[1] + 10)
    #expect(rgb(image, 10, 25) == [0, 0, 255])
  }

  /// A large canvas is drawn into a kept mapping that still holds the last scene's pixels; a full-size opaque
  /// screen whose content view fills it leaves none of the red behind, the screen's background and the scene's own
  /// fill both left out.
  ///
  /// Each kind of canvas whose memory may hold the last scene (`RasterTests.reusedCanvasSizes`).
  @Test(arguments: RasterTests.reusedCanvasSizes)
  func aFullSizeCoverRepaintsAReusedCanvas(size: CGSize) throws {
    _ = try Scene("red", size: size, scale: 1, backgroundColor: .red).image()
    let covered = try Scene("covered", size: size, scale: 1, backgroundColor: .green) { root in
      let screen = View(frame: root.bounds)
      screen.backgroundColor = .yellow
      let content = View(frame: screen.bounds)
      content.backgroundColor = .blue
      screen.addSubview(content)
      root.addSubview(screen)
    }.image()
    let (right, bottom) = (Int(size.width) - 1, Int(size.height) - 1)
    #expect(rgb(covered, 0, 0) == [0, 0, 255] && rgb(covered, right, bottom) == [0, 0, 255])
  }

  /// A view drawn on its own (as the swift-snapshot-testing strategies draw one) on a kept canvas that still holds a
  /// red scene: a view whose opaque background covers it is drawn without clearing the canvas first and shows no
  /// red; one whose opaque subview leaves a one-point edge still starts clear, so the edge is transparent.
  @Test func aViewDrawnOnItsOwnClearsTheCanvasOnlyWhenItLeavesPixels() throws {
    let size = CGSize(width: 1600, height: 1400)
    func drawnAfterRed(_ view: View) throws -> RGBAImage {
      _ = try Scene("red", size: size, scale: 1, backgroundColor: .red).image()
      return try view.renderedImage(scale: 1)
    }
    let covering = View(frame: CGRect(origin: .zero, size: size))
    covering.backgroundColor = .blue
    let full = try drawnAfterRed(covering)
    #expect(rgb(full, 0, 0) == [0, 0, 255] && rgb(full, 1599, 1399) == [0, 0, 255])

    let framed = View(frame: CGRect(origin: .zero, size: size))
    let inset = View(frame: CGRect(x: 1, y: 1, width: 1598, height: 1398))
    inset.backgroundColor = .blue
    framed.addSubview(inset)
    let edged = try drawnAfterRed(framed)
    #expect(edged.pixel(x: 0, y: 0).a == 0 && edged.pixel(x: 1599, y: 1399).a == 0)
    #expect(rgb(edged, 1, 1) == [0, 0, 255])
  }

  /// Which fills the canvas leaves out, asked directly: through views without a background down to an opaque one
  /// that holds the whole fill; never on a vector surface.
  @Test func theCoverIsFoundThroughViewsWithoutBackground() throws {
    let canvas = try CairoCanvas(scene: "probe", pixelWidth: 60, pixelHeight: 60, scale: 1)
    let whole = CGRect(x: 0, y: 0, width: 60, height: 60)
    let wrapper = View(frame: whole)
    let screen = View(frame: whole)
    screen.backgroundColor = .white
    wrapper.addSubview(screen)
    #expect(canvas.isCovered(whole, byFirst: wrapper, origin: .zero))
    screen.frame = CGRect(x: 0, y: 1, width: 60, height: 59)
    #expect(!canvas.isCovered(whole, byFirst: wrapper, origin: .zero))
    screen.frame = whole
    wrapper.layer.shadowOpacity = 0.3
    #expect(!canvas.isCovered(whole, byFirst: wrapper, origin: .zero))
    wrapper.layer.shadowOpacity = 0
    screen.backgroundColor = .clear
    #expect(!canvas.isCovered(whole, byFirst: wrapper, origin: .zero))
    screen.backgroundColor = .white
    #expect(canvas.isCovered(whole, byFirst: wrapper, origin: .zero))
    #expect(!canvas.isCovered(whole, byFirst: nil, origin: .zero))
  }
}
