import Foundation
import HeadlessUIKit
import Testing

/// UIScrollView's layout rules, with frames derived by hand: the content guide's edges set the content size, the
/// frame guide is the visible frame, and the scroll view's own edges attach to the content (its width and height
/// to the frame).
@Suite struct ScrollViewLayoutTests {
  /// A 300 × 400 scroll view filling a root of that size.
  func makeScrollView() -> (root: View, scroll: ScrollView) {
    let root = makeRoot(width: 300, height: 400)
    let scroll = ScrollView()
    scroll.identifier = "scroll"
    scroll.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    LayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: root.topAnchor),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    return (root, scroll)
  }

  @Test func aScrollingStackSetsTheContentSizeWithoutConflict() throws {
    let (root, scroll) = makeScrollView()
    let rows = (0..<10).map { index -> View in
      let row = View()
      row.identifier = "row\(index)"
      row.translatesAutoresizingMaskIntoConstraints = false
      row.heightAnchor.constraint(equalToConstant: 100).isActive = true
      return row
    }
    let stack = StackView(arrangedSubviews: rows)
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(stack)
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
    ])
    try root.layout(strict: true)
    expectFrame(scroll, 0, 0, 300, 400)
    expectFrame(stack, 0, 0, 300, 1000)
    expectFrame(rows[7], 0, 700, 300, 100)
    #expect(scroll.contentSize == CGSize(width: 300, height: 1000))
    #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 400))
  }

  @Test func theScrollViewsEdgesAttachToTheContentItsWidthToTheFrame() throws {
    let (root, scroll) = makeScrollView()
    let content = makeView("content", in: scroll)
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10),
      content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor, constant: -10),
      content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 700),
    ])
    try root.layout(strict: true)
    // The scroll view keeps its frame; the content is 700 high plus 10 above and below.
    expectFrame(scroll, 0, 0, 300, 400)
    expectFrame(content, 0, 10, 300, 700)
    #expect(scroll.contentSize == CGSize(width: 300, height: 720))
  }

  @Test func theFrameGuideFollowsTheContentOffset() throws {
    let (root, scroll) = makeScrollView()
    let badge = makeView("badge", in: scroll)
    LayoutConstraint.activate([
      badge.trailingAnchor.constraint(
        equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -16),
      badge.bottomAnchor.constraint(equalTo: scroll.frameLayoutGuide.bottomAnchor, constant: -16),
      badge.widthAnchor.constraint(equalToConstant: 40),
      badge.heightAnchor.constraint(equalToConstant: 40),
    ])
    scroll.contentSize = CGSize(width: 300, height: 2000)
    scroll.contentOffset = CGPoint(x: 0, y: 150)
    try root.layout(strict: true)
    #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 150, width: 300, height: 400))
    // In content coordinates: 150 + 400 - 16 - 40 = 494; it is drawn 150 higher, at 344 in the scroll view.
    expectFrame(badge, 244, 494, 40, 40)
    #expect(scroll.bounds == CGRect(x: 0, y: 150, width: 300, height: 400))
  }

  @Test func aContentSizeSetInCodeHoldsWhenNothingConstrainsTheContent() throws {
    let (root, scroll) = makeScrollView()
    scroll.contentSize = CGSize(width: 600, height: 900)
    try root.layout(strict: true)
    #expect(scroll.contentSize == CGSize(width: 600, height: 900))
    #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 600, height: 900))
  }

  @Test func scrollRectToVisibleMovesTheLeastDistanceWithinTheContent() {
    let (root, scroll) = makeScrollView()
    scroll.contentSize = CGSize(width: 300, height: 1000)
    root.layoutIfNeeded()
    scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 300, height: 100), animated: false)
    // The rectangle's bottom (600) at the bottom of the 400-point frame.
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
    scroll.scrollRectToVisible(CGRect(x: 0, y: 950, width: 300, height: 100), animated: false)
    // Past the end of the content: the offset stops at 1000 - 400.
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 600))
  }

  @Test func scrollViewsClipByDefault() {
    #expect(ScrollView().clipsToBounds)
    #expect(!View().clipsToBounds)
  }
}
