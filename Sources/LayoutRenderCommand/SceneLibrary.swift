import Foundation
import RenderCore

/// The compiled library a scene file is built against.
///
/// The Swift modules and the shared library to link (no C headers: `Render`, `HeadlessUIKit` and `RenderCore` are built with
/// library evolution, which keeps Cairo, Pango and libpng out of their interfaces). Found beside the
/// `layout-render` executable, installed (`PREFIX/lib/layout-render`) or in a SwiftPM build folder.
struct SceneLibrary {
  let modulesFolder: URL
  let libraryFolder: URL
  /// The same library with Swift's runtime and Foundation inside it, when installed (`Scripts/link-runtime-in.sh`):
  /// scene files that can link against it alone do (docs/scene-compilation.md, "The runtime inside the library").
  let selfContainedLibrary: URL?

  static let libraryName = "LayoutRenderShared"
  static let selfContainedName = "LayoutRenderWithRuntime"

  init(modulesFolder: URL, libraryFolder: URL) {
    self.modulesFolder = modulesFolder
    self.libraryFolder = libraryFolder
    let selfContained = libraryFolder.appendingPathComponent("lib\(Self.selfContainedName).so")
    selfContainedLibrary = Self.exists(selfContained) ? selfContained : nil
  }

  /// The shared library's file.
  var libraryFile: URL { libraryFolder.appendingPathComponent("lib\(Self.libraryName).so") }

  /// Finds the library for the running executable, or `LAYOUT_RENDER_LIBRARY` when set.
  static func locate(
    executable: URL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath(),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(CommandError) -> SceneLibrary {
    let binFolder = executable.deletingLastPathComponent()
    let installed =
      environment["LAYOUT_RENDER_LIBRARY"].map { URL(fileURLWithPath: $0) }
      ?? binFolder.deletingLastPathComponent().appendingPathComponent("lib/layout-render")
    if exists(installed.appendingPathComponent("lib\(libraryName).so")) {
      return SceneLibrary(
        modulesFolder: installed.appendingPathComponent("Modules"), libraryFolder: installed)
    }
    if exists(binFolder.appendingPathComponent("lib\(libraryName).so")) {
      return SceneLibrary(
        modulesFolder: binFolder.appendingPathComponent("Modules"), libraryFolder: binFolder)
    }
    throw .setup(
      "cannot find the layout-render library (lib\(libraryName).so) in \(installed.path) or \(binFolder.path); "
        + "build it with `swift build` or install with `make install PREFIX=…`")
  }

  /// Changes whenever the library is rebuilt: size, modification time and inode of the shared libraries and of the
  /// umbrella module (a `stat` each, so a cached run stays fast).
  func identity() -> String {
    ([libraryFile, modulesFolder.appendingPathComponent("LayoutRender.swiftmodule")]
      + (selfContainedLibrary.map { [$0] } ?? []))
      .map(fileIdentity).joined(separator: ";")
  }

  /// The clang module cache kept beside the library, when this user may write there (it is made if missing).
  ///
  /// A scene file's first compile otherwise builds the C modules under Swift's Glibc, Foundation and Dispatch from
  /// their headers, about 1.8 s of a 2.4 s compile on a 2-core machine; `Scripts/install.sh` builds them here once,
  /// so a user's first run starts from them. The cache is keyed by compiler and flags, and clang rebuilds a module
  /// whose headers changed, in place. Sharing it exposes nothing new: whoever can write beside the library can
  /// replace the library itself. Where the folder is not writable (an install owned by another user), `nil`: each
  /// user's own cache folder holds the modules instead; so too when something else than a folder has the name.
  func sharedModuleCache() -> URL? {
    let folder = libraryFolder.appendingPathComponent("module-cache")
    if !Self.isFolder(folder) {
      guard access(libraryFolder.path, W_OK) == 0 else { return nil }
      // Another run may make it at the same moment: what counts is that a folder is there afterwards.
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    }
    return Self.isFolder(folder) && access(folder.path, W_OK) == 0 ? folder : nil
  }

  private static func isFolder(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  private static func exists(_ url: URL) -> Bool {
    FileManager.default.fileExists(atPath: url.path)
  }
}

/// `path:size:mtime:inode` of a file, or `path:missing`.
func fileIdentity(_ url: URL) -> String {
  fileIdentity(atPath: url.path) ?? "\(url.path):missing"
}
