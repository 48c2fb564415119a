import Foundation
import LayoutRender
import Testing

/// One import gives a scene UIKit's names, the stack view, Yalta and the renderer, with no ambiguity.
@Suite struct UmbrellaTests {
  @Test func uikitStyleSceneRendersThroughOneImport() throws {
    let scene = Scene("umbrella", size: CGSize(width: 200, height: 100), scale: 1) { root in
      let label = UILabel("Title")
      label.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
      label.textAlignment = NSTextAlignment.center
      let stack = UIStackView(arrangedSubviews: [label, Spacer(height: 10)])
      stack.axis = .vertical
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      ])
      root.backgroundColor = UIColor(hex: "#FFFFFF")
    }
    let image = try scene.image()
    #expect(image.width == 200)
    scene.root.layoutIfNeeded()
    #expect(scene.root.subviews[0].frame.minY == 10)
  }
}
