import Foundation
import Synchronization

// Foundation's selector-based observer API, which Linux's Foundation lacks (it has no Objective-C runtime): UIKit
// code registers for keyboard and application notifications this way. The observer is kept per centre and name so
// it can be removed; a selector cannot be called here, so posting the notification does not reach it.
extension NotificationCenter {
  /// Registers `observer` for `name` with a selector (kept, never called: see the note above).
  public func addObserver(
    _ observer: Any, selector: Selector, name: Notification.Name?, object: Any?
  ) {
    SelectorObservers.shared.add(
      observer as AnyObject, selector: selector, name: name, center: self)
  }

  /// The selector registrations of `observer` on this centre, for `name` or for every name (`nil`).
  public func selectorObservations(of observer: Any, name: Notification.Name? = nil) -> [Selector] {
    SelectorObservers.shared.selectors(of: observer as AnyObject, name: name, center: self)
  }
}

/// The registrations made with ``NotificationCenter/addObserver(_:selector:name:object:)``.
private final class SelectorObservers: Sendable {
  static let shared = SelectorObservers()

  /// A registration, by the observer's identity (the observer is not kept alive).
  private struct Registration: Sendable {
    let observer: ObjectIdentifier
    let selector: Selector
    let name: Notification.Name?
    let center: ObjectIdentifier
  }

  private let registrations = Mutex<[Registration]>([])

  func add(
    _ observer: AnyObject, selector: Selector, name: Notification.Name?, center: NotificationCenter
  ) {
    registrations.withLock {
      $0.append(
        Registration(
          observer: ObjectIdentifier(observer), selector: selector, name: name,
          center: ObjectIdentifier(center)))
    }
  }

  func selectors(of observer: AnyObject, name: Notification.Name?, center: NotificationCenter)
    -> [Selector]
  {
    registrations.withLock { list in
      list.filter {
        $0.observer == ObjectIdentifier(observer) && $0.center == ObjectIdentifier(center)
          && (name == nil || $0.name == name)
      }.map(\.selector)
    }
  }
}
