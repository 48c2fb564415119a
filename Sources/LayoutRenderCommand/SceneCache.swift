import Foundation
import RenderCore
import Synchronization

/// Compiled scene files, private to the user (mode 0700).
///
/// One folder per key (file content and path, library build, compiler). An entry is trusted only when its manifest
/// names the key and the executable's SHA-256 still matches; anything else is rebuilt. Files compiled together share
/// one executable (``BatchCompile``): their entries hold hard links to it, each naming its file's entry function.
struct SceneCache {
  let folder: URL
  /// Executables already digested by this process, so that entries sharing one are read once.
  private let digests = ExecutableDigests()

  /// The cache folder: `LAYOUT_RENDER_CACHE`, else `$XDG_CACHE_HOME/layout-render`, else
  /// `~/.cache/layout-render`; created 0700, and refused when another user owns it.
  static func open(environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(CommandError)
    -> SceneCache
  {
    let base = cacheFolder(environment: environment)
    try makePrivateFolder(base)
    AbandonedFiles.sweep(base.appendingPathComponent("tmp"), prefix: temporaryPrefix)
    return SceneCache(folder: base)
  }

  init(folder: URL) {
    self.folder = folder
  }

  /// Creates a folder with mode 0700, or checks and tightens an existing one.
  ///
  /// The folder itself is checked without
  /// following a symbolic link: a link (which could point anywhere, at another user's files) is refused.
  static func makePrivateFolder(_ url: URL) throws(CommandError) {
    do {
      try FileManager.default.createDirectory(
        at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw .setup("cannot create the cache folder \(url.path): \(error.localizedDescription)")
    }
    var info = stat()
    guard lstat(url.path, &info) == 0 else {
      throw .setup("cannot read the cache folder \(url.path)")
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw .setup(
        "the cache folder \(url.path) is a symbolic link or not a folder; "
          + "point LAYOUT_RENDER_CACHE at a real folder")
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

  /// The cached executable for a key, if the entry is whole and unchanged; its use is recorded (the manifest's
  /// modification time), so that pruning removes the entries unused longest.
  func executable(for key: String) -> SceneExecutable? {
    let entry = entryFolder(key)
    guard let manifest = soundManifest(entry, key: key) else { return nil }
    utimes(entry.appendingPathComponent("manifest.json").path, nil)
    return SceneExecutable(url: entry.appendingPathComponent("scene"), entry: manifest.entry)
  }

  /// The manifest of `entry` when it names `key` and the executable beside it is the one it describes.
  private func soundManifest(_ entry: URL, key: String) -> Manifest? {
    guard
      let data = FileManager.default.contents(
        atPath: entry.appendingPathComponent("manifest.json").path),
      let manifest = try? JSONDecoder().decode(Manifest.self, from: data), manifest.key == key,
      digests.sha256(of: entry.appendingPathComponent("scene")) == manifest.executableSHA256
    else { return nil }
    return manifest
  }

  /// A new folder path under the cache's `tmp`, removed if the run is interrupted; pass it to
  /// ``removeTemporary(_:)`` when done.
  func temporaryFolder() -> URL {
    let url = folder.appendingPathComponent(
      "tmp/\(Self.temporaryPrefix)\(getpid())-\(UUID().uuidString)")
    Interruption.shared.removeOnInterruption(url)
    return url
  }

  /// How temporary folders' names start (then the process id and a UUID), so that the next run can tell the ones
  /// a killed run left behind (see ``AbandonedFiles``).
  static let temporaryPrefix = ".layout-render-"

  /// Removes a folder made by ``temporaryFolder()``, if it still exists.
  func removeTemporary(_ url: URL) {
    try? FileManager.default.removeItem(at: url)
    Interruption.shared.release(url)
  }

  /// Links a freshly built executable into the entry for `key` (the caller removes `built`) and returns it there.
  ///
  /// `entry`: the function to run in it, when it holds several files' code. Atomic for readers: the entry appears
  /// whole by one rename, and a sound entry is never removed (a concurrent run may be executing it). When the
  /// rename fails because an entry is already there, a sound one (a concurrent run stored the same key) is used as
  /// it is; a broken one is first renamed aside, then replaced.
  func store(_ built: URL, entry function: String? = nil, for key: String) throws(CommandError)
    -> SceneExecutable
  {
    let entry = entryFolder(key)
    let staging = temporaryFolder()
    defer { removeTemporary(staging) }
    let stored = SceneExecutable(url: entry.appendingPathComponent("scene"), entry: function)
    do {
      try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
      let executable = staging.appendingPathComponent("scene")
      // A hard link: the same file for every entry of a shared executable (the cache and the work folder are on
      // one file system); a copy where links are not allowed.
      if link(built.path, executable.path) != 0 {
        try FileManager.default.copyItem(at: built, to: executable)
      }
      guard let digest = digests.sha256(of: executable) else {
        throw CocoaError(.fileReadUnknown)
      }
      let manifest = Manifest(key: key, executableSHA256: digest, entry: function)
      try JSONEncoder().encode(manifest).write(to: staging.appendingPathComponent("manifest.json"))
      try FileManager.default.createDirectory(
        at: entry.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw .io("cannot store the compiled scene in \(entry.path): \(error.localizedDescription)")
    }
    for _ in 0..<3 {
      if rename(staging.path, entry.path) == 0 {
        prune(keeping: key)
        return stored
      }
      if let manifest = soundManifest(entry, key: key) {
        return SceneExecutable(url: stored.url, entry: manifest.entry)
      }
      let aside = temporaryFolder()
      rename(entry.path, aside.path)
      removeTemporary(aside)
    }
    throw .io(
      "cannot store the compiled scene in \(entry.path): \(String(cString: strerror(errno)))")
  }

  /// Entries unused for longer than this are removed when a new entry is stored.
  static let maximumAge: TimeInterval = 30 * 24 * 3600
  /// At most this many entries are kept (`watch` stores one per edit); the ones unused longest go first.
  static let maximumEntries = 200
  /// Temporary folders older than this were left by a run that was killed (SIGKILL cannot be handled).
  static let abandonedAge: TimeInterval = 24 * 3600

  /// Removes old entries and abandoned temporary folders.
  ///
  /// Entries unused for ``maximumAge`` go, then the ones unused longest beyond ``maximumEntries``; never the entry
  /// `key`. Each entry is renamed aside before it is deleted, so no reader sees
  /// half of one.
  private func prune(keeping key: String, now: Date = Date()) {
    let scenes = folder.appendingPathComponent("scenes")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: scenes.path)) ?? []
    // Last use: the manifest's modification time (see `executable(for:)`), else the folder's.
    let entries =
      names
      .filter { $0 != key }
      .map { name -> (name: String, used: Date) in
        let entry = scenes.appendingPathComponent(name)
        return (
          name,
          modificationDate(entry.appendingPathComponent("manifest.json")) ?? modificationDate(entry)
            ?? .distantPast
        )
      }
      .sorted { ($0.used, $0.name) > ($1.used, $1.name) }
    for (rank, entry) in entries.enumerated()
    where rank + 1 >= Self.maximumEntries || now.timeIntervalSince(entry.used) > Self.maximumAge {
      let aside = temporaryFolder()
      rename(scenes.appendingPathComponent(entry.name).path, aside.path)
      removeTemporary(aside)
    }
    let tmp = folder.appendingPathComponent("tmp")
    for name in (try? FileManager.default.contentsOfDirectory(atPath: tmp.path)) ?? [] {
      let url = tmp.appendingPathComponent(name)
      if let date = modificationDate(url), now.timeIntervalSince(date) > Self.abandonedAge {
        try? FileManager.default.removeItem(at: url)
      }
    }
  }

  private func modificationDate(_ url: URL) -> Date? {
    var info = stat()
    guard lstat(url.path, &info) == 0 else { return nil }
    return Date(
      timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
  }

  private struct Manifest: Codable {
    var key: String
    var executableSHA256: String
    /// The entry function, for an executable shared by several files; absent for one file's own.
    var entry: String?
  }
}

/// SHA-256 digests of executables by file identity (device, inode, size, modification time), so that the entries
/// of one shared executable cost one reading per process, not one each.
private final class ExecutableDigests: Sendable {
  private let known = Mutex<[String: String]>([:])

  func sha256(of url: URL) -> String? {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return nil }
    let identity =
      "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    if let digest = known.withLock({ $0[identity] }) { return digest }
    guard let binary = FileManager.default.contents(atPath: url.path) else { return nil }
    let digest = SHA256.hex(of: binary)
    known.withLock { $0[identity] = digest }
    return digest
  }
}
