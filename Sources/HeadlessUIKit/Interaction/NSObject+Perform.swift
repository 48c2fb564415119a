import Foundation

// Objective-C's `perform(_:)` family, as tests use it to send a control's actions by hand
// (`(target as! NSObject).perform(Selector(action))`). There is no Objective-C runtime here: a selector reaches the
// action methods that the ObjCSyntaxPlugin dispatches by name, those of responder classes marked `@objc` or
// `@IBAction` (docs/uikit-import.md); any other selector or object does nothing. Nothing is returned. It must be
// called on the main actor, where the action methods it reaches run.

extension NSObject {
  /// Sends `aSelector` to the object with no argument.
  @discardableResult
  public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
    performAction(aSelector, sender: nil)
  }

  /// Sends `aSelector` to the object with `object` as its argument (an action's sender).
  @discardableResult
  public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
    performAction(aSelector, sender: object)
  }

  /// Sends `aSelector` with two arguments (an action's sender and event).
  @discardableResult
  public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!)
    -> Unmanaged<AnyObject>!
  {
    performAction(aSelector, sender: object1, event: object2)
  }

  private func performAction(_ selector: Selector?, sender: Any?, event: Any? = nil)
    -> Unmanaged<AnyObject>?
  {
    guard let selector, let responder = self as? Responder else { return nil }
    // Unsafe: the values only pass through to the action method, which runs at once on the main actor.
    nonisolated(unsafe) let (sender, event) = (sender, event)
    // Action methods belong to the main actor, as UIKit's do; calling them from elsewhere is a mistake UIKit
    // makes too (its checker reports it), and stops here.
    MainActor.assumeIsolated {
      _ = responder._performAction(named: selector.name, sender: sender, event: event)
    }
    return nil
  }
}
