import Foundation
import LayoutRender
import Testing

/// Objective-C's `perform(_:)` family on `NSObject`, and a window scene's coordinate space.
@MainActor @Suite struct PerformSelectorTests {
  /// A controller whose action methods are dispatched by name, as the ObjCSyntaxPlugin writes the dispatch for a
  /// class with `@objc` methods.
  final class Controller: UIViewController {
    var calls: [String] = []
    override func _performAction(named name: String, sender: Any?, event: Any?) -> Bool {
      switch name {
      case "refresh": calls.append("refresh")
      case "didTap:": calls.append("didTap: \((sender as? UIButton)?.title(for: .normal) ?? "?")")
      default: return super._performAction(named: name, sender: sender, event: event)
      }
      return true
    }
  }

  @Test func aTestTapsAButtonByPerformingItsTargetsActions() {
    let controller = Controller()
    let button = UIButton(type: .system)
    button.setTitle("Save", for: .normal)
    button.addTarget(controller, action: Selector("refresh"), for: .touchUpInside)
    // The idiom: each target's actions for the event, performed by selector.
    for target in button.allTargets {
      for action in button.actions(forTarget: target, forControlEvent: .touchUpInside) ?? [] {
        (target as? NSObject)?.perform(Selector(action))
      }
    }
    #expect(controller.calls == ["refresh"])
    controller.perform(Selector("didTap:"), with: button)
    #expect(controller.calls == ["refresh", "didTap: Save"])
    // A selector nothing implements does nothing and returns nothing.
    #expect(controller.perform(Selector("missing")) == nil)
  }

  /// Foundation's target–action timers send their selector, with the timer, when they fire.
  @Test func aTargetActionTimerSendsItsSelectorWhenItFires() {
    let controller = Controller()
    let timer = Timer(
      timeInterval: 60, target: controller, selector: Selector("refresh"), userInfo: nil,
      repeats: false)
    #expect(controller.calls == [])
    timer.fire()
    #expect(controller.calls == ["refresh"])
    let scheduled = Timer.scheduledTimer(
      timeInterval: 0.001, target: controller, selector: Selector("refresh"), userInfo: nil,
      repeats: false)
    RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
    #expect(controller.calls == ["refresh", "refresh"])
    #expect(!scheduled.isValid)
  }

  @Test func aWindowSceneGivesItsScreensCoordinateSpace() throws {
    let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
    #expect(scene.coordinateSpace.bounds == UIScreen.main.bounds)
    let window = UIWindow(frame: scene.coordinateSpace.bounds)
    #expect(window.frame.size == UIScreen.main.bounds.size)
  }
}
