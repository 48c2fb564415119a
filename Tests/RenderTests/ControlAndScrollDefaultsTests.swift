import Foundation
import LayoutRender
import Testing

/// UIControl's and UIScrollView's members as UIKit defines them, headless.
@Suite struct ControlAndScrollDefaultsTests {
  @Test func aControlSendsItsActions() {
    let control = UIControl()
    var fired: [String] = []
    control.addAction(UIAction { _ in fired.append("primary") }, for: .primaryActionTriggered)
    control.performPrimaryAction()
    control.sendAction(UIAction(title: "direct") { action in fired.append(action.title) })
    #expect(fired == ["primary", "direct"])
    #expect(!control.isTracking && !control.isTouchInside)
  }

  /// UIScrollView's defaults: normal deceleration 0.998, fast 0.99; touches in controls are not cancelled to
  /// scroll, touches elsewhere are.
  @Test func aScrollViewsDefaults() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(scroll.decelerationRate == .normal && scroll.decelerationRate.rawValue == 0.998)
    #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    #expect(!scroll.touchesShouldCancel(in: UIButton()))
    #expect(scroll.touchesShouldCancel(in: UIView()))
    #expect(scroll.visibleSize == CGSize(width: 100, height: 50))
    scroll.setZoomScale(2, animated: false)
    #expect(scroll.zoomScale == 2)
  }
}
