import Foundation
import HeadlessUIKit
import Render
import Testing

/// Adaptive system colours, dark appearance and device presets.
@Suite struct AppearanceAndDeviceTests {
  @Test func systemColoursHaveUIKitsLightAndDarkValues() {
    #expect(Color.systemBlue.resolved(for: .light) == Color(hex: "#007AFF"))
    #expect(Color.systemBlue.resolved(for: .dark) == Color(hex: "#0A84FF"))
    #expect(Color.label.resolved(for: .dark) == .white)
    #expect(Color.systemBackground.resolved(for: .dark) == .black)
    #expect(abs(Color.secondaryLabel.resolved(for: .light).alpha - 0.6) < 1e-9)
    // A plain colour is the same in both.
    #expect(Color.red.resolved(for: .dark) == .red)
  }

  @Test func darkAppearanceDrawsTheDarkValues() throws {
    func pixel(_ appearance: Appearance) throws -> (UInt8, UInt8, UInt8) {
      let image = try Scene(
        "dark", size: CGSize(width: 20, height: 20), scale: 1, appearance: appearance
      ) { root in
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        box.backgroundColor = .systemBlue
        root.addSubview(box)
      }.image()
      let probe = image.pixel(x: 5, y: 5)
      let background = image.pixel(x: 15, y: 15)
      #expect(background.r == (appearance == .dark ? 0 : 255))
      return (probe.r, probe.g, probe.b)
    }
    #expect(try pixel(.light) == (0x00, 0x7A, 0xFF))
    #expect(try pixel(.dark) == (0x0A, 0x84, 0xFF))
  }

  @Test func devicePresetsGiveSizeScaleAndSafeArea() throws {
    let scene = Scene("phone", device: .iPhone15) { root in
      let header = View()
      header.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(header)
      LayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        header.widthAnchor.constraint(equalToConstant: 10),
        header.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    let image = try scene.image()
    #expect(image.width == 393 * 3 && image.height == 852 * 3)
    #expect(scene.root.subviews[0].frame.minY == 59)
    let landscape = Device.iPhone15.landscape
    #expect(landscape.size == CGSize(width: 852, height: 393))
    #expect(landscape.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
  }
}
