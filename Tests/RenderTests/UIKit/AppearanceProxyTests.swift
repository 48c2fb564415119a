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

  /// The labels drawn in `view`'s tree whose text is `text`.
  private func labels(_ text: String, in view: UIView) -> [UILabel] {
    ((view as? UILabel).map { $0.text == text ? [$0] : [] } ?? [])
      + view.subviews.flatMap { labels(text, in: $0) }
  }

  /// `bar`, 390 × 44 points in a window, showing `items` on the right.
  @discardableResult
  private func show(_ items: [UIBarButtonItem], in bar: UINavigationBar) -> UINavigationBar {
    bar.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
    let navigationItem = UINavigationItem(title: "Inbox")
    navigationItem.rightBarButtonItems = items
    bar.items = [navigationItem]
    window().addSubview(bar)
    bar.layoutIfNeeded()
    return bar
  }

  @Test func barButtonItemsTakeTheirProxiesValuesWhenABarShowsThem() throws {
    final class ShareItem: UIBarButtonItem {}
    ShareItem.appearance().tintColor = .systemPink
    ShareItem.appearance().setTitleTextAttributes(
      [.font: UIFont.systemFont(ofSize: 13)], for: .normal)
    let share = ShareItem(title: "Share", style: .plain, target: nil, action: nil)
    let own = ShareItem(title: "Keep", style: .plain, target: nil, action: nil)
    own.tintColor = .systemTeal
    #expect(share.tintColor == nil)
    let bar = show([share, own], in: UINavigationBar())
    #expect(share.tintColor == .systemPink && own.tintColor == .systemTeal)
    let shareLabel = try #require(labels("Share", in: bar).first)
    #expect(shareLabel.textColor == .systemPink && shareLabel.font.pointSize == 13)
    // The item's own tint stays; the proxy's title attributes still reach it.
    let keepLabel = try #require(labels("Keep", in: bar).first)
    #expect(keepLabel.textColor == .systemTeal && keepLabel.font.pointSize == 13)
  }

  @Test func aBarItemProxyLimitedToABarReachesOnlyItemsInThatBar() {
    final class MailItem: UIBarButtonItem {}
    final class ComposeBar: UINavigationBar {}
    MailItem.appearance(whenContainedInInstancesOf: [ComposeBar.self]).tintColor = .systemGreen
    let inside = MailItem(title: "Send", style: .done, target: nil, action: nil)
    let outside = MailItem(title: "Send", style: .done, target: nil, action: nil)
    show([inside], in: ComposeBar())
    show([outside], in: UINavigationBar())
    #expect(inside.tintColor == .systemGreen)
    #expect(outside.tintColor == nil)
  }

  @Test func tabBarItemsTakeTheirProxiesValues() throws {
    final class InboxTab: UITabBarItem {}
    InboxTab.appearance().badgeColor = .systemGreen
    InboxTab.appearance().setTitleTextAttributes(
      [.foregroundColor: UIColor.systemOrange], for: .selected)
    InboxTab.appearance().titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -4)
    let inbox = InboxTab(title: "Inbox", image: nil, tag: 0)
    let sent = InboxTab(title: "Sent", image: nil, tag: 1)
    let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
    bar.items = [inbox, sent]
    bar.selectedItem = inbox
    window().addSubview(bar)
    bar.layoutIfNeeded()
    #expect(inbox.badgeColor == .systemGreen && sent.badgeColor == .systemGreen)
    let selected = try #require(labels("Inbox", in: bar).first)
    let unselected = try #require(labels("Sent", in: bar).first)
    #expect(selected.textColor == .systemOrange)
    #expect(unselected.textColor != .systemOrange)
    // Both titles are raised by the proxy's 4 points, so they stand level with each other.
    #expect(selected.frame.minY == unselected.frame.minY)
    let plain = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
    plain.items = [UITabBarItem(title: "Sent", image: nil, tag: 1)]
    window().addSubview(plain)
    plain.layoutIfNeeded()
    let level = try #require(labels("Sent", in: plain).first)
    #expect(unselected.frame.minY == level.frame.minY - 4)
  }
}
