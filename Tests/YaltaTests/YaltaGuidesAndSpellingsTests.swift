import Foundation
import HeadlessUIKit
import Testing
import Yalta

/// Yalta on layout guides (whose superview is their owning view), the margins and safe-area proxies, one-view
/// `addSubview`, `anchor * multiplier`, and misuse reported at the caller's line; frames derived by hand.
@Suite struct YaltaGuidesAndSpellingsTests {
  let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))

  init() { root.identifier = "root" }

  @Test func aGuidePinsToItsOwningView() throws {
    let guide = LayoutGuide()
    guide.identifier = "guide"
    root.addLayoutGuide(guide)
    let pins = guide.al.edges.pinToSuperview(
      insets: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
    #expect(pins.count == 4)
    try root.layout(strict: true)
    // 20 from the left and 40 from the right of 300; 10 from the top and 30 from the bottom of 200.
    #expect(guide.layoutFrame == CGRect(x: 20, y: 10, width: 240, height: 160))
  }

  @Test func marginsAndSafeAreaProxiesLayOut() throws {
    root.layoutMargins = EdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
    root.additionalSafeAreaInsets = EdgeInsets(top: 30, left: 0, bottom: 20, right: 0)
    let inMargins = View()
    let inSafeArea = View()
    root.addSubview(inMargins)
    root.addSubview(inSafeArea)
    inMargins.al.edges.pin(to: root.al.margins.base)
    inSafeArea.al.edges.pin(to: root.al.safeArea.base)
    try root.layout(strict: true)
    // The margins are measured from the safe area (insetsLayoutMarginsFromSafeArea): 30 + 4 above, 20 + 4 below.
    #expect(inMargins.frame == CGRect(x: 12, y: 34, width: 276, height: 142))
    #expect(inSafeArea.frame == CGRect(x: 0, y: 30, width: 300, height: 150))
  }

  @Test func oneViewAddSubviewRunsItsGroup() throws {
    let badge = View()
    let group = root.al.addSubview(badge) {
      $0.size.set(CGSize(width: 40, height: 20))
      $0.center.alignWithSuperview()
    }
    #expect(badge.superview === root && group.constraints.count == 4)
    try root.layout(strict: true)
    #expect(badge.frame == CGRect(x: 130, y: 90, width: 40, height: 20))
  }

  @Test func multipliedAnchorsScaleTheirOffsetToo() throws {
    let half = View()
    root.addSubview(half)
    half.al.top.pinToSuperview()
    half.al.leading.pinToSuperview()
    half.al.height.set(10)
    let width = half.al.width.match(root.al.width * 0.5)
    #expect(width.description == "View[0].width == root.width * 0.5")
    #expect(
      half.al.height.match((root.al.height + 10) * 0.5).description
        == "View[0].height == root.height * 0.5 + 5")
    width.isActive = true
    try root.layout(strict: false)
    #expect(half.frame.width == 150)
  }

  @Test func superviewMisuseIsReportedAtTheCallersLine() {
    let orphan = View()
    orphan.identifier = "orphan"
    let line = #line + 2
    let (pins, diagnostics) = Diagnostics.collect {
      orphan.al.edges.pinToSuperview()
    }
    #expect(pins.isEmpty)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.line == line)
    #expect(diagnostics.first?.file.hasSuffix("YaltaGuidesAndSpellingsTests.swift") == true)
    let (_, centred) = Diagnostics.collect { orphan.al.centerInSuperview() }
    #expect(
      centred.count == 1 && centred.first?.message.contains("orphan has no superview") == true)
  }
}
