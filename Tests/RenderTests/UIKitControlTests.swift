import Foundation
import LayoutRender
import Testing

/// UIKit's controls with UIKit's defaults: expected values come from UIKit's documented behaviour and raw values,
/// sizes from an independently measured label plus the padding UIKit documents or is observed to add.
@Suite struct UIKitControlTests {
  /// A 15-point label's size: what a legacy button's title measures.
  func titleSize(_ text: String, size: CGFloat = 15) -> CGSize {
    let label = UILabel(text)
    label.font = .systemFont(ofSize: size)
    return label.intrinsicContentSize
  }

  @Test func aSystemButtonIsItsTitlePlusSixPointsAboveAndBelow() {
    let button = UIButton(type: .system)
    button.setTitle("Continue", for: .normal)
    let title = titleSize("Continue")
    #expect(button.intrinsicContentSize.width == title.width)
    #expect(button.intrinsicContentSize.height == title.height + 12)
    #expect(button.buttonType == .system)
  }

  /// A configured button draws its configuration's font: UIKit applies the configuration again on each update, so a
  /// font set on `titleLabel` does not last.
  @Test func aConfiguredButtonKeepsItsConfigurationsFont() {
    let plain = UIButton(configuration: .borderedTinted())
    plain.setTitle("GET", for: .normal)
    let restyled = UIButton(configuration: .borderedTinted())
    restyled.setTitle("GET", for: .normal)
    restyled.titleLabel?.font = .boldSystemFont(ofSize: 14)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.addSubview(plain)
    root.addSubview(restyled)
    root.layoutIfNeeded()
    #expect(restyled.titleLabel?.font == plain.titleLabel?.font)
    #expect(restyled.intrinsicContentSize == plain.intrinsicContentSize)
    #expect(plain.titleLabel?.font.pointSize == 17)
  }

  @Test func anEmptyButtonReportsUIKitsThirtyByThirtyFour() {
    #expect(UIButton().intrinsicContentSize == CGSize(width: 30, height: 34))
    #expect(UIButton(type: .system).intrinsicContentSize == CGSize(width: 30, height: 34))
  }

  @Test func contentEdgeInsetsReplaceTheDefaultPadding() {
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    let title = titleSize("Go")
    #expect(button.intrinsicContentSize.width == title.width + 40)
    #expect(button.intrinsicContentSize.height == title.height + 20)
  }

  @Test func customButtonsTitleInWhiteSystemButtonsInTheInheritedTint() {
    let custom = UIButton()
    custom.setTitle("A", for: .normal)
    #expect(custom.buttonType == .custom)
    #expect(custom.currentTitleColor == .white)
    let container = UIView()
    container.tintColor = .systemRed
    let system = UIButton(type: .system)
    container.addSubview(system)
    #expect(system.currentTitleColor == .systemRed)
    system.setTitleColor(.systemGreen, for: .normal)
    #expect(system.currentTitleColor == .systemGreen)
  }

  @Test func titlesFollowTheStateAndFallBackToNormal() {
    let button = UIButton(type: .system)
    button.setTitle("Send", for: .normal)
    button.setTitle("Sending…", for: .disabled)
    #expect(button.currentTitle == "Send")
    button.isEnabled = false
    #expect(button.state == .disabled)
    #expect(button.currentTitle == "Sending…")
    button.isEnabled = true
    button.isSelected = true
    #expect(button.currentTitle == "Send")
    #expect(button.titleLabel?.text == "Send")
  }

  @Test func stateAndEventRawValuesAreUIKits() {
    #expect(UIControl.State.highlighted.rawValue == 1)
    #expect(UIControl.State.disabled.rawValue == 2)
    #expect(UIControl.State.selected.rawValue == 4)
    #expect(UIControl.Event.touchUpInside.rawValue == 64)
    #expect(UIControl.Event.valueChanged.rawValue == 4096)
    #expect(UIControl.Event.editingChanged.rawValue == 131_072)
  }

  @Test func actionsRunForTheirEventsOnlyAndTargetsAreKept() {
    final class Handler {}
    let handler = Handler()
    let button = UIButton(type: .system)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    button.addTarget(handler, action: Selector("tap"), for: .touchUpInside)
    button.sendActions(for: .valueChanged)
    #expect(taps == 0)
    button.sendActions(for: .touchUpInside)
    #expect(taps == 1)
    #expect(button.actions(forTarget: handler, forControlEvent: .touchUpInside) == ["tap"])
    #expect(button.allTargets.count == 1)
    button.removeTarget(handler, action: nil, for: .allEvents)
    #expect(button.allTargets.isEmpty)
  }

  @Test func configurationsDrawTheirLookAtTheMediumSize() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Buy"
    let button = UIButton(configuration: configuration)
    let title = titleSize("Buy", size: 17)
    // Medium size: 7 points above and below, 12 at the sides, a 17-point title.
    #expect(abs(button.intrinsicContentSize.width - (title.width + 24)) < 1e-9)
    #expect(abs(button.intrinsicContentSize.height - (title.height + 14)) < 1e-9)
    #expect(button.currentTitleColor == .white)
    var tinted = UIButton.Configuration.tinted()
    tinted.title = "Buy"
    #expect(UIButton(configuration: tinted).currentTitleColor == .systemBlue)
  }

  @Test func aFieldHasNoBorderAndIsOneLineHighEvenWhenEmpty() {
    let field = UITextField()
    #expect(field.borderStyle == .none)
    #expect(field.borderWidth == 0)
    let line = UIFont.systemFont(ofSize: 17).lineHeight
    #expect(line > 17)
    #expect(field.intrinsicContentSize == CGSize(width: 0, height: line))
    field.borderStyle = .roundedRect
    #expect(field.intrinsicContentSize.height == line + 14)
  }

  @Test func secureEntryShowsADotPerCharacter() {
    let field = UITextField(frame: .zero)
    field.text = "abc"
    field.isSecureTextEntry = true
    let dots = UILabel("\u{2022}\u{2022}\u{2022}")
    dots.font = .systemFont(ofSize: 17)
    #expect(field.intrinsicContentSize.width == dots.intrinsicContentSize.width)
  }

  @Test func aPlaceholderIsDrawnInThePlaceholderColourNotBlack() throws {
    let image = try Scene("field", size: CGSize(width: 200, height: 40), scale: 1) { root in
      let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      field.placeholder = "Email address"
      root.addSubview(field)
    }.image()
    // placeholderText is #3C3C43 at 30 % over white: about (196, 196, 199) where a glyph is solid, never darker.
    let darkest = stride(from: 0, to: image.pixels.count, by: 4).map { Int(image.pixels[$0]) }.min()
    #expect(
      darkest.map { $0 >= 190 && $0 < 230 } == true,
      "darkest red component \(String(describing: darkest))")
  }
}
