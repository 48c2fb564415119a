import Foundation
import LayoutRender
import Testing

/// Numbers beyond what a C integer holds, from user code, render instead of trapping (each trapped before).
@Suite struct NumericRobustnessTests {
  @Test func aLabelMillionsOfPointsWideIsMeasuredAndDrawn() throws {
    let label = UILabel("Wide")
    label.numberOfLines = 0
    // 3 million points is beyond Pango's Int32 width in 1/1024 points.
    let size = label.intrinsicContentSize(forWidth: 3_000_000)
    #expect(size.width > 0 && size.height > 0)
    let scene = Scene("wide", size: CGSize(width: 100, height: 40), scale: 1) { root in
      label.frame = CGRect(x: 0, y: 0, width: 3_000_000, height: 40)
      root.addSubview(label)
    }
    _ = try scene.image()
  }

  @Test func theDebugOverlayPrintsAHugeConstant() throws {
    let scene = Scene("huge", size: CGSize(width: 100, height: 100), scale: 1) { root in
      let a = UIView()
      let b = UIView()
      for view in [a, b] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        view.widthAnchor.constraint(equalToConstant: 10).isActive = true
        view.heightAnchor.constraint(equalToConstant: 10).isActive = true
        view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
      }
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 1e19).isActive = true
    }
    scene.showsDebugOverlay = true
    _ = try scene.image()
  }
}
