import Foundation
import LayoutRender

extension UIImage {
  /// A 10 × 20 image: the top 10 rows red, the bottom 10 blue (which way up it is drawn shows at a glance).
  static let redOverBlue: UIImage = {
    let red: [UInt8] = [255, 0, 0, 255]
    let blue: [UInt8] = [0, 0, 255, 255]
    let pixels: [UInt8] = (0..<20).flatMap { row -> [UInt8] in
      Array((0..<10).map { _ in row < 10 ? red : blue }.joined())
    }
    return UIImage(bitmap: RGBAImage(width: 10, height: 20, pixels: pixels))
  }()
}
