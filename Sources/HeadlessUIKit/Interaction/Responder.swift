import Foundation

/// An object in the chain that events travel along (UIKit's `UIResponder`): the base of views and view
/// controllers.
///
/// Nothing is touched, pressed or shaken where scenes render, so no event ever arrives; the handlers exist so that
/// UIKit code overriding them compiles, and their defaults pass an event on to ``next`` as UIKit's do. The
/// first-responder state is kept: ``becomeFirstResponder()`` succeeds for a responder that
/// ``canBecomeFirstResponder`` (text fields and text views) and ``isFirstResponder`` reads it back.
@preconcurrency @MainActor
open class Responder: NSObject {
  /// Whether this responder was made first responder (and has not resigned).
  private var isFirst = false

  public override init() { super.init() }

  // MARK: What UIKit code relies on beyond NSObject

  /// Called when Interface Builder draws a designable view; never called here.
  open func prepareForInterfaceBuilder() {}
  /// The class-level spelling Objective-C classes also answer to; never called here.
  open class func prepareForInterfaceBuilder() {}
  /// Called by assistive technologies to increase an adjustable element's value; never called here.
  open func accessibilityIncrement() {}
  /// Called by assistive technologies to decrease an adjustable element's value; never called here.
  open func accessibilityDecrement() {}

  /// The next responder in the chain: a view's superview, a view controller's view's superview.
  open var next: Responder? { nil }

  // MARK: - Target–action

  /// Calls this responder's action method named `name` (a selector's name, `tapped(_:)` or `tapped`) with the
  /// sender and event it takes, and answers whether it has one.
  ///
  /// Not API. Without the Objective-C runtime a selector cannot find its method, so the Objective-C syntax rewriter
  /// overrides this in each class that declares `@objc` or `@IBAction` methods (docs/uikit-import.md,
  /// "Target–action"); controls call it when they send their actions.
  open func _performAction(named name: String, sender: Any?, event: Any?) -> Bool { false }

  // MARK: - First responder

  /// Whether the responder can become first responder: `false` here, `true` for text input views.
  open var canBecomeFirstResponder: Bool { false }

