import Foundation
import LayoutRender
import Testing

/// What public swift-snapshot-testing suites and the views they test relied on, found by building them here.
@Suite struct RealSuiteExpectationsTests {
  /// A stored property's closure that names `self` as a target: on Apple platforms `self` there is NSObject's
  /// `self()` method (a warning, not an error); here the responder declares it too, so the file compiles.
  final class CardWithAction: UIView {
    let button: UIButton = {
      let button = UIButton(type: .system)
      button.addTarget(self, action: "tapped", for: .touchUpInside)
      return button
    }()
    override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder() }
    override class func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder() }
    override func accessibilityIncrement() {}
    override func accessibilityDecrement() {}
  }

  /// `init(frame:)` is a convenience initialiser of UITextView, so a subclass declares its own without `override`.
  final class NoteView: UITextView {
    convenience init(frame: CGRect) {
      self.init(frame: frame, textContainer: nil)
      text = "note"
    }
  }

  @Test func objectMembersAndTextViewInitialisersCompileAndWork() {
    let card = CardWithAction()
    #expect(card.button.buttonType == .system)
    #expect(NoteView(frame: .zero).text == "note")
  }

  /// Code written against `UITextInput` serves fields and text views alike.
  @Test func fieldsAndTextViewsAreTextInputs() {
    func length(_ input: UITextInput) -> Int {
      input.offset(from: input.beginningOfDocument, to: input.endOfDocument)
    }
    let field = UITextField()
    field.text = "abc"
    let textView = UITextView()
    textView.text = "héllo"
    #expect(length(field) == 3 && length(textView) == 5)
    let range = UITextRange()
    #expect(range.isEmpty && field.offset(from: field.beginningOfDocument, to: range.start) == 0)
  }

  @Test func delegateDefaultsParagraphEqualityAndObjectiveCNames() {
    final class Delegate: UITextViewDelegate {}
    let allowed = Delegate().textView(
      UITextView(), shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "x")
    #expect(allowed)
    let first = NSMutableParagraphStyle()
    let second = NSMutableParagraphStyle()
    #expect(first == second)
    second.lineSpacing = 4
    #expect(first != second)
    let count: NSInteger = 3
    #expect(count + 1 == 4)
    var argv: [UnsafeMutablePointer<CChar>?] = [nil]
    #expect(UIApplicationMain(0, &argv, nil, nil) == 0)
  }

  @Test func aHandBuiltTextKitStackAndStringDrawingInARect() throws {
    let storage = NSTextStorage(string: "tap here")
    let manager = NSLayoutManager()
    storage.addLayoutManager(manager)
    #expect(manager.textStorage === storage && storage.layoutManagers.contains { $0 === manager })
    let container = NSTextContainer(size: CGSize(width: 100, height: 40))
    manager.addTextContainer(container)
    var fraction: CGFloat = 1
    #expect(
      manager.characterIndex(
        for: .zero, in: container, fractionOfDistanceBetweenInsertionPoints: &fraction) == 0)
    #expect(fraction == 0)

    let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 40)).image { _ in
      ("Wrapped words" as NSString).draw(
        with: CGRect(x: 0, y: 0, width: 60, height: 40), options: .usesLineFragmentOrigin,
        attributes: [.font: UIFont.systemFont(ofSize: 12)], context: nil)
    }
    // Wrapped to 60 points, the second word starts a second line: ink below the first line's height.
    let ink = (0..<image.bitmap.height).filter { y in
      (0..<image.bitmap.width).contains {
        image.bitmap.pixels[(y * image.bitmap.width + $0) * 4 + 3] > 128
      }
    }
    #expect(try #require(ink.max()) > Int(UIFont.systemFont(ofSize: 12).lineHeight * image.scale))
  }
}
