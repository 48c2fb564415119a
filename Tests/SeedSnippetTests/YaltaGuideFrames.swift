import Foundation
import LayoutRender
import Testing

/// Each spelling of the Yalta guide, run alone in a 300 × 200 container, with the frame it gives derived by hand
/// (the guide's own blocks list many spellings at once, so their frames are checked here one by one).
@Suite struct YaltaGuideFrames {
  /// Lays out `build` on a child of a 300 × 200 root and returns the child's frame.
  func frame(_ build: (UIView, UIView) -> Void) throws -> CGRect {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = UIView()
    root.addSubview(child)
    build(child, root)
    try root.layout(strict: true)
    return child.frame
  }

  /// A 40 × 20 child.
  func sized(_ view: UIView) {
    view.al.size.set(CGSize(width: 40, height: 20))
  }

  @Test func pinsInsetInward() throws {
    #expect(
      try frame { view, _ in
        sized(view)
        view.al.top.pinToSuperview(inset: 10)
        view.al.left.pinToSuperview()
      } == CGRect(x: 0, y: 10, width: 40, height: 20))
    // right: 300 - 10 - 40; bottom: 200 - 5 - 20.
    #expect(
      try frame { view, _ in
        sized(view)
        view.al.right.pinToSuperview(inset: 10)
        view.al.bottom.pinToSuperview(inset: 5)
      } == CGRect(x: 250, y: 175, width: 40, height: 20))
    // The superview's margins are 8 on every side.
    #expect(
      try frame { view, _ in
        sized(view)
        view.al.top.pinToSuperviewMargin()
        view.al.trailing.pinToSuperviewMargin(inset: 2)
      } == CGRect(x: 250, y: 8, width: 40, height: 20))
  }

  @Test func centresAlignWithAnOffset() throws {
    // Centre x 150, centre y 100 + 10.
    #expect(
      try frame { view, _ in
        sized(view)
        view.al.centerX.alignWithSuperview()
        view.al.centerY.alignWithSuperview(offset: 10)
      } == CGRect(x: 130, y: 100, width: 40, height: 20))
    #expect(
      try frame { view, _ in
        sized(view)
        view.al.centerInSuperview()
      } == CGRect(x: 130, y: 90, width: 40, height: 20))
  }

  @Test func fillsInsetEachSide() throws {
    #expect(
      try frame { view, _ in
        view.al.fillSuperview(insets: Insets(top: 10, left: 20, bottom: 10, right: 20))
      } == CGRect(x: 20, y: 10, width: 260, height: 180))
    #expect(
      try frame { view, _ in view.al.fillSuperview(insets: Insets(15)) }
        == CGRect(x: 15, y: 15, width: 270, height: 170))
    #expect(
      try frame { view, _ in view.al.fillSuperviewMargins() }
        == CGRect(x: 8, y: 8, width: 284, height: 184))
    #expect(
      try frame { view, _ in
        view.al.fillSuperview(alongAxis: .horizontal, insets: Insets(10))
        view.al.top.pinToSuperview()
        view.al.height.set(20)
      } == CGRect(x: 10, y: 0, width: 280, height: 20))
    #expect(
      try frame { view, root in view.al.fill(root) } == CGRect(x: 0, y: 0, width: 300, height: 200))
  }

  @Test func dimensionsSetAndMatch() throws {
    // An aspect ratio: width = height × 2.
    #expect(
      try frame { view, _ in
        view.al.height.set(20)
        view.al.width.match(view.al.height, multiplier: 2.0)
        view.al.edges(.top, .left).pinToSuperview()
      } == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(
      try frame { view, root in
        view.al.size.match(root.al.size)
        view.al.edges(.top, .left).pinToSuperview()
      } == CGRect(x: 0, y: 0, width: 300, height: 200))
  }

  @Test func offsetAnchorsAndGroups() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let title = UIView()
    let subtitle = UIView()
    root.addSubview(title)
    root.addSubview(subtitle)
    Constraints(for: title, subtitle) { title, subtitle in
      title.top.pinToSuperview(inset: 20)
      title.left.pinToSuperview()
      title.size.set(CGSize(width: 100, height: 30))
      subtitle.top.align(with: title.bottom, offset: 10)
      subtitle.left.align(with: title.left.offsetting(by: 5))
      subtitle.size.set(CGSize(width: 80, height: 16))
    }
    try root.layout(strict: true)
    #expect(title.frame == CGRect(x: 0, y: 20, width: 100, height: 30))
    // 20 + 30 + 10 below; 5 right of the title's left.
    #expect(subtitle.frame == CGRect(x: 5, y: 60, width: 80, height: 16))
  }
}
