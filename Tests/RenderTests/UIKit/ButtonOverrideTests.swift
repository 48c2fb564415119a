import Foundation
import LayoutRender
import Testing

/// UIButton's layout override points and its remaining members.
@Suite struct ButtonOverrideTests {
  /// A template image in a `.custom` button is drawn in the tint colour (the type's white is its title's), shrunk
  /// to fit the button (a 480-point image in a 35-point button), across the whole button: the padding a legacy
  /// button gives its title does not apply to an image alone, so such a button is its image's size.
  @MainActor @Test func aTemplateImageAloneIsTintedAndFitted() throws {
    let large = UIGraphicsImageRenderer(size: CGSize(width: 480, height: 480)).image { context in
      context.fill(CGRect(x: 0, y: 0, width: 480, height: 480))
    }.withRenderingMode(.alwaysTemplate)
    let button = UIButton(frame: CGRect(x: 10, y: 10, width: 35, height: 35))
    button.tintColor = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
    button.setImage(large, for: .normal)
    let image = try Scene(
      "button", size: CGSize(width: 100, height: 100), scale: 1, backgroundColor: .darkGray
    ) { root in root.addSubview(button) }.image()
    for (x, y) in [(11, 11), (27, 27), (43, 43)] {
      let inside = image.pixel(x: x, y: y)
      #expect(inside.r == 255 && inside.g == 204 && inside.b == 0, "(\(x), \(y))")
    }
    let outside = image.pixel(x: 60, y: 60)
    #expect(outside.r == outside.b && outside.r < 128)
    #expect(button.imageView?.frame == CGRect(x: 0, y: 0, width: 35, height: 35))
    let alone = UIButton(type: .custom)
    alone.setImage(
      UIGraphicsImageRenderer(size: CGSize(width: 28, height: 28)).image { _ in }, for: .normal)
    #expect(alone.intrinsicContentSize == CGSize(width: 28, height: 28))
  }

  /// A layer inserted at index 0 (the gradient-button pattern) stays below the title, and a subview above it.
  ///
  /// UIKit's title label is a subview the button adds when it lays itself out, after such layers.
  @Test func aLayerInsertedBelowKeepsTheTitleAboveItAndSubviewsAboveBoth() throws {
    let image = try Scene(
      "button", size: CGSize(width: 200, height: 80), scale: 1, backgroundColor: .white
    ) { root in
      let button = UIButton(type: .custom)
      button.frame = root.bounds
      button.setTitle("I", for: .normal)
      button.setTitleColor(.white, for: .normal)
      button.titleLabel?.font = .systemFont(ofSize: 60, weight: .bold)
      let fill = CALayer()
      fill.backgroundColor = UIColor.red.cgColor
      fill.frame = button.bounds
      button.layer.insertSublayer(fill, at: 0)
      let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      badge.backgroundColor = .blue
      button.addSubview(badge)
      root.addSubview(button)
    }.image()
    // The middle of the capital I's stem, at the button's centre: the title's white, not the layer's red.
    let stem = image.pixel(x: 100, y: 40)
    #expect(stem.r == 255 && stem.g == 255 && stem.b == 255)
    let beside = image.pixel(x: 150, y: 40)
    #expect(beside.r == 255 && beside.g == 0)
    let badge = image.pixel(x: 10, y: 10)
    #expect(badge.b == 255 && badge.r == 0)
  }

  /// A team's button that puts its title in the right half of the content rectangle.
  final class RightTitleButton: UIButton {
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
      CGRect(
        x: contentRect.midX, y: contentRect.minY, width: contentRect.width / 2,
        height: contentRect.height)
    }
  }

  /// The columns of a 120 × 40 render of `button` that hold dark pixels.
  private func inkColumns(_ makeButton: @escaping () -> UIButton) throws -> [Int] {
    let data = try Scene(
      "button", size: CGSize(width: 120, height: 40), scale: 1, backgroundColor: .white
    ) { root in
      let button = makeButton()
      button.frame = root.bounds
      button.setTitle("Go", for: .normal)
      button.setTitleColor(.black, for: .normal)
      root.addSubview(button)
    }.pngData()
    let image = try RGBAImage(pngData: data)
    return (0..<image.width).filter { x in
      (0..<image.height).contains { y in image.pixels[(y * image.width + x) * 4] < 128 }
    }
  }

  @Test func titleRectPlacesTheTitle() throws {
    // Centred by default: ink on both sides of the middle is impossible for "Go" at 15 points (about 18 points wide),
    // so it sits around x = 60; the override puts it in the right half, centred there around x = 90.
    let plain = try inkColumns { UIButton(type: .custom) }
    let moved = try inkColumns { RightTitleButton(type: .custom) }
    #expect(!plain.isEmpty && plain.allSatisfy { (45...75).contains($0) })
    #expect(!moved.isEmpty && moved.allSatisfy { (75...105).contains($0) })
  }

  @Test func theConfigurationUpdateHandlerRunsWhenSetAndWhenAsked() {
    let button = UIButton(configuration: .filled())
    var updates = 0
    button.configurationUpdateHandler = { _ in updates += 1 }
    #expect(updates == 1)
    button.setNeedsUpdateConfiguration()
    #expect(updates == 2)
  }

  @Test func aPreferredSymbolConfigurationSizesTheImage() {
    let button = UIButton(type: .system)
    button.setImage(UIImage(systemName: "heart"), for: .normal)
    let plain = button.intrinsicContentSize
    button.setPreferredSymbolConfiguration(
      UIImage.SymbolConfiguration(pointSize: 34), forImageIn: .normal)
    // The symbol grows from 20 to 40 points.
    #expect(button.intrinsicContentSize.width == plain.width + 20)
    #expect(
      button.currentPreferredSymbolConfiguration?.isEqual(
        to: UIImage.SymbolConfiguration(pointSize: 34)) == true)
  }
}
