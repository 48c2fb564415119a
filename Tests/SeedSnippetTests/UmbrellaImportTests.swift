import LayoutRender
import Testing

// This file imports nothing but the umbrella (and Testing): a scene file's single `import LayoutRender` must
// bring the geometry types, URL and every DSL with it.

@Suite struct UmbrellaImportTests {
  @Test func oneImportIsEnough() throws {
    let scene = Scene("umbrella", size: CGSize(width: 120, height: 40), scale: 1) { root in
      let label = UILabel("Hi")
      root.addSubview(label)
      label.al.centerInSuperview()
    }
    let url = URL(fileURLWithPath: "/tmp").appendingPathComponent("unused.png")
    #expect(url.pathExtension == "png")
    scene.root.layoutIfNeeded()
    let label = try #require(scene.root.subviews.first)
    // Centred: the label's centre is the scene's centre, whatever the text measures.
    #expect(abs(label.frame.midX - 60) < 1e-9 && abs(label.frame.midY - 20) < 1e-9)
    #expect(label.frame.width > 0)
  }
}
