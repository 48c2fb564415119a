import Foundation
import HeadlessUIKit
import Render
import Testing

/// A scene's frames align to its own scale's pixels, and to the new scale's when it is drawn at another
/// (docs/uikit-defaults.md, "Pixel alignment").
@Suite struct ScenePixelAlignmentTests {
  /// A 50-point square centred in a 375-point scene: x (375 − 50) / 2 = 162.5.
  func centredSquareScene(scale: CGFloat) -> (Scene, View) {
    let square = View()
    let scene = Scene("square", size: CGSize(width: 375, height: 100), scale: scale) { root in
      square.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(square)
      LayoutConstraint.activate([
        square.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        square.topAnchor.constraint(equalTo: root.topAnchor),
        square.widthAnchor.constraint(equalToConstant: 50),
        square.heightAnchor.constraint(equalToConstant: 50),
      ])
    }
    return (scene, square)
  }

  @Test func aSceneAlignsToItsOwnScale() {
    // 162.5 is 325 pixels at 2×: already on the grid, even though the main screen is 3×.
    let (double, square) = centredSquareScene(scale: 2)
    double.root.layoutIfNeeded()
    #expect(square.frame.minX == 162.5)
    // At 3× it is 487.5 pixels, placed at 488.
    let (triple, other) = centredSquareScene(scale: 3)
    triple.root.layoutIfNeeded()
    #expect(other.frame.minX == 488.0 / 3)
  }

  @Test func aRescaledSceneAlignsAgain() {
    let (scene, square) = centredSquareScene(scale: 2)
    scene.root.layoutIfNeeded()
    scene.rescale(to: 3)
    scene.root.layoutIfNeeded()
    #expect(square.frame.minX == 488.0 / 3)
    #expect(square.frame.width == 50)
  }
}
