/// How strongly a constraint asks to hold: Auto Layout's priority scale.
///
/// ``required`` (1000) must hold. Any value in the open range 0 < p < 1000 is optional, and every distinct value is
/// its own **level**: a solver satisfies levels strictly from the highest down, so no amount of error at 250 can
/// outweigh the smallest error at 251, and 999.5 dominates 999. Within one level, errors add up.
///
/// The raw value is a `Float`, as `UILayoutPriority`'s is.
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The numeric priority, 0 < rawValue <= 1000.
  public var rawValue: Float

  /// Creates a priority from its raw value.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority from its raw value.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// 1000: the constraint must hold.
  public static let required = Priority(1000)
  /// 750: UIKit's default compression resistance.
  public static let defaultHigh = Priority(750)
  /// 250: UIKit's default content hugging.
  public static let defaultLow = Priority(250)
  /// 50: the level UIKit uses for fitting-size targets.
  public static let fittingSizeLevel = Priority(50)

  /// Whether the constraint must hold (priority 1000).
  public var isRequired: Bool { rawValue >= 1000 }

  /// Whether the value is usable: finite, above 0 and at most 1000.
  public var isValid: Bool { rawValue.isFinite && rawValue > 0 && rawValue <= 1000 }

  public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

  /// A priority raised by `amount`.
  public static func + (lhs: Priority, amount: Float) -> Priority {
    Priority(lhs.rawValue + amount)
  }
  /// A priority lowered by `amount`.
  public static func - (lhs: Priority, amount: Float) -> Priority {
    Priority(lhs.rawValue - amount)
  }
}

extension Priority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  public init(floatLiteral value: Float) { self.init(value) }
  public init(integerLiteral value: Int) { self.init(Float(value)) }
}

extension Priority: CustomStringConvertible {
  public var description: String { formatNumber(Double(rawValue)) }
}
