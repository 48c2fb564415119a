import Foundation
import Testing
import UIKit

/// Spellings that UIKit component libraries use (activity indicators, pagers, swipeable cells, input bars), as
/// probe 11's sweep of public code met them: each compiles through `import UIKit` alone and does what UIKit does.
@MainActor @Suite struct ComponentLibrarySpellings {
  /// A layer whose implicit actions are animations, and an actions table that turns one off with `NSNull`.
  final class PulseLayer: CAShapeLayer {
    override class func defaultAction(forKey event: String) -> CAAction? {
      CABasicAnimation(keyPath: event)
    }
  }

  /// A cell that makes its accessibility elements as they are asked for, as drawn controls do.
  final class RatingCell: UITableViewCell {
    let stars = (0..<5).map { _ in NSObject() }
    override func accessibilityElementCount() -> Int { stars.count }
    override func accessibilityElement(at index: Int) -> Any? { stars[index] }
    override func index(ofAccessibilityElement element: Any) -> Int {
      stars.firstIndex { $0 === element as AnyObject } ?? NSNotFound
    }
  }

  /// A coordinator that runs what is asked alongside, as UIKit's does once a size change begins.
  final class ImmediateCoordinator: UIViewControllerTransitionCoordinator {
    var isAnimated: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var isCancelled: Bool { false }
    private(set) var ranAlongside = false
    func animate(
      alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
      ranAlongside = animation != nil
      return true
    }
  }

  /// A text view that vets what is pasted, and a presentation that hears a size change: UIKit's override points.
  final class CodeField: UITextView {
    private(set) var pastes = 0
    override func paste(_ sender: Any?) {
      pastes += 1
      super.paste(sender)
    }
  }

  final class SheetPresentation: UIPresentationController {
    private(set) var sizes: [CGSize] = []
    override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      sizes.append(size)
      super.viewWillTransition(to: size, with: coordinator)
    }
  }

  @Test func overridePointsAreHeard() {
    let field = CodeField()
    field.paste(nil)
    #expect(field.pastes == 1)
    let sheet = SheetPresentation(presentedViewController: UIViewController(), presenting: nil)
    sheet.viewWillTransition(to: CGSize(width: 320, height: 480), with: ImmediateCoordinator())
    #expect(sheet.sizes == [CGSize(width: 320, height: 480)])
  }

  @Test func animationValuesAndActions() {
    // Darwin's HUGE, a repeat count that never ends.
    let forever: Float = HUGE
    #expect(forever == .greatestFiniteMagnitude)
    // A transform boxed in a value comes back out.
    let boxed = NSValue(caTransform3D: CATransform3DMakeTranslation(4, 0, 0))
    #expect(boxed.caTransform3DValue.m41 == 4)
    #expect(
      NSValue(cgAffineTransform: CGAffineTransform(scaleX: 2, y: 3)).cgAffineTransformValue.d == 3)
    #expect(PulseLayer.defaultAction(forKey: "opacity") is CABasicAnimation)
    let actions: [String: CAAction] = ["position": NSNull()]
    #expect(actions["position"] is NSNull)
  }

  @Test func geometryStringsAndNumbers() {
    #expect(NSCoder.cgPoint(for: "{1, 2}") == CGPoint(x: 1, y: 2))
    #expect(NSCoder.cgRect(for: "{{1, 2}, {3.5, 4}}") == CGRect(x: 1, y: 2, width: 3.5, height: 4))
    #expect(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
    #expect(CGFloat(NSNumber(value: 2.5)) == 2.5)
    #expect(UIColor.red.cgColor.components == [1, 0, 0, 1])
  }

  @Test func priorityAndWindowLevelArithmetic() {
    let view = UIView()
    let lowered = view.contentCompressionResistancePriority(for: .horizontal) - 1
    view.setContentCompressionResistancePriority(lowered, for: .horizontal)
    // UIKit's default compression resistance is 750.
    #expect(view.contentCompressionResistancePriority(for: .horizontal).rawValue == 749)
    let banner = UIWindow(frame: .zero)
    banner.windowLevel = UIWindow.Level.alert + 1
    // UIKit's alert level is 2000.
    #expect(banner.windowLevel.rawValue == 2001)
  }

  @Test func accessibilityContainersAnswerFromTheirElements() {
    let cell = RatingCell(style: .default, reuseIdentifier: nil)
    #expect(cell.accessibilityElementCount() == 5)
    #expect(cell.index(ofAccessibilityElement: cell.stars[3]) == 3)
    // A plain view answers from `accessibilityElements`.
    let chart = UIView()
    let bar = UIAccessibilityElement(accessibilityContainer: chart)
    chart.accessibilityElements = [bar]
    #expect(chart.accessibilityElementCount() == 1)
    #expect(chart.accessibilityElement(at: 0) as AnyObject === bar)
    #expect(chart.accessibilityElement(at: 1) == nil)
    #expect(chart.index(ofAccessibilityElement: UIView()) == NSNotFound)
  }

  @Test func textAndSelectors() {
    #expect(NSAttributedString().length == 0)
    let message = NSMutableAttributedString()
    message.append(NSAttributedString(string: "Hi"))
    #expect(message.string == "Hi")
    #expect(NSStringFromSelector(NSSelectorFromString("paste:")) == "paste:")
    let attachment = NSTextAttachment()
    attachment.image = UIImage(systemName: "star")
    #expect(
      attachment.image(forBounds: attachment.bounds, textContainer: nil, characterIndex: 0)
        === attachment.image)
  }

  @Test func customStateAndImageDescriptions() {
    var state = UICellConfigurationState(traitCollection: UITraitCollection())
    let archived = UIConfigurationStateCustomKey("com.example.archived")
    #expect(state[archived] == nil)
    state[archived] = true
    #expect(state[archived] == AnyHashable(true))
    let star = UIImage(systemName: "star")
    star?.accessibilityLabel = "Favourite"
    #expect(star?.accessibilityLabel == "Favourite")
  }

  /// A list content view's text guide lies over its text, for a badge aligned with it.
  @Test func listContentGuidesFollowTheirText() throws {
    var content = UIListContentConfiguration.cell()
    content.text = "Inbox"
    let view = UIListContentView(configuration: content)
    view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    let guide = try #require(view.textLayoutGuide)
    #expect(view.imageLayoutGuide == nil)
    view.layoutIfNeeded()
    let text = try #require(view.subviews.first { $0.accessibilityIdentifier == "text" })
    #expect(guide.layoutFrame == text.frame)
  }

  @Test func coordinatorsRunWhatIsAskedAlongside() {
    let coordinator = ImmediateCoordinator()
    // UIKit's `completion` defaults to nil.
    coordinator.animate(alongsideTransition: { _ in })
    #expect(coordinator.ranAlongside)
  }

  @Test func listConfigurationAndReordering() {
    var content = UIListContentConfiguration.cell()
    content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(
      scale: .large)
    #expect(content.imageProperties.preferredSymbolConfiguration != nil)
    var before = NSDiffableDataSourceSnapshot<Int, String>()
    before.appendSections([0])
    before.appendItems(["a", "b", "c"])
    var after = NSDiffableDataSourceSnapshot<Int, String>()
    after.appendSections([0])
    after.appendItems(["b", "c", "a"])
    let transaction = NSDiffableDataSourceTransaction(initialSnapshot: before, finalSnapshot: after)
    // "a" moved from the front to the back: one removal and one insertion.
    #expect(transaction.difference.count == 2)
    #expect(transaction.finalSnapshot.itemIdentifiers == ["b", "c", "a"])
  }
}
