import Foundation
import LayoutRender
import Testing

/// List cell accessories as UIKit spells them, laid out in a 320-point cell: the side margin is 16 points there,
/// a chevron 8 points wide with 16 before it (docs/uikit-lists.md), so the content view narrows by 8 + 16 for one.
@MainActor @Suite struct CellAccessoryTests {
  func contentWidth(_ accessories: [UICellAccessory]) -> CGFloat {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.accessories = accessories
    cell.layoutIfNeeded()
    return cell.contentView.frame.width
  }

  /// 320 − (16 side + 8 chevron + 16 spacing − 16 side) = 296.
  @Test func aDisclosureIndicatorTakesItsWidth() {
    #expect(contentWidth([.disclosureIndicator()]) == 296)
    #expect(UICellAccessory.disclosureIndicator().accessoryType == .disclosureIndicator)
  }

  /// A hidden accessory, and the editing controls of a list that is not editing, take nothing.
  @Test func hiddenAndEditingAccessoriesTakeNothing() {
    #expect(contentWidth([.disclosureIndicator(options: .init(isHidden: true))]) == 320)
    #expect(
      contentWidth([.delete(), .reorder(options: .init(showsVerticalSeparator: false))]) == 320)
    #expect(UICellAccessory.insert().accessoryType == .insert)
  }

  /// A 30-point custom view sits at the trailing margin (x = 304 − 30 = 274) and the content ends 16 before it.
  @Test func aCustomViewSitsAtTheTrailingMargin() {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.accessories = [
      .customView(configuration: .init(customView: badge, placement: .trailing()))
    ]
    cell.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 274, y: 12, width: 30, height: 20))
    #expect(cell.contentView.frame.width == 274)
  }

  /// Colour transformers run as a background resolves its colours; the grey keeps the luminance (red: 0.2126).
  @Test func backgroundsApplyTheirColourTransformers() {
    var background = UIBackgroundConfiguration.clear()
    background.backgroundColor = .red
    background.backgroundColorTransformer = .grayscale
    var white: CGFloat = 0
    background.resolvedBackgroundColor(for: .blue).getWhite(&white, alpha: nil)
    #expect(abs(white - 0.2126) < 1e-9)
    #expect(background.resolvedStrokeColor(for: .blue) == .blue)
    #expect(background == background && background != UIBackgroundConfiguration.clear())
  }

  /// A button configuration's attributed title is its title; the glass looks draw as their nearest looks.
  @Test func buttonConfigurationsSpeakUIKitsTypes() {
    var configuration = UIButton.Configuration.glass()
    configuration.attributedTitle = AttributedString("Done")
    #expect(configuration.title == "Done")
    configuration.imagePlacement = .trailing
    configuration.contentInsets = .zero
    configuration.setDefaultContentInsets()
    #expect(
      configuration.contentInsets
        == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    #expect(configuration == UIButton.Configuration.glass().withTitle("Done", trailingImage: true))
  }
}

extension UIButton.Configuration {
  fileprivate func withTitle(_ title: String, trailingImage: Bool) -> Self {
    var copy = self
    copy.title = title
    if trailingImage { copy.imagePlacement = .trailing }
    return copy
  }
}
