import Foundation
import LayoutRender
import Testing

/// A view is its layer's delegate: `layoutSublayers(of:)` is where its layout happens, and a subclass that
/// overrides it to place sublayers gets them placed, its `layoutSubviews` still called through `super`.
@Suite struct LayerDelegateTests {
  final class BadgeView: UIView {
    let ring = CAShapeLayer()
    var calls: [String] = []
    override init(frame: CGRect) {
      super.init(frame: frame)
      layer.addSublayer(ring)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSublayers(of layer: CALayer) {
      super.layoutSublayers(of: layer)
      calls.append("layoutSublayers")
      ring.frame = layer.bounds.insetBy(dx: 4, dy: 4)
    }
    override func layoutSubviews() {
      super.layoutSubviews()
      calls.append("layoutSubviews")
    }
  }

  @Test func overridingLayoutSublayersPlacesSublayersAfterLayoutSubviews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let badge = BadgeView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.widthAnchor.constraint(equalToConstant: 40),
      badge.heightAnchor.constraint(equalToConstant: 30),
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      badge.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(badge.calls == ["layoutSubviews", "layoutSublayers"])
    #expect(badge.ring.frame == CGRect(x: 4, y: 4, width: 32, height: 22))
  }

  @Test func aViewIsALayerDelegate() {
    let delegate: any CALayerDelegate = BadgeView()
    #expect(delegate.action(for: CALayer(), forKey: "position") == nil)
  }
}
