import Foundation

/// A set of layout axes (UIKit's `UIAxis`).
public struct AxisOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let horizontal = AxisOptions(rawValue: 1 << 0)
  public static let vertical = AxisOptions(rawValue: 1 << 1)
  public static let both: AxisOptions = [.horizontal, .vertical]
}

public typealias UIAxis = AxisOptions
