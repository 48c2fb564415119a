import SnapshotTesting
import Testing
import UIKit

/// A team's label subclass: UIKit names it with its module and gives its UIKit base class.
final class CaptionLabel: UILabel {}

/// Views that print their own description, one in place of UIKit's, one after it.
final class NamedView: UIView {
  override var description: String { "<Named view>" }
}

final class TaggedView: UIView {
  override var description: String { super.description + " #tagged" }
}

// `.recursiveDescription` and `.hierarchy` print UIKit's formats without addresses: each view's class, its frame
// (six significant digits), the properties that differ from their defaults in UIKit's order, and its layer.
@Suite struct RecursiveDescriptionTests {
  @Test func aViewTreeInUIKitsFormat() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    root.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 16, y: 20, width: 100.5, height: 61 / 3))
    label.text = "A label with a rather long text"
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    badge.isHidden = true
    badge.alpha = 0.5
    badge.tag = 7
    badge.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    badge.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    root.addSubview(label)
    root.addSubview(badge)
    let expected = """
      <UIView; frame = (0 0; 320 100); backgroundColor = UIExtendedGrayColorSpace 1 1; layer = <CALayer>>
         | <UILabel; frame = (16 20; 100.5 20.3333); text = 'A label with a rather lon...'; \
      userInteractionEnabled = NO; backgroundColor = UIExtendedGrayColorSpace 0 0; layer = <_UILabelLayer>>
         | <UIView; frame = (0 0; 10 10); alpha = 0.5; hidden = YES; autoresize = W+BM; tag = 7; \
      backgroundColor = UIExtendedSRGBColorSpace 1 0.5 0 1; layer = <CALayer>>
      """
    #expect(try snapshot(root, as: .recursiveDescription) == expected)
  }

  @Test func aTeamsClassHasItsModuleAndItsUIKitBaseClass() throws {
    let caption = CaptionLabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    caption.text = ""
    caption.backgroundColor = .systemBackground
    let expected = """
      <UIKitSnapshottingTests.CaptionLabel; baseClass = UILabel; frame = (0 0; 40 20); text = ''; \
      userInteractionEnabled = NO; backgroundColor = <UIDynamicSystemColor; name = systemBackgroundColor>; \
      layer = <_UILabelLayer>>
      """
    #expect(try snapshot(caption as UIView, as: .recursiveDescription) == expected)
  }

  /// UIKit prints each view's `description`: a subclass's own text replaces the line, and `super.description`
  /// inside it is UIKit's line.
  @Test func aViewsOwnDescriptionIsItsLine() throws {
    let root = NamedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    root.addSubview(TaggedView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
    let expected = """
      <Named view>
         | <UIKitSnapshottingTests.TaggedView; frame = (0 0; 5 5); layer = <CALayer>> #tagged
      """
    let text = try snapshot(root as UIView, as: .recursiveDescription)
    #expect(text == expected, "\(text)")
  }

  @Test func aControllersViewIsDescribedOnItsScreen() throws {
    let screen = SafeAreaScreen()
    let text = try snapshot(screen as UIViewController, as: .recursiveDescription(on: .iPhoneSe))
    // The view fills the 320 × 568 screen (autoresizing W+H); the content fills the safe area below the
    // 20-point status bar.
    let expected = """
      <UIView; frame = (0 0; 320 568); autoresize = W+H; backgroundColor = UIExtendedGrayColorSpace 1 1; \
      layer = <CALayer>>
         | <UIView; frame = (0 20; 320 548); backgroundColor = UIExtendedSRGBColorSpace 0 1 0 1; layer = <CALayer>>
      """
    #expect(text == expected)
  }

  @Test func aNavigationStacksHierarchy() throws {
    let navigation = UINavigationController(rootViewController: SafeAreaScreen())
    let expected = """
      <UINavigationController>, state: appeared, view: <UILayoutContainerView>
         | <UIKitSnapshottingTests.SafeAreaScreen>, state: appeared, view: <UIView>
      """
    #expect(try snapshot(navigation as UIViewController, as: .hierarchy) == expected)
  }
}
