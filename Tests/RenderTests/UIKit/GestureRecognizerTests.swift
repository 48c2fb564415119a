import Foundation
import LayoutRender
import Testing

/// Gesture recognizers as UIKit code writes them: they compile, keep their settings at UIKit's defaults and never
/// fire, since nothing is touched where scenes render.
@Suite struct GestureRecognizerTests {
  final class Handler: UIGestureRecognizerDelegate {
    var handled = 0
    func handle(_ recognizer: UIGestureRecognizer) { handled += 1 }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
  }

  /// A team's own recognizer overriding UIKit's override points.
  final class DoubleTouch: UIGestureRecognizer {
    var touchesSeen = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      touchesSeen += touches.count
      state = .began
    }
    override func reset() {
      super.reset()
      touchesSeen = 0
    }
  }

  @Test func recognizersStartPossibleAndNeverFire() {
    let handler = Handler()
    let tap = UITapGestureRecognizer(target: handler, action: nil)
    tap.delegate = handler
    let view = UIView()
    view.addGestureRecognizer(tap)
    #expect(tap.state == .possible)
    #expect(tap.view === view)
    #expect(tap.numberOfTouches == 0)
    #expect(tap.location(in: view) == .zero)
    #expect(handler.handled == 0)
    // The protocol's default answer.
    #expect(tap.delegate?.gestureRecognizer(tap, shouldRecognizeSimultaneouslyWith: tap) == false)
  }

  @Test func defaultsAreUIKits() {
    // UIKit's headers: one tap of one finger; a long press of half a second within 10 points; swipes to the right.
    let tap = UITapGestureRecognizer()
    #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    let press = UILongPressGestureRecognizer()
    #expect(
      press.minimumPressDuration == 0.5 && press.allowableMovement == 10
        && press.numberOfTapsRequired == 0)
    #expect(UISwipeGestureRecognizer().direction == .right)
    #expect(UIPinchGestureRecognizer().scale == 1)
    #expect(UIGestureRecognizer.State.recognized == .ended)
    #expect(UIGestureRecognizer.State.failed.rawValue == 5)
  }

  @Test func panTranslationIsWhatCodeSets() {
    let pan = UIPanGestureRecognizer()
    pan.setTranslation(CGPoint(x: 12, y: -4), in: nil)
    #expect(pan.translation(in: nil) == CGPoint(x: 12, y: -4))
    #expect(pan.velocity(in: nil) == .zero)
  }

  @Test func subclassesOverrideUIKitsPoints() {
    let recognizer = DoubleTouch(target: nil, action: nil)
    recognizer.touchesBegan([UITouch(), UITouch()], with: UIEvent())
    #expect(recognizer.touchesSeen == 2 && recognizer.state == .began)
    recognizer.reset()
    #expect(recognizer.touchesSeen == 0 && recognizer.state == .possible)
  }

  /// A touch made by hand is a finger at rest: direct, no force, perpendicular to the glass (Apple: an altitude of
  /// π/2 is perpendicular), its precise location its location, nothing estimated; touches and events are
  /// `NSObject`s that compare by identity; an event with no touches has none for any view.
  @Test func aTouchMadeByHandIsAFingerAtRest() {
    let touch = UITouch()
    #expect(touch.type == .direct && UITouch.TouchType.stylus == .pencil)
    #expect(touch.force == 0 && touch.maximumPossibleForce == 0 && touch.majorRadius == 0)
    #expect(touch.altitudeAngle == .pi / 2)
    #expect(touch.preciseLocation(in: nil) == touch.location(in: nil))
    #expect(touch.estimatedProperties.isEmpty && touch.window == nil)
    #expect(UITouch.Properties.roll.rawValue == 16)
    let set: Set<UITouch> = [touch, touch, UITouch()]
    #expect(set.count == 2 && (touch as NSObject).isEqual(touch))
    let event = UIEvent()
    #expect(event.touches(for: UIView()) == nil && event.modifierFlags.isEmpty)
    #expect(UIKeyCommand.inputF12 == "UIKeyInputF12")
  }
}
