import Foundation

/// A logger of a subsystem and category (os's `Logger`, iOS 14): its messages are string interpolations whose values
/// take privacy and formatting options, shown as `OSLog`'s are (the values in full: nothing is redacted here).
public struct Logger: Sendable {
  let log: OSLog

  /// A logger of `subsystem` and `category`.
  public init(subsystem: String, category: String) {
    log = OSLog(subsystem: subsystem, category: category)
  }

  /// A logger writing to `logObj`.
  public init(_ logObj: OSLog) { log = logObj }

  /// The default log's logger.
  public init() { log = .default }

  /// Logs `message` of the default type.
  public func log(_ message: OSLogMessage) { log.write(message.text, type: .default) }
  /// Logs `message` of `level`.
  public func log(level: OSLogType, _ message: OSLogMessage) {
    log.write(message.text, type: level)
  }
  /// Logs a debug message (dropped, as unified logging drops them unless streamed).
  public func trace(_ message: OSLogMessage) { log.write(message.text, type: .debug) }
  /// Logs a debug message.
  public func debug(_ message: OSLogMessage) { log.write(message.text, type: .debug) }
  /// Logs an informative message.
  public func info(_ message: OSLogMessage) { log.write(message.text, type: .info) }
  /// Logs a notice, of the default type.
  public func notice(_ message: OSLogMessage) { log.write(message.text, type: .default) }
  /// Logs a warning, of the error type.
  public func warning(_ message: OSLogMessage) { log.write(message.text, type: .error) }
  /// Logs an error.
  public func error(_ message: OSLogMessage) { log.write(message.text, type: .error) }
  /// Logs a critical message, of the fault type.
  public func critical(_ message: OSLogMessage) { log.write(message.text, type: .fault) }
  /// Logs a fault.
  public func fault(_ message: OSLogMessage) { log.write(message.text, type: .fault) }
}

/// A logger's message (os's `OSLogMessage`): a string literal with interpolated values.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
  /// The message as shown.
  public let text: String

  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// The interpolations a logger's message takes (os's `OSLogInterpolation`): values with privacy, alignment and
/// number formats.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
  var text = ""

  public init(literalCapacity: Int, interpolationCount: Int) {
    text.reserveCapacity(literalCapacity)
  }

  public mutating func appendLiteral(_ literal: String) { text += literal }

  /// A value as its description.
  public mutating func appendInterpolation<Value>(
    _ value: @autoclosure () -> Value, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    text += align.aligned(String(describing: value()))
  }

  /// An integer in a format.
  public mutating func appendInterpolation<Number: BinaryInteger>(
    _ number: @autoclosure () -> Number, format: OSLogIntegerFormatting,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    text += align.aligned(format.text(of: number()))
  }

  /// A floating-point number in a format.
  public mutating func appendInterpolation<Number: BinaryFloatingPoint>(
    _ number: @autoclosure () -> Number, format: OSLogFloatFormatting,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    text += align.aligned(format.text(of: Double(number())))
  }

  /// A truth value as `true`/`false` or `YES`/`NO`.
  public mutating func appendInterpolation(
    _ boolean: @autoclosure () -> Bool, format: OSLogBoolFormat = .truth,
    privacy: OSLogPrivacy = .auto
  ) {
    let value = boolean()
    text += format == .answer ? (value ? "YES" : "NO") : (value ? "true" : "false")
  }
}

/// Whether a value is redacted in a log (os's `OSLogPrivacy`): kept, as nothing is redacted here.
public struct OSLogPrivacy: Equatable, Sendable {
  /// How a private value is masked.
  public enum Mask: Equatable, Sendable {
    case hash, none
  }

  let name: String

  public static let `public` = OSLogPrivacy(name: "public")
  public static let `private` = OSLogPrivacy(name: "private")
  public static let sensitive = OSLogPrivacy(name: "sensitive")
  public static let auto = OSLogPrivacy(name: "auto")
  public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "private") }
  public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "sensitive") }
  public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "auto") }
}

/// How an interpolated value is padded (os's `OSLogStringAlignment`).
public struct OSLogStringAlignment: Sendable {
  let columns: Int
  let leftAligned: Bool

  public static let none = OSLogStringAlignment(columns: 0, leftAligned: false)
  public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment(columns: columns(), leftAligned: true)
  }
  public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment(columns: columns(), leftAligned: false)
  }

  func aligned(_ text: String) -> String {
    let padding = String(repeating: " ", count: max(columns - text.count, 0))
    return leftAligned ? text + padding : padding + text
  }
}

/// How an interpolated integer is written (os's `OSLogIntegerFormatting`).
public struct OSLogIntegerFormatting: Sendable {
  let radix: Int
  let prefix: Bool
  let uppercase: Bool
  let minDigits: Int

  public static let decimal = OSLogIntegerFormatting(
    radix: 10, prefix: false, uppercase: false, minDigits: 0)
  public static let hex = OSLogIntegerFormatting(
    radix: 16, prefix: false, uppercase: false, minDigits: 0)
  public static let octal = OSLogIntegerFormatting(
    radix: 8, prefix: false, uppercase: false, minDigits: 0)
  public static func decimal(
    explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0
  )
    -> OSLogIntegerFormatting
  {
    OSLogIntegerFormatting(radix: 10, prefix: false, uppercase: false, minDigits: minDigits())
  }
  public static func hex(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: @autoclosure () -> Int = 0
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: 16, prefix: includePrefix, uppercase: uppercase, minDigits: minDigits())
  }

  func text<Number: BinaryInteger>(of number: Number) -> String {
    var digits = String(number.magnitude, radix: radix, uppercase: uppercase)
    if digits.count < minDigits {
      digits = String(repeating: "0", count: minDigits - digits.count) + digits
    }
    return (number < 0 ? "-" : "") + (prefix && radix == 16 ? "0x" : "") + digits
  }
}

/// How an interpolated floating-point number is written (os's `OSLogFloatFormatting`).
public struct OSLogFloatFormatting: Sendable {
  let precision: Int?
  let exponential: Bool

  public static let fixed = OSLogFloatFormatting(precision: nil, exponential: false)
  public static let exponential = OSLogFloatFormatting(precision: nil, exponential: true)
  public static let hybrid = OSLogFloatFormatting(precision: nil, exponential: false)
  public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false)
    -> OSLogFloatFormatting
  {
    OSLogFloatFormatting(precision: precision(), exponential: false)
  }
  public static func exponential(
    precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false
  )
    -> OSLogFloatFormatting
  {
    OSLogFloatFormatting(precision: precision(), exponential: true)
  }

  func text(of number: Double) -> String {
    String(format: "%.\(precision ?? 6)\(exponential ? "e" : "f")", number)
  }
}

/// How an interpolated truth value is written (os's `OSLogBoolFormat`).
public enum OSLogBoolFormat: Equatable, Sendable {
  case truth, answer
}
