import Foundation
import LayoutRender
import Testing

/// `UITraitCollection.current` and the iOS 17 trait API, as UIKit code uses them.
@MainActor @Suite struct CurrentTraitsTests {
  /// A view that records the appearance current while it draws.
  final class Recorder: UIView {
    var seen: UIUserInterfaceStyle?
    override func draw(_ rect: CGRect) { seen = UITraitCollection.current.userInterfaceStyle }
  }

  /// Inside `performAsCurrent` the collection is current; outside, the launch traits (a phone, light) are.
  @Test func performAsCurrentScopesTheTraits() {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    var inside: UIUserInterfaceStyle?
    dark.performAsCurrent { inside = UITraitCollection.current.userInterfaceStyle }
    #expect(inside == .dark)
    #expect(UITraitCollection.current.userInterfaceStyle == .light)
    #expect(UITraitCollection.current.userInterfaceIdiom == .phone)
  }

  /// A view drawn in a dark scene sees dark traits as current while its `draw(_:)` runs.
  @Test func drawingSeesTheViewsTraits() throws {
    let recorder = Recorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    recorder.overrideUserInterfaceStyle = .dark
    _ = try recorder.renderedImage(scale: 1)
    #expect(recorder.seen == .dark)
  }

  /// The traits that differ are named by their trait types.
  @Test func changedTraitsNameTheTraitsThatDiffer() {
    let light = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 3),
    ])
    let dark = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3),
    ])
    let changed = dark.changedTraits(from: light)
    #expect(changed.count == 1 && changed.first == UITraitUserInterfaceStyle.self)
    #expect(
      UITraitCollection.systemTraitsAffectingColorAppearance.contains {
        $0 == UITraitUserInterfaceStyle.self
      })
    let view = UIView()
    let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
      (_: UIView, _) in
    }
    view.unregisterForTraitChanges(registration)
    // Apple's sample spelling: the handler names the observed object `Self` inside the class (the method is
    // generic over it, as UIKit's is).
    final class ThemedView: UIView {
      var registered = false
      func observeStyle() {
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
          (self: Self, previous: UITraitCollection) in self.setNeedsLayout()
        }
        registered = true
      }
    }
    let themed = ThemedView()
    themed.observeStyle()
    #expect(themed.registered)
  }

  /// The iOS 2 animation block applies its changes at once.
  @Test func theOldAnimationBlockAppliesAtOnce() {
    let view = UIView()
    UIView.beginAnimations("fade", context: nil)
    UIView.setAnimationDuration(0.3)
    view.alpha = 0.5
    UIView.commitAnimations()
    #expect(view.alpha == 0.5)
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    UIView.perform(.delete, on: [child], options: [], animations: nil)
    #expect(child.superview == nil)
  }
}

/// Windows convert between their coordinates and the screen's.
@MainActor @Suite struct WindowConversionTests {
  /// A point 10, 10 into a window at the origin is at −90, −40 in a window placed at 100, 50.
  @Test func pointsCrossWindowsThroughTheScreen() {
    let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let second = UIWindow(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
    #expect(first.convert(CGPoint(x: 10, y: 10), to: second) == CGPoint(x: -90, y: -40))
    #expect(second.convert(CGPoint(x: 10, y: 10), from: first) == CGPoint(x: -90, y: -40))
    let onScreen: UIWindow? = nil
    #expect(
      second.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: onScreen).origin
        == CGPoint(x: 100, y: 50))
    #expect(second.screen === UIScreen.main)
  }
}
