import SnapshotTesting
import UIKit
import XCTest

// The spellings public swift-snapshot-testing suites use around their assertions, compiled here so that a missing
// one is a build failure of this target; each test also runs them.
final class CommonSuiteSpellings: XCTestCase {
  override func setUp() {
    super.setUp()
    UIView.setAnimationsEnabled(false)
  }

  func testAssertionsOverSeveralStrategiesAndNames() {
    let controller = SafeAreaScreen()
    controller.loadViewIfNeeded()
    assertSnapshots(
      of: controller,
      as: [
        "phone": .image(on: .iPhoneSe(.portrait), traits: .init(displayScale: 1)),
        "pad": .image(
          on: .iPadMini(.landscape(splitView: .oneThird)), traits: .init(displayScale: 1)),
      ])
    assertSnapshots(of: controller, as: [.recursiveDescription(on: .iPhone8)])
  }

  func testAViewSizedByAutoLayout() {
    let card = GreetingCard()
    let size = card.systemLayoutSizeFitting(
      CGSize(width: 300, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    card.frame = CGRect(origin: .zero, size: size)
    XCTAssertEqual(size.width, 300)
    assertSnapshot(of: card, as: .image(traits: .init(displayScale: 1)), named: "fitted")
  }

  func testAWindowWithARootController() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    window.rootViewController = SafeAreaScreen()
    window.makeKeyAndVisible()
    let verified = verifySnapshot(
      of: window, as: .image(traits: .init(displayScale: 1)), named: "window")
    XCTAssertNil(verified)
  }

  func testTraitsCombinedAsTeamsWriteThem() {
    let traits = UITraitCollection(traitsFrom: [
      .iPhoneX(.landscape),
      UITraitCollection(userInterfaceStyle: .dark),
      UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge),
      UITraitCollection(layoutDirection: .rightToLeft),
      UITraitCollection(horizontalSizeClass: .regular),
    ])
    XCTAssertEqual(traits.userInterfaceStyle, .dark)
    XCTAssertEqual(traits.layoutDirection, .rightToLeft)
    XCTAssertEqual(traits.horizontalSizeClass, .regular)
    XCTAssertEqual(traits.verticalSizeClass, .compact)  // the preset's, on its side
    XCTAssertEqual(UIScreen.main.scale, 3)
    let font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits)
    XCTAssertEqual(font.pointSize, 53)  // body at AX5 (Apple's Dynamic Type table)
  }

  func testAttributedTextStylesTheLabel() throws {
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment = .center
    paragraph.lineSpacing = 4
    let font = try XCTUnwrap(UIFont(name: "Avenir-Heavy", size: 16))
    let label = UILabel()
    label.attributedText = NSAttributedString(
      string: "Ready",
      attributes: [.font: font, .foregroundColor: UIColor.systemRed, .paragraphStyle: paragraph])
    XCTAssertEqual(label.text, "Ready")
    XCTAssertEqual(label.font.pointSize, 16)
    XCTAssertEqual(label.font.fontName, "Inter-Heavy")
    XCTAssertEqual(label.textColor, .systemRed)
    XCTAssertEqual(label.textAlignment, .center)
    XCTAssertEqual(label.attributedText?.string, "Ready")
    XCTAssertNil(UIFont(name: "Avenir-Heavy", size: -1))
  }

  func testAnEmptyImageHasNoSize() {
    XCTAssertEqual(UIImage().size, .zero)
  }

  func testAttributedTitlesAndMeasuredText() {
    let button = UIButton(type: .system)
    button.setAttributedTitle(
      NSAttributedString(string: "Buy", attributes: [.foregroundColor: UIColor.systemGreen]),
      for: .normal)
    XCTAssertEqual(button.title(for: .normal), "Buy")
    XCTAssertEqual(button.titleColor(for: .normal), .systemGreen)
    let field = UITextField()
    field.attributedText = NSAttributedString(
      string: "Ada", attributes: [.font: UIFont.systemFont(ofSize: 20)])
    XCTAssertEqual(field.text, "Ada")
    XCTAssertEqual(field.font?.pointSize, 20)
    // Wrapped to a narrow width, a sentence takes more lines, so it is taller than on one line, and no wider.
    let sentence = "A sentence long enough to wrap onto several lines"
    let font = UIFont.systemFont(ofSize: 17)
    let oneLine = sentence.boundingRect(
      with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
    let wrapped = NSAttributedString(string: sentence, attributes: [.font: font]).boundingRect(
      with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
      options: [.usesLineFragmentOrigin],
      context: nil)
    XCTAssertEqual(oneLine.origin, .zero)
    XCTAssertLessThanOrEqual(wrapped.width, 120)
    XCTAssertGreaterThan(wrapped.height, oneLine.height * 2)
  }
}
