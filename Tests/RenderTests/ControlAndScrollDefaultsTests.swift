import Foundation
import LayoutRender
import Testing

@testable import HeadlessUIKit

/// UIControl's and UIScrollView's members as UIKit defines them, headless.
@Suite struct ControlAndScrollDefaultsTests {
  @Test func aControlSendsItsActions() {
    let control = UIControl()
    var fired: [String] = []
    control.addAction(UIAction { _ in fired.append("primary") }, for: .primaryActionTriggered)
    control.performPrimaryAction()
    control.sendAction(UIAction(title: "direct") { action in fired.append(action.title) })
    #expect(fired == ["primary", "direct"])
    #expect(!control.isTracking && !control.isTouchInside)
  }

  /// UIScrollView's defaults: normal deceleration 0.998, fast 0.99; touches in controls are not cancelled to
  /// scroll, touches elsewhere are.
  @Test func aScrollViewsDefaults() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(scroll.decelerationRate == .normal && scroll.decelerationRate.rawValue == 0.998)
    #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    #expect(!scroll.touchesShouldCancel(in: UIButton()))
    #expect(scroll.touchesShouldCancel(in: UIView()))
    #expect(scroll.visibleSize == CGSize(width: 100, height: 50))
    scroll.setZoomScale(2, animated: false)
    #expect(scroll.zoomScale == 2)
  }
}

/// A padded text field as apps write it: the text and placeholder rectangles inset the drawn text.
@Suite struct TextFieldRectTests {
  final class PaddedField: UITextField {
    let padding = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
  }

  private func drawnTextRect(_ field: UITextField) -> CGRect? {
    for case .text(_, let rect, _) in field.drawnContent { return rect }
    return nil
  }

  private func drawnTextColour(_ field: UITextField) -> UIColor? {
    for case .text(_, _, let colour) in field.drawnContent { return colour }
    return nil
  }

  /// A field's text reads "" when new and after `nil`, and its attributed text is never `nil`, as UIKit answers; a
  /// subclass whose `text` setter sets `attributedText` (a formatting field) does not loop.
  @Test func aFieldsTextIsEmptyNotNilAndItsSettersDoNotLoop() {
    let field = UITextField()
    #expect(field.text == "")
    #expect(field.attributedText?.string == "")
    field.text = nil
    #expect(field.text == "")

    final class Formatting: UITextField {
      var sets = 0
      override var text: String? {
        get { super.text }
        set {
          sets += 1
          attributedText = NSAttributedString(string: (newValue ?? "").uppercased())
        }
      }
    }
    let formatting = Formatting()
    formatting.text = "ab"
    #expect(formatting.text == "AB" && formatting.sets == 1)
  }

  @Test func anAttributedPlaceholderIsDrawnInItsColour() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    field.attributedPlaceholder = NSAttributedString(
      string: "Coupon", attributes: [.foregroundColor: UIColor.systemPurple])
    #expect(drawnTextColour(field) == .systemPurple)
    field.placeholder = "Code"
    #expect(drawnTextColour(field) == .placeholderText)
  }

  /// The clear button and overlay views take the trailing side, mirrored right to left.
  ///
  /// `.always` shows the clear button (19 points, 6 in from the trailing edge) while there is text; the text stops
  /// at it. Right to left, it and the overlay views are mirrored, as UIKit documents for the overlays.
  @Test func theClearButtonAndOverlaysTakeTheirSideForTheDirection() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    field.text = "Jordan"
    #expect(drawnTextRect(field) == CGRect(x: 0, y: 0, width: 200, height: 44))
    field.clearButtonMode = .always
    #expect(drawnTextRect(field) == CGRect(x: 0, y: 0, width: 175, height: 44))
    let disc = field.drawnContent.compactMap { item -> CGRect? in
      if case .ellipse(let rect, _) = item { return rect }
      return nil
    }
    #expect(disc == [CGRect(x: 175, y: 12.5, width: 19, height: 19)])

    let currency = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    field.clearButtonMode = .never
    field.rightView = currency
    field.rightViewMode = .always
    field.semanticContentAttribute = .forceRightToLeft
    field.layoutIfNeeded()
    #expect(currency.frame == CGRect(x: 0, y: 12, width: 40, height: 20))
    #expect(drawnTextRect(field) == CGRect(x: 40, y: 0, width: 160, height: 44))
  }

  @Test func aPaddedFieldInsetsItsTextAndPlaceholder() {
    let field = PaddedField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    field.placeholder = "Email"
    #expect(drawnTextRect(field) == CGRect(x: 16, y: 0, width: 168, height: 44))
    field.text = "ada@example.com"
    #expect(drawnTextRect(field) == CGRect(x: 16, y: 0, width: 168, height: 44))
  }

  /// Without a border the text fills the bounds; a rounded border insets it 8 points at the sides and 7 at the
  /// top and bottom (the insets the field's `.roundedRect` style uses, see TextField.swift).
  @Test func theDefaultRectanglesFollowTheBorderStyle() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    field.text = "Plain"
    #expect(drawnTextRect(field) == CGRect(x: 0, y: 0, width: 200, height: 44))
    field.borderStyle = .roundedRect
    #expect(drawnTextRect(field) == CGRect(x: 8, y: 7, width: 184, height: 30))
    #expect(
      field.placeholderRect(forBounds: field.bounds) == CGRect(x: 8, y: 7, width: 184, height: 30))
    #expect(field.borderRect(forBounds: field.bounds) == field.bounds)
  }
}
