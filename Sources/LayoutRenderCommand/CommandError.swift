/// Why the command stopped, with the exit code it maps to.
enum CommandError: Error, CustomStringConvertible {
  /// The library, the compiler or the cache folder is missing or unusable.
  case setup(String)
  /// The command line itself is wrong (exit code 2).
  case usage(String)
  /// A file could not be read or written.
  case io(String)

  var description: String {
    switch self {
    case .setup(let message), .usage(let message), .io(let message): message
    }
  }
}

/// The exit codes: 0 success, 1 a scene failed, 2 usage, 3 snapshot mismatch.
enum ExitStatus: Int32 {
  case success = 0
  case sceneFailed = 1
  case usage = 2
  case mismatch = 3
}
