import Foundation
import Synchronization

// Foundation's block-based key-value observing (`observe(_:options:changeHandler:)`), which Linux's Foundation
// lacks. Apple's KVO hears a property's setter through the Objective-C runtime; here each observation remembers the
// value it last saw and is checked after every round of layout (docs/uikit-import.md, "Key-value observing"), so a
// handler that follows a table's `contentSize` or a label's `text` runs before the view is drawn.

/// What a change notification carries (Foundation's `NSKeyValueObservingOptions`; raw values from Foundation's
/// `NSKeyValueObserving.h`).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The new value.
  public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
  /// The value before the change.
  public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
  /// One notification at once, when observing starts.
  public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
  /// A notification before each change as well as after it (here both come after the change).
  public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change (Foundation's `NSKeyValueChange`; only `setting` happens here).
public enum NSKeyValueChange: UInt, Sendable {
  case setting = 1
  case insertion = 2
  case removal = 3
  case replacement = 4
}

/// One change of an observed property, as the handler of ``_KeyValueCodingAndObserving/observe(_:options:changeHandler:)``
/// receives it.
public struct NSKeyValueObservedChange<Value> {
  public typealias Kind = NSKeyValueChange
  public let kind: Kind
  /// The value after the change, when the options asked for `.new`.
  public let newValue: Value?
  /// The value before the change, when the options asked for `.old`.
  public let oldValue: Value?
  /// The indexes of a to-many change (never, here).
  public let indexes: IndexSet?
  /// Whether this notification comes before the change (`.prior`).
  public let isPrior: Bool
}

/// A running observation: it ends when ``invalidate()`` is called or when it is released.
public class NSKeyValueObservation: NSObject {
  fileprivate let watch: PropertyWatch

  fileprivate init(watch: PropertyWatch) {
    self.watch = watch
    super.init()
  }

  /// Stops the observation; its handler is not called again.
  public func invalidate() { watch.isValid = false }

  deinit { watch.isValid = false }
}

/// The types that can be observed by key path: every `NSObject`.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: AnyObject {
  /// Calls `changeHandler` whenever the value at `keyPath` changes, and once at once with `.initial`.
  ///
  /// Changes are noticed after each round of layout, not at the setter: a handler runs before the next drawing and
  /// sees the value as it is then (several changes between two layouts make one notification).
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let watch = PropertyWatch(
      object: self, keyPath: keyPath, options: options, handler: changeHandler)
    if options.contains(.initial) {
      changeHandler(
        self,
        NSKeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil,
          oldValue: nil, indexes: nil, isPrior: false))
    }
    PropertyWatch.live.withLock { $0.append(WeakWatch(watch: watch)) }
    return NSKeyValueObservation(watch: watch)
  }
}

/// One observed property: how to read it, the value last seen, and how to tell the handler.
// Unchecked: `isValid` changes on the main actor only, where the observation's owner runs; `lastValue` is read
// and written under its lock (layout, which checks watches, may run on several threads in tests); the rest is set
// once.
final class PropertyWatch: @unchecked Sendable {
  weak var object: AnyObject?
  var isValid = true
  private var lastValue: Any
  private let lastValueLock = NSLock()
  /// The property's value now, or `nil` once the object is gone.
  private let read: () -> Any?
  private let notify: (_ old: Any, _ new: Any) -> Void

  init<Object: AnyObject, Value>(
    object: Object, keyPath: KeyPath<Object, Value>, options: NSKeyValueObservingOptions,
    handler: @escaping (Object, NSKeyValueObservedChange<Value>) -> Void
  ) {
    self.object = object
    lastValue = object[keyPath: keyPath]
    read = { [weak object] in object.map { $0[keyPath: keyPath] as Any } }
    notify = { [weak object] old, new in
      guard let object else { return }
      let oldValue = options.contains(.old) ? old as? Value : nil
      let newValue = options.contains(.new) ? new as? Value : nil
      if options.contains(.prior) {
        handler(
          object,
          NSKeyValueObservedChange(
            kind: .setting, newValue: nil, oldValue: oldValue, indexes: nil, isPrior: true))
      }
      handler(
        object,
        NSKeyValueObservedChange(
          kind: .setting, newValue: newValue, oldValue: oldValue, indexes: nil, isPrior: false))
    }
  }

  /// The observations not yet ended, in the order they started.
  static let live = Mutex<[WeakWatch]>([])

  /// Tells every live observation whose value changed since it last looked; returns whether any handler ran.
  @discardableResult
  static func deliverChanges() -> Bool {
    let watches = live.withLock { watches -> [PropertyWatch] in
      watches.removeAll { $0.watch?.isValid != true || $0.watch?.object == nil }
      return watches.compactMap(\.watch)
    }
    var delivered = false
    for watch in watches where watch.isValid {
      guard let value = watch.read(), let old = watch.claimChange(to: value) else { continue }
      watch.notify(old, value)
      delivered = true
    }
    return delivered
  }

  /// Takes `value` as the last seen one if it differs, returning the one before: two threads laying out at once
  /// (tests run in parallel) then deliver one change once.
  private func claimChange(to value: Any) -> Any? {
    lastValueLock.withLock {
      guard !Self.isSame(lastValue, value) else { return nil }
      let old = lastValue
      lastValue = value
      return old
    }
  }

  /// Whether the property's value is unchanged: equal for equatable values, the same object for objects, the same
  /// description otherwise.
  private static func isSame(_ old: Any, _ new: Any) -> Bool {
    if let old = old as? any Equatable { return old.isEqual(toAny: new) }
    if type(of: old) is AnyClass, type(of: new) is AnyClass {
      return (old as AnyObject) === (new as AnyObject)
    }
    return String(reflecting: old) == String(reflecting: new)
  }

  /// Whether any observation is live (layout skips the check when none is).
  static var isAnyLive: Bool { !live.withLock { $0.isEmpty } }
}

/// A live observation, held weakly so that releasing its ``NSKeyValueObservation`` ends it.
struct WeakWatch: @unchecked Sendable {
  // Unchecked: only read and written under `PropertyWatch.live`'s lock.
  weak var watch: PropertyWatch?
}

extension Equatable {
  fileprivate func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
