import Foundation
import Runtime

/// Finds the line of the scene file that is running.
///
/// That is the innermost frame of the current call stack whose source is the scene file (scene files are compiled
/// with line tables for this). A problem reported while a
/// scene is built (a constraint with a constant that is not a number) is then placed at the line that caused it,
/// whichever API that line called, rather than at the line that made the scene.
enum SceneFileLocator {
  /// The scene file's line on the current stack, or `nil` when no frame of it is found (a file compiled without
  /// debug information).
  ///
  /// - Parameter fileName: The scene file's name, as the compiler was given it (without its folder).
  /// - Returns: The line, or `nil`.
  static func line(in fileName: String) -> Int? {
    guard let backtrace = try? Backtrace.capture(), let symbolicated = backtrace.symbolicated()
    else { return nil }
    for frame in symbolicated.frames {
      guard let location = frame.symbol?.sourceLocation, location.line > 0,
        URL(fileURLWithPath: location.path).lastPathComponent == fileName
      else { continue }
      return location.line
    }
    return nil
  }
}
