/// Values an object keeps only once code sets one of them, on the heap: the object holds one reference, nil until
/// then, so the values cost nothing in the many objects that never set them (an optional structure stored in a
/// class would take its whole size in every instance).
package final class SideStorage<Values> {
  package var values: Values

  package init(_ values: Values) {
    self.values = values
  }

  /// The values of `storage`, or `defaults` when there is none yet.
  package static func read<Value>(
    _ storage: SideStorage?, _ key: KeyPath<Values, Value>, defaults: @autoclosure () -> Values
  )
    -> Value
  {
    storage.map { $0.values[keyPath: key] } ?? defaults()[keyPath: key]
  }

  /// Sets a value in `storage`, making it first when there is none.
  package static func write<Value>(
    _ storage: inout SideStorage?, _ key: WritableKeyPath<Values, Value>, _ value: Value,
    defaults: @autoclosure () -> Values
  ) {
    if let storage {
      storage.values[keyPath: key] = value
    } else {
      var values = defaults()
      values[keyPath: key] = value
      storage = SideStorage(values)
    }
  }
}
