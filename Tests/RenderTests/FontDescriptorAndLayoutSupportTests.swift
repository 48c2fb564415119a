import Foundation
import LayoutRender
import Testing

/// UIFontDescriptor's basics and a view controller's top and bottom layout guides, with values from UIKit's
/// documented behaviour.
@Suite struct FontDescriptorAndLayoutSupportTests {
  @Test func descriptorsRoundTripAndABoldTraitMakesTheFontBold() throws {
    let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
    // The body style is 17 points at the default (large) category.
    #expect(body.pointSize == 17)
    let bold = try #require(body.withSymbolicTraits(.traitBold))
    #expect(bold.symbolicTraits.contains(.traitBold))
    // A size of 0 keeps the descriptor's size.
    let font = UIFont(descriptor: bold, size: 0)
    #expect(font.pointSize == 17 && font.fontName == "Inter-Bold")
    #expect(UIFont(descriptor: bold, size: 20).pointSize == 20)
    #expect(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitBold))
    #expect(!UIFont.systemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitBold))
  }

  @Test func theTopAndBottomLayoutGuidesAreTheBarsOutsideTheSafeArea() {
    final class Controller: UIViewController {
      let header = UIView()
      let footer = UIView()
      override func viewDidLoad() {
        super.viewDidLoad()
        for bar in [header, footer] {
          bar.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(bar)
          bar.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
          bar.widthAnchor.constraint(equalToConstant: 100).isActive = true
          bar.heightAnchor.constraint(equalToConstant: 30).isActive = true
        }
        header.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8).isActive =
          true
        footer.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor).isActive = true
      }
    }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root.additionalSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let controller = Controller()
    controller.appear(in: root)
    // 47 + 8 below the top; the footer's bottom at 844 - 34 = 810, so its top at 780.
    #expect(controller.header.frame.minY == 55)
    #expect(controller.footer.frame.minY == 780)
    #expect(controller.topLayoutGuide.length == 47)
    #expect(controller.bottomLayoutGuide.length == 34)
  }
}
