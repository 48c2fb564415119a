// A thumbnail drawn once with UIGraphicsImageRenderer (a gradient, a circle and a glyph) and shown in image views at
// two sizes, as apps make placeholder artwork.
import UIKit

func makeThumbnail(side: CGFloat) -> UIImage {
  let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side))
  return renderer.image { context in
    let colors = [UIColor.systemPink.cgColor, UIColor.systemPurple.cgColor] as CFArray
    if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) {
      context.cgContext.drawLinearGradient(
        gradient, start: .zero, end: CGPoint(x: side, y: side), options: [])
    }
    UIColor.white.withAlphaComponent(0.85).setFill()
    UIBezierPath(ovalIn: CGRect(x: side * 0.3, y: side * 0.3, width: side * 0.4, height: side * 0.4)).fill()
  }
}

import LayoutRender

_ = Scene("Rendered thumbnail", size: CGSize(width: 240, height: 120)) { root in
  let image = makeThumbnail(side: 64)
  let large = UIImageView(image: image)
  large.frame = CGRect(x: 24, y: 24, width: 72, height: 72)
  large.layer.cornerRadius = 12
  large.clipsToBounds = true
  let small = UIImageView(image: image)
  small.frame = CGRect(x: 120, y: 40, width: 40, height: 40)
  small.contentMode = .scaleAspectFill
  small.layer.cornerRadius = 20
  small.clipsToBounds = true
  root.addSubview(large)
  root.addSubview(small)
}
