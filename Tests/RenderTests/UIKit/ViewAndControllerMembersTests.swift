import Foundation
import LayoutRender
import Testing

/// UIView's and UIViewController's remaining members: the readable content guide, alignment rectangles, the
/// transition and segue override points.
@Suite struct ViewAndControllerMembersTests {
  @Test func theReadableGuideIsTheMarginsOnAPhoneAnd672PointsOnAWideView() {
    func readableFrame(width: CGFloat) -> CGRect {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
      let text = UIView()
      text.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(text)
      NSLayoutConstraint.activate([
        text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
        text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
        text.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor),
        text.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
      return text.frame
    }
    // A plain view's margins are 8 points: 375 − 16 = 359 points wide; 1024 − 16 = 1008 is more than 672, so the
    // guide is 672 wide, centred: (1024 − 672) / 2 = 176.
    #expect(readableFrame(width: 375) == CGRect(x: 8, y: 8, width: 359, height: 10))
    #expect(readableFrame(width: 1024) == CGRect(x: 176, y: 8, width: 672, height: 10))
  }

  @Test func alignmentRectanglesRoundTrip() {
    final class Inset: UIView {
      override var alignmentRectInsets: UIEdgeInsets {
        UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      }
    }
    let view = Inset()
    let frame = CGRect(x: 10, y: 10, width: 100, height: 50)
    #expect(view.alignmentRect(forFrame: frame) == CGRect(x: 12, y: 11, width: 94, height: 46))
    #expect(view.frame(forAlignmentRect: view.alignmentRect(forFrame: frame)) == frame)
  }

  @Test func transitionAndSegueOverridePointsRunAsCodeCallsThem() {
    final class Screen: UIViewController {
      var preparedFor: String?
      var sizes: [CGSize] = []
      override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        preparedFor = segue.identifier
      }
      override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
      ) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.sizes.append(size) }, completion: nil)
      }
    }
    let screen = Screen()
    let detail = UIViewController()
    let segue = UIStoryboardSegue(identifier: "showDetail", source: screen, destination: detail)
    screen.prepare(for: segue, sender: nil)
    #expect(screen.preparedFor == "showDetail")
    #expect(screen.transitionCoordinator == nil)
    #expect(
      screen.size(
        forChildContentContainer: detail, withParentContainerSize: CGSize(width: 3, height: 4))
        == CGSize(width: 3, height: 4))
  }
}

/// What real UIKit files, tried unchanged, relied on: the screen's size in `viewDidLoad`, titles set on a configured
/// button, UIKit's attributes in an `AttributeContainer`, and the names of Swift 4.
@Suite struct RealFileExpectationsTests {
  final class FormController: UIViewController {
    var widthInViewDidLoad: CGFloat = -1
    override func viewDidLoad() {
      super.viewDidLoad()
      widthInViewDidLoad = view.bounds.width
    }
  }

  @Test func aControllersViewHasTheScreensSizeInViewDidLoad() {
    var screenInBuild = CGRect.zero
    let controller = FormController()
    _ = Scene("Form", size: CGSize(width: 375, height: 667)) { root in
      screenInBuild = UIScreen.main.bounds
      controller.appear(in: root)
    }
    // The screen a scene's code runs on is the scene's canvas; the controller's view starts at its size.
    #expect(screenInBuild == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(controller.widthInViewDidLoad == 375)
    // Outside a scene's build, the main screen is an iPhone 15's.
    #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
  }

  @Test func aTitleSetForTheStateShowsOnAConfiguredButtonWithoutATitle() {
    let button = UIButton(type: .system)
    button.setTitle("Parrot", for: .normal)
    button.configuration = .filled()
    #expect(button.currentTitle == "Parrot")
    button.configuration?.title = "Macaw"
    #expect(button.currentTitle == "Macaw")
  }

