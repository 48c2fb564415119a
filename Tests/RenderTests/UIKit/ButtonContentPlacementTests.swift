import Foundation
import LayoutRender
import Testing

/// Where a button puts its image, title and subtitle: the configuration's image placement and paddings, and the
/// layout direction (UIKit's leading and trailing), measured from the titles' own sizes.
@Suite struct ButtonContentPlacementTests {
  /// A 20 × 20 image (at scale 1).
  private let icon = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
    UIColor.black.setFill()
    context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
  }

  /// A title's size as a label in the same font measures it.
  private func size(of text: String, _ font: UIFont) -> CGSize {
    let label = UILabel()
    label.font = font
    label.text = text
    return label.intrinsicContentSize
  }

  @Test func aRightToLeftButtonPutsItsImageAfterTheTitle() {
    let button = UIButton(type: .system)
    button.setTitle("Continue", for: .normal)
    button.setImage(icon, for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    let content = button.contentRect(forBounds: button.bounds)
    let leftToRight = (
      button.imageRect(forContentRect: content), button.titleRect(forContentRect: content)
    )
    #expect(leftToRight.0.maxX == leftToRight.1.minX)
    // The "Continue ›" idiom: forced right to left, leading is the right side.
    button.semanticContentAttribute = .forceRightToLeft
    let image = button.imageRect(forContentRect: content)
    let title = button.titleRect(forContentRect: content)
    #expect(title.maxX == image.minX)
    // The group stays centred: it starts where it started.
    #expect(title.minX == leftToRight.0.minX)
  }

  @Test func anImagePlacedOnTopStandsAboveTheTitleCentred() throws {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Share"
    configuration.image = icon
    configuration.imagePlacement = .top
    configuration.imagePadding = 6
    let button = UIButton(configuration: configuration)
    let insets = configuration.contentInsets
    let title = size(of: "Share", .systemFont(ofSize: 17))
    let intrinsic = button.intrinsicContentSize
    #expect(
      abs(intrinsic.width - (max(20, title.width) + insets.leading + insets.trailing)) < 0.001)
    #expect(abs(intrinsic.height - (20 + 6 + title.height + insets.top + insets.bottom)) < 0.001)
    button.frame = CGRect(origin: .zero, size: intrinsic)
    let content = button.contentRect(forBounds: button.bounds)
    let image = button.imageRect(forContentRect: content)
    let titleRect = button.titleRect(forContentRect: content)
    #expect(abs(titleRect.minY - (image.maxY + 6)) < 0.001)
    #expect(abs(image.midX - titleRect.midX) < 0.001)
  }

  @Test func anImagePlacedTrailingFollowsTheTitle() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Next"
    configuration.image = icon
    configuration.imagePlacement = .trailing
    configuration.imagePadding = 8
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 0, y: 0, width: 240, height: 50)
    let content = button.contentRect(forBounds: button.bounds)
    let image = button.imageRect(forContentRect: content)
    let title = button.titleRect(forContentRect: content)
    #expect(abs(image.minX - (title.maxX + 8)) < 0.001)
  }

  /// A pop-up button shows its selected action's title (the one whose state is on, else the first) and the pop-up
  /// indicator after it: 6 points away, 8 wide (approximate metrics, docs/uikit-defaults.md).
  @Test func aPopUpButtonShowsItsSelectionAndIndicator() {
    let button = UIButton(configuration: .bordered())
    button.menu = UIMenu(children: [
      UIAction(title: "Economy") { _ in }, UIAction(title: "Business", state: .on) { _ in },
    ])
    button.showsMenuAsPrimaryAction = true
    #expect(button.currentTitle == nil)
    button.changesSelectionAsPrimaryAction = true
    #expect(button.currentTitle == "Business")
    let insets = button.configuration!.contentInsets
    let title = size(of: "Business", .systemFont(ofSize: 17))
    #expect(
      abs(
        button.intrinsicContentSize.width - (title.width + 6 + 8 + insets.leading + insets.trailing)
      ) < 0.001)
    button.menu = UIMenu(children: [UIAction(title: "Economy") { _ in }])
    #expect(button.currentTitle == "Economy")
  }

  @Test func aSubtitleStandsUnderTheTitleAndIsDrawn() throws {
    var configuration = UIButton.Configuration.tinted()
    configuration.title = "Change plan"
    configuration.subtitle = "Currently: Family"
    configuration.titlePadding = 4
    let button = UIButton(configuration: configuration)
    let insets = configuration.contentInsets
    let title = size(of: "Change plan", .systemFont(ofSize: 17))
    let subtitle = size(of: "Currently: Family", .systemFont(ofSize: 15))
    let intrinsic = button.intrinsicContentSize
    #expect(
      abs(intrinsic.height - (title.height + 4 + subtitle.height + insets.top + insets.bottom))
        < 0.001)
    #expect(
      abs(intrinsic.width - (max(title.width, subtitle.width) + insets.leading + insets.trailing))
        < 0.001)
    #expect(button.subtitleLabel?.text == "Currently: Family")
    // Drawn: below the title's rows there is ink in the subtitle's rows.
    let image = try Scene("subtitle", size: intrinsic, scale: 1, backgroundColor: .white) { root in
      button.frame = root.bounds
      root.addSubview(button)
    }.image()
    let subtitleTop = Int((insets.top + title.height + 4).rounded(.up)) + 1
    let subtitleRows = subtitleTop..<Int(intrinsic.height - insets.bottom) - 1
    let inked = subtitleRows.contains { y in
      (0..<image.width).contains { x in image.pixel(x: x, y: y).r < 200 }
    }
    #expect(inked)
  }
}
