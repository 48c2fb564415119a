import Foundation

// The Objective-C runtime's associated objects (`objc_setAssociatedObject`, `objc_getAssociatedObject`), which
// UIKit code reaches through Foundation on Apple platforms: extensions use them to give a class they do not own a
// stored property (a view's tap handler, a layout library's label for a constraint). Linux has no Objective-C
// runtime; these keep the values in a table beside the objects, with the same spellings and meaning
// (docs/uikit-import.md, "Associated objects").

/// How an associated value is held (the runtime's `objc_AssociationPolicy`, with the raw values Apple's
/// `objc/runtime.h` gives its cases: 0, 1, 3, 01401 and 01403).
public enum objc_AssociationPolicy: UInt, Sendable {
  /// Not retained: the value is held weakly here (the runtime keeps an unretained pointer).
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// Retained.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// Copied (an `NSCopying` value is copied; others are retained).
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// Retained, atomically.
  case OBJC_ASSOCIATION_RETAIN = 769
  /// Copied, atomically.
  case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (a pointer to a variable of the caller's, `&key`); `nil` removes
/// the association.
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  AssociatedObjects.shared.set(value, for: object as AnyObject, key: key, policy: policy)
}

/// The value associated with `object` under `key`, or `nil`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  AssociatedObjects.shared.value(for: object as AnyObject, key: key)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
  AssociatedObjects.shared.removeAll(for: object as AnyObject)
}

/// The table behind the associated-object functions: values per live object, dropped when the object is gone.
final class AssociatedObjects: @unchecked Sendable {
  // Unchecked: every access to `entries` holds `lock`.
  static let shared = AssociatedObjects()

  private struct Entry {
    weak var owner: AnyObject?
    var values: [UnsafeRawPointer: Value] = [:]
  }

  private enum Value {
    case strong(Any)
    case weak(WeakBox)
  }

  private final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  /// Sets since the table was last swept of entries whose object is gone.
  private var setsSinceSweep = 0

  func set(
    _ value: Any?, for object: AnyObject, key: UnsafeRawPointer, policy: objc_AssociationPolicy
  ) {
    let id = ObjectIdentifier(object)
    let stored: Value? = value.map { value in
      switch policy {
      case .OBJC_ASSOCIATION_ASSIGN:
        // Only a class instance can be held weakly; a value is kept as it is.
        guard type(of: value) is AnyClass else { return .strong(value) }
        return .weak(WeakBox(value as AnyObject))
      case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
        return .strong((value as? NSCopying)?.copy(with: nil) ?? value)
      case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
        return .strong(value)
      }
    }
    lock.withLock {
      // An entry whose object is gone may carry the identifier of a new object at the same address.
      if entries[id]?.owner !== object { entries[id] = Entry(owner: object) }
      entries[id]?.values[key] = stored
      setsSinceSweep += 1
      if setsSinceSweep >= 1024 {
        setsSinceSweep = 0
        entries = entries.filter { $0.value.owner != nil }
      }
    }
  }

  func value(for object: AnyObject, key: UnsafeRawPointer) -> Any? {
    lock.withLock {
      guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else {
        return nil
      }
      switch entry.values[key] {
      case .strong(let value): return value
      case .weak(let box): return box.object
      case nil: return nil
      }
    }
  }

  func removeAll(for object: AnyObject) {
    lock.withLock { _ = entries.removeValue(forKey: ObjectIdentifier(object)) }
  }
}
