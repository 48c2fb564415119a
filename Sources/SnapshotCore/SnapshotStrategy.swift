/// What a snapshot of a value is: how the value becomes something storable (rendering a scene, dumping its
/// frames), and the ``SnapshotFormat`` that stores and compares that.
///
/// Strategies are values, so new ones are made from old ones: ``pullback(_:)`` checks a value through another it
/// turns into. The swift-snapshot-testing adapter is such a pullback over the same strategies.
public struct SnapshotStrategy<Value, Format>: Sendable {
  /// Makes the storable form of a value; a throw is reported as the snapshot's error.
  public var snapshot: @Sendable (Value) throws -> Format
  /// How the storable form is stored and compared.
  public var format: SnapshotFormat<Format>

  /// - Parameters:
  ///   - format: How the storable form is stored and compared.
  ///   - snapshot: Makes the storable form of a value.
  public init(
    format: SnapshotFormat<Format>, snapshot: @escaping @Sendable (Value) throws -> Format
  ) {
    self.format = format
    self.snapshot = snapshot
  }

  /// The same snapshot of another kind of value, through a function that turns it into this kind.
  ///
  /// - Parameter transform: Turns the new kind of value into this one.
  /// - Returns: A strategy for the new kind of value.
  public func pullback<NewValue>(
    _ transform: @escaping @Sendable (NewValue) throws -> Value
  ) -> SnapshotStrategy<NewValue, Format> {
    let snapshot = self.snapshot
    return SnapshotStrategy<NewValue, Format>(format: format) { try snapshot(transform($0)) }
  }
}

extension SnapshotStrategy where Value == Format {
  /// The value itself, stored and compared in `format`.
  ///
  /// - Parameter format: How it is stored and compared.
  /// - Returns: The strategy.
  public static func stored(as format: SnapshotFormat<Format>) -> SnapshotStrategy {
    SnapshotStrategy(format: format) { $0 }
  }
}
