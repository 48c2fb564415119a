import Foundation
import LayoutRender
import Testing

/// CALayer's members as UIKit declares them: a team's layer subclasses, layer classes of views, geometry.
@Suite struct LayerMembersTests {
  /// A team's layer subclass, written as UIKit code writes one.
  final class PulseLayer: CALayer {
    var pulses = 0
    override init() {
      super.init()
      name = "pulse"
    }
    override init(layer: Any) {
      super.init(layer: layer)
      pulses = (layer as? PulseLayer)?.pulses ?? 0
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSublayers() { pulses += 1 }
  }

  final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
  }

  final class PulseView: UIView {
    override class var layerClass: AnyClass { PulseLayer.self }
  }

  @Test func subclassesOverrideUIKitsInitialisersAndMembers() {
    let layer = PulseLayer()
    #expect(layer.name == "pulse")
    #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))  // Core Animation's default
    #expect(layer.speed == 1 && layer.isDoubleSided && !layer.isGeometryFlipped)
    layer.pulses = 3
    #expect(PulseLayer(layer: layer).pulses == 3)
    #expect(layer.presentation() === layer)
  }

  @Test func aViewsLayerClassMakesCoreAnimationsOwnLayers() {
    #expect(GradientView().layer is CAGradientLayer)
    let (layer, diagnostics) = Diagnostics.collect { PulseView().layer }
    // A team's class cannot be made from its class alone here: its nearest Core Animation ancestor stands in.
    #expect(!(layer is PulseLayer))
    #expect(
      diagnostics.contains {
        $0.message.contains("layerClass") && $0.message.contains("PulseLayer")
      })
  }

  @Test func standaloneLayersConvertAndHitTest() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let card = CALayer()
    card.frame = CGRect(x: 20, y: 30, width: 100, height: 100)
    let dot = CALayer()
    dot.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
    root.addSublayer(card)
    card.addSublayer(dot)
    #expect(dot.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 31, y: 42))
    #expect(root.convert(CGPoint(x: 31, y: 42), to: dot) == CGPoint(x: 1, y: 2))
    // (35, 45) in the root's superlayer space is inside the dot (30…40, 40…50 there).
    #expect(root.hitTest(CGPoint(x: 35, y: 45)) === dot)
    #expect(root.hitTest(CGPoint(x: 150, y: 10)) === root)
    #expect(root.hitTest(CGPoint(x: 250, y: 10)) == nil)
  }

  @Test func settingSublayersReplacesTheStandaloneOnes() {
    let root = CALayer()
    let old = CALayer()
    root.addSublayer(old)
    let (first, second) = (CALayer(), CALayer())
    root.sublayers = [first, second]
    #expect(root.sublayers?.count == 2 && root.sublayers?.first === first && old.superlayer == nil)
    let third = CALayer()
    root.replaceSublayer(first, with: third)
    #expect(root.sublayers?.first === third)
  }
}
