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

  /// A large-title bar over an inset-grouped list at rest at its top is at its scroll edge.
  ///
  /// Its default scroll-edge appearance has no background, so the list's grouped background (242, 242, 247) shows
  /// under the status bar. Scrolled by code, the content is under the bar, which shows its standard (white)
  /// background. The list settles at its top during the layout that follows the bar's, so the bar must hear of it.
  @Test func aListAtRestAtItsTopLeavesTheLargeTitleBarClear() throws {
    func statusBarPixel(scrolledBy offset: CGFloat?) throws -> [UInt8] {
      // The scene holds the controller's view only: the controller is kept until the image is drawn.
      var navigation: UINavigationController?
      let image = try Scene("list", device: .iPhone15) { root in
        let list = UICollectionViewController(
          collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        let controller = UINavigationController(rootViewController: list)
        controller.navigationBar.prefersLargeTitles = true
        list.title = "Favorites"
        controller.view.frame = root.bounds
        root.addSubview(controller.view)
        navigation = controller
        if let offset {
          root.layoutIfNeeded()
          list.collectionView.contentOffset = CGPoint(x: 0, y: offset)
        }
      }.image()
      withExtendedLifetime(navigation) {}
      let pixel = image.pixel(x: 30, y: 30)
      return [pixel.r, pixel.g, pixel.b]
    }
    #expect(try statusBarPixel(scrolledBy: nil) == [242, 242, 247])
    let scrolled = try statusBarPixel(scrolledBy: 100)
    #expect(scrolled == [255, 255, 255], "\(scrolled)")
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
