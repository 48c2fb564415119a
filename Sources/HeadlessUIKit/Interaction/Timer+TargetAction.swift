import Foundation

// Foundation's target–action timers, which Linux's Foundation lacks (it has only the block forms). The timer is a
// block timer that sends the selector to its target when it fires, through the same dispatch by name as
// `perform(_:with:)` (docs/uikit-import.md, "Target–action"): the target's `@objc` method, with the timer as its
// argument when it takes one. As in Foundation, the timer keeps its target until it is invalidated. Linux's Timer
// cannot store a user-info value, so `userInfo` stays `nil`.

extension Timer {
  /// A timer that sends `aSelector` to `aTarget` every `ti` seconds (or once), not yet scheduled.
  public convenience init(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
    userInfo: Any?, repeats yesOrNo: Bool
  ) {
    self.init(timeInterval: ti, repeats: yesOrNo, block: Self.sending(aSelector, to: aTarget))
  }

  /// A timer first firing at `date`, then every `ti` seconds when it repeats, not yet scheduled.
  public convenience init(
    fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector,
    userInfo ui: Any?, repeats rep: Bool
  ) {
    self.init(fire: date, interval: ti, repeats: rep, block: Self.sending(s, to: t))
  }

  /// A timer that sends `aSelector` to `aTarget`, scheduled on the current run loop.
  public class func scheduledTimer(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
    userInfo: Any?, repeats yesOrNo: Bool
  ) -> Timer {
    scheduledTimer(
      withTimeInterval: ti, repeats: yesOrNo, block: sending(aSelector, to: aTarget))
  }

  /// The block that delivers a firing to the target.
  private static func sending(_ selector: Selector, to target: Any) -> @Sendable (Timer) -> Void {
    // Unsafe: the target is only used when the timer fires, on the run loop it was scheduled on (the main one,
    // for UI code), as Foundation's target–action timers do.
    nonisolated(unsafe) let target = target as AnyObject
    return { timer in
      guard let object = target as? NSObject else { return }
      object.perform(selector, with: timer)
    }
  }
}
