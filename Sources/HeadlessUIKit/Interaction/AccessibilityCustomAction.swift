import Foundation

/// What an action of ``UIAccessibilityCustomAction`` runs: it answers whether it succeeded.
public typealias UIAccessibilityCustomActionHandler = (UIAccessibilityCustomAction) -> Bool

/// An action assistive technologies offer on an element besides activating it (UIKit's
/// `UIAccessibilityCustomAction`): kept with its element; nothing performs it here unless code calls
/// ``perform()``.
open class UIAccessibilityCustomAction: NSObject {
  /// The name spoken for it.
  open var name: String
  /// An image for it.
  open var image: Image?
  /// The object the selector is sent to.
  open weak var target: AnyObject?
  /// The method it calls on the target.
  open var selector: Selector?
  /// The closure it runs, when made with one.
  open var actionHandler: UIAccessibilityCustomActionHandler?

  /// An action that sends `selector` to `target`.
  public init(name: String, target: Any?, selector: Selector) {
    self.name = name
    self.target = target as AnyObject?
    self.selector = selector
  }

  /// An action with an image that sends `selector` to `target`.
  public convenience init(name: String, image: Image?, target: Any?, selector: Selector) {
    self.init(name: name, target: target, selector: selector)
    self.image = image
  }

  /// An action that runs `actionHandler`.
  public init(name: String, actionHandler: @escaping UIAccessibilityCustomActionHandler) {
    self.name = name
    self.actionHandler = actionHandler
  }

  /// An action with an image that runs `actionHandler`.
  public convenience init(
    name: String, image: Image?, actionHandler: @escaping UIAccessibilityCustomActionHandler
  ) {
    self.init(name: name, actionHandler: actionHandler)
    self.image = image
  }

  /// Performs the action as an assistive technology would: runs the handler, or sends the selector to the target
  /// with the action as its argument; answers whether it ran.
  @discardableResult
  public func perform() -> Bool {
    if let actionHandler { return actionHandler(self) }
    guard let selector, let target = target as? NSObject else { return false }
    target.perform(selector, with: self)
    return true
  }
}
