import Foundation
import HeadlessUIKit
import Render
import Testing

/// The debug overlay: outlines, redlines, and ambiguity and conflicts in red.
@Suite struct DebugOverlayTests {
  func scene(ambiguous: Bool) -> Scene {
    Scene("overlay", size: CGSize(width: 200, height: 120), scale: 1, backgroundColor: .white) {
      root in
      let box = View()
      box.identifier = "box"
      box.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(box)
      var constraints = [
        box.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        box.widthAnchor.constraint(equalToConstant: 80),
        box.heightAnchor.constraint(equalToConstant: 40),
      ]
      if !ambiguous {
        constraints.append(box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 60))
      }
      LayoutConstraint.activate(constraints)
    }
  }

  @Test func overlayOutlinesViewsAndDrawsRedlines() throws {
    let plain = try scene(ambiguous: false).image()
    let overlaid = scene(ambiguous: false)
    overlaid.showsDebugOverlay = true
    let image = try overlaid.image()
    #expect(image != plain)
    // The box spans x 60...139, y 40...79: its outline is blue, not red.
    let edge = image.pixel(x: 100, y: 79)
    #expect(edge.b > 150 && edge.r < 100)
    // The top constraint (constant 40) is a red line down the middle of the box's width, from y 0 to 40.
    let redline = image.pixel(x: 100, y: 20)
    #expect(redline.r > 200 && redline.g < 120)
  }

  @Test func ambiguousViewsAreOutlinedInRed() throws {
    let overlaid = scene(ambiguous: true)
    overlaid.showsDebugOverlay = true
    let image = try overlaid.image()
    let box = overlaid.root.subviews[0].frame
    let edge = image.pixel(x: Int(box.midX), y: Int(box.maxY) - 1)
    #expect(edge.r > 200 && edge.g < 120 && edge.b < 120)
  }
}
