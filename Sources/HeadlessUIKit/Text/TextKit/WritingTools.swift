import Foundation

/// How much of Apple Intelligence's Writing Tools a text view offers (UIKit's `UIWritingToolsBehavior`): kept;
/// there are no Writing Tools here.
public enum WritingToolsBehavior: Int, Sendable {
  case none = -1
  case `default` = 0
  case complete = 1
  case limited = 2
}

/// The kinds of result Writing Tools may give a text view (UIKit's `UIWritingToolsResultOptions`).
public struct WritingToolsResultOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let plainText = WritingToolsResultOptions(rawValue: 1 << 0)
  public static let richText = WritingToolsResultOptions(rawValue: 1 << 1)
  public static let list = WritingToolsResultOptions(rawValue: 1 << 2)
  public static let table = WritingToolsResultOptions(rawValue: 1 << 3)
  public static let presentationIntent = WritingToolsResultOptions(rawValue: 1 << 4)
}

/// What runs Writing Tools over a view's text (UIKit's `UIWritingToolsCoordinator`): kept; never active here.
open class WritingToolsCoordinator {
  public init() {}
}

public typealias UIWritingToolsBehavior = WritingToolsBehavior
public typealias UIWritingToolsResultOptions = WritingToolsResultOptions
public typealias UIWritingToolsCoordinator = WritingToolsCoordinator
