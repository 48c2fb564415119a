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

/// docs/rendering-api.md's example, run as written (to a temporary file).
@Suite struct ReadmeRenderingExampleTests {
  @Test func welcomeSceneRenders() throws {
    let scene = Scene("Welcome", device: .iPhone15) { root in
      let title = UILabel("Welcome back")
      title.font = .systemFont(ofSize: 28, weight: .bold)
      let subtitle = UILabel("Sign in to continue.")
      subtitle.textColor = .secondaryLabel
      let button = UIButton(title: "Continue")
      let column = Stack([title, subtitle, button], axis: .vertical, spacing: 12)
      column.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(column)
      NSLayoutConstraint.activate([
        column.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        column.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        column.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 40),
      ])
    }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "welcome-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: url) }
    try scene.write(to: url)
    let image = try RGBAImage(pngData: Data(contentsOf: url))
    #expect(image.width == 393 * 3 && image.height == 852 * 3)
    // The column starts 40 points below the 59-point safe area, 8 points in from the left margin.
    #expect(scene.root.subviews[0].frame.origin == CGPoint(x: 8, y: 99))
  }
}

/// Mag and Yalta side by side through one import, without ambiguity.
@Suite struct UmbrellaDSLTests {
  @Test func magAndYaltaInOneFile() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let box = UIView()
    root.addSubview(box)
    box.al.top.pinToSuperview(inset: 10)
    box.al.leading.pinToSuperview(inset: 20)
    box.widthAnchor == 30
    box.heightAnchor == box.widthAnchor * 0.5
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 20, y: 10, width: 30, height: 15))
  }
}
