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
    case ready(SceneExecutable, cached: Bool)
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

  /// The cache key of a file: its contents and path, the library build, the compiler.
  func key(_ file: SceneFile) -> String {
    SceneCache.key(
      source: file.contents, path: file.displayPath, library: library.identity(),
      compiler: fileIdentity(swiftc.resolvingSymlinksInPath()))
  }

  /// Compiles a file into an executable of its own and stores it under `key`.
  func compileAlone(_ file: SceneFile, key: String) throws(CommandError) -> Outcome {
    let work = try makeWorkFolder()
    defer { cache.removeTemporary(work) }
    let output = work.appendingPathComponent("scene")
    switch try swiftc(file, work: work, output: output, extra: []) {
    case .failed(let messages): return .failed(messages)
    case .built: return .ready(try cache.store(output, for: key), cached: false)
    }
  }

  private func makeWorkFolder() throws(CommandError) -> URL {
    let work = cache.temporaryFolder()
    do {
      try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    } catch {
      throw writeFailure(error)
    }
    return work
  }

  /// Writes `data` to `url`, making its folder first.
  func write(_ data: Data, to url: URL) throws(CommandError) {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    } catch {
      throw writeFailure(error)
    }
  }

  /// The error of a failed write in the cache folder.
  func writeFailure(_ error: any Error) -> CommandError {
    .io("cannot write to the cache folder \(cache.folder.path): \(error.localizedDescription)")
  }

  /// Runs the compiler, its output kept in `folder`.
  func runCompiler(_ arguments: [String], folder: URL) throws(CommandError) -> Subprocess.Result {
    try Subprocess(
      executable: swiftc, arguments: arguments, environment: nil, currentDirectory: nil,
      timeout: 600, captureFolder: folder, captureName: "swiftc"
    ).run()
  }

  enum CompilerRun {
    case built
    case failed(String)
  }

  /// Runs the compiler on a file's wrapped code with `extra` arguments (none: link it); its messages are about the
  /// user's file.
  func swiftc(_ file: SceneFile, work: URL, output: URL, extra: [String])
    throws(CommandError) -> CompilerRun
  {
    let main = work.appendingPathComponent(
      extra.isEmpty
        ? "main.swift" : "\(output.deletingPathExtension().lastPathComponent)/main.swift")
    try write(Self.wrap(file, hosted: extra.isEmpty), to: main)
    let result = try runCompiler(
      commonArguments + (extra.isEmpty ? linkArguments(for: [file]) : extra)
        + [main.path, "-o", output.path],
      folder: main.deletingLastPathComponent())
    return result.succeeded
      ? .built : .failed(Self.userFacing(result.standardError, generated: main.path))
  }

  /// The file's code under a `#sourceLocation` with the user's path; `hosted`: between the host's start and end.
  ///
  /// The file's Objective-C-only syntax (`@objc`, `#selector`, …) is neutralised first, keeping every line and
  /// column where it was (``ObjCSyntaxRewriter``).
  static func wrap(_ file: SceneFile, hosted: Bool = true) -> Data {
    var data = Data(("import SceneHost\n" + (hosted ? "_LayoutRenderHost.begin()\n" : "")).utf8)
    data.append(Data("#sourceLocation(file: \"\(escaped(file.displayPath))\", line: 1)\n".utf8))
    data.append(userCode(file.contents))
    data.append(Data(("\n#sourceLocation()\n" + (hosted ? "_LayoutRenderHost.run()\n" : "")).utf8))
    return data
  }

  /// A path inside a string literal.
  static func escaped(_ path: String) -> String {
    path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
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

  /// The flags of every compile: the module aliases, line tables, the C module cache and the library's modules.
  var commonArguments: [String] {
    Self.moduleAliases.sorted { $0.key < $1.key }.flatMap {
      ["-module-alias", "\($0.key)=\($0.value)"]
    } + [
      // Line tables let the host place a problem at the scene file's line that caused it (SceneFileLocator).
      "-Onone", "-gline-tables-only", "-diagnostic-style", "llvm", "-module-cache-path",
      moduleCache.path, "-I", library.modulesFolder.path,
    ]
  }

  /// The flags that link an executable of `files` against the library.
  ///
  /// The library with the runtime inside, when installed and none of the files imports a module that needs
  /// Foundation's own shared library (``needsSharedFoundation(_:)``), comes as an input file, ahead of the libraries
  /// the driver adds: every symbol of Swift's runtime and Foundation is then found in it, and the static archives
  /// `-static-stdlib` names give the executable nothing but the modules the library does not hold
  /// (docs/scene-compilation.md, "The runtime inside the library").
  func linkArguments(for files: [SceneFile]) -> [String] {
    let linked: [String]
    if let selfContained = library.selfContainedLibrary,
      !files.contains(where: Self.needsSharedFoundation)
    {
      linked = ["-static-stdlib", selfContained.path]
    } else {
      linked = ["-L", library.libraryFolder.path, "-l\(SceneLibrary.libraryName)"]
    }
    return linkerChoice + linked + ["-Xlinker", "-rpath", "-Xlinker", library.libraryFolder.path]
  }

  /// Whether a file imports FoundationNetworking or FoundationXML (`URLSession`, `XMLParser`): those modules use
  /// symbols internal to Foundation, which only Foundation's own shared library lets another image use.
  static func needsSharedFoundation(_ file: SceneFile) -> Bool {
    guard let text = String(data: file.contents, encoding: .utf8) else { return true }
    return text.contains(#/import\s+(?:[a-z]+\s+)?Foundation(?:Networking|XML)\b/#)
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
