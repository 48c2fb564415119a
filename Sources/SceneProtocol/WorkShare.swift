/// Which scenes of a file one host renders: the rule the command uses to split the work and, reading a crashed
/// host's events, to tell whose scene a crash was; the host uses the same value to pick its scenes.
package struct WorkShare: Codable, Hashable, Sendable {
  /// This worker's number and the number of workers on the file: the worker renders indices `i` with
  /// `i % workers == worker`.
  package var worker: Int
  package var workers: Int
  /// The shard of the whole batch this run renders (`--shard i/n`, zero-based here): scenes whose stable key
  /// (``ShardKey``) falls in it.
  package var shard: Int
  package var shards: Int
  /// Scenes, by the order they are made in, that the host neither builds nor renders: done by an earlier host, or
  /// the one whose build or render killed it.
  package var done: [Int]

  package init(worker: Int = 0, workers: Int = 1, shard: Int = 0, shards: Int = 1, done: [Int] = [])
  {
    self.worker = worker
    self.workers = workers
    self.shard = shard
    self.shards = shards
    self.done = done
  }

  /// Whether the scene made `index`th in `file` and called `name` is this share's.
  package func contains(index: Int, name: String, file: String) -> Bool {
    guard index % max(1, workers) == worker, !done.contains(index) else { return false }
    return ShardKey.shard(file: file, scene: name, of: shards) == shard
  }
}
