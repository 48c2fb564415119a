import Foundation
import ObjCSyntax

/// Turns a scene file into an executable: the file's code, followed by a call that renders the scenes it created,
/// compiled against the library, and cached.
///
/// The file is compiled as written under a `#sourceLocation` naming it as the user did, so every compiler message
/// points at `scene.swift:LINE:COL`, never at generated code.
struct SceneCompiler {
  let library: SceneLibrary
  let cache: SceneCache
  let swiftc: URL
  /// Where clang keeps the C modules scene files import: beside the library when writable, else in the cache.
  let moduleCache: URL
  /// The linker's flag: the toolchain's lld when it ships one (a scene links in about 0.2 s instead of gold's 0.34 s
  /// on a 2-core machine, Benchmarks/README.md), else the compiler's default.
  let linkerChoice: [String]

  enum Outcome {
    /// The executable; `cached` when it came from the cache rather than the compiler.
    case ready(URL, cached: Bool)
    /// The compiler's messages, about the user's file.
    case failed(String)
  }

  init(
    library: SceneLibrary, cache: SceneCache,
    environment: [String: String] = ProcessInfo.processInfo.environment
  )
    throws(CommandError)
  {
    self.library = library
    self.cache = cache
    guard let swiftc = Self.findCompiler(environment) else {
      throw .setup("cannot find swiftc (the Swift toolchain) on PATH; set SWIFTC to its path")
    }
    self.swiftc = swiftc
    moduleCache =
      library.sharedModuleCache() ?? cache.folder.appendingPathComponent("module-cache")
    let toolchainBin = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
    linkerChoice =
      FileManager.default.isExecutableFile(
        atPath: toolchainBin.appendingPathComponent("ld.lld").path) ? ["-use-ld=lld"] : []
  }

  /// The executable for a file, from the cache when the file, the library and the compiler are unchanged.
  func compile(_ file: SceneFile) throws(CommandError) -> Outcome {
    let key = SceneCache.key(
      source: file.contents, path: file.displayPath, library: library.identity(),
      compiler: fileIdentity(swiftc.resolvingSymlinksInPath()))
    if let executable = cache.executable(for: key) { return .ready(executable, cached: true) }

    let work = cache.temporaryFolder()
    defer { cache.removeTemporary(work) }
    let main = work.appendingPathComponent("main.swift")
    let output = work.appendingPathComponent("scene")
    do {
      try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
      try Self.wrap(file).write(to: main)
    } catch {
      throw .io(
        "cannot write to the cache folder \(cache.folder.path): \(error.localizedDescription)")
    }
    let result = try Subprocess(
      executable: swiftc, arguments: arguments(main: main, output: output),
      environment: nil, currentDirectory: nil, timeout: 600, captureFolder: work,
      captureName: "swiftc"
    ).run()
    guard result.succeeded else {
      return .failed(Self.userFacing(result.standardError, generated: main.path))
    }
    return .ready(try cache.store(output, for: key), cached: false)
  }

  /// The host's start, the file's code under a `#sourceLocation` with the user's path, then the host's end.
  ///
  /// The file's Objective-C-only syntax (`@objc`, `#selector`, …) is neutralised first, keeping every line and
  /// column where it was (``ObjCSyntaxRewriter``).
  static func wrap(_ file: SceneFile) -> Data {
    let escaped = file.displayPath.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    var data = Data("import SceneHost\n_LayoutRenderHost.begin()\n".utf8)
    data.append(Data("#sourceLocation(file: \"\(escaped)\", line: 1)\n".utf8))
    data.append(userCode(file.contents))
    data.append(Data("\n#sourceLocation()\n_LayoutRenderHost.run()\n".utf8))
    return data
  }

  /// The file's own code as the compiler gets it: Objective-C-only syntax neutralised when there is any.
  static func userCode(_ contents: Data) -> Data {
    guard let text = String(data: contents, encoding: .utf8), ObjCSyntaxRewriter.needsRewrite(text)
    else {
      return contents
    }
    return Data(ObjCSyntaxRewriter.rewrite(text).utf8)
  }

  /// The module names a scene file imports that mean one of the library's modules (docs/uikit-import.md).
  static let moduleAliases = [
    "UIKit": "UIKitFacade",
    "CoreGraphics": "CoreGraphicsFacade",
    "QuartzCore": "QuartzCoreFacade",
    "MessageUI": "MessageUIFacade",
    "SafariServices": "SafariServicesFacade",
    "os": "OSLogFacade",
    "PlaygroundSupport": "PlaygroundSupportFacade",
  ]

  private func arguments(main: URL, output: URL) -> [String] {
    Self.moduleAliases.sorted { $0.key < $1.key }.flatMap {
      ["-module-alias", "\($0.key)=\($0.value)"]
    } + [
      // Line tables let the host place a problem at the scene file's line that caused it (SceneFileLocator).
      "-Onone", "-gline-tables-only", "-diagnostic-style", "llvm", "-module-cache-path",
      moduleCache.path,
    ] + linkerChoice + [
      "-I", library.modulesFolder.path, "-L", library.libraryFolder.path,
      "-l\(SceneLibrary.libraryName)", "-Xlinker", "-rpath", "-Xlinker", library.libraryFolder.path,
      main.path, "-o", output.path,
    ]
  }

  /// The compiler's messages without any line about the generated wrapper.
  static func userFacing(_ messages: String, generated: String) -> String {
    messages.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains(generated) }
      .joined(separator: "\n")
  }

  private static func findCompiler(_ environment: [String: String]) -> URL? {
    if let explicit = environment["SWIFTC"], !explicit.isEmpty {
      return URL(fileURLWithPath: explicit)
    }
    return findOnPath("swiftc")
  }
}

/// The first executable of that name on PATH.
func findOnPath(_ name: String) -> URL? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  for folder in path.split(separator: ":") {
    let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
  }
  return nil
}
