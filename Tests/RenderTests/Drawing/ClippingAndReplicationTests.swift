import Foundation
import LayoutRender
import Testing

/// A view's own content clipped to its rounded bounds, and a replicator layer's copies.
@Suite struct ClippingAndReplicationTests {
  private func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
    let start = (y * image.width + x) * 4
    return Array(image.pixels[start..<start + 4])
  }

  /// An image the size of `side` points, filled with opaque blue.
  private func blueImage(side: CGFloat) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
      UIColor.blue.setFill()
      context.fill(CGRect(x: 0, y: 0, width: side, height: side))
    }
  }

  @Test func aClippingImageViewWithRoundedCornersShowsARoundedImage() throws {
    let scene = Scene(
      "Avatar", size: CGSize(width: 40, height: 40), scale: 1, backgroundColor: .white
    ) { root in
      let avatar = UIImageView(image: blueImage(side: 40))
      avatar.frame = root.bounds
      avatar.layer.cornerRadius = 20
      avatar.clipsToBounds = true
      root.addSubview(avatar)
    }
    let image = try scene.image()
    // The corner pixel lies outside the circle of radius 20 (its centre is 27.6 points from the circle's): white.
    #expect(pixel(image, 0, 0) == [255, 255, 255, 255])
    #expect(pixel(image, 20, 20) == [0, 0, 255, 255])
  }

  @Test func withoutClippingTheImageKeepsItsCorners() throws {
    let scene = Scene(
      "Square", size: CGSize(width: 40, height: 40), scale: 1, backgroundColor: .white
    ) { root in
      let avatar = UIImageView(image: blueImage(side: 40))
      avatar.frame = root.bounds
      avatar.layer.cornerRadius = 20
      root.addSubview(avatar)
    }
    #expect(pixel(try scene.image(), 0, 0) == [0, 0, 255, 255])
  }

  @Test func aReplicatorDrawsEachCopyAStepFurtherAndFainter() throws {
    let scene = Scene(
      "Dots", size: CGSize(width: 60, height: 20), scale: 1, backgroundColor: .white
    ) { root in
      let replicator = CAReplicatorLayer()
      replicator.frame = root.bounds
      let dot = CALayer()
      dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      dot.backgroundColor = UIColor.black.cgColor
      replicator.addSublayer(dot)
      replicator.instanceCount = 3
      replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
      replicator.instanceAlphaOffset = -0.5
      root.layer.addSublayer(replicator)
    }
    let image = try scene.image()
    // Copies at x 0, 20 and 40 with alpha 1, 0.5 and 0 over white: black, mid grey (127 or 128), white.
    #expect(pixel(image, 5, 5) == [0, 0, 0, 255])
    let grey = pixel(image, 25, 5)
    #expect((127...128).contains(grey[0]) && grey[0] == grey[1] && grey[1] == grey[2])
    #expect(pixel(image, 45, 5) == [255, 255, 255, 255])
    #expect(pixel(image, 15, 5) == [255, 255, 255, 255])
  }
}