  /// Makes the responder first responder when it ``canBecomeFirstResponder``; returns whether it is.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    isFirst = true
    return true
  }

  /// Whether the responder gives up first-responder status when asked (`true` by default).
  open var canResignFirstResponder: Bool { true }

  /// Gives up first-responder status when the responder ``canResignFirstResponder``; returns whether it did.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    isFirst = false
    return true
  }

  /// Whether the responder is first responder.
  open var isFirstResponder: Bool { isFirst }

  // MARK: - Events (never delivered here)

  /// Called when fingers touch down; passes the touches on to ``next`` by default.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesBegan(touches, with: event)
  }
  /// Called when touches move; passes them on to ``next`` by default.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesMoved(touches, with: event)
  }
  /// Called when touches lift; passes them on to ``next`` by default.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesEnded(touches, with: event)
  }
  /// Called when touches are cancelled; passes them on to ``next`` by default.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesCancelled(touches, with: event)
  }
  /// Called when estimated touch properties get their final values.
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {}
  /// Called when a physical button is pressed; passes the press on to ``next`` by default.
  open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }
  /// Called when a press changes; passes it on to ``next`` by default.
  open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) {
    next?.pressesChanged(presses, with: event)
  }
  /// Called when a press ends; passes it on to ``next`` by default.
  open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }
  /// Called when a press is cancelled; passes it on to ``next`` by default.
  open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
    next?.pressesCancelled(presses, with: event)
  }
  /// Called when a motion (a shake) begins; passes it on to ``next`` by default.
  open func motionBegan(_ motion: Event.EventSubtype, with event: Event?) {
    next?.motionBegan(motion, with: event)
  }
  /// Called when a motion ends; passes it on to ``next`` by default.
  open func motionEnded(_ motion: Event.EventSubtype, with event: Event?) {
    next?.motionEnded(motion, with: event)
  }
  /// Called when a motion is cancelled; passes it on to ``next`` by default.
  open func motionCancelled(_ motion: Event.EventSubtype, with event: Event?) {
    next?.motionCancelled(motion, with: event)
  }
  /// Called for a remote-control event; passes it on to ``next`` by default.
  open func remoteControlReceived(with event: Event?) { next?.remoteControlReceived(with: event) }

  // MARK: - Actions and input

  // UIKit's standard edit actions (`UIResponderStandardEditActions`): a text view or a custom view overrides them;
  // nothing here sends them (there is no edit menu).

  /// Copies the selection.
  open func copy(_ sender: Any?) {}
  /// Cuts the selection.
  open func cut(_ sender: Any?) {}
  /// Pastes the pasteboard's contents.
  open func paste(_ sender: Any?) {}
  /// Deletes the selection.
  open func delete(_ sender: Any?) {}
  /// Selects the word at the insertion point.
  open func select(_ sender: Any?) {}
  /// Selects everything.
  open func selectAll(_ sender: Any?) {}

  /// Whether the responder handles `action`: a responder that does not passes the question to ``next``.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

  /// The responder that handles `action`: this one if it can, else the first one along ``next`` that can.
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    canPerformAction(action, withSender: sender)
      ? self : next?.target(forAction: action, withSender: sender)
  }

  /// The custom keyboard shown while the responder is first responder (none by default).
  open var inputView: View? { nil }
  /// The accessory shown above the keyboard (none by default).
  open var inputAccessoryView: View? { nil }
  /// The identifier under which the text input mode is remembered (none by default).
  open var textInputContextIdentifier: String? { nil }
  /// Forgets the text input mode remembered for `identifier`; there is no keyboard here.
  open class func clearTextInputContextIdentifier(_ identifier: String) {}
  /// Reloads the keyboard and accessory views; there is no keyboard here.
  open func reloadInputViews() {}
  /// The view controller of a custom keyboard (none by default).
  open var inputViewController: InputViewController? { nil }
  /// The view controller of the accessory above the keyboard (none by default).
  open var inputAccessoryViewController: InputViewController? { nil }
  /// The shortcuts shown above the keyboard on iPad, made on first use (kept; there is no keyboard here).
  open var inputAssistantItem: TextInputAssistantItem {
    if let item = inputAssistant { return item }
    let item = TextInputAssistantItem()
    inputAssistant = item
    return item
  }
  private var inputAssistant: TextInputAssistantItem?
  /// The keyboard's language (none: there is no keyboard here).
  open var textInputMode: TextInputMode? { nil }
  /// Whether editing gestures (undo by shaking, three-finger swipes) apply to this responder: the default.
  open var editingInteractionConfiguration: EditingInteractionConfiguration { .default }
  /// Opens the camera to read text into the responder (there is no camera here).
  open func captureTextFromCamera(_ sender: Any?) {}

  // MARK: - Commands, menus, undo and activities (kept: no key is pressed and no menu opens here)

  /// The key commands this responder handles (none by default).
  open var keyCommands: [KeyCommand]? { nil }
  /// The undo manager along the responder chain: the next responder's (none at the end of the chain).
  open var undoManager: UndoManager? { next?.undoManager }
  /// Adds this responder's items to the main menu (there is no menu bar here).
  open func buildMenu(with builder: MenuBuilder) {}
  /// Updates a command's state before a menu shows it (no menu shows here).
  open func validate(_ command: Command) {}
  /// What fills a deferred menu element for this responder (none by default).
  open func provider(for deferredElement: DeferredMenuElement) -> DeferredMenuElement.Provider? {
    nil
  }
  /// The activity this responder takes part in, for Handoff and search (kept).
  open var userActivity: NSUserActivity?
  /// Updates an activity's state before it is saved (never called here).
  open func updateUserActivityState(_ activity: NSUserActivity) {}
  /// Restores state from an activity (never called here).
  open func restoreUserActivityState(_ activity: NSUserActivity) {}
  /// What the responder accepts from a paste (kept).
  open var pasteConfiguration: PasteConfiguration?
  /// What sharing from this responder offers (kept).
  open var activityItemsConfiguration: ActivityItemsConfigurationReading?

  // MARK: - Keyboard notifications (UIKit's names and values; never posted here)

  public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
  public static let keyboardCenterBeginUserInfoKey = "UIKeyboardCenterBeginUserInfoKey"
  public static let keyboardCenterEndUserInfoKey = "UIKeyboardCenterEndUserInfoKey"
  public static let keyboardBoundsUserInfoKey = "UIKeyboardBoundsUserInfoKey"
}
