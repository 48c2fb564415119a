import Foundation
import LayoutRender
import Testing

/// UIKit's appearance proxies (`UIAppearance`): what is set on a class's proxy reaches its instances.
///
/// Values apply when an instance enters a window, unless it set them itself. Each test uses classes of its own, as
/// proxies are global.
@MainActor @Suite struct AppearanceProxyTests {
  private func window() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }

  @Test func aProxysValuesReachInstancesWhenTheyEnterAWindow() {
    final class BrandBar: UINavigationBar {}
    BrandBar.appearance().barTintColor = .systemIndigo
    BrandBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
    let bar = BrandBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(bar.barTintColor == nil)
    let screen = window()
    screen.addSubview(bar)
    #expect(bar.barTintColor == .systemIndigo)
    #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == .white)
    // A bar that sets its own tint keeps it; the proxy's other values still reach it.
    let own = BrandBar(frame: .zero)
    own.barTintColor = .systemRed
    screen.addSubview(own)
    #expect(own.barTintColor == .systemRed && own.titleTextAttributes != nil)
    // The proxy is one object per class.
    #expect(BrandBar.appearance() === BrandBar.appearance())
  }

  @Test func subclassesProxiesApplyAfterTheirSuperclasses() {
    class Caption: UILabel {}
    final class Footnote: Caption {}
    Footnote.appearance().textColor = .systemBlue
    Caption.appearance().textColor = .systemGreen
    Caption.appearance().font = .systemFont(ofSize: 11)
    let (caption, footnote) = (Caption(), Footnote())
    let screen = window()
    screen.addSubview(caption)
    screen.addSubview(footnote)
    #expect(caption.textColor == .systemGreen && caption.font.pointSize == 11)
    // The subclass's own proxy wins over its superclass's, whatever the order they were set in.
    #expect(footnote.textColor == .systemBlue && footnote.font.pointSize == 11)
  }

  @Test func aProxyLimitedToContainersReachesOnlyViewsInsideThem() {
    final class Detail: UILabel {}
    final class FeedCell: UITableViewCell {}
    Detail.appearance(whenContainedInInstancesOf: [FeedCell.self]).textColor = .systemOrange
    let inside = Detail()
    let cell = FeedCell(style: .default, reuseIdentifier: nil)
    cell.contentView.addSubview(inside)
    let outside = Detail()
    let screen = window()
    screen.addSubview(cell)
    screen.addSubview(outside)
    #expect(inside.textColor == .systemOrange)
    #expect(outside.textColor == .label)
  }

  @Test func appearanceMethodsAreRepeatedOnInstances() {
    final class LinkButton: UIButton {}
    LinkButton.appearance().setTitleColor(.systemPink, for: .normal)
    let button = LinkButton(type: .system)
    window().addSubview(button)
    #expect(button.titleColor(for: .normal) == .systemPink)
  }

  @Test func aScenesViewsTakeTheirProxiesValues() throws {
    final class Swatch: UIView {}
    Swatch.appearance().backgroundColor = .red
    let data = try Scene(
      "swatch", size: CGSize(width: 10, height: 10), scale: 1, backgroundColor: .white
    ) { root in
      root.addSubview(Swatch(frame: root.bounds))
    }.pngData()
    let image = try RGBAImage(pngData: data)
    #expect(Array(image.pixels[0..<4]) == [255, 0, 0, 255])
  }
}
