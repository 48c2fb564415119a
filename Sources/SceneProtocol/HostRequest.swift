/// What the command line asks of a compiled scene file.
///
/// Which of its scenes to render, how, and where the results go; passed as a JSON file named by
/// `LAYOUT_RENDER_HOST_REQUEST`.
public struct HostRequest: Codable, Sendable {
  /// The environment variable that names the request file, and marks a process as a scene host.
  public static let environmentVariable = "LAYOUT_RENDER_HOST_REQUEST"

  /// The scene file as the user named it (for messages and the shard key).
  public var sourceFile: String
  /// Where the host appends one ``HostEvent`` per line.
  public var eventsFile: String
  /// The folder rendered files go to (named `<index>.<extension>`; the command line renames them).
  public var outputFolder: String
  /// `png`, `svg` or `pdf`.
  public var format: String
  /// Write PNGs as small as zlib's level 9 makes them, instead of fast (`--smallest`).
  public var smallestPNG: Bool
  /// Pixels per point, overriding each scene's.
  public var scale: Double?
  /// A device name (`iPhone SE`, …), overriding each scene's canvas and safe area.
  public var device: String?
  /// `light` or `dark`, overriding each scene's.
  public var appearance: String?
  /// Lay every scene out right-to-left.
  public var rightToLeft: Bool
  /// Draw the debug overlay.
  public var debugOverlay: Bool
  /// Report every view's frame in scene coordinates.
  public var frames: Bool
  /// Fail scenes with broken constraints or ambiguous views.
  public var strict: Bool
  /// Only list the scenes.
  public var listOnly: Bool
  /// Report the renderer's fingerprint in the `began` event (for snapshot checks).
  public var fingerprint: Bool
  /// Scenes, by the order they are made in, that the host neither builds nor renders: done by an earlier host, or
  /// the one whose build or render killed it.
  public var done: [Int]
  /// This worker's number and the number of workers on the file: the worker renders indices `i` with
  /// `i % workers == worker`.
  public var worker: Int
  public var workers: Int
  /// The shard of the whole batch this run renders (`--shard i/n`): scenes whose stable key falls in it.
  public var shard: Int
  public var shards: Int

  public init(
    sourceFile: String, eventsFile: String, outputFolder: String, format: String,
    smallestPNG: Bool = false, scale: Double? = nil,
    device: String? = nil, appearance: String? = nil, rightToLeft: Bool = false,
    debugOverlay: Bool = false, frames: Bool = false, strict: Bool = false, listOnly: Bool = false,
    fingerprint: Bool = false,
    done: [Int] = [], worker: Int = 0, workers: Int = 1, shard: Int = 0, shards: Int = 1
  ) {
    self.sourceFile = sourceFile
    self.eventsFile = eventsFile
    self.outputFolder = outputFolder
    self.format = format
    self.smallestPNG = smallestPNG
    self.scale = scale
    self.device = device
    self.appearance = appearance
    self.rightToLeft = rightToLeft
    self.debugOverlay = debugOverlay
    self.frames = frames
    self.strict = strict
    self.listOnly = listOnly
    self.fingerprint = fingerprint
    self.done = done
    self.worker = worker
    self.workers = workers
    self.shard = shard
    self.shards = shards
  }
}

extension HostRequest {
  /// Whether this host renders the scene made `index`th and called `name`.
  ///
  /// Its share is every `workers`th scene of the file, within the shard (by ``ShardKey``), unless already done.
  /// The command uses the same rule to tell whose scene a crash was.
  public func isMine(index: Int, name: String) -> Bool {
    guard index % max(1, workers) == worker, !done.contains(index) else { return false }
    return ShardKey.shard(file: sourceFile, scene: name, of: shards) == shard
  }
}
