import RenderCore
import Testing
import UIKit

/// `assertLayout(of:)` on a team's controller and view: lint's checks as an assertion, with no reference image.
@Suite struct AssertLayoutTests {
  /// A screen with one line of body text between the margins, which grows with Dynamic Type.
  final class ShippingScreen: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      let status = UILabel()
      status.text = "Your order has shipped"
      status.font = .preferredFont(forTextStyle: .body)
      status.adjustsFontForContentSizeCategory = true
      status.accessibilityIdentifier = "status"
      status.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(status)
      NSLayoutConstraint.activate([
        status.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        status.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        status.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      ])
    }
  }

  /// At the default size the 17-point line fits the iPhone SE's 288 points between its margins; at the largest
  /// accessibility size, body text is 53 points and the same 22 characters need about 580: truncated.
  @Test func aLabelTruncatedAtTheLargestTextSizeFailsWithoutAReference() {
    #expect(assertLayout(of: ShippingScreen(), on: .iPhoneSe).isEmpty)
    var found: [LayoutFinding] = []
    withKnownIssue {
      found = assertLayout(
        of: ShippingScreen(), on: .iPhoneSe,
        traits: [
          UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        ])
    }
    #expect(found.map(\.kind) == [.truncated])
    #expect(found.first?.view == "status")
  }

  /// A view: a 30 × 30 image-only button is below the 44-point tap target and has no label.
  @Test func aViewsSmallUnlabelledButtonFails() {
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    let close = UIButton(type: .system)
    close.setImage(UIImage(systemName: "xmark"), for: .normal)
    close.frame = CGRect(x: 7, y: 7, width: 30, height: 30)
    bar.addSubview(close)
    var found: [LayoutFinding] = []
    withKnownIssue { found = assertLayout(of: bar) }
    #expect(Set(found.map(\.kind)) == [.smallTapTarget, .missingAccessibilityLabel])
    #expect(bar.subviews.contains { $0 === close }, "the view is put back as it was")
  }
}
