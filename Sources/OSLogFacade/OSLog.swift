// What `import os` means where there is no unified logging (the importing file's target aliases the module name to
// this one, as `UIKit` is aliased to UIKitFacade; `import os.log` and `import OSLog` are read as `import os`:
// docs/uikit-import.md). Messages of the default, error and fault types go to standard error, as a console shows
// them; debug and info messages are dropped, as unified logging keeps them only while they are streamed.
import Foundation

/// A message's type, as unified logging orders them (os's `OSLogType`).
public struct OSLogType: Equatable, Hashable, RawRepresentable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public init(_ rawValue: UInt8) { self.rawValue = rawValue }

  public static let `default` = OSLogType(0x00)
  public static let info = OSLogType(0x01)
  public static let debug = OSLogType(0x02)
  public static let error = OSLogType(0x10)
  public static let fault = OSLogType(0x11)

  /// Whether messages of this type are shown: all but debug and info.
  var isShown: Bool { self != .debug && self != .info }

  /// The type's name in a shown line.
  var name: String {
    switch self {
    case .error: "error"
    case .fault: "fault"
    case .info: "info"
    case .debug: "debug"
    default: "default"
    }
  }
}

/// A log of a subsystem and category (os's `OSLog`).
public final class OSLog: NSObject, Sendable {
  /// The subsystem, as reverse DNS (`com.example.app`).
  public let subsystem: String
  /// The category within the subsystem.
  public let category: String
  private let enabled: Bool

  /// A log of `subsystem` and `category`.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
    enabled = true
  }

  private init(disabled: Void) {
    subsystem = ""
    category = ""
    enabled = false
  }

  /// The log with no subsystem.
  public static let `default` = OSLog(subsystem: "", category: "")
  /// A log that shows nothing.
  public static let disabled = OSLog(disabled: ())

  /// Whether messages of `type` are shown.
  public func isEnabled(type: OSLogType) -> Bool { enabled && type.isShown }
  /// Whether signposts are recorded: never here.
  public var signpostsEnabled: Bool { false }

  /// Shows `message` of `type`, on one line of standard error naming the log.
  func write(_ message: String, type: OSLogType) {
    guard isEnabled(type: type) else { return }
    let place = subsystem.isEmpty ? "" : "[\(subsystem)\(category.isEmpty ? "" : ":" + category)] "
    FileHandle.standardError.write(Data("\(place)\(type.name): \(message)\n".utf8))
  }
}

/// Logs a message with `printf`-style arguments (os's `os_log(_:dso:log:type:_:)`); privacy qualifiers such as
/// `%{public}@` are read as `%@`.
public func os_log(
  _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
  type: OSLogType = .default, _ args: CVarArg...
) {
  log.write(formatted(message, args), type: type)
}

/// Logs a message of `type` (os's `os_log(_:dso:log:_:_:)`, the type first).
public func os_log(
  _ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
  _ message: StaticString,
  _ args: CVarArg...
) {
  log.write(formatted(message, args), type: type)
}

/// `message` with `args` put in, the privacy qualifiers (`{public}`, `{private}`) left out.
package func formatted(_ message: StaticString, _ args: [CVarArg]) -> String {
  let format = "\(message)".replacingOccurrences(
    of: #"%\{[a-z, ]*\}"#, with: "%", options: .regularExpression)
  return args.isEmpty ? format : String(format: format, arguments: args)
}
