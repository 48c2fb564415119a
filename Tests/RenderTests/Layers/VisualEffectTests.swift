import Foundation
import LayoutRender
import Testing

/// The blur effect view, with expected pixels derived from the Gaussian by hand.
@Suite struct VisualEffectTests {
  /// A 100 × 40 scene at scale 1: black on the left half, white on the right, under an effect view.
  func render(_ effect: UIVisualEffect?) throws -> RGBAImage {
    try Scene("blur", size: CGSize(width: 100, height: 40), scale: 1, backgroundColor: .white) {
      root in
      let black = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
      black.backgroundColor = .black
      root.addSubview(black)
      root.addSubview(UIVisualEffectView(effect: effect).with { $0.frame = root.bounds })
    }.image()
  }

  @Test func aBlurSpreadsTheEdgeAsAGaussianUnderTheMaterialsTint() throws {
    let image = try render(UIBlurEffect(style: .systemMaterialLight))
    // σ = 10 pixels: the white share at a pixel centre x + 0.5 is Φ((x + 0.5 − 50) / 10); the material lays white
    // at alpha 0.65 over it, so the grey is 255 · (0.65 + 0.35 · Φ). Φ(−2.05) = 0.020, Φ(−0.05) = 0.480,
    // Φ(2.05) = 0.980. The three-box approximation stays within a few per cent of the Gaussian: ±4 levels.
    for (x, phi) in [(30, 0.020), (49, 0.480), (70, 0.980)] {
      let expected = 255 * (0.65 + 0.35 * phi)
      let grey = Double(image.pixel(x: x, y: 20).r)
      #expect(abs(grey - expected) <= 4, "x \(x): \(grey), expected \(expected)")
    }
  }

  @Test func noEffectDrawsNothing() throws {
    let image = try render(nil)
    #expect(image.pixel(x: 30, y: 20) == (0, 0, 0, 255))
    #expect(image.pixel(x: 70, y: 20) == (255, 255, 255, 255))
  }

  @Test func theContentViewFillsTheEffectView() {
    let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    effectView.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
    effectView.layoutIfNeeded()
    #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 60))
  }
}

extension UIView {
  /// The view after `configure` ran on it.
  fileprivate func with(_ configure: (UIView) -> Void) -> UIView {
    configure(self)
    return self
  }
}
