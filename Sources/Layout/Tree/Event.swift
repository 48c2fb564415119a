import Foundation

/// An input event (UIKit's `UIEvent`).
///
/// Nothing is touched or pressed where scenes render, so no event is ever delivered; the type exists so that
/// UIKit code that receives one (``View/hitTest(_:with:)``, touch handlers) compiles and can be called with `nil`.
open class Event {
  /// When the event happened, in seconds since the system started (always 0 here).
  open var timestamp: TimeInterval { 0 }

  public init() {}
}
