import Foundation
import HeadlessUIKit
import Testing

/// translatesAutoresizingMaskIntoConstraints, autoresizing masks, intrinsic sizes with hugging and compression
/// resistance, and views whose height depends on their width.
@Suite struct AutoresizingAndIntrinsicTests {
  @Test func framesOfAutoresizingViewsStayWhereTheyWereSet() {
    let root = makeRoot()
    let legacy = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    root.addSubview(legacy)
    root.layoutIfNeeded()
    expectFrame(legacy, 10, 20, 30, 40)
    legacy.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
    root.layoutIfNeeded()
    expectFrame(legacy, 5, 6, 7, 8)
  }

  @Test func flexibleWidthFollowsTheSuperview() {
    let root = makeRoot(width: 300, height: 200)
    let bar = View(frame: CGRect(x: 10, y: 10, width: 280, height: 50))
    bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    root.addSubview(bar)
    root.layoutIfNeeded()
    expectFrame(bar, 10, 10, 280, 50)
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
    root.layoutIfNeeded()
    // Both margins fixed at 10, the width takes the 100 extra points.
    expectFrame(bar, 10, 10, 380, 50)
  }

  @Test func flexibleSideMarginsKeepTheViewCentredInProportion() {
    let root = makeRoot(width: 300, height: 100)
    let badge = View(frame: CGRect(x: 100, y: 0, width: 100, height: 20))
    badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    root.addSubview(badge)
    root.frame = CGRect(x: 0, y: 0, width: 500, height: 100)
    root.layoutIfNeeded()
    // The two 100-point margins share the 200 extra points equally.
    expectFrame(badge, 200, 0, 100, 20)
  }

  /// Two labels of intrinsic width 100 in a 300-point row: the lower hugging priority grows.
  @Test(arguments: [(Float(250), Float(251), CGFloat(200), CGFloat(100)), (251, 250, 100, 200)])
  func lowerHuggingPriorityGrows(
    firstHug: Float, secondHug: Float, firstWidth: CGFloat, secondWidth: CGFloat
  ) {
    let root = makeRoot(width: 300, height: 100)
    let first = SizedView("first", width: 100, height: 20)
    let second = SizedView("second", width: 100, height: 20)
    root.addSubview(first)
    root.addSubview(second)
    first.setContentHuggingPriority(LayoutPriority(firstHug), for: .horizontal)
    second.setContentHuggingPriority(LayoutPriority(secondHug), for: .horizontal)
    LayoutConstraint.activate(row(first, second, in: root))
    root.layoutIfNeeded()
    expectFrame(first, 0, 0, firstWidth, 20)
    expectFrame(second, firstWidth, 0, secondWidth, 20)
  }

  @Test func higherCompressionResistanceKeepsItsSize() {
    let root = makeRoot(width: 150, height: 100)
    let first = SizedView("first", width: 100, height: 20)
    let second = SizedView("second", width: 100, height: 20)
    root.addSubview(first)
    root.addSubview(second)
    second.setContentCompressionResistancePriority(751, for: .horizontal)
    LayoutConstraint.activate(row(first, second, in: root))
    root.layoutIfNeeded()
    expectFrame(first, 0, 0, 50, 20)
    expectFrame(second, 50, 0, 100, 20)
  }

  @Test func invalidatingTheIntrinsicSizeUpdatesTheLayout() {
    let root = makeRoot()
    let label = SizedView("label", width: 80, height: 20)
    root.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(label, 0, 0, 80, 20)
    label.size = CGSize(width: 120, height: 30)
    label.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    expectFrame(label, 0, 0, 120, 30)
  }

  /// A paragraph of fixed area: the narrower it is, the taller (UIKit's second pass for multi-line text).
  final class Paragraph: View {
    override var hasHeightForWidth: Bool { true }
    override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 100) }
    override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
      CGSize(width: View.noIntrinsicMetric, height: width > 0 ? 12_000 / width : 100)
    }
  }

  @Test func heightForWidthGetsASecondPass() {
    let root = makeRoot(width: 240, height: 600)
    let text = Paragraph()
    text.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(text)
    let follower = makeView("follower", in: root)
    LayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      text.topAnchor.constraint(equalTo: root.topAnchor),
      follower.topAnchor.constraint(equalTo: text.bottomAnchor, constant: 8),
      follower.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      follower.widthAnchor.constraint(equalToConstant: 10),
      follower.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // 240 wide: 12000 / 240 = 50 tall, and the follower comes 8 points below.
    expectFrame(text, 0, 0, 240, 50)
    expectFrame(follower, 0, 58, 10, 10)
  }

  /// `first.leading == root.leading`, `second.leading == first.trailing`, `second.trailing == root.trailing`.
  private func row(_ first: View, _ second: View, in root: View) -> [LayoutConstraint] {
    [
      first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
      second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      first.topAnchor.constraint(equalTo: root.topAnchor),
      second.topAnchor.constraint(equalTo: root.topAnchor),
    ]
  }
}
