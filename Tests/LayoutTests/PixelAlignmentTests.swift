import Foundation
import HeadlessUIKit
import Testing

/// Auto Layout's frames aligned to the screen's pixels, as UIKit aligns them.
///
/// Each edge is rounded to the nearest pixel, halves up (docs/uikit-defaults.md, "Pixel alignment"). Roots outside a
/// window are on the main screen (3×).
@Suite struct PixelAlignmentTests {
  /// A 50-point square centred in a 375-point root at 3×: x 162.5 is 487.5 pixels, placed at 488.
  @Test func aCentredViewMovesToTheNextPixel() {
    let root = makeRoot(width: 375, height: 812)
    let square = makeView("square", in: root)
    LayoutConstraint.activate([
      square.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      square.topAnchor.constraint(equalTo: root.topAnchor, constant: 381),
      square.widthAnchor.constraint(equalToConstant: 50),
      square.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    #expect(square.frame == CGRect(x: 488.0 / 3, y: 381, width: 50, height: 50))
  }

  /// Each edge is rounded, not the origin and the width: 107.2 to 212.8 (321.6 and 638.4 pixels) becomes 322 to 638
  /// pixels, 105.333 points wide where rounding the width alone would give 105.667.
  @Test func edgesAreRoundedNotTheWidth() {
    let root = makeRoot(width: 375, height: 667)
    let bar = makeView("bar", in: root)
    LayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 107.2),
      bar.widthAnchor.constraint(equalToConstant: 105.6),
      bar.topAnchor.constraint(equalTo: root.topAnchor),
      bar.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(bar.frame.minX == 322.0 / 3)
    #expect(abs(bar.frame.width - 316.0 / 3) < 1e-9)
  }

  /// A window's screen gives the scale: at 2× the centred square stays at 162.5, a whole pixel.
  @Test func theWindowsScreenGivesTheScale() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.screen = Screen(bounds: window.bounds, scale: 2)
    let square = makeView("square", in: window)
    LayoutConstraint.activate([
      square.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      square.centerYAnchor.constraint(equalTo: window.centerYAnchor),
      square.widthAnchor.constraint(equalToConstant: 50),
      square.heightAnchor.constraint(equalToConstant: 51),
    ])
    window.layoutIfNeeded()
    // x (375 − 50) / 2 = 162.5 is 325 pixels; y (667 − 51) / 2 = 308.
    #expect(square.frame == CGRect(x: 162.5, y: 308, width: 50, height: 51))
  }

  /// A frame set by hand on a view placed by its autoresizing mask is the view's own, unaligned.
  @Test func aFrameSetByHandIsKept() {
    let root = makeRoot()
    let badge = View(frame: CGRect(x: 10.1, y: 20.25, width: 30.05, height: 12))
    root.addSubview(badge)
    let pinned = makeView("pinned", in: root)
    LayoutConstraint.activate([
      pinned.leadingAnchor.constraint(equalTo: badge.trailingAnchor),
      pinned.topAnchor.constraint(equalTo: badge.topAnchor),
      pinned.widthAnchor.constraint(equalToConstant: 10),
      pinned.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 10.1, y: 20.25, width: 30.05, height: 12))
    // The constrained neighbour starts at 40.15 (120.45 pixels: 120) and 20.25 (60.75 pixels: 61).
    #expect(pinned.frame.minX == 120.0 / 3)
    #expect(pinned.frame.minY == 61.0 / 3)
  }
}
