import Foundation
import ObjCSyntax

/// Executables shared by several scene files (``BatchCompile``): each file's code in a function of its own, and a
/// `main` that runs the one `LAYOUT_RENDER_SCENE_ENTRY` names, between the host's start and end.
extension SceneCompiler {
  /// The function a file's top-level code becomes when it shares an executable.
  static func entryFunction(key: String) -> String { "layout_render_scene_\(key.prefix(16))" }

  /// The file's code split for a compiler run shared with other files (``compileScripts(_:work:)``), or `nil` when
  /// it cannot be.
  static func split(_ file: SceneFile) -> ScriptSplit? {
    String(data: userCode(file.contents), encoding: .utf8).flatMap(ScriptSplit.init)
  }

  /// Compiles split files into one executable in one compiler run, each file a source file of its own (so that its
  /// `fileprivate` declarations are its own): its imports, its kept declarations, and its code in its entry function,
  /// every piece under a `#sourceLocation` with its path and line; `nil` when that does not compile (the files are
  /// then compiled on their own, which also gives each its own messages).
  func compileScripts(_ scripts: [(key: String, file: SceneFile, split: ScriptSplit)], work: URL)
    throws(CommandError) -> URL?
  {
    let folder = work.appendingPathComponent("scripts-\(UUID().uuidString)")
    var sources: [URL] = []
    for (key, file, split) in scripts {
      func located(_ pieces: [ScriptSplit.Piece]) -> String {
        guard !pieces.isEmpty else { return "" }
        return pieces.map {
          "#sourceLocation(file: \"\(Self.escaped(file.displayPath))\", line: \($0.line))\n\($0.text)\n"
        }.joined() + "#sourceLocation()\n"
      }
      // The scenes are rendered before the function returns: its variables (a delegate that a view holds weakly)
      // live as long as a `main.swift`'s globals would.
      let source =
        (["import SceneHost"] + split.imports).joined(separator: "\n") + "\n"
        + located(split.fileScope)
        + "func \(Self.entryFunction(key: key))() {\n" + located(split.body)
        + "_LayoutRenderHost.run()\n}\n"
      let url = folder.appendingPathComponent("\(Self.entryFunction(key: key)).swift")
      try write(Data(source.utf8), to: url)
      sources.append(url)
    }
    let main = folder.appendingPathComponent("main.swift")
    let dispatch = Self.dispatch(
      scripts.map { (Self.entryFunction(key: $0.key), Self.entryFunction(key: $0.key)) })
    try write(Data(("import SceneHost\n" + dispatch).utf8), to: main)
    let output = folder.appendingPathComponent("scenes")
    // One frontend for every file (`-wmo`): the library's declarations are looked up once for all of them.
    let result = try runCompiler(
      commonArguments + linkArguments(for: scripts.map(\.file))
        + ["-wmo", "-module-name", "layout_render_scenes", main.path]
        + sources.map(\.path) + ["-o", output.path],
      folder: folder)
    return result.succeeded ? output : nil
  }

  /// A file compiled to an object for an executable shared with other files, or the compiler's messages.
  enum ObjectOutcome {
    case built(URL)
    case failed(String)
  }

  /// Compiles a file into an object file in `work`, its top-level code in the function ``entryFunction(key:)`` and
  /// its declarations in a module of its own, so that it can be linked with other files' (``link(_:work:)``).
  func compileObject(_ file: SceneFile, key: String, work: URL) throws(CommandError)
    -> ObjectOutcome
  {
    let object = work.appendingPathComponent("\(key).o")
    let separate = [
      "-c", "-module-name", "scene_\(key.prefix(16))",
      "-Xfrontend", "-entry-point-function-name", "-Xfrontend", Self.entryFunction(key: key),
    ]
    switch try swiftc(file, work: work, output: object, extra: separate) {
    case .failed(let messages): return .failed(messages)
    case .built: return .built(object)
    }
  }

  /// Links the objects of several files (by key) into one executable; `nil` when the link fails (each file is then
  /// compiled alone).
  func link(_ objects: [(key: String, file: SceneFile, object: URL)], work: URL)
    throws(CommandError) -> URL?
  {
    let folder = work.appendingPathComponent("group-\(UUID().uuidString)")
    let argv = "UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>"
    let entries = objects.map { Self.entryFunction(key: $0.key) }
    // Each object's entry is a C function of `argc` and `argv`, as `main` is.
    let source =
      "import SceneHost\n"
      + entries.map {
        "@_silgen_name(\"\($0)\") func \($0)(_ argc: Int32, _ argv: \(argv)) -> Int32\n"
      }.joined()
      + Self.dispatch(
        entries.map { ($0, "{ _ = \($0)(CommandLine.argc, CommandLine.unsafeArgv) }") })
    let main = folder.appendingPathComponent("main.swift")
    let output = folder.appendingPathComponent("scenes")
    try write(Data(source.utf8), to: main)
    let result = try runCompiler(
      commonArguments + linkArguments(for: objects.map(\.file))
        + ["-module-name", "layout_render_dispatch", main.path]
        + objects.map(\.object.path) + ["-o", output.path],
      folder: folder)
    return result.succeeded ? output : nil
  }

  /// The `main` of a shared executable: runs the entry the environment names (by name, the closure to call).
  private static func dispatch(_ entries: [(name: String, call: String)]) -> String {
    "\n_LayoutRenderHost.runFile(among: [\n"
      + entries.map { "  \"\($0.name)\": \($0.call),\n" }.joined() + "])\n"
  }
}
