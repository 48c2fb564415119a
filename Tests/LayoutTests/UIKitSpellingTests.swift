import Foundation
import HeadlessUIKit
import Testing

/// Layout code written for UIKit compiles with only its import changed.
@Suite struct UIKitSpellingTests {
  @Test func uikitStyleCodeLaysOut() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let header = UIView()
    header.translatesAutoresizingMaskIntoConstraints = false
    header.accessibilityIdentifier = "header"
    view.addSubview(header)
    let guide = UILayoutGuide()
    view.addLayoutGuide(guide)
    let height: NSLayoutConstraint = header.heightAnchor.constraint(equalToConstant: 60)
    height.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      height,
      guide.topAnchor.constraint(equalTo: header.bottomAnchor),
      guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      guide.widthAnchor.constraint(equalTo: view.widthAnchor),
      NSLayoutConstraint(
        item: header, attribute: NSLayoutConstraint.Attribute.width,
        relatedBy: NSLayoutConstraint.Relation.lessThanOrEqual,
        toItem: view, attribute: .width, multiplier: 1, constant: 0),
    ])
    header.setContentHuggingPriority(
      UILayoutPriority.defaultLow, for: NSLayoutConstraint.Axis.vertical)
    view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    view.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
    #expect(guide.layoutFrame == CGRect(x: 0, y: 60, width: 320, height: 420))
    #expect(UIView.noIntrinsicMetric == -1)
  }
}