  @Test func aConfigurationsTitleAttributesAreDrawn() {
    let button = UIButton(type: .system)
    var configuration = UIButton.Configuration.filled()
    var container = AttributeContainer()
    container.foregroundColor = UIColor.systemRed
    configuration.attributedTitle = AttributedString("Go", attributes: container)
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
      incoming in
      var outgoing = incoming
      outgoing.font = UIFont.systemFont(ofSize: 30)
      return outgoing
    }
    button.configuration = configuration
    #expect(button.titleLabel?.font.pointSize == 30)
    #expect(button.currentTitleColor == UIColor.systemRed)
    #expect(button.configuration?.attributedTitle?.runs.first?.foregroundColor == UIColor.systemRed)
  }

  @Test func swiftFourNamesStillName() {
    let table = UITableView(frame: .zero, style: UITableViewStyle.grouped)
    #expect(table.style == .grouped)
  }
}

/// What the second set of real files relied on: a label subclass whose `text` observer sets `attributedText`,
/// UIKit's underline and attachment types, and UIPickerView.
@Suite struct SecondRealFileExpectationsTests {
  final class UnderlinedLabel: UILabel {
    override var text: String? {
      didSet {
        guard let text else { return }
        let underlined = NSMutableAttributedString(string: text)
        underlined.addAttribute(
          .underlineStyle, value: NSUnderlineStyle.single.rawValue,
          range: NSRange(location: 0, length: underlined.length))
        attributedText = underlined
      }
    }
  }

  @Test func aTextObserverThatSetsAttributedTextDoesNotLoop() {
    let label = UnderlinedLabel()
    label.text = "Terms"
    #expect(label.text == "Terms")
    #expect(label.attributedText?.string == "Terms")
  }

  @Test func underlineStylesAndAttachmentsHaveUIKitsValues() {
    // NSAttributedString.h: single 0x01, thick 0x02, double 0x09, patternDot 0x0100, byWord 0x8000.
    #expect(NSUnderlineStyle.single.rawValue == 1 && NSUnderlineStyle.double.rawValue == 9)
    #expect(
      NSUnderlineStyle.patternDot.rawValue == 0x100 && NSUnderlineStyle.byWord.rawValue == 0x8000)
    let attachment = NSTextAttachment()
    let text = NSAttributedString(attachment: attachment)
    #expect(text.string == "\u{FFFC}")
    #expect(
      text.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
  }

  final class Sizes: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
      -> String?
    {
      "\(component)-\(row)"
    }
  }

  @Test func aButtonsTitleRectIsTheTitlesOwnAndItsImageViewHoldsTheImage() {
    let button = UIButton(type: .custom)
    button.frame = CGRect(x: 0, y: 0, width: 120, height: 108)
    button.setTitle("Go", for: .normal)
    let content = button.contentRect(forBounds: button.bounds)
    let title = button.titleRect(forContentRect: content)
    // One line of the title's font high, centred in the content rectangle (not the content's whole height).
    #expect(abs(title.height - (button.titleLabel?.font.lineHeight ?? 0)) < 0.5)
    #expect(abs(title.midY - content.midY) < 0.001)
    #expect(button.imageView == nil)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
    button.setImage(image, for: .normal)
    #expect(button.imageView?.image === image)
  }

  @Test func aPickerShowsTheSelectedRowsOnTheBandAndTheirNeighbours() {
    let sizes = Sizes()
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 216))
    picker.dataSource = sizes
    picker.delegate = sizes
    picker.selectRow(1, inComponent: 1, animated: false)
    picker.layoutIfNeeded()
    let shown = picker.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
    func frame(of title: String) -> CGRect? { shown.first { $0.text == title }?.frame }
    // Two wheels share 300 points; rows 32 high, the selected one centred on 216 / 2 = 108: y 92.
    #expect(frame(of: "0-0") == CGRect(x: 0, y: 92, width: 150, height: 32))
    #expect(frame(of: "1-1") == CGRect(x: 150, y: 92, width: 150, height: 32))
    #expect(frame(of: "1-0") == CGRect(x: 150, y: 60, width: 150, height: 32))
    #expect(frame(of: "1-2") == CGRect(x: 150, y: 124, width: 150, height: 32))
    // Wheel 0 has nothing above its first row; rows 1 and 2 below it.
    #expect(shown.count == 6)
    #expect(picker.intrinsicContentSize.height == 216)
  }
}
