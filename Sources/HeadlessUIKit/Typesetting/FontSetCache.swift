internal import CPangoCairo
import Foundation
import RenderCore

/// Where a text engine keeps fontconfig's descriptions of its font files between processes.
package enum FontCacheLocation: Sendable, Equatable {
  /// `fonts` in the cache folder (`$LAYOUT_RENDER_CACHE`, else `$XDG_CACHE_HOME/layout-render`, else
  /// `~/.cache/layout-render`: `cacheFolder(environment:)`).
  case standard
  /// A folder of the caller's.
  case folder(String)
  /// Nowhere: every font file is read in full by each engine.
  case off

  /// The folder this location names, absolute and without repeated or trailing slashes (fontconfig names the files
  /// it describes that way), or nil for ``off``.
  var path: String? {
    switch self {
    case .off: return nil
    case .folder(let path): return URL(fileURLWithPath: path).standardizedFileURL.path
    case .standard: return cacheFolder().appendingPathComponent("fonts").standardizedFileURL.path
    }
  }
}

/// Adds font files to a fontconfig configuration from fontconfig's own cache instead of reading each file
/// (docs/rendering.md, "Fonts from a cache").
///
/// Reading a font file for fontconfig (its names, styles and every character it covers) took each process about
/// 2 ms for the ten default faces. Fontconfig caches what it read per folder only, so the files are linked into a
/// folder of their own, named after what identifies their contents (path, size, modification time, inode: a font
/// that changes gets a new folder and a new cache) and numbered in their order (fontconfig reads a folder in the
/// order of its names): the configuration then holds the same descriptions, in the same order, as when the files
/// are added one by one, each naming its file's own path.
enum FontSetCache {
  /// Points `config` at fontconfig's cache under `location`; returns that location's folder, or nil when there is
  /// none (``FontCacheLocation/off``, or fontconfig refused the setting).
  static func prepare(_ config: OpaquePointer, at location: FontCacheLocation) -> String? {
    guard let root = location.path else { return nil }
    let escaped = root.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    let settings = "<fontconfig><cachedir>\(escaped)/fontconfig</cachedir></fontconfig>"
    return FcConfigParseAndLoadFromMemory(config, settings, 1) != 0 ? root : nil
  }

  /// Adds `files` to `config` in their order through a cached folder of links under `root` (see ``prepare(_:at:)``);
  /// false when that could not be done, and then none of them was added, or (when a folder of links was damaged)
  /// only some.
  ///
  /// Each description fontconfig read names its link; it is given its file's own path instead, as when the file is
  /// added alone: Cairo closes font files beyond ten and FreeType reopens them by that path, which must not depend
  /// on a cache folder someone may delete while the process runs.
  static func add(_ files: [String], to config: OpaquePointer, root: String) -> Bool {
    guard !files.isEmpty, let key = key(of: files),
      let folder = linkFolder(for: files, named: key, in: root),
      FcConfigAppFontAddDir(config, folder) != 0,
      let set = FcConfigGetFonts(config, FcSetApplication)
    else { return false }
    let linked = zip(links(to: files), files).map {
      ("\(folder)/\($0)", URL(fileURLWithPath: $1).standardizedFileURL.path)
    }
    let targets = Dictionary(linked, uniquingKeysWith: { first, _ in first })
    var described: Set<String> = []
    for index in 0..<Int(set.pointee.nfont) {
      var file: UnsafeMutablePointer<FcChar8>?
      guard let pattern = set.pointee.fonts[index],
        FcPatternGetString(pattern, "file", 0, &file) == FcResultMatch, let file,
        let target = targets[String(cString: file)]
      else { continue }
      guard let renamed = FcPatternDuplicate(pattern) else { return false }
      FcPatternDel(renamed, "file")
      FcPatternAddString(renamed, "file", target)
      set.pointee.fonts[index] = renamed
      FcPatternDestroy(pattern)
      described.insert(target)
    }
    return described.count == Set(targets.values).count
  }

  /// The links' names: numbered in order, so that fontconfig, reading the folder in the order of its names, reads
  /// the files in theirs.
  private static func links(to files: [String]) -> [String] {
    files.enumerated().map {
      String(format: "%04d-", $0.offset) + URL(fileURLWithPath: $0.element).lastPathComponent
    }
  }

  /// A name for the files as they are now: the start of the SHA-256 of their identities (path, size, modification
  /// time, inode), in order; nil when one cannot be examined.
  static func key(of files: [String]) -> String? {
    let identities = files.compactMap { fileIdentity(atPath: $0) }
    guard identities.count == files.count else { return nil }
    return String(SHA256.hex(of: Array(identities.joined(separator: "\n").utf8)).prefix(16))
  }

  /// The folder of links to `files` under `root`, made now if it is not there: links are made in a draft folder of
  /// this engine's, which then takes its place in one rename, so that engines starting together never see a folder
  /// half made.
  private static func linkFolder(for files: [String], named key: String, in root: String)
    -> String?
  {
    let manager = FileManager.default
    try? manager.createDirectory(
      atPath: root, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    guard isOwnFolder(root) else { return nil }
    let folder = "\(root)/\(key)"
    if manager.fileExists(atPath: folder) { return isOwnFolder(folder) ? folder : nil }
    // A name no other engine uses, in this process or another, so no one fills or moves a draft but its maker.
    let draft = "\(root)/.\(key).\(UUID().uuidString)"
    do {
      try manager.createDirectory(atPath: draft, withIntermediateDirectories: false)
      for (file, name) in zip(files, links(to: files)) {
        let target = URL(fileURLWithPath: file).standardizedFileURL.path
        try manager.createSymbolicLink(atPath: "\(draft)/\(name)", withDestinationPath: target)
      }
    } catch {
      try? manager.removeItem(atPath: draft)
      return nil
    }
    if rename(draft, folder) != 0 {
      try? manager.removeItem(atPath: draft)
      guard isOwnFolder(folder) else { return nil }
    }
    return folder
  }

  /// Whether `path` is a folder (not a link to one) of this process's user: fonts another user placed are not
  /// read, as the command's cache refuses such a folder.
  private static func isOwnFolder(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR && info.st_uid == getuid()
  }
}
