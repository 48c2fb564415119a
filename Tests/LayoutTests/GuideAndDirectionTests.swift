import Foundation
import HeadlessUIKit
import Testing

/// Margins and safe-area guides, and right-to-left mirroring (UIKit's documented behaviour).
@Suite struct GuideAndDirectionTests {
  @Test func marginsGuideIsInsetByEightByDefault() {
    let root = makeRoot()
    let label = makeView("label", in: root)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    expectFrame(label, 8, 8, 359, 20)
    #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 359, height: 651))
  }

  @Test func marginAttributesMeanTheMarginsGuide() {
    let root = makeRoot()
    root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    let box = makeView("box", in: root)
    LayoutConstraint.activate([
      LayoutConstraint(
        item: box, attribute: .left, relatedBy: .equal, toItem: root, attribute: .leftMargin),
      LayoutConstraint(
        item: box, attribute: .right, relatedBy: .equal, toItem: root, attribute: .rightMargin),
      LayoutConstraint(
        item: box, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottomMargin),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    expectFrame(box, 20, 667 - 30 - 50, 375 - 60, 50)
  }

  @Test func changingMarginsMovesWhatIsPinnedToThem() {
    let root = makeRoot()
    let box = makeView("box", in: root)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(box, 8, 0, 10, 10)
    root.layoutMargins = EdgeInsets(24)
    root.layoutIfNeeded()
    expectFrame(box, 24, 0, 10, 10)
  }

  @Test func safeAreaGuideAndMarginsFromSafeArea() {
    let root = makeRoot(width: 390, height: 844)
    root.additionalSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let header = makeView("header", in: root)
    let footer = makeView("footer", in: root)
    LayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      header.widthAnchor.constraint(equalToConstant: 100),
      header.heightAnchor.constraint(equalToConstant: 30),
      footer.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
      footer.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
      footer.widthAnchor.constraint(equalToConstant: 100),
      footer.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    expectFrame(header, 8, 47, 100, 30)
    // Margins are measured from the safe area: 844 - 34 - 8 = 802 is the footer's bottom.
    expectFrame(footer, 0, 802 - 30, 100, 30)
    #expect(root.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
  }

  @Test func safeAreaPropagatesToSubviewsFromTheirFrames() {
    let root = makeRoot(width: 390, height: 844)
    root.additionalSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let banner = makeView("banner", in: root)
    let title = makeView("title", in: banner)
    LayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      banner.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      banner.heightAnchor.constraint(equalToConstant: 100),
      title.topAnchor.constraint(equalTo: banner.safeAreaLayoutGuide.topAnchor),
      title.leadingAnchor.constraint(equalTo: banner.leadingAnchor),
      title.widthAnchor.constraint(equalToConstant: 50),
      title.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    // The banner starts at 20, inside the top 47 points that are unsafe: 27 of its points are.
    #expect(banner.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
    expectFrame(title, 0, 27, 50, 20)
  }

  @Test func rightToLeftMirrorsLeadingAndTrailing() {
    let root = makeRoot()
    root.semanticLayoutDirection = .rightToLeft
    let first = makeView("first", in: root)
    let second = makeView("second", in: root)
    LayoutConstraint.activate(
      [
        first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        first.widthAnchor.constraint(equalToConstant: 100),
        second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
        second.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16),
        second.widthAnchor.constraint(equalToConstant: 50),
      ]
        + [first, second].flatMap {
          [
            $0.topAnchor.constraint(equalTo: root.topAnchor),
            $0.heightAnchor.constraint(equalToConstant: 10),
          ]
        })
    root.layoutIfNeeded()
    // Leading is the right edge: 375 - 16 - 100 = 259; then 8 points further left: 259 - 8 - 50 = 201.
    expectFrame(first, 259, 0, 100, 10)
    expectFrame(second, 201, 0, 50, 10)
  }

  @Test func leftAndRightDoNotMirror() {
    let root = makeRoot()
    root.semanticLayoutDirection = .rightToLeft
    let box = makeView("box", in: root)
    LayoutConstraint.activate([
      box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 16),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(box, 16, 0, 100, 10)
  }

  @Test func directionalMarginsFollowTheDirection() {
    let root = makeRoot()
    root.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 4)
    let box = makeView("box", in: root)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(box, 20, 0, 351, 10)
    root.semanticLayoutDirection = .rightToLeft
    root.layoutIfNeeded()
    // Leading 20 is now on the right, trailing 4 on the left.
    expectFrame(box, 4, 0, 351, 10)
    #expect(root.layoutMargins == EdgeInsets(top: 0, left: 4, bottom: 0, right: 20))
  }
}

/// `semanticContentAttribute` as UIKit code sets it to lay a view out right to left.
@Suite struct SemanticContentAttributeTests {
  @Test func forcingRightToLeftFlipsLeadingAndTrailing() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.widthAnchor.constraint(equalToConstant: 50),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.minX == 10)
    root.semanticContentAttribute = .forceRightToLeft
    root.layoutIfNeeded()
    // Leading is the right edge now: 200 - 10 - 50.
    #expect(child.frame.minX == 140)
    #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(root.semanticContentAttribute == .forceRightToLeft)
    child.semanticContentAttribute = .playback
    #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
    root.semanticContentAttribute = .unspecified
    root.layoutIfNeeded()
    #expect(child.frame.minX == 10)
  }

  @Test func theDirectionAnAttributeGives() {
    #expect(View.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    #expect(View.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
    #expect(
      View.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft
    )
    #expect(
      View.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
  }
}
