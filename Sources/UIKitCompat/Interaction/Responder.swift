import Foundation
import Layout

/// The first-responder state UIKit's `UIResponder` gives every view, inert: there is no keyboard or focus here.
///
/// Code that asks a field to become or resign first responder (on return, on a tap outside) runs unchanged; the
/// answer is recorded, so `isFirstResponder` reads back what was asked, and nothing else changes in the picture.
private final class ResponderState: ViewAttachment {
  var isFirst = false
  var order: Int { 0 }
  func viewLeftTree(_ view: View) { isFirst = false }
}

extension View {
  private var responderState: ResponderState {
    let key = ObjectIdentifier(ResponderState.self)
    if let state = attachments[key] as? ResponderState { return state }
    let state = ResponderState()
    attachments[key] = state
    return state
  }

  /// Whether the view was last asked to become first responder (and not to resign).
  public var isFirstResponder: Bool {
    (attachments[ObjectIdentifier(ResponderState.self)] as? ResponderState)?.isFirst ?? false
  }

  /// Records the view as first responder; always succeeds here.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    responderState.isFirst = true
    return true
  }

  /// Records that the view is no longer first responder; always succeeds here.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    responderState.isFirst = false
    return true
  }

  /// Resigns the first responder among this view and its subviews (UIKit's `endEditing(_:)`).
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    for view in subtree() where view.isFirstResponder { view.resignFirstResponder() }
    return true
  }
}
