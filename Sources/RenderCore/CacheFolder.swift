import Foundation

/// The folder layout-render keeps what it may compute again in: `LAYOUT_RENDER_CACHE`, else
/// `$XDG_CACHE_HOME/layout-render`, else `~/.cache/layout-render`.
///
/// The command keeps compiled scene files there, text engines their fonts' descriptions (in `fonts`).
package func cacheFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL
{
  if let explicit = environment["LAYOUT_RENDER_CACHE"] {
    return URL(fileURLWithPath: explicit)
  }
  if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
    return URL(fileURLWithPath: xdg).appendingPathComponent("layout-render")
  }
  return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(
    ".cache/layout-render")
}
