import Foundation
import LayoutRender
import Testing

/// UIKit's older bar customisation: the transparent navigation bar idiom and the kept values.
@Suite struct BarCustomizationTests {
  /// The pixel at (x, y) of a 100 × 100 render of a navigation bar at the top of a red screen.
  private func pixel(x: Int, y: Int, _ customize: @escaping (UINavigationBar) -> Void) throws
    -> [UInt8]
  {
    let data = try Scene(
      "bar", size: CGSize(width: 100, height: 100), scale: 1, backgroundColor: .red
    ) { root in
      let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
      bar.standardAppearance.configureWithOpaqueBackground()
      bar.scrollEdgeAppearance = bar.standardAppearance
      bar.standardAppearance.backgroundColor = .white
      customize(bar)
      root.addSubview(bar)
    }.pngData()
    let image = try RGBAImage(pngData: data)
    let offset = (y * image.width + x) * 4
    return Array(image.pixels[offset..<offset + 4])
  }

  @Test func anEmptyBackgroundImageMakesTheBarTransparent() throws {
    // An opaque white bar covers the red screen; with `setBackgroundImage(UIImage(), for: .default)` the red shows.
    #expect(try pixel(x: 50, y: 20) { _ in } == [255, 255, 255, 255])
    #expect(
      try pixel(x: 50, y: 20) { bar in
        bar.setBackgroundImage(UIImage(), for: .default)
        bar.shadowImage = UIImage()
      } == [255, 0, 0, 255])
  }

  @Test func theOlderCustomisationValuesAreKept() {
    let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    item.setTitlePositionAdjustment(UIOffset(horizontal: 2, vertical: -1), for: .default)
    #expect(item.titlePositionAdjustment(for: .default) == UIOffset(horizontal: 2, vertical: -1))
    #expect(item.titlePositionAdjustment(for: .compact) == .zero)
    let bar = UINavigationBar()
    bar.setTitleVerticalPositionAdjustment(3, for: .default)
    #expect(bar.titleVerticalPositionAdjustment(for: .default) == 3)
    #expect(UIBarMetrics.defaultPrompt.rawValue == 101 && UIBarPosition.topAttached.rawValue == 3)
  }
}
