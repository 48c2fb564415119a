import Foundation
import HeadlessUIKit
import StraitJacket
import Testing

/// StraitJacket's `sWidth`/`sHeight`: fractions of the main screen (393 × 852 points, an iPhone 15) or of a size.
@Suite struct ScreenFractionTests {
  @Test func fractionsOfTheMainScreen() {
    #expect(CGFloat(0.5).sWidth == 196.5)
    #expect(CGFloat(0.25).sHeight == 213)
    #expect(CGFloat(1).sWidth == UIScreen.main.bounds.width)
  }

  @Test func fractionsOfAGivenSize() {
    let size = CGSize(width: 200, height: 80)
    #expect(CGFloat.scaledWidth(0.3, of: size) == 60)
    #expect(CGFloat.scaledHeight(0.75, of: size) == 60)
  }

  /// A width constraint made from a fraction holds it, and the frame is aligned to the 3× screen's pixels as UIKit
  /// aligns it: 314.4 points are 943.2 pixels (943), 85.2 are 255.6 (256).
  @Test func aFractionSizesAView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let banner = UIView()
    banner.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(banner)
    NSLayoutConstraint.activate([
      banner.widthAnchor.constraint(equalToConstant: CGFloat(0.8).sWidth),
      banner.heightAnchor.constraint(equalToConstant: CGFloat(0.1).sHeight),
    ])
    root.layoutIfNeeded()
    #expect(abs(banner.frame.width - 943.0 / 3) < 1e-9)
    #expect(abs(banner.frame.height - 256.0 / 3) < 1e-9)
  }
}
