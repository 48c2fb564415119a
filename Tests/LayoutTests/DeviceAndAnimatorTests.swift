import Foundation
import HeadlessUIKit
import Testing

/// `UIDevice`, the feedback generators and `UIViewPropertyAnimator`, as Apple's documentation describes them for a
/// device at rest, with animations that end at once.
@Suite struct DeviceAndAnimatorTests {
  @Test func theDeviceIsAnIPhoneAtRest() {
    let device = UIDevice.current
    #expect(device === UIDevice.current)
    #expect(device.systemName == "iOS" && device.model == "iPhone")
    #expect(device.userInterfaceIdiom == .phone)
    // Apple: the battery level is -1 and its state unknown while monitoring is off.
    #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
    #expect(device.identifierForVendor == UIDevice.current.identifierForVendor)
  }

  @Test func orientationIsUnknownUntilNotificationsAreOn() {
    let device = UIDevice()
    #expect(device.orientation == .unknown)
    device.beginGeneratingDeviceOrientationNotifications()
    #expect(device.orientation == .portrait && device.orientation.isPortrait)
    #expect(device.isGeneratingDeviceOrientationNotifications)
    device.endGeneratingDeviceOrientationNotifications()
    #expect(device.orientation == .unknown && !device.orientation.isValidInterfaceOrientation)
    #expect(UIDeviceOrientation.landscapeLeft.isLandscape && UIDeviceOrientation.faceDown.isFlat)
  }

  @Test func feedbackGeneratorsKeepTheirStyle() {
    #expect(UIImpactFeedbackGenerator().style == .medium)
    let heavy = UIImpactFeedbackGenerator(style: .heavy)
    heavy.prepare()
    heavy.impactOccurred(intensity: 0.5)
    #expect(heavy.style == .heavy)
    let view = UIView()
    #expect(UISelectionFeedbackGenerator(view: view).view === view)
  }

  @Test func aStartedAnimatorShowsTheEndAndCompletesAtTheEnd() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { view.alpha = 0.5 }
    animator.addCompletion { positions.append($0) }
    #expect(view.alpha == 1 && animator.state == .inactive)
    animator.startAnimation()
    #expect(view.alpha == 0.5 && positions == [.end] && animator.state == .inactive)
    #expect(animator.fractionComplete == 1)

    let running = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.2, delay: 0.1, options: [], animations: { view.alpha = 0.25 },
      completion: { positions.append($0) })
    #expect(view.alpha == 0.25 && positions == [.end, .end] && running.delay == 0.1)
  }

  @Test func aPausedThenStoppedAnimatorCompletesWhereItIsFinished() {
    let view = UIView()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.7) { view.alpha = 0 }
    animator.addCompletion { positions.append($0) }
    animator.pauseAnimation()
    #expect(
      view.alpha == 0 && animator.state == .active && !animator.isRunning && positions.isEmpty)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    animator.finishAnimation(at: .current)
    #expect(positions == [.current] && animator.state == .inactive)

    let dropped = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
    dropped.addCompletion { positions.append($0) }
    dropped.pauseAnimation()
    dropped.stopAnimation(true)
    #expect(dropped.state == .inactive && positions == [.current])
  }
}
