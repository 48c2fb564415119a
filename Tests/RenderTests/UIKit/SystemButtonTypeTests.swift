import Foundation
import LayoutRender
import Testing

/// What the system button types show before a team sets anything (docs/uikit-defaults.md, "System button types").
@MainActor @Suite struct SystemButtonTypeTests {
  /// The info and add-contact buttons are their 22-point symbol, tinted; UIKit has sized them 22 × 22 since iOS 7.
  @Test func infoAndAddButtonsAreTheirSymbolTwentyTwoPointsSquare() throws {
    for type in [UIButton.ButtonType.infoLight, .infoDark, .detailDisclosure, .contactAdd] {
      let button = UIButton(type: type)
      let image = try #require(button.currentImage, "\(type)")
      #expect(image.isSymbolImage)
      #expect(image.size == CGSize(width: 22, height: 22))
      #expect(button.intrinsicContentSize == CGSize(width: 22, height: 22), "\(type)")
    }
    // A title of the team's own makes it a titled button again, sized by its text and UIKit's 6-point padding.
    let titled = UIButton(type: .infoLight)
    titled.setTitle("More", for: .normal)
    #expect(titled.intrinsicContentSize.height > 22)
  }

  /// The close button is a 30-point disc with a cross: at its centre the cross's colour over the disc's, a little
  /// above the cross the disc's, in a corner outside the disc the background.
  @Test func closeButtonIsADiscWithACross() throws {
    let button = UIButton(type: .close)
    #expect(button.currentImage == nil)
    #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30))
    let image = try Scene(
      "close", size: CGSize(width: 30, height: 30), scale: 3, backgroundColor: .white
    ) {
      root in
      button.frame = root.bounds
      root.addSubview(button)
    }.image()
    // The tertiary fill (118, 118, 128 at 0.12) over white: 239, 239, 240; the secondary label colour (60, 60, 67
    // at 0.6) over that: 132, 132, 136.
    let centre = image.pixel(x: 45, y: 45)
    #expect(abs(Int(centre.r) - 132) <= 2 && abs(Int(centre.b) - 136) <= 2)
    let disc = image.pixel(x: 45, y: 12)
    #expect(abs(Int(disc.r) - 239) <= 1 && abs(Int(disc.b) - 240) <= 1)
    let corner = image.pixel(x: 0, y: 0)
    #expect(corner.r == 255 && corner.g == 255 && corner.b == 255)
  }

  /// The `.close` bar button item is that button, 30 points square, not a tinted symbol.
  @Test func closeBarItemIsTheCloseButton() {
    let item = UIBarButtonItem(barButtonSystemItem: .close, target: nil, action: nil)
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let navigationItem = UINavigationItem(title: "Settings")
    navigationItem.leftBarButtonItem = item
    bar.items = [navigationItem]
    bar.layoutIfNeeded()
    func buttons(in view: UIView) -> [UIButton] {
      view.subviews.flatMap { [$0 as? UIButton].compactMap { $0 } + buttons(in: $0) }
    }
    let close = buttons(in: bar).first { $0.buttonType == .close }
    #expect(close?.bounds.size == CGSize(width: 30, height: 30))
  }
}
