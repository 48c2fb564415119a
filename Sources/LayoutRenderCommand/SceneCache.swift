import Foundation
import RenderCore

/// Compiled scene files, private to the user (mode 0700).
///
/// One folder per key (file content and path, library build, compiler). An entry is trusted only when its manifest names the key and the executable's SHA-256 still
/// matches; anything else is rebuilt.
struct SceneCache {
  let folder: URL

  /// The cache folder: `LAYOUT_RENDER_CACHE`, else `$XDG_CACHE_HOME/layout-render`, else
  /// `~/.cache/layout-render`; created 0700, and refused when another user owns it.
  static func open(environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(CommandError)
    -> SceneCache
  {
    let base: URL
    if let explicit = environment["LAYOUT_RENDER_CACHE"] {
      base = URL(fileURLWithPath: explicit)
    } else if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
      base = URL(fileURLWithPath: xdg).appendingPathComponent("layout-render")
    } else {
      base = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(
        ".cache/layout-render")
    }
    try makePrivateFolder(base)
    return SceneCache(folder: base)
  }

  /// Creates a folder with mode 0700, or checks and tightens an existing one.
  static func makePrivateFolder(_ url: URL) throws(CommandError) {
    do {
      try FileManager.default.createDirectory(
        at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw .setup("cannot create the cache folder \(url.path): \(error.localizedDescription)")
    }
    var info = stat()
    guard stat(url.path, &info) == 0 else {
      throw .setup("cannot read the cache folder \(url.path)")
    }
    guard info.st_uid == getuid() else {
      throw .setup("the cache folder \(url.path) belongs to another user; set LAYOUT_RENDER_CACHE")
    }
    if info.st_mode & 0o077 != 0 { chmod(url.path, 0o700) }
  }

  /// The key of a scene file compiled against a library with a compiler.
  static func key(source: Data, path: String, library: String, compiler: String) -> String {
    var material = Data("layout-render scene cache v2\n\(path)\n\(library)\n\(compiler)\n".utf8)
    material.append(source)
    return SHA256.hex(of: material)
  }

  func entryFolder(_ key: String) -> URL {
    folder.appendingPathComponent("scenes/\(key)")
  }

  /// The cached executable for a key, if the entry is whole and unchanged.
  func executable(for key: String) -> URL? {
    let entry = entryFolder(key)
    let executable = entry.appendingPathComponent("scene")
    guard
      let data = FileManager.default.contents(
        atPath: entry.appendingPathComponent("manifest.json").path),
      let manifest = try? JSONDecoder().decode(Manifest.self, from: data), manifest.key == key,
      let binary = FileManager.default.contents(atPath: executable.path),
      SHA256.hex(of: binary) == manifest.executableSHA256
    else { return nil }
    return executable
  }

  /// Moves a freshly built executable into the entry for `key`, replacing a stale entry.
  func store(_ built: URL, for key: String) throws(CommandError) -> URL {
    let entry = entryFolder(key)
    let staging = folder.appendingPathComponent("tmp/\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
      try FileManager.default.moveItem(at: built, to: staging.appendingPathComponent("scene"))
      let binary = try Data(contentsOf: staging.appendingPathComponent("scene"))
      let manifest = Manifest(key: key, executableSHA256: SHA256.hex(of: binary))
      try JSONEncoder().encode(manifest).write(to: staging.appendingPathComponent("manifest.json"))
      try FileManager.default.createDirectory(
        at: entry.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? FileManager.default.removeItem(at: entry)
      if rename(staging.path, entry.path) != 0 {
        // Another process stored the same key first: use its entry if it is sound.
        try? FileManager.default.removeItem(at: staging)
        if let executable = executable(for: key) { return executable }
        throw CommandError.io("cannot store the compiled scene in \(entry.path)")
      }
    } catch let error as CommandError {
      throw error
    } catch {
      throw .io("cannot store the compiled scene in \(entry.path): \(error.localizedDescription)")
    }
    return entry.appendingPathComponent("scene")
  }

  private struct Manifest: Codable {
    var key: String
    var executableSHA256: String
  }
}
