import Foundation
import LayoutRender
import Testing

/// The code blocks of the Yalta guide (seed 003), compiled and run with only the import changed.
///
/// The lines the guide marks "won't compile" are left out (they are the phantom types doing their job); the anchor declarations
/// at the top of the guide are signatures, not code.
@Suite struct YaltaGuideSnippets {
  let view = UIView()
  let container = UIView()
  let title = UIView()
  let subtitle = UIView()
  let image = UIView()

  init() {
    container.addSubview(view)
    view.addSubview(title)
    view.addSubview(subtitle)
    view.addSubview(image)
  }

  @Test func anchorsAndGroups() {
    _ = view.al.top
    _ = view.al.centerX
    _ = view.al.width
    Constraints(for: view) { view in
      _ = view.top
      _ = view.centerX
      _ = view.width
    }
    Constraints(for: title, subtitle) { title, subtitle in
      // Allowed:
      title.top.align(with: subtitle.top)
      title.top.align(with: subtitle.centerY)
      title.top.align(with: subtitle.firstBaseline)
      // Full signature:
      title.top.align(with: subtitle.top, offset: 10, multiplier: 2, relation: .greaterThanOrEqual)
    }
    #expect(view.constraints.count == 4 && view.constraints.allSatisfy(\.isActive))
  }

  @Test func offsetsPinsAndAlignment() {
    let anchor = title.al.top.offsetting(by: 10)
    subtitle.al.top.align(with: anchor)
    title.al.top.pinToSuperview()
    title.al.top.pinToSuperview(inset: 10)
    title.al.top.pinToSuperviewMargin()
    title.al.right.pin(to: view.layoutMarginsGuide, inset: 10)
    let right = title.al.right.pinToSuperview(inset: 10)
    #expect(right.constant == -10 && right.relation == .equal)
    let inside = title.al.right.pinToSuperview(inset: 10, relation: .greaterThanOrEqual)
    // docs/dsl-semantics.md, D4
    #expect(inside.constant == -10 && inside.relation == .lessThanOrEqual)
    title.al.centerY.alignWithSuperview()
    title.al.centerY.alignWithSuperview(offset: 10)
  }

  @Test func dimensionsAndCollections() {
    title.al.width.set(44)
    title.al.width.set(44, relation: .lessThanOrEqual)
    title.al.width.match(title.al.height)
    title.al.width.match(title.al.height, multiplier: 2.0)  // aspect ratio
    title.al.center.align(with: view.al.center)
    view.al.size.set(CGSize(width: 44, height: 44))
    view.al.size.match(container.al.size)
    #expect(title.constraints.count == 4 && view.constraints.count >= 2)
  }

  @Test func fillAndCenter() {
    view.al.fillSuperview()
    view.al.fillSuperview(insets: Insets(15))
    view.al.fillSuperview(insets: Insets(top: 10, left: 20, bottom: 10, right: 20))
    view.al.fillSuperview(insets: Insets(15), relation: .lessThanOrEqual)  // smaller than superview
    view.al.fillSuperviewMargins()
    view.al.fill(container)
    // Along a particular axis
    view.al.fillSuperview(alongAxis: .horizontal)
    view.al.fillSuperview(alongAxis: .horizontal, insets: Insets(10))
    view.al.centerInSuperview()
    view.al.centerInSuperview(alongAxis: .vertical)
    #expect(container.constraints.count == 4 + 4 + 4 + 4 + 4 + 4 + 2 + 2 + 2 + 1)
  }

  @Test func stacksAndSpacers() {
    // Creating stack views with Yalta require much less boilerplate:
    let labels = Stack([title, subtitle], axis: .vertical)
    let stack = Stack([image, labels], spacing: 15, alignment: .top)
    // You also get a convenience of Spacers (including flexible ones):
    let alternative = Stack(title, Spacer(minWidth: 16), subtitle)  // alt syntax
    #expect(
      labels.axis == .vertical && stack.spacing == 15 && alternative.arrangedSubviews.count == 3)
  }

  @Test func groupsAndAddSubviews() {
    let host = UIView()
    host.addSubview(title)
    host.addSubview(subtitle)
    Constraints(for: title, subtitle) { title, subtitle in
      title.top.pinToSuperview()
      subtitle.top.align(with: title.bottom, offset: 10)
      // You can change a priority of constraints inside a group:
      subtitle.bottom.pinToSuperview().priority = UILayoutPriority(999)
    }
    #expect(host.constraints.map(\.priority).contains(999))
    let other = UIView()
    let first = UIView()
    let second = UIView()
    other.al.addSubviews(first, second) { title, subtitle in
      title.top.pinToSuperview()
      subtitle.top.align(with: title.bottom, offset: 10)
      // You can change a priority of constraints inside a group:
      subtitle.bottom.pinToSuperview().priority = UILayoutPriority(999)
    }
    #expect(other.subviews.count == 2 && other.constraints.count == 3)
  }
}
