import Foundation

/// The name of an action method, as `#selector(tap)` gives it in UIKit (Objective-C's `SEL`).
///
/// Linux has no Objective-C runtime, so `#selector` does not compile here and a selector cannot find its method by
/// itself: `#selector(tap)` in a scene file or a target set up as docs/uikit-import.md says becomes `_sel("tap")`,
/// and the rewriter gives each responder class that declares action methods a dispatch by name
/// (`Responder._performAction(named:sender:event:)`), which controls call when they send their actions.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  public let name: String
  public init(_ name: String) { self.name = name }
  public init(stringLiteral name: String) { self.name = name }
  public var description: String { name }
}

/// What `#selector(…)` becomes once the Objective-C-only syntax is rewritten (not API: the rewriter writes it).
public func _sel(_ name: String) -> Selector { Selector(name) }

/// Calls an action method that takes no argument (not API: the rewriter's dispatch calls it).
public func _invokeAction<Target, Result>(
  _ target: Target, _ method: (Target) -> () -> Result, _ sender: Any?, _ event: Any?
) -> Bool {
  _ = method(target)()
  return true
}

/// Calls an action method that takes the sender, when the sender is of its type (not API).
public func _invokeAction<Target, Sender, Result>(
  _ target: Target, _ method: (Target) -> (Sender) -> Result, _ sender: Any?, _ event: Any?
) -> Bool {
  guard let sender = sender as? Sender else { return false }
  _ = method(target)(sender)
  return true
}

/// Calls an action method that takes the sender and the event, when both are of its types (not API).
public func _invokeAction<Target, Sender, EventValue, Result>(
  _ target: Target, _ method: (Target) -> (Sender, EventValue) -> Result, _ sender: Any?,
  _ event: Any?
) -> Bool {
  guard let sender = sender as? Sender, let event = event as? EventValue else { return false }
  _ = method(target)(sender, event)
  return true
}

/// The selector named `aSelectorName` (Foundation's `NSSelectorFromString`).
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

/// The name of `aSelector` (Foundation's `NSStringFromSelector`).
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }
