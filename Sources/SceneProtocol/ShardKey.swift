/// Which shard of a batch a scene belongs to: a stable hash (FNV-1a) of its file and name, so the split is the same
/// on every machine and does not move when other files change.
package enum ShardKey {
  package static func shard(file: String, scene: String, of shards: Int) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in (file + "\u{0}" + scene).utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return Int(hash % UInt64(max(1, shards)))
  }
}
