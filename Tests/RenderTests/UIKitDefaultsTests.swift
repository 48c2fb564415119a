import Foundation
import Testing

@testable import HeadlessUIKit

/// UIKit's documented defaults that code relies on without setting them (sources in docs/uikit-defaults.md).
@Suite struct UIKitDefaultsTests {
  /// The alignment the title of a button alone is drawn with.
  private func titleAlignment(_ button: UIButton) -> TextAlignment? {
    for case .text(let style, _, _) in button.drawnContent + button.drawnContentAboveSublayers {
      return style.alignment
    }
    return nil
  }

  /// UIControl's `contentHorizontalAlignment` is `.center` by default: a button wider than its title centres it.
  @Test func aButtonCentresItsTitleByDefault() {
    let button = UIButton(type: .system)
    button.setTitle("OK", for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    #expect(button.contentHorizontalAlignment == .center)
    #expect(titleAlignment(button) == .center)
    let custom = UIButton()
    custom.setTitle("OK", for: .normal)
    #expect(titleAlignment(custom) == .center)
  }

  /// Leading and trailing alignments follow the layout direction, as `effectiveContentHorizontalAlignment` says.
  @Test func leadingAndTrailingContentFollowTheLayoutDirection() {
    let button = UIButton(type: .system)
    button.setTitle("OK", for: .normal)
    button.contentHorizontalAlignment = .leading
    #expect(button.effectiveContentHorizontalAlignment == .left)
    #expect(titleAlignment(button) == .left)
    button.semanticLayoutDirection = .rightToLeft
    #expect(button.effectiveContentHorizontalAlignment == .right)
    #expect(titleAlignment(button) == .right)
    button.contentHorizontalAlignment = .trailing
    #expect(button.effectiveContentHorizontalAlignment == .left)
  }

  /// A button with an image and a title places both, side by side, where the alignment says.
  @Test func imageAndTitleMoveTogether() throws {
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    button.setImage(UIImage(systemName: "star"), for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
    button.contentHorizontalAlignment = .left
    var imageX: CGFloat?
    for case .image(_, let rect, _) in button.drawnContentAboveSublayers { imageX = rect.minX }
    #expect(imageX == 0)
    button.contentHorizontalAlignment = .center
    for case .image(_, let rect, _) in button.drawnContentAboveSublayers { imageX = rect.minX }
    #expect(try #require(imageX) > 0)
  }

  final class Screen: UIViewController {
    var margins: NSDirectionalEdgeInsets?
    override func viewDidLoad() {
      super.viewDidLoad()
      if let margins { view.directionalLayoutMargins = margins }
    }
  }

  private func appeared(_ controller: Screen, width: CGFloat) -> NSDirectionalEdgeInsets {
    let window = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 800))
    controller.appear(in: window)
    return controller.view.directionalLayoutMargins
  }

  /// A controller's root view gets the system minimum margins: 16 points leading and trailing on a 375- or
  /// 393-point phone, 20 on a 430-point phone and on an iPad, none at the top and bottom.
  @Test func aControllersRootViewHasTheSystemMinimumMargins() {
    let phone = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let wide = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    #expect(appeared(Screen(), width: 375) == phone)
    #expect(appeared(Screen(), width: 393) == phone)
    #expect(appeared(Screen(), width: 430) == wide)
    #expect(appeared(Screen(), width: 768) == wide)
  }

  /// Margins the controller sets are raised to the minimum edge by edge, unless it opts out.
  @Test func customMarginsAreRaisedToTheMinimumUnlessTheControllerOptsOut() {
    let screen = Screen()
    screen.margins = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 0, trailing: 30)
    #expect(
      appeared(screen, width: 375)
        == NSDirectionalEdgeInsets(top: 5, leading: 16, bottom: 0, trailing: 30))
    let free = Screen()
    free.viewRespectsSystemMinimumLayoutMargins = false
    free.margins = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 0, trailing: 30)
    #expect(
      appeared(free, width: 375)
        == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 0, trailing: 30))
  }

  /// `init(frame:)` is the designated initialiser of UIKit's view classes, so subclasses override it.
  @Test func subclassesOverrideInitFrame() {
    final class Title: UILabel {
      var configured = false
      override init(frame: CGRect) {
        super.init(frame: frame)
        configured = true
      }
      required init?(coder: NSCoder) { nil }
    }
    final class Picture: UIImageView {
      override init(frame: CGRect) { super.init(frame: frame) }
      required init?(coder: NSCoder) { nil }
    }
    #expect(Title().configured)
    #expect(
      Title(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).frame
        == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(Picture(frame: .zero).image == nil)
  }

  /// `UIImageView(image:)` sizes its frame to the image (UIImageView's documentation).
  @Test func anImageViewMadeWithAnImageTakesItsSize() throws {
    let image = try #require(UIImage(systemName: "star"))
    let view = UIImageView(image: image)
    #expect(view.frame == CGRect(origin: .zero, size: image.size))
    #expect(UIImageView(image: nil).frame == .zero)
  }

  /// Setting a label's font or colour to `nil` brings UIKit's default back.
  @Test func nilFontAndColourRestoreTheDefaults() {
    let label = UILabel()
    label.font = .boldSystemFont(ofSize: 30)
    label.font = nil
    #expect(
      label.font == UIFont.preferredFont(forTextStyle: .body)
        || label.font == .systemFont(ofSize: 17))
    label.textColor = .systemRed
    label.textColor = nil
    #expect(label.textColor == .label)
  }
}
